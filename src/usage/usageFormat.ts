/**
 * The pure part of the usage view: date ranges, aggregation of statistics rows, consumption
 * arithmetic, the status bar's state and relative times. No `vscode` here, so that the unit
 * tier covers it in plain Node; the view layer turns the results into localized text.
 */
import { converterName, isFailure, type ConversionRecord, type DateRange, type UserInfo } from '../service/admin';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date ranges the user can choose; stored in globalState as is. */
export type RangeChoice =
  | { readonly kind: 'last7' }
  | { readonly kind: 'last30' }
  | { readonly kind: 'thisMonth' }
  | { readonly kind: 'custom'; readonly startDate: string; readonly endDate: string };

export const DEFAULT_RANGE: RangeChoice = { kind: 'last30' };

/** YYYY-MM-DD of a Date in UTC (the service counts days in UTC). */
export function utcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The UTC date `text` names, when it is a real calendar date written YYYY-MM-DD. */
export function parseIsoDate(text: string): Date | undefined {
  const m = ISO_DATE.exec(text.trim());
  if (!m) {
    return undefined;
  }
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  // Date.UTC rolls 2025-02-30 over to March; a real date survives the round trip.
  return utcDate(date) === text.trim() ? date : undefined;
}

/** Why a date typed into the custom range box is not usable. */
export type DateProblem = 'format' | 'beforeStart' | 'future';

/** Checks one end of a custom range; `start` is given when checking the end date. */
export function checkRangeDate(text: string, now: Date, start?: string): DateProblem | undefined {
  const date = parseIsoDate(text);
  if (!date) {
    return 'format';
  }
  if (utcDate(date) > utcDate(now)) {
    return 'future';
  }
  if (start !== undefined && text.trim() < start) {
    return 'beforeStart';
  }
  return undefined;
}

/** The inclusive UTC range a choice stands for today. */
export function resolveRange(choice: RangeChoice, now: Date): DateRange {
  switch (choice.kind) {
    case 'last7':
      return lastDaysRange(7, now);
    case 'last30':
      return lastDaysRange(30, now);
    case 'thisMonth':
      return { startDate: `${utcDate(now).slice(0, 7)}-01`, endDate: utcDate(now) };
    case 'custom':
      return { startDate: choice.startDate, endDate: choice.endDate };
  }
}

/** The last `days` days ending today (UTC), both ends included. */
export function lastDaysRange(days: number, now: Date): DateRange {
  return { startDate: utcDate(new Date(now.getTime() - (days - 1) * DAY_MS)), endDate: utcDate(now) };
}

/** A stored choice as read back from globalState: anything unrecognisable is the default. */
export function parseRangeChoice(value: unknown): RangeChoice {
  const v = value as { kind?: unknown; startDate?: unknown; endDate?: unknown } | undefined;
  switch (v?.kind) {
    case 'last7':
    case 'last30':
    case 'thisMonth':
      return { kind: v.kind };
    case 'custom':
      if (
        typeof v.startDate === 'string' &&
        typeof v.endDate === 'string' &&
        parseIsoDate(v.startDate) &&
        parseIsoDate(v.endDate) &&
        v.startDate <= v.endDate
      ) {
        return { kind: 'custom', startDate: v.startDate, endDate: v.endDate };
      }
      return DEFAULT_RANGE;
    default:
      return DEFAULT_RANGE;
  }
}

/**
 * The periods the Statistics section shows for a choice: "Last 30 days" also shows the last 7
 * days, derived from the same rows (one request for both).
 */
export function periodsOf(choice: RangeChoice, now: Date): Array<{ readonly kind: RangeChoice['kind']; readonly range: DateRange }> {
  const range = resolveRange(choice, now);
  return choice.kind === 'last30'
    ? [
        { kind: 'last7', range: lastDaysRange(7, now) },
        { kind: 'last30', range },
      ]
    : [{ kind: choice.kind, range }];
}

/** The file the CSV export writes. */
export function csvFileName(range: DateRange): string {
  return `convert-files-statistics-${range.startDate}_${range.endDate}.csv`;
}

// --- statistics ------------------------------------------------------------------------------

/** Totals of a group of statistics rows. */
export interface Totals {
  readonly conversions: number;
  readonly cost: number;
  readonly failed: number;
}

export interface ConverterTotals extends Totals {
  readonly converter: string;
}

export interface DayTotals extends Totals {
  readonly date: string;
  /** The day's converters, most used first. */
  readonly converters: readonly ConverterTotals[];
}

/** What the Statistics section shows for one period. */
export interface PeriodSummary {
  readonly range: DateRange;
  readonly totals: Totals;
  /** Days with any activity, newest first. */
  readonly days: readonly DayTotals[];
  /** Converters over the whole period, most used first. */
  readonly converters: readonly ConverterTotals[];
}

const UNKNOWN_CONVERTER = '?';

