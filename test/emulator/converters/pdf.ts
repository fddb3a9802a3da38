/**
 * PDF family: pdf→split and pdf→merge (pdf-lib), pdf→txt (pdfjs-dist's legacy build, the one meant for Node).
 *
 * Password-protected PDFs answer 5003 without a `Password` parameter and 5007 ("cannot decrypt") with a wrong one.
 * Two kinds are recognised: really encrypted files (pdfjs decrypts them for pdf→txt; pdf-lib
 * cannot, so split and merge refuse them with 5001 once the password is right), and samples
 * *marked* as protected with markPasswordProtected (unencrypted, so every PDF converter can
 * open them once the password matches): the emulator's stand-in for the tests and the sandbox.
 */
import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { markedPassword } from '../passwordMark';
import { ErrorCode, baseName, failure, param, readInput, requireInput, toBuffer } from './common';
import { pageRangeIncludes } from './parameters';
import { ConversionFailedError, type ConvertContext, type Converter, type InputFile } from './types';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfjsModule: Promise<PdfJs> | undefined;

/** pdfjs is large and ESM-only; load it on first use, once. */
function pdfjs(): Promise<PdfJs> {
  pdfjsModule ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsModule;
}

function protectedError(file: InputFile, password: string | undefined): ConversionFailedError {
  return password === undefined
    ? new ConversionFailedError(
        `${file.name} is password protected; send its password as the Password parameter`,
        ErrorCode.passwordProtected,
      )
    : new ConversionFailedError(`the password does not open ${file.name}`, ErrorCode.invalidPassword);
}

/** Loads a PDF for pdf-lib, enforcing a marked password; really encrypted files go to `onEncrypted`. */
export async function loadUnlocked(
  file: InputFile,
  bytes: Buffer,
  password: string | undefined,
  onEncrypted: () => Promise<never>,
): Promise<PDFDocument> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (err) {
    if (err instanceof EncryptedPDFError) {
      return onEncrypted();
    }
    throw failure(`${file.name} is not a readable PDF`, err, ErrorCode.fileDamaged);
  }
  const marked = markedPassword(doc);
  if (marked !== undefined && password !== marked) {
    throw protectedError(file, password);
  }
  return doc;
}

/** For converters pdf-lib does: a really encrypted file is checked against the password, then refused honestly. */
export async function refuseEncrypted(file: InputFile, bytes: Buffer, password: string | undefined): Promise<never> {
  await openWithPdfJs(file, bytes, password, async () => undefined);
  throw new ConversionFailedError(`${file.name} is encrypted; the emulator can only decrypt it for pdf→txt`, ErrorCode.conversionFailed);
}

/** Opens a PDF with pdfjs (decrypting with `password`), runs `use`, and frees it. */
async function openWithPdfJs<T>(
  file: InputFile,
  bytes: Buffer,
  password: string | undefined,
  use: (doc: import('pdfjs-dist/legacy/build/pdf.mjs').PDFDocumentProxy) => Promise<T>,
): Promise<T> {
  const lib = await pdfjs();
  const task = lib.getDocument({
    // pdfjs may transfer (detach) the buffer it is given, so hand it a copy.
    data: new Uint8Array(bytes),
    ...(password === undefined ? {} : { password }),
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
        throw protectedError(file, password);
      }
      throw failure(`${file.name} is not a readable PDF`, err, ErrorCode.fileDamaged);
    }
    return await use(doc);
  } finally {
    await task.destroy();
  }
}

/** pdf→split: one PDF per page, named "<base>-1.pdf", "<base>-2.pdf", … */
export const pdfSplit: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const password = param(ctx.params, 'Password');
  const bytes = await readInput(file);
  const source = await loadUnlocked(file, bytes, password, () => refuseEncrypted(file, bytes, password));
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

