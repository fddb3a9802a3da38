/**
 * pdf.js in the webview: its own build files (pdf.min.mjs, pdf.worker.min.mjs, copied into
 * dist/viewer by esbuild.mjs), loaded once. The worker runs from a blob: copy of its script, the
 * one way a worker starts in every webview host (desktop, remote, browser): the resource origin is
 * not the page's, and a cross-origin script cannot be a Worker.
 */
import type * as PdfJsTypes from 'pdfjs-dist';

export type PdfJs = typeof PdfJsTypes;
export type PdfDocument = PdfJsTypes.PDFDocumentProxy;
export type PdfPage = PdfJsTypes.PDFPageProxy;
export type PageViewport = PdfJsTypes.PageViewport;

let loaded: Promise<PdfJs> | undefined;

/** pdf.js, with its worker started (once per page). */
export function loadPdfJs(moduleUrl: string, workerUrl: string): Promise<PdfJs> {
  loaded ??= (async () => {
    const module = (await import(moduleUrl)) as PdfJs;
    const response = await fetch(workerUrl);
    if (!response.ok) {
      throw new Error(`pdf.js worker: HTTP ${response.status}`);
    }
    const source = await response.blob();
    const blobUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    module.GlobalWorkerOptions.workerPort = new Worker(blobUrl, { type: 'module', name: 'pdf.js' });
    return module;
  })();
  return loaded;
}
