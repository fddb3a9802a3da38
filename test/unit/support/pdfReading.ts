// A PDF read back with pdf.js directly (not through a converter under test): the tests' witness of
// what a conversion wrote.
type PdfDocument = import('pdfjs-dist/legacy/build/pdf.mjs').PDFDocumentProxy;

/** Opens `data` with pdf.js, runs `use` on the document, and frees it. */
export async function withPdf<T>(data: Uint8Array, use: (doc: PdfDocument) => Promise<T>): Promise<T> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    return await use(doc);
  } finally {
    await doc.destroy();
  }
}

/**
 * The text of each page: its text items joined by `separator`, or, without one, as pdf.js marks
 * the lines ("\n" at the end of each).
 */
export async function pageTexts(doc: PdfDocument, separator?: string): Promise<string[]> {
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const { items } = await (await doc.getPage(n)).getTextContent();
    const texts = items.map((item) => ('str' in item ? item.str + (separator === undefined && item.hasEOL ? '\n' : '') : ''));
    pages.push(texts.join(separator ?? ''));
  }
  return pages;
}

/** The text of each page of `data`, as pdf.js marks the lines. */
export function pdfPages(data: Buffer): Promise<string[]> {
  return withPdf(data, (doc) => pageTexts(doc));
}