/**
 * pdf→merge: the pages of Files[0], Files[1], … in that order, in one PDF named after the first.
 * BookmarksToc and RemoveDuplicateFonts are accepted (the catalogue has them) but change nothing here.
 */
export const pdfMerge: Converter = async (_input, ctx) => {
  if (ctx.files.length === 0) {
    throw new ConversionFailedError('merge needs its inputs as Files[0], Files[1], …', 50010);
  }
  const password = param(ctx.params, 'Password');
  const merged = await PDFDocument.create();
  for (const file of ctx.files) {
    ctx.signal.throwIfAborted();
    const bytes = await readInput(file);
    const source = await loadUnlocked(file, bytes, password, () => refuseEncrypted(file, bytes, password));
    try {
      const pages = await merged.copyPages(source, source.getPageIndices());
      pages.forEach((p) => merged.addPage(p));
    } catch (err) {
      throw failure(`cannot copy the pages of ${file.name}`, err);
    }
  }
  merged.setTitle(baseName(ctx.files[0]!.name));
  return [{ name: `${baseName(ctx.files[0]!.name)}.pdf`, data: toBuffer(await merged.save()) }];
};

/**
 * Opens an upload with pdfjs for reading (pdf→txt, pdf→jpg/png): a marked sample's password is
 * checked first; a really encrypted file is left to pdfjs, which decrypts it with `password`.
 */
export async function readWithPdfJs<T>(
  file: InputFile,
  password: string | undefined,
  use: (doc: import('pdfjs-dist/legacy/build/pdf.mjs').PDFDocumentProxy) => Promise<T>,
): Promise<T> {
  const bytes = await readInput(file);
  await loadUnlocked(file, bytes, password, () => Promise.reject(new EncryptedPDFError())).catch((err: unknown) => {
    if (!(err instanceof EncryptedPDFError)) {
      throw err;
    }
  });
  return openWithPdfJs(file, bytes, password, use);
}

type PdfDoc = import('pdfjs-dist/legacy/build/pdf.mjs').PDFDocumentProxy;
type PdfPage = import('pdfjs-dist/legacy/build/pdf.mjs').PDFPageProxy;

/**
 * Runs `each` on every page PageRange selects (all without it), in order, with the Password
 * applied; a failure names the page (`what`: "read the text of", "render").
 */
export async function mapSelectedPages<T>(
  file: InputFile,
  ctx: ConvertContext,
  what: string,
  each: (page: PdfPage, doc: PdfDoc) => Promise<T>,
): Promise<{ results: T[]; pageCount: number }> {
  const range = param(ctx.params, 'PageRange');
  const wanted = range === undefined ? () => true : pageRangeIncludes(range);
  return readWithPdfJs(file, param(ctx.params, 'Password'), async (doc) => {
    const results: T[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      if (!wanted(number)) {
        continue;
      }
      ctx.signal.throwIfAborted();
      try {
        const page = await doc.getPage(number);
        results.push(await each(page, doc));
        page.cleanup();
      } catch (err) {
        throw failure(`cannot ${what} page ${number} of ${file.name}`, err);
      }
    }
    return { results, pageCount: doc.numPages };
  });
}

/** The text of each page PageRange selects (all without it), in reading order, lines ending in "\n". */
export async function pdfPageTexts(file: InputFile, ctx: ConvertContext): Promise<string[]> {
  const { results } = await mapSelectedPages(file, ctx, 'read the text of', async (page) => {
    let text = '';
    for (const item of (await page.getTextContent()).items) {
      if ('str' in item) {
        text += item.str + (item.hasEOL ? '\n' : '');
      }
    }
    return text.trimEnd();
  });
  return results;
}

/** pdf→txt: the text of each page PageRange selects, in reading order, pages separated by a blank line. */
export const pdfToTxt: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const pages = await pdfPageTexts(file, ctx);
  return [{ name: `${baseName(file.name)}.txt`, data: Buffer.from(pages.join('\n\n') + '\n', 'utf8') }];
};
