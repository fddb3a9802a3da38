/**
 * Where Search in Documents gets a document's text, all through the one text cache (Compare as
 * Text's, per content hash): a PDF is read here with pdf.js (free, page by page; its pages are kept
 * in the cache too, split by form feeds, so a second search reads nothing again); any other format
 * is extracted by the service once per content (compare/textExtraction.ts `extractOne`).
 */
import * as vscode from 'vscode';
import { extractOne } from '../compare/textExtraction';
import { compileQuery, findHits, pdfPageTexts, type TextQuery } from '../conversion/text';
import { ContentCache } from '../conversion/contentCache';
import type { ExtensionServices } from '../extensionServices';
import type { DocumentHit } from './searchResults';

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

/** A PDF's page texts: from the cache, else read with pdf.js (from the extension's dist/pdfjs) and stored. */
export async function pdfPages(
  services: Pick<ExtensionServices, 'context'>,
  cache: ContentCache,
  doc: FoundDocument,
  signal: AbortSignal,
): Promise<string[]> {
  const key = textKey(doc);
  const stored = await cache.get(key);
  if (stored !== undefined) {
    return stored.split('\f');
  }
  const pages = await pdfPageTexts(doc.bytes, vscode.Uri.joinPath(services.context.extensionUri, 'dist', 'pdfjs').fsPath, signal);
  // Page texts never hold a form feed of their own that matters: one would only split a page in two.
  await cache.put(key, pages.map((p) => p.replace(/\f/g, ' ')).join('\f'));
  return pages;
}

/** Extracts `doc`'s text on the service into the cache (asked for before: see searchRun.ts). */
export async function extractOnService(
  services: ExtensionServices,
  cache: ContentCache,
  doc: FoundDocument,
  signal: AbortSignal,
): Promise<void> {
  const name = doc.uri.path.slice(doc.uri.path.lastIndexOf('/') + 1);
  await extractOne(services, cache, textKey(doc), { name, label: doc.label, format: doc.format, bytes: doc.bytes }, signal);
}

/** A page marker line of a service text (normaliseText): not the document's own words, never a hit. */
const MARKER = /^──── .+ ────$/;

/** The hits of `query` in a PDF's pages. */
export function pdfHits(pages: readonly string[], query: TextQuery): DocumentHit[] {
  const pattern = compileQuery(query);
  return pages.flatMap((text, i) => findHits(text, pattern).map((hit) => ({ ...hit, page: i + 1 })));
}

/** The hits of `query` in a text from the service, marker lines left out. */
export function textHits(text: string, query: TextQuery): DocumentHit[] {
  const pattern = compileQuery(query);
  return findHits(text, pattern).filter((hit) => !MARKER.test(hit.preview));
}
