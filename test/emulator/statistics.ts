/** The account's conversion rows: one per conversion attempt, as `GET /user/statistic` shows them (real shape). */

/** One row of `GET /user/statistic` (CONTRACT.md: member names and meanings are the real service's). */
export interface StatisticRow {
  Result: boolean;
  /** ISO 8601 UTC, milliseconds included. */
  CreatedAt: string;
  /** Milliseconds from the request to the answer. */
  ExecutionTime: number;
  /** `<src>-to-<dst>`, e.g. `docx-to-pdf`. */
  Converter: string;
  SourceFormat: string;
  DestinationFormat: string;
  Ip: string;
  /** The input's file name, or the page's URL for web→pdf. */
  Source: string;
  Error: string | null;
}

/** A row as the emulator keeps it: the owning account and an order for equal times. */
export interface StoredRow extends StatisticRow {
  readonly accountId: string;
  readonly seq: number;
}

const COLUMNS = [
  'Result',
  'CreatedAt',
  'ExecutionTime',
  'Converter',
  'SourceFormat',
  'DestinationFormat',
  'Ip',
  'Source',
  'Error',
] as const;

/** The public part of a stored row. */
export function publicRow(row: StoredRow): StatisticRow {
  return Object.fromEntries(COLUMNS.map((c) => [c, row[c]])) as unknown as StatisticRow;
}

/** The rows as RFC 4180 CSV with a header line (CRLF line ends); a null Error is an empty cell. */
export function statisticsCsv(rows: readonly StatisticRow[]): string {
  const cell = (v: string | number | boolean | null): string => {
    const s = v === null ? '' : String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [COLUMNS.join(','), ...rows.map((r) => COLUMNS.map((c) => cell(r[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
