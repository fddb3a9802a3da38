/**
 * Word 97–2003 (.doc) to docx, pdf and html: what the Explorer's quick menu offers an old Word
 * document (the real catalogue has all three). The text of the document's main story, read by
 * wordBinary.ts, one paragraph per Word paragraph; line breaks and tabs kept. Fonts, styles,
 * tables, pictures, headers and footnotes are not carried over.
 */
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { ErrorCode, baseName, escapeHtml, failure, htmlDocument, readInput, renamed, requireInput, toBuffer } from './common';
import { textToPdf } from './pdfText';
import { ConversionFailedError, type Converter, type InputFile } from './types';
import { WordBinaryError, readWordParagraphs } from './wordBinary';

const CODES = {
  damaged: ErrorCode.fileDamaged,
  encrypted: ErrorCode.passwordProtected,
  unsupported: ErrorCode.conversionFailed,
} as const;

/** The document's paragraphs, each a list of lines; an unreadable file is a ConversionFailedError with the service's code. */
async function docParagraphs(file: InputFile): Promise<string[][]> {
  const bytes = await readInput(file);
  try {
    return readWordParagraphs(bytes);
  } catch (err) {
    if (err instanceof WordBinaryError) {
      throw new ConversionFailedError(`${file.name}: ${err.message}`, CODES[err.reason]);
    }
    throw failure(`${file.name} is not a readable Word document`, err, ErrorCode.fileDamaged);
  }
}

/** doc→docx: one Word paragraph per paragraph, its line breaks kept. */
export const docToDocx: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const paragraphs = await docParagraphs(file);
  ctx.signal.throwIfAborted();
  try {
    const doc = new Document({
      title: baseName(file.name),
      creator: 'Convert Files emulator',
      sections: [
        {
          children: paragraphs.map(
            (lines) => new Paragraph({ children: lines.map((line, n) => new TextRun({ text: line, ...(n > 0 ? { break: 1 } : {}) })) }),
          ),
        },
      ],
    });
    return [{ name: renamed(file.name, 'docx'), data: toBuffer(await Packer.toBuffer(doc)) }];
  } catch (err) {
    throw failure(`cannot write ${file.name} as a Word document`, err);
  }
};

/** doc→pdf: the paragraphs laid out as text on A4 pages. */
export const docToPdf: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const paragraphs = await docParagraphs(file);
  ctx.signal.throwIfAborted();
  const blocks = paragraphs.map((lines) => ({ kind: 'paragraph' as const, text: lines.join('\n') }));
  return [{ name: renamed(file.name, 'pdf'), data: await textToPdf(blocks, baseName(file.name), ctx.signal) }];
};

/** doc→html: a complete HTML document with one <p> per paragraph (<br> for line breaks). */
export const docToHtml: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const paragraphs = await docParagraphs(file);
  ctx.signal.throwIfAborted();
  const body = paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`).join('\n');
  return [{ name: renamed(file.name, 'html'), data: Buffer.from(htmlDocument(baseName(file.name), body), 'utf8') }];
};
