/**
 * Documents as text without VS Code: the per-content text cache (one `<sha256>.txt` per format and
 * bytes, under a size cap) and the normaliser that makes an extraction readable. Compare as Text
 * and the MCP server's extract_text keep their texts with these, in the same layout. PDFs are read and
 * queries matched in a worker thread (TextWorker), never on the caller's.
 */
export { TextCache, type RemovedTexts } from './textCache';
export { englishMarker, normaliseText, pageKindOf, type PageKind, type PageMarker } from './textNormaliser';
export { PdfTextError } from './pdfText';
export { MATCH_BUDGET_MS, MatchTimeoutError, TextWorker, type TextWorkerOptions } from './textWorkerClient';
export { compileQuery, findHits, QueryError, type TextHit, type TextQuery } from './textSearch';
