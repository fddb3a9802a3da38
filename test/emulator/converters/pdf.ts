/**
 * PDF family: pdf→split (pdf-lib) and pdf→txt (pdfjs-dist's legacy build, the one meant for Node).
 */
import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { baseName, failure, readInput, requireInput, toBuffer } from './common';
import { ConversionFailedError, type Converter, type InputFile } from './types';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfjsModule: Promise<PdfJs> | undefined;

/** pdfjs is large and ESM-only; load it on first use, once. */
function pdfjs(): Promise<PdfJs> {
  pdfjsModule ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsModule;
}

async function loadWithPdfLib(file: InputFile, bytes: Buffer): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (err) {
    if (err instanceof EncryptedPDFError) {
      throw new ConversionFailedError(`${file.name} is an encrypted PDF and cannot be split`);
    }
    throw failure(`${file.name} is not a readable PDF`, err);
  }
}

/** pdf→split: one PDF per page, named "<base>-1.pdf", "<base>-2.pdf", … */
export const pdfSplit: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const source = await loadWithPdfLib(file, await readInput(file));
  const count = source.getPageCount();
  if (count === 0) {
    throw new ConversionFailedError(`${file.name} has no pages to split`);
  }
  const base = baseName(file.name);
  const outputs = [];
  for (let index = 0; index < count; index++) {
    ctx.signal.throwIfAborted();
    try {
      const single = await PDFDocument.create();
      const [page] = await single.copyPages(source, [index]);
      if (page === undefined) {
        throw new Error('pdf-lib returned no page');
      }
      single.addPage(page);
      single.setTitle(`${base} (page ${index + 1} of ${count})`);
      outputs.push({ name: `${base}-${index + 1}.pdf`, data: toBuffer(await single.save()) });
    } catch (err) {
      throw failure(`cannot copy page ${index + 1} of ${file.name}`, err);
    }
  }
  return outputs;
};

/** pdf→txt: the text of each page in reading order, pages separated by a blank line. */
export const pdfToTxt: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const bytes = await readInput(file);
  const lib = await pdfjs();
  const task = lib.getDocument({
    // pdfjs may transfer (detach) the buffer it is given, so hand it a copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: lib.VerbosityLevel.ERRORS,
  });
  try {
    let doc;
    try {
      doc = await task.promise;
    } catch (err) {
      if (err instanceof Error && err.name === 'PasswordException') {
        throw new ConversionFailedError(`${file.name} is a password-protected PDF`);
      }
      throw failure(`${file.name} is not a readable PDF`, err);
    }
    const pages: string[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      ctx.signal.throwIfAborted();
      try {
        const page = await doc.getPage(number);
        const content = await page.getTextContent();
        let text = '';
        for (const item of content.items) {
          if ('str' in item) {
            text += item.str + (item.hasEOL ? '\n' : '');
          }
        }
        pages.push(text.trimEnd());
        page.cleanup();
      } catch (err) {
        throw failure(`cannot read the text of page ${number} of ${file.name}`, err);
      }
    }
    return [{ name: `${baseName(file.name)}.txt`, data: Buffer.from(pages.join('\n\n') + '\n', 'utf8') }];
  } finally {
    await task.destroy();
  }
};
