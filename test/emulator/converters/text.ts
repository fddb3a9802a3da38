/**
 * Text family: txt→pdf, md→html, md→pdf.
 */
import { Marked } from 'marked';
import { baseName, failure, htmlDocument, readInputText, renamed, requireInput } from './common';
import { htmlToBlocks } from './htmlText';
import { textToPdf } from './pdfText';
import type { Converter } from './types';

/** One Marked instance for the emulator, so that nothing configures the library's global. */
const markdown = new Marked({ gfm: true });

function markdownToHtml(source: string, fileName: string): string {
  try {
    return markdown.parse(source, { async: false });
  } catch (err) {
    throw failure(`cannot read ${fileName} as Markdown`, err);
  }
}

/** txt→pdf: the text in a monospaced standard font, line breaks and blank lines kept, long lines wrapped. */
export const txtToPdf: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const text = await readInputText(file);
  const pdf = await textToPdf([{ kind: 'preformatted', text }], baseName(file.name), ctx.signal);
  return [{ name: renamed(file.name, 'pdf'), data: pdf }];
};

/** md→html: a complete HTML document whose <title> is the file's base name. */
export const mdToHtml: Converter = async (input) => {
  const file = requireInput(input);
  const body = markdownToHtml(await readInputText(file), file.name);
  return [{ name: renamed(file.name, 'html'), data: Buffer.from(htmlDocument(baseName(file.name), body), 'utf8') }];
};

/** md→pdf: Markdown rendered to HTML, then its text (headings as headings) laid out as a PDF. */
export const mdToPdf: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const { blocks } = htmlToBlocks(markdownToHtml(await readInputText(file), file.name));
  const pdf = await textToPdf(blocks, baseName(file.name), ctx.signal);
  return [{ name: renamed(file.name, 'pdf'), data: pdf }];
};
