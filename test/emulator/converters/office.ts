/**
 * Office family: docx→html (mammoth).
 */
import mammoth from 'mammoth';
import { baseName, failure, htmlDocument, renamed, requireInput } from './common';
import type { Converter } from './types';

/** docx→html: mammoth's semantic HTML (images inlined as data URIs) in a complete document titled with the file's base name. */
export const docxToHtml: Converter = async (input, ctx) => {
  const file = requireInput(input);
  let body: string;
  try {
    // A .docx can link to files by path; the emulator never reads anything but the upload.
    const result = await mammoth.convertToHtml({ path: file.path }, { externalFileAccess: false });
    body = result.value;
  } catch (err) {
    throw failure(`${file.name} is not a readable Word document`, err);
  }
  ctx.signal.throwIfAborted();
  return [{ name: renamed(file.name, 'html'), data: Buffer.from(htmlDocument(baseName(file.name), body), 'utf8') }];
};
