/**
 * The usage dashboard's data, computed from the rows of GET /user/statistic (CONTRACT.md
 * revision 2: one row per conversion) as the admin client parsed them, once, for the Usage view
 * and the dashboard alike. Pure and vscode-free: unit-tested in plain Node, and the webview
 * receives exactly what this returns.
 */
import { converterName, isFailure, type ConversionRecord } from '../../service/admin';
import type { RecentRow } from './recentFilter';

export type { RecentRow } from './recentFilter';

export interface DayTotals {
  /** YYYY-MM-DD, UTC. */
  readonly date: string;
  readonly total: number;
  readonly failed: number;
}

export interface ConverterTotals {
  /** The converter's name, e.g. "docx-to-pdf" (built from the formats when the row names none). */
  readonly converter: string;
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

export interface DashboardData {
  /** The days the chart covers, both ends included. */
  readonly startDate: string;
  readonly endDate: string;
  readonly total: number;
  readonly failed: number;
  /** One entry per day of the range, oldest first, days without conversions included. */
  readonly days: readonly DayTotals[];
  /** Most used first; ties by name. */
  readonly converters: readonly ConverterTotals[];
  readonly executionTimes?: ExecutionTimes;
  /** Newest first, at most `recentLimit`. */
  readonly recent: readonly RecentRow[];
  /** Rows the chart could not place: no readable time, or outside the range. Counted nowhere else. */
  readonly undated: number;
}

export interface DashboardOptions {
  /** The range the rows were asked for; without it, the days the rows span (at most `maxDays`). */
  readonly range?: { readonly startDate: string; readonly endDate: string };
  readonly recentLimit?: number;
  readonly maxDays?: number;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

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

function chartRange(records: readonly ConversionRecord[], options: DashboardOptions): { startDate: string; endDate: string } | undefined {
  if (
    options.range &&
    ISO_DATE.test(options.range.startDate) &&
    ISO_DATE.test(options.range.endDate) &&
    options.range.startDate <= options.range.endDate
  ) {
    return options.range;
  }
  const dates = records
    .map((r) => r.createdAt?.slice(0, 10))
    .filter((d): d is string => d !== undefined)
    .sort();
  if (dates.length === 0) {
    return undefined;
  }
  const endDate = dates[dates.length - 1]!;
  // One stray date years back must not make a chart of thousands of empty days.
  const earliest = new Date(Date.parse(endDate) - ((options.maxDays ?? 366) - 1) * DAY_MS).toISOString().slice(0, 10);
  return { startDate: dates[0]! < earliest ? earliest : dates[0]!, endDate };
}

/** Everything the dashboard shows, from the parsed rows of /user/statistic. */
export function buildDashboard(records: readonly ConversionRecord[], options: DashboardOptions = {}): DashboardData {
  const range = chartRange(records, options);
  const dayIndex = new Map<string, { total: number; failed: number }>();
  for (const date of range ? daysBetween(range.startDate, range.endDate) : []) {
    dayIndex.set(date, { total: 0, failed: 0 });
  }

  let total = 0;
  let failed = 0;
  let undated = 0;
  const converters = new Map<string, { total: number; failed: number }>();
  const times: number[] = [];
  const placed: ConversionRecord[] = [];
  for (const record of records) {
    const day = record.createdAt ? dayIndex.get(record.createdAt.slice(0, 10)) : undefined;
    if (!day) {
      undated += 1;
      continue;
    }
    const failure = isFailure(record);
    total += 1;
    failed += failure ? 1 : 0;
    day.total += 1;
    day.failed += failure ? 1 : 0;
    const name = converterName(record) ?? '?';
    const c = converters.get(name) ?? { total: 0, failed: 0 };
    c.total += 1;
    c.failed += failure ? 1 : 0;
    converters.set(name, c);
    if (record.executionTimeMs !== undefined) {
      times.push(record.executionTimeMs);
    }
    placed.push(record);
  }

  // The contract only guesses that rows come newest first: sort rather than trust the order.
  const recent = placed
    .slice()
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))
    .slice(0, options.recentLimit ?? 200)
    .map((r): RecentRow => ({
      createdAt: r.createdAt,
      failed: isFailure(r),
      converter: converterName(r),
      sourceFormat: r.sourceFormat,
      destinationFormat: r.destinationFormat,
      source: r.source,
      executionTimeMs: r.executionTimeMs,
      ip: r.ip,
      error: r.error,
    }));

  return {
    startDate: range?.startDate ?? '',
    endDate: range?.endDate ?? '',
    total,
    failed,
    days: [...dayIndex].map(([date, d]) => ({ date, total: d.total, failed: d.failed })),
    converters: [...converters]
      .map(([converter, c]) => ({ converter, total: c.total, failed: c.failed }))
      .sort((a, b) => b.total - a.total || a.converter.localeCompare(b.converter)),
    executionTimes: executionTimesOf(times),
    recent,
    undated,
  };
}
