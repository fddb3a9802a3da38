/**
 * Searching a document's text as the Search view does: plain text or a regular expression, case
 * sensitive or not, whole words or not. Plain (no vscode), so the command, its tests and any other
 * front-end match alike. A hit knows its line (0-based), its column, and the line's text around it.
 */

/** What is searched for, with the Search view's three toggles. */
export interface TextQuery {
  readonly text: string;
  readonly caseSensitive: boolean;
  readonly wholeWord: boolean;
  readonly regex: boolean;
}

/** One match in a text. */
export interface TextHit {
  /** 0-based line of the match's start. */
  readonly line: number;
  /** 0-based column of the match's start within its line. */
  readonly column: number;
  /** How many characters match (within the line; a match across lines counts to the line's end). */
  readonly length: number;
  /** The matched text (within the line). */
  readonly match: string;
  /** The line around the match, at most PREVIEW_CHARS long. */
  readonly preview: string;
  /** Where the match starts and ends in `preview`. */
  readonly previewStart: number;
  readonly previewEnd: number;
}

/** A query that cannot be searched for (an invalid regular expression), with the engine's reason. */
export class QueryError extends Error {
  override readonly name = 'QueryError';
}

/** The most characters of a line shown around a hit. */
export const PREVIEW_CHARS = 160;
/** Characters kept before the match when a long line is cut. */
const LEAD = 40;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The regular expression of `query` (global; Unicode-aware so that a letter outside ASCII is part of
 * a word). Throws QueryError for an empty query or a regular expression the engine refuses.
 */
export function compileQuery(query: TextQuery): RegExp {
  if (query.text === '') {
    throw new QueryError('empty query');
  }
  const body = query.regex ? query.text : escape(query.text);
  // A word boundary that knows letters outside ASCII (\b does not under the u flag).
  const source = query.wholeWord ? `(?<![\\p{L}\\p{N}_])(?:${body})(?![\\p{L}\\p{N}_])` : body;
  try {
    return new RegExp(source, `gmu${query.caseSensitive ? '' : 'i'}`);
  } catch (err) {
    throw new QueryError(err instanceof Error ? err.message : String(err));
  }
}

function previewOf(line: string, column: number, length: number): Pick<TextHit, 'preview' | 'previewStart' | 'previewEnd'> {
  const end = Math.min(line.length, column + length);
  if (line.length <= PREVIEW_CHARS) {
    return { preview: line, previewStart: column, previewEnd: end };
  }
  const from = Math.max(0, Math.min(column - LEAD, line.length - PREVIEW_CHARS));
  const cut = line.slice(from, from + PREVIEW_CHARS);
  const lead = from > 0 ? '…' : '';
  return {
    preview: `${lead}${cut}`,
    previewStart: column - from + lead.length,
    previewEnd: Math.min(end - from, cut.length) + lead.length,
  };
}

/** The hits of `pattern` (from compileQuery) in `text`, in order, at most `limit`. */
export function findHits(text: string, pattern: RegExp, limit = 1000): TextHit[] {
  const hits: TextHit[] = [];
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
    starts.push(i + 1);
  }
  let line = 0;
  const regex = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  for (let match = regex.exec(text); match && hits.length < limit; match = regex.exec(text)) {
    if (match[0].length === 0) {
      // An empty match ("^", "a*") marks nothing: step past it.
      regex.lastIndex++;
      continue;
    }
    while (line + 1 < starts.length && starts[line + 1]! <= match.index) {
      line++;
    }
    const lineStart = starts[line]!;
    const lineEnd = line + 1 < starts.length ? starts[line + 1]! - 1 : text.length;
    const lineText = text.slice(lineStart, lineEnd).replace(/\r$/, '');
    const column = match.index - lineStart;
    const length = Math.min(match[0].length, lineText.length - column);
    hits.push({ line, column, length, match: lineText.slice(column, column + length), ...previewOf(lineText, column, length) });
  }
  return hits;
}
