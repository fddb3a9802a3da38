/**
 * The usage dashboard's data, computed from the rows of GET /user/statistic (CONTRACT.md
 * revision 2: one row per conversion) as the admin client parsed them, once, for the Usage view
 * and the dashboard alike. Pure and vscode-free: unit-tested in plain Node, and the webview
 * receives exactly what this returns.
 */
import { converterName, isFailure, newestFirst, type ConversionRecord, type DateRange } from '../../service/admin';
import { summarize, type Totals } from '../usageFormat';
import type { RecentRow } from './recentFilter';

export type { RecentRow } from './recentFilter';

/** The conversions made (successful and failed) and how many of them failed. */
export interface Counts {
  readonly total: number;
  readonly failed: number;
}

export interface ExecutionTimes {
  /** How many rows had an execution time. */
  readonly count: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly maxMs: number;
}

export interface DashboardData extends Counts {
  /** The days the chart covers, both ends included. */
  readonly startDate: string;
  readonly endDate: string;
  /** One entry per day of the range (YYYY-MM-DD, UTC), oldest first, days without conversions included. */
  readonly days: readonly (Counts & { readonly date: string })[];
  /** By converter ("docx-to-pdf", from the formats when the row names none), most used first; ties by name. */
  readonly converters: readonly (Counts & { readonly converter: string })[];
  readonly executionTimes?: ExecutionTimes;
  /** Newest first, at most `recentLimit`. */
  readonly recent: readonly RecentRow[];
  /** Rows the chart could not place: no readable time, or outside the range. Counted nowhere else. */
  readonly undated: number;
}

const DAY_MS = 86_400_000;

/** Every day from `start` to `end` (YYYY-MM-DD, UTC), both included. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(start); t <= Date.parse(end); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Median (the mean of the two middle values for an even count) and the 95th percentile by the
 * nearest-rank method (the smallest value with at least 95 % of the values at or below it).
 */
export function executionTimesOf(values: readonly number[]): ExecutionTimes | undefined {
  if (values.length === 0) {
    return undefined;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const mid = Math.floor(n / 2);
  const medianMs = n % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const p95Ms = sorted[Math.ceil(0.95 * n) - 1]!;
  return { count: n, medianMs, p95Ms, maxMs: sorted[n - 1]! };
}

/**
 * Everything the dashboard shows, from the parsed rows of /user/statistic for `range` (the chart's
 * days, both ends included, days without conversions too): counted by the Usage view's own
 * `summarize`; the newest `recentLimit` rows listed.
 */
export function buildDashboard(records: readonly ConversionRecord[], range: DateRange, recentLimit = 200): DashboardData {
  const placed = records.filter((r) => {
    const date = r.createdAt?.slice(0, 10);
    return date !== undefined && date >= range.startDate && date <= range.endDate;
  });
  const summary = summarize(placed, range);
  const counts = (t: Totals | undefined): Counts => ({ total: t ? t.conversions + t.failed : 0, failed: t?.failed ?? 0 });
  const byDate = new Map(summary.days.map((d) => [d.date, d]));
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    ...counts(summary.totals),
    days: daysBetween(range.startDate, range.endDate).map((date) => ({ date, ...counts(byDate.get(date)) })),
    converters: summary.converters.map((c) => ({ converter: c.converter, ...counts(c) })),
    executionTimes: executionTimesOf(placed.flatMap((r) => (r.executionTimeMs === undefined ? [] : [r.executionTimeMs]))),
    recent: newestFirst(placed)
      .slice(0, recentLimit)
      .map((r): RecentRow => ({ ...r, converter: converterName(r), failed: isFailure(r) })),
    undated: records.length - placed.length,
  };
}
