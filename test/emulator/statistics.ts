/** The conversion log's row shape and the per-day statistics derived from it. */

/** One conversion attempt, as `GET /user/log` shows it (plus the owning account). */
export interface LogRow {
  Id: number;
  /** RFC 3339 UTC. */
  Time: string;
  Converter: string;
  /** The HTTP status the attempt got. */
  Status: number;
  ConversionCost: number;
  FileName: string;
  Environment: string;
  TokenName: string;
  Ip: string;
  DurationMs: number;
  Message?: string;
  accountId: string;
}

/** One row of `GET /user/statistic`. */
export interface StatisticRow {
  Date: string;
  Converter: string;
  Environment: string;
  /** Successful conversions. */
  Conversions: number;
  /** Conversions charged (successful conversions times their cost). */
  ConversionCost: number;
  /** Attempts that did not succeed. */
  Failed: number;
}

/** Groups log rows by UTC day, converter and environment, oldest day first. */
export function statistics(rows: readonly LogRow[]): StatisticRow[] {
  const groups = new Map<string, StatisticRow>();
  for (const row of rows) {
    const date = row.Time.slice(0, 10);
    const key = JSON.stringify([date, row.Converter, row.Environment]);
    let group = groups.get(key);
    if (!group) {
      group = { Date: date, Converter: row.Converter, Environment: row.Environment, Conversions: 0, ConversionCost: 0, Failed: 0 };
      groups.set(key, group);
    }
    if (row.Status === 200) {
      group.Conversions += 1;
      group.ConversionCost += row.ConversionCost;
    } else {
      group.Failed += 1;
    }
  }
  const order = (r: StatisticRow): string => `${r.Date}\u0000${r.Converter}\u0000${r.Environment}`;
  return [...groups.values()].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

const STAT_COLUMNS = ['Date', 'Converter', 'Environment', 'Conversions', 'ConversionCost', 'Failed'] as const;

/** The rows as RFC 4180 CSV with a header line (CRLF line ends). */
export function statisticsCsv(rows: readonly StatisticRow[]): string {
  const cell = (v: string | number): string => {
    const s = String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [STAT_COLUMNS.join(','), ...rows.map((r) => STAT_COLUMNS.map((c) => cell(r[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
