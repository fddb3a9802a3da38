/**
 * The converters of a document read as paragraphs of lines (Word 97–2003 and RTF): to docx (one
 * Word paragraph per paragraph, its line breaks kept), to pdf (the paragraphs laid out as text on A4
 * pages) and to html (one <p> per paragraph, <br> for line breaks). Fonts, styles, tables and
 * pictures are not carried over.
 */
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { baseName, escapeHtml, failure, htmlDocument, renamed, requireInput, toBuffer } from './common';
import { textToPdf } from './pdfText';
import type { Converter, InputFile, OutputFile } from './types';

/** `<base>.docx`: a Word document of `paragraphs`, titled after `file`; `what` names it in an error. */
export async function wordResult(file: InputFile, paragraphs: Paragraph[], what = file.name): Promise<OutputFile[]> {
  try {
    const doc = new Document({ title: baseName(file.name), creator: 'Convert Files emulator', sections: [{ children: paragraphs }] });
    return [{ name: renamed(file.name, 'docx'), data: toBuffer(await Packer.toBuffer(doc)) }];
  } catch (err) {
    throw failure(`cannot write ${what} as a Word document`, err);
  }
}

/** docx, pdf and html converters for documents whose paragraphs `read` finds (each a list of lines). */
export function paragraphConverters(read: (file: InputFile) => Promise<string[][]>): { docx: Converter; pdf: Converter; html: Converter } {
  const paragraphsOf = async (input: InputFile | undefined, signal: AbortSignal) => {
    const file = requireInput(input);
    const paragraphs = await read(file);
    signal.throwIfAborted();
    return { file, paragraphs };
  };
  return {
    docx: async (input, ctx) => {
      const { file, paragraphs } = await paragraphsOf(input, ctx.signal);
      return wordResult(
        file,
        paragraphs.map(
          (lines) => new Paragraph({ children: lines.map((line, n) => new TextRun({ text: line, ...(n > 0 ? { break: 1 } : {}) })) }),
        ),
      );
    },
    pdf: async (input, ctx) => {
      const { file, paragraphs } = await paragraphsOf(input, ctx.signal);
      const blocks = paragraphs.map((lines) => ({ kind: 'paragraph' as const, text: lines.join('\n') }));
      return [{ name: renamed(file.name, 'pdf'), data: await textToPdf(blocks, baseName(file.name), ctx.signal) }];
    },
    html: async (input, ctx) => {
      const { file, paragraphs } = await paragraphsOf(input, ctx.signal);
      const body = paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`).join('\n');
      return [{ name: renamed(file.name, 'html'), data: Buffer.from(htmlDocument(baseName(file.name), body), 'utf8') }];
    },
  };
}
