// A PDF's text page by page with pdf.js's legacy build in plain Node (Search in Documents reads
// PDFs this way, free and local): each page's words on their page, no global left behind.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfPageTexts, PdfTextError } from '../../../src/conversion/text/pdfText';

const PDFJS = join('node_modules', 'pdfjs-dist', 'legacy', 'build');

async function pdf(pages: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    doc.addPage([300, 200]).drawText(text, { x: 20, y: 150, size: 12, font });
  }
  return doc.save();
}

describe('pdf text: pages read with pdf.js in Node', function () {
  this.timeout(60_000);

  it('gives each page its own text, in order', async () => {
    const before = (globalThis as { DOMMatrix?: unknown }).DOMMatrix;
    const pages = await pdfPageTexts(await pdf(['first page', 'the quarterly budget', 'last one']), join(process.cwd(), PDFJS));
    assert.equal(pages.length, 3);
    assert.match(pages[1]!, /the quarterly budget/);
    assert.doesNotMatch(pages[0]!, /budget/);
    // Unchanged: none when there was none (another suite's pdf.js with its canvas may have made one).
    assert.equal((globalThis as { DOMMatrix?: unknown }).DOMMatrix, before, 'a global was left behind or changed');
  });

  it('leaves the caller its bytes', async () => {
    const bytes = await pdf(['kept']);
    const length = bytes.byteLength;
    await pdfPageTexts(bytes, join(process.cwd(), PDFJS));
    assert.equal(bytes.byteLength, length);
  });

  it('a damaged file is a PdfTextError', async () => {
    await assert.rejects(pdfPageTexts(new TextEncoder().encode('%PDF-1.7 not really'), join(process.cwd(), PDFJS)), PdfTextError);
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await assert.rejects(pdfPageTexts(await pdf(['a', 'b']), join(process.cwd(), PDFJS), controller.signal), /stop/);
  });
});
