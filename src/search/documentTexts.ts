/**
 * Where Search in Documents gets a document's text, all through the one content cache (per
 * content hash): a PDF is read on this machine with pdf.js in the text worker (free,
 * page by page; its pages are kept in the cache too, split by form feeds, so a second search reads
 * nothing again); any other format is extracted by the service once per content
 * (conversion/storedText.ts `storedText`). Matching runs in the text worker too, under a time
 * budget per file (conversion/text/textWorkerClient.ts).
 */
import * as vscode from 'vscode';
import { textDeps } from '../compare/textExtraction';
import { storedText } from '../conversion/storedText';
import { TextWorker, type TextQuery } from '../conversion/text';
import { ContentCache } from '../conversion/contentCache';
import type { ExtensionServices } from '../extensionServices';
import type { DocumentHit } from './searchResults';
import { baseName } from '../workspace/files';

/** The cache key format of a PDF's pages as pdf.js reads them (not the service's text of a PDF). */
const PDF_PAGES = 'pdf.js-pages';

/** A document found for the search, its bytes read. */
export interface FoundDocument {
  readonly uri: vscode.Uri;
  readonly label: string;
  /** Lower case, no dot. */
  readonly format: string;
  readonly bytes: Uint8Array;
}

/** The key of `doc`'s text in the cache. */
export function textKey(doc: Pick<FoundDocument, 'format' | 'bytes'>): string {
  return doc.format === 'pdf' ? ContentCache.key(PDF_PAGES, doc.bytes) : ContentCache.key(doc.format, doc.bytes);
}

/** The text worker of one search: the extension's dist/textWorker.js, with pdf.js from dist/pdfjs. */
export function searchWorker(services: Pick<ExtensionServices, 'context'>): TextWorker {
  const dist = vscode.Uri.joinPath(services.context.extensionUri, 'dist');
  return new TextWorker({ script: vscode.Uri.joinPath(dist, 'textWorker.js').fsPath, pdfJsDir: vscode.Uri.joinPath(dist, 'pdfjs').fsPath });
}

/** A PDF's page texts: from the cache, else read with pdf.js in the text worker and stored. */
export async function pdfPages(cache: ContentCache, worker: TextWorker, doc: FoundDocument, signal: AbortSignal): Promise<string[]> {
  const key = textKey(doc);
  const stored = await cache.get(key);
  if (stored !== undefined) {
    return stored.split('\f');
  }
  const pages = await worker.pdfPages(doc.bytes, signal);
  // Page texts never hold a form feed of their own that matters: one would only split a page in two.
  await cache.put(key, pages.map((p) => p.replace(/\f/g, ' ')).join('\f'));
  return pages;
}

/**
 * `doc`'s text, extracted on the service into the cache (asked for before: see searchRun.ts), or
 * the one another extraction of the same content (Compare's, the chat tool's) stores meanwhile.
 */
export async function extractOnService(
  services: ExtensionServices,
  cache: ContentCache,
  doc: FoundDocument,
  signal: AbortSignal,
): Promise<string> {
  return (
    await storedText(
      textDeps(services),
      cache,
      textKey(doc),
      { name: baseName(doc.uri), label: doc.label, format: doc.format, bytes: doc.bytes },
      signal,
    )
  ).text;
}

/** A page marker line of a service text (normaliseText): not the document's own words, never a hit. */
const MARKER = /^──── .+ ────$/;

/** The hits of `query` in a PDF's pages (matched in the worker: MatchTimeoutError past its budget). */
export async function pdfHits(worker: TextWorker, pages: readonly string[], query: TextQuery, signal: AbortSignal): Promise<DocumentHit[]> {
  const hits = await worker.hits(pages, query, signal);
  return hits.flatMap((page, i) => page.map((hit) => ({ ...hit, page: i + 1 })));
}

/** The hits of `query` in a text from the service, marker lines left out (matched in the worker, as pdfHits). */
export async function textHits(worker: TextWorker, text: string, query: TextQuery, signal: AbortSignal): Promise<DocumentHit[]> {
  const [hits = []] = await worker.hits([text], query, signal);
  return hits.filter((hit) => !MARKER.test(hit.preview));
}
