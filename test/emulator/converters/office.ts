/**
 * Office family: docx→html, docx→txt and docx→pdf (mammoth).
 */
import mammoth from 'mammoth';
import { baseName, failure, htmlDocument, renamed, requireInput } from './common';
import { htmlToBlocks } from './htmlText';
import { textToPdf } from './pdfText';
import type { Converter, InputFile } from './types';

/** mammoth's semantic HTML body of the upload; a .docx can link to files by path, and the emulator never reads anything but the upload. */
async function docxBody(file: InputFile): Promise<string> {
  try {
    return (await mammoth.convertToHtml({ path: file.path }, { externalFileAccess: false })).value;
  } catch (err) {
    throw failure(`${file.name} is not a readable Word document`, err);
  }
}

/** docx→html: mammoth's semantic HTML (images inlined as data URIs) in a complete document titled with the file's base name. */
export const docxToHtml: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const body = await docxBody(file);
  ctx.signal.throwIfAborted();
  return [{ name: renamed(file.name, 'html'), data: Buffer.from(htmlDocument(baseName(file.name), body), 'utf8') }];
};

/** docx→pdf: mammoth's HTML, then its text (headings as headings, list items indented) laid out as a PDF. */
export const docxToPdf: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const body = await docxBody(file);
  ctx.signal.throwIfAborted();
  const { blocks } = htmlToBlocks(body);
  const pdf = await textToPdf(blocks, baseName(file.name), ctx.signal);
  return [{ name: renamed(file.name, 'pdf'), data: pdf }];
};

/** docx→txt: mammoth's raw text, one paragraph per line with a blank line between paragraphs, as UTF-8. */
export const docxToTxt: Converter = async (input, ctx) => {
  const file = requireInput(input);
  let text: string;
  try {
    text = (await mammoth.extractRawText({ path: file.path })).value;
  } catch (err) {
    throw failure(`${file.name} is not a readable Word document`, err);
  }
  ctx.signal.throwIfAborted();
  const normalized = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return [{ name: renamed(file.name, 'txt'), data: Buffer.from(normalized === '' ? '' : `${normalized}\n`, 'utf8') }];
};
