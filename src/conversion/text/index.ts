/**
 * Documents as text without VS Code: the normaliser that makes an extraction readable, a PDF's page
 * texts, and matching (both in a worker thread, TextWorker, never on the caller's). The texts are
 * kept in the content cache (../contentCache.ts).
 */
export { englishMarker, normaliseText, pageKindOf, type PageKind, type PageMarker } from './textNormaliser';
export { PdfTextError } from './pdfText';
export {
  MATCH_BUDGET_MS,
  MatchTimeoutError,
  PDF_READ_BUDGET_MS,
  PdfReadTimeoutError,
  TextWorker,
  type TextWorkerOptions,
} from './textWorkerClient';
export { compileQuery, findHits, QueryError, type TextHit, type TextQuery } from './textSearch';
