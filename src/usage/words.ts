// The usage feature's words for numbers and times, in the display language: one home for the
// count and date formatters the tree, the recent conversions, the status bar and the dashboard use.
import * as vscode from 'vscode';
import { plural, relativeTime } from '../util/intlWords';
import { formatNumber } from '../util/numberFormat';
import { timeAgo } from './usageFormat';

/** A count for people: "4,000" (thousands separators of the display language). */
export function count(value: number): string {
  return formatNumber(value, vscode.env.language);
}

/** "1 conversion", "12 conversions", by the display language's plural rules. */
export function conversions(n: number): string {
  return plural(n, vscode.env.language, {
    one: () => vscode.l10n.t('{0} conversion', count(n)),
    other: () => vscode.l10n.t('{0} conversions', count(n)),
  })();
}

const AGO_UNITS = { minutes: 'minute', hours: 'hour', days: 'day', months: 'month', years: 'year' } as const;

/** "now", "5 minutes ago", "vor 2 Tagen"... in the display language. */
export function agoText(then: Date, now: Date, locale: string = vscode.env.language): string {
  const ago = timeAgo(then, now);
  return ago.unit === 'now' ? relativeTime(0, 'second', locale) : relativeTime(-ago.value, AGO_UNITS[ago.unit], locale);
}

/** A date and time for people, in the display language (the runtime's when Intl does not know it). */
export function dateTime(date: Date, options: Intl.DateTimeFormatOptions = {}): string {
  try {
    return date.toLocaleString(vscode.env.language, options);
  } catch {
    return date.toLocaleString(undefined, options);
  }
}

/**
 * A time that does not go stale on screen, for "as of …": hours and minutes when it is today,
 * else the date too.
 */
export function shortTime(then: Date, now: Date): string {
  return dateTime(then, then.toDateString() === now.toDateString() ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' });
}
