// The emulator's Word 97–2003 reader and its doc→docx, doc→pdf and doc→html, on .doc files the
// test writer makes (a compound file, a Word 97 FIB, a piece table in the table stream): 8-bit
// and UTF-16 pieces read back in order, only the main text, field codes hidden; damaged and
// password-protected files refused with the service's codes; /convert/doc/to/docx over HTTP.
import { strict as assert } from 'node:assert';
import mammoth from 'mammoth';
import { convertersFor } from '../../../src/service/catalogue';
import { parseCatalogue } from '../../../src/service/catalogue/openApi/openApiCatalogue';
import { ConversionFailedError, type OutputFile } from '../../emulator/converters/index';
import { WordBinaryError, readWordParagraphs, readWordText } from '../../emulator/converters/wordBinary';
import { startEmulator } from '../../emulator/server';
import { writeCompoundFile } from '../../support/compoundFile';
import { writeWordDocument } from '../../support/wordDocument';
import { assertUnreadable, call, codeOf, fileForm, pdfLines, useDirectConversions } from '../support/emulatorHelpers';

const convertDirectly = useDirectConversions('cf-doc-');

const convert = (target: string, name: string, bytes: Buffer): Promise<OutputFile[]> => convertDirectly('doc', target, name, bytes);

const MIXED = writeWordDocument(
  [
    { text: 'Minutes \u2013 caf\u00e9 \u20ac5\r', compressed: true },
    { text: '\u0395\u03bb\u03bb\u03b7\u03bd\u03b9\u03ba\u03ac and \u65e5\u672c\r', compressed: false },
    { text: 'Second\tcolumn\vnext line\r', compressed: true },
  ],
  { afterMainText: 'A footnote, not main text\r' },
);

describe('emulator: Word 97–2003 (.doc)', () => {
  it('reads 8-bit and UTF-16 pieces in order, and only the main text', () => {
    assert.equal(readWordText(MIXED), 'Minutes – café €5\rΕλληνικά and 日本\rSecond\tcolumn\vnext line\r');
    assert.deepEqual(readWordParagraphs(MIXED), [['Minutes – café €5'], ['Ελληνικά and 日本'], ['Second\tcolumn', 'next line']]);
  });

  it('finds the piece table in 0Table when the FIB says so', () => {
    assert.deepEqual(readWordParagraphs(writeWordDocument('One\rTwo\r', { tableStream: '0Table' })), [['One'], ['Two']]);
  });

  it("shows a field's result, not its code; table cells and page breaks end paragraphs", () => {
    const doc = writeWordDocument('See \u0013 HYPERLINK "https://example.com" \u0014the site\u0015.\rA\u0007B\u0007\u0007\fNext page\r');
    assert.deepEqual(readWordParagraphs(doc), [['See the site.'], ['A'], ['B'], [''], [''], ['Next page']]);
  });

  it('refuses what is no Word document, and a password-protected one, with the reason', () => {
    const notWord = writeCompoundFile([{ name: 'Workbook', data: Buffer.alloc(5000) }]);
    assertUnreadable(() => readWordText(notWord), WordBinaryError, 'damaged');
    assertUnreadable(() => readWordText(writeWordDocument('Secret\r', { encrypted: true })), WordBinaryError, 'encrypted');
  });

  it('doc→docx: one Word paragraph per paragraph, line breaks and tabs kept', async () => {
    const [out, ...rest] = await convert('docx', 'Old minutes.doc', MIXED);
    assert.equal(rest.length, 0);
    assert.equal(out!.name, 'Old minutes.docx');
    const html = (await mammoth.convertToHtml({ buffer: out!.data })).value;
    assert.equal(html, '<p>Minutes – café €5</p><p>Ελληνικά and 日本</p><p>Second\tcolumn<br />next line</p>');
  });

  it('doc→html and doc→pdf hold the text', async () => {
    const [html] = await convert('html', 'memo.doc', writeWordDocument('A <b> & c\rTwo\vlines\r'));
    assert.equal(html!.name, 'memo.html');
    assert.match(html!.data.toString('utf8'), /<p>A &#60;b&#62; &#38; c<\/p>\n<p>Two<br>lines<\/p>/);
    const [pdf] = await convert('pdf', 'memo.doc', writeWordDocument('Quarterly memo\rsecond\vline\r'));
    assert.equal(pdf!.name, 'memo.pdf');
    assert.equal(pdf!.data.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.deepEqual(await pdfLines(pdf!.data), ['Quarterly memo', 'second', 'line']);
  });

  it('a damaged .doc is 5002, a password-protected one 5003', async () => {
    for (const [bytes, code] of [
      [Buffer.from('not a Word file at all'), 5002],
      [writeWordDocument('Secret\r', { encrypted: true }), 5003],
    ] as const) {
      await assert.rejects(convert('docx', 'bad.doc', bytes), (err: unknown) => err instanceof ConversionFailedError && err.code === code);
    }
  });

  it('POST /convert/doc/to/docx answers a Word document; the catalogue lists doc → docx, pdf and html', async () => {
    const emu = await startEmulator({ port: 0 });
    try {
      const token = emu.demo.apiTokens[0]!.token;
      const answer = await call(emu, 'POST', '/convert/doc/to/docx', { token, body: fileForm('letter.doc', MIXED) });
      assert.equal(answer.status, 200, answer.text);
      const [file] = (answer.json as { Files: { FileName: string; FileData: string }[] }).Files;
      assert.equal(file!.FileName, 'letter.docx');
      const text = (await mammoth.extractRawText({ buffer: Buffer.from(file!.FileData, 'base64') })).value;
      assert.match(text, /Ελληνικά and 日本/);
      const damaged = await call(emu, 'POST', '/convert/doc/to/docx', { token, body: fileForm('letter.doc', 'plain text') });
      assert.equal(damaged.status, 500);
      assert.equal(codeOf(damaged), 5002);
      // The catalogue as the extension reads it: what the Explorer's quick menu follows.
      const targets = convertersFor(parseCatalogue((await call(emu, 'GET', '/info/openapi')).json), 'doc').map((c) => c.target);
      for (const target of ['docx', 'pdf', 'html']) {
        assert.ok(targets.includes(target), `doc → ${target} in ${targets.join(', ')}`);
      }
    } finally {
      await emu.close();
    }
  });
});
