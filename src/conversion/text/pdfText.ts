/**
 * A PDF's text page by page, read on this machine with pdf.js (pdfjs-dist's legacy build, the one
 * meant for Node): nothing is sent and nothing is charged. Plain Node (no vscode). Runs in the text
 * worker only (textWorker.ts): pdf.js leaves globals of its own (navigator, pdfjsLib, …), which must
 * never reach a shared thread such as the extension host's. pdf.js is two ES modules, shipped as
 * pdfjs-dist builds them (dist/pdfjs/, esbuild.mjs) and imported from that folder on first use, so
 * that no bundle holds them twice and start-up never loads them.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface TextItem {
  readonly str?: string;
  readonly hasEOL?: boolean;
}

interface PdfJs {
  readonly GlobalWorkerOptions: { workerSrc: string };
  readonly VerbosityLevel: { readonly ERRORS: number };
  getDocument(source: Record<string, unknown>): {
    readonly promise: Promise<{
      readonly numPages: number;
      getPage(n: number): Promise<{ getTextContent(): Promise<{ items: TextItem[] }>; cleanup(): unknown }>;
    }>;
    destroy(): Promise<void>;
  };
}

/** pdf.js's rendering code makes one matrix when it loads; text never draws, so a stand-in does. */
class MatrixStandIn {
  readonly a = 1;
  readonly b = 0;
  readonly c = 0;
  readonly d = 1;
  readonly e = 0;
  readonly f = 0;
}

const loaded = new Map<string, Promise<PdfJs>>();

/** pdf.js from `dir` (pdf.min.mjs and pdf.worker.min.mjs), loaded once per folder. */
function pdfJsFrom(dir: string): Promise<PdfJs> {
  let lib = loaded.get(dir);
  if (!lib) {
    lib = (async () => {
      const scope = globalThis as { DOMMatrix?: unknown };
      // Lent for the import only: pdf.js needs one to load, and leaves no global it did not set itself.
      const lent = scope.DOMMatrix === undefined;
      if (lent) {
        scope.DOMMatrix = MatrixStandIn;
      }
      try {
        const module = (await import(pathToFileURL(join(dir, 'pdf.min.mjs')).href)) as PdfJs;
        module.GlobalWorkerOptions.workerSrc = pathToFileURL(join(dir, 'pdf.worker.min.mjs')).href;
        return module;
      } finally {
        if (lent) {
          delete scope.DOMMatrix;
        }
      }
    })();
    lib.catch(() => loaded.delete(dir));
    loaded.set(dir, lib);
  }
  return lib;
}

/** A PDF that pdf.js could not read (damaged, or protected by a password), with pdf.js's reason. */
export class PdfTextError extends Error {
  override readonly name = 'PdfTextError';
  constructor(
    message: string,
    readonly kind: 'password' | 'invalid',
  ) {
    super(message);
  }
}

/**
 * The text of each page of the PDF `bytes` (index 0 is page 1): the text items in reading order,
 * a line break where pdf.js marks the end of a line. `pdfJsDir` holds pdf.js's two files;
 * `onPage` hears of each page read (the worker's sign of progress).
 */
export async function pdfPageTexts(bytes: Uint8Array, pdfJsDir: string, onPage?: (page: number) => void): Promise<string[]> {
  const lib = await pdfJsFrom(pdfJsDir);
  const task = lib.getDocument({
    // pdf.js may transfer (detach) the buffer it is given: a copy, so the caller's bytes stay.
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
      const name = err instanceof Error ? err.name : '';
      throw new PdfTextError(err instanceof Error ? err.message : String(err), name === 'PasswordException' ? 'password' : 'invalid');
    }
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => `${item.str ?? ''}${item.hasEOL ? '\n' : ''}`).join(''));
      page.cleanup();
      onPage?.(n);
    }
    return pages;
  } finally {
    await task.destroy();
  }
}
