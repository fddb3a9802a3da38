/**
 * Documents as text without VS Code: the normaliser that makes an extraction readable, a PDF's page
 * texts, and matching. The texts are kept in the content cache (../contentCache.ts).
 */
export { englishMarker, normaliseText, pageKindOf, type PageKind, type PageMarker } from './textNormaliser';
export { pdfPageTexts, PdfTextError } from './pdfText';
export { compileQuery, findHits, QueryError, type TextHit, type TextQuery } from './textSearch';