// Rows are one conversion each (revision 2) and carry no cost: a success costs one conversion,
// a failure nothing (CONTRACT.md, Cost).
function add(a: Totals, row: ConversionRecord): Totals {
  const failed = isFailure(row);
  return { conversions: a.conversions + (failed ? 0 : 1), cost: a.cost + (failed ? 0 : 1), failed: a.failed + (failed ? 1 : 0) };
}

const ZERO: Totals = { conversions: 0, cost: 0, failed: 0 };

function byConverter(rows: readonly ConversionRecord[]): ConverterTotals[] {
  const groups = new Map<string, Totals>();
  for (const row of rows) {
    const key = converterName(row) || UNKNOWN_CONVERTER;
    groups.set(key, add(groups.get(key) ?? ZERO, row));
  }
  return [...groups.entries()]
    .map(([converter, totals]) => ({ converter, ...totals }))
    .sort((a, b) => b.conversions + b.failed - (a.conversions + a.failed) || a.converter.localeCompare(b.converter));
}

/** Counts the conversions (one row each) into per-day (UTC) and per-converter totals. */
export function summarize(rows: readonly ConversionRecord[], range: DateRange): PeriodSummary {
  const dateOf = (r: ConversionRecord): string | undefined => r.createdAt?.slice(0, 10);
  const inRange = rows.filter((r) => {
    const d = dateOf(r);
    return !d || (d >= range.startDate && d <= range.endDate);
  });
  const days = new Map<string, ConversionRecord[]>();
  for (const row of inRange) {
    const key = dateOf(row) ?? UNKNOWN_CONVERTER;
    days.set(key, [...(days.get(key) ?? []), row]);
  }
  return {
    range,
    totals: inRange.reduce(add, ZERO),
    days: [...days.entries()]
      .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
      .map(([date, dayRows]) => ({ date, ...dayRows.reduce(add, ZERO), converters: byConverter(dayRows) })),
    converters: byConverter(inRange),
  };
}

// --- consumption -----------------------------------------------------------------------------

/** The account's consumption, when /user said enough to know it. */
export interface Consumption {
  readonly total: number;
  readonly consumed: number;
  readonly remaining: number;
  /** Consumed share, 0..1 (0 when the total is 0). */
  readonly usedFraction: number;
  /** Remaining share, 0..1. */
  readonly remainingFraction: number;
}

export function consumptionOf(user: UserInfo | undefined): Consumption | undefined {
  if (user?.conversionsTotal === undefined || user.conversionsConsumed === undefined) {
    return undefined;
  }
  const total = Math.max(0, user.conversionsTotal);
  const consumed = Math.max(0, user.conversionsConsumed);
  const remaining = Math.max(0, total - consumed);
  return {
    total,
    consumed,
    remaining,
    usedFraction: total > 0 ? Math.min(1, consumed / total) : 0,
    remainingFraction: total > 0 ? remaining / total : 0,
  };
}

/** The status bar's situation; `update(state)` renders exactly one of these. */
export type StatusLevel = 'loading' | 'ok' | 'low' | 'empty' | 'error' | 'signedOut';

/** ok, low (under the warning threshold, in percent) or empty (nothing left). */
export function levelOf(consumption: Consumption, warningPercent: number): 'ok' | 'low' | 'empty' {
  if (consumption.remaining <= 0) {
    return 'empty';
  }
  return consumption.remainingFraction * 100 < warningPercent ? 'low' : 'ok';
}

// --- recent conversions ----------------------------------------------------------------------

/** Whether a conversion succeeded, by its Result (or, without one, by its Error). */
export function outcomeOf(entry: ConversionRecord): 'succeeded' | 'failed' | 'unknown' {
  if (isFailure(entry)) {
    return 'failed';
  }
  return entry.result === true ? 'succeeded' : 'unknown';
}

/** How long ago, in the largest whole unit (seconds under a minute count as "now"). */
export function timeAgo(
  then: Date,
  now: Date,
): { readonly unit: 'now' | 'minutes' | 'hours' | 'days' | 'months' | 'years'; readonly value: number } {
  const seconds = Math.max(0, (now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) {
    return { unit: 'now', value: 0 };
  }
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) {
    return { unit: 'minutes', value: minutes };
  }
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    return { unit: 'hours', value: hours };
  }
  const days = Math.floor(hours / 24);
  if (days < 31) {
    return { unit: 'days', value: days };
  }
  return days < 365 ? { unit: 'months', value: Math.floor(days / 30) } : { unit: 'years', value: Math.floor(days / 365) };
}

/**
 * The status bar's level from what the model knows: signed out without a Master Token, loading
 * until /user answered, error when it failed or did not say the totals, else by what is left.
 */
export function statusLevelOf(input: {
  readonly signedIn: boolean | undefined;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly consumption: Consumption | undefined;
  readonly warningPercent: number;
}): StatusLevel {
  if (input.signedIn === false) {
    return 'signedOut';
  }
  if (input.signedIn === undefined || input.loading) {
    return 'loading';
  }
  if (input.failed || !input.consumption) {
    return 'error';
  }
  return levelOf(input.consumption, input.warningPercent);
}
