/**
 * The messages between the usage dashboard's panel and its webview script. Types only (the
 * webview bundles this file too), so both sides agree at compile time.
 */
import type { DashboardData } from './dashboardModel';
import type { PluralForms } from '../../util/intlWords';

/** A wording with a count: the webview picks the form by Intl's plural rules for the display language. */
export type Plural = PluralForms<string>;

/**
 * Every word the page shows, localised by the extension (the webview has no vscode.l10n).
 * Templates take {0}, {1}… in the order their doc comment gives.
 */
export interface DashboardStrings {
  readonly refresh: string;
  readonly loading: string;
  /** {0} conversions, {1} failed, {2} first day, {3} last day; the form by {0} */
  readonly summary: Plural;
  readonly noConversions: string;
  /** {0} rows the chart could not place */
  readonly undated: Plural;
  readonly perDayHeading: string;
  /** {0} day, {1} conversions, {2} failed; the form by {1} */
  readonly barLabel: Plural;
  /** The chart's short description, in two parts: {0} days; then {0} the busiest day, {1} its conversions */
  readonly chartDays: Plural;
  readonly chartBusiest: Plural;
  readonly showAsTable: string;
  readonly day: string;
  readonly conversions: string;
  readonly failed: string;
  readonly succeeded: string;
  readonly perConverterHeading: string;
  readonly converter: string;
  readonly executionTimeHeading: string;
  readonly median: string;
  readonly p95: string;
  readonly max: string;
  /** {0} conversions that had a time */
  readonly executionTimeBasis: Plural;
  readonly noExecutionTimes: string;
  readonly recentHeading: string;
  readonly filterPlaceholder: string;
  /** {0} rows shown, {1} rows in all */
  readonly filterCount: string;
  readonly time: string;
  readonly status: string;
  readonly file: string;
  readonly duration: string;
  readonly ip: string;
  readonly error: string;
}

/** Extension → webview. */
export type ToWebview =
  | {
      readonly type: 'data';
      readonly data: DashboardData;
      readonly strings: DashboardStrings;
      readonly locale: string;
      readonly loading: boolean;
      /** Said above the data when it is the last loaded because a refresh failed (with its time). */
      readonly staleNote?: string;
    }
  | { readonly type: 'error'; readonly message: string; readonly strings: DashboardStrings };

/** What the page rendered, counted from its DOM: lets the host tests see the script really ran. */
export interface RenderReport {
  readonly bars: number;
  readonly failedBars: number;
  readonly textRows: number;
  readonly converterRows: number;
  readonly recentRows: number;
  /** The sentence above the chart, and the chart's accessible description, as the page words them. */
  readonly summary?: string;
  readonly chartLabel?: string;
  /** The note that the rows are the last known ones (after a failed refresh). */
  readonly stale?: string;
  /** The execution-time figures as shown (median | 95th percentile | longest | basis), or the sentence that there are none. */
  readonly executionTimes?: string;
  readonly error?: string;
}

/** Webview → extension. */
export type FromWebview =
  { readonly type: 'ready' } | { readonly type: 'refresh' } | { readonly type: 'rendered'; readonly report: RenderReport };
