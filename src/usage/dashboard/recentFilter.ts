/**
 * The recent conversions table's rows and its text filter. Imports nothing, because the
 * dashboard's webview script bundles it too: the panel and the page filter the same way.
 */

/** One line of the recent conversions table, already reduced to what the table shows. */
export interface RecentRow {
  /** ISO 8601 in UTC, or undefined when the service sent no usable time. */
  readonly createdAt?: string;
  readonly failed: boolean;
  readonly converter?: string;
  readonly sourceFormat?: string;
  readonly destinationFormat?: string;
  readonly source?: string;
  readonly executionTimeMs?: number;
  readonly ip?: string;
  readonly error?: string;
}

/**
 * The rows matching every word of `text` (case-insensitive), each word in any column, so that
 * "docx fail" finds failed DOCX conversions. `failedWord`/`succeededWord` are the localised
 * status words the table shows, so that typing what one sees works.
 */
export function filterRecent<T extends RecentRow>(
  rows: readonly T[],
  text: string,
  failedWord = 'failed',
  succeededWord = 'succeeded',
): T[] {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  if (words.length === 0) {
    return [...rows];
  }
  return rows.filter((row) => {
    const haystack = [
      row.createdAt,
      row.converter,
      row.sourceFormat,
      row.destinationFormat,
      row.source,
      row.ip,
      row.error,
      row.failed ? failedWord : succeededWord,
    ]
      .filter((v): v is string => typeof v === 'string')
      .join('\n')
      .toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
