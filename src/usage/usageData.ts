// What the usage model holds and needs, apart from the model itself: its data types, its
// dependencies, and the two questions every reader of an error asks (refused? unreachable?).
import { classifyError } from '../service/errors';
import type { AdminClient, ConversionRecord, DateRange } from '../service/admin';
import type { Ticker, WindowFocus } from './refreshSchedule';
import type { RangeChoice } from './usageFormat';

/** The admin calls the model makes; the real AdminClient, or a stand-in in tests. */
export type AdminApi = Pick<AdminClient, 'getUser' | 'getStatistics' | 'getStatisticsCsv'>;

/** What the active API Token is, for the status bar (never its value). */
export interface ActiveTokenInfo {
  readonly name: string;
  readonly environment: string;
  /** tokenKey() of its value: which token a token-limit refusal belongs to. */
  readonly key?: string;
}

export interface UsageModelDeps {
  /** An admin client for the current Master Token; undefined when none is set. Asked once per refresh. */
  adminClient(): Promise<AdminApi | undefined>;
  activeApiToken(): Promise<ActiveTokenInfo | undefined>;
  /** usage.refreshIntervalMinutes; 0 turns the interval off. */
  refreshMinutes(): number;
  /** Where the chosen statistics range is kept (globalState). */
  readonly memento: { get(key: string): unknown; update(key: string, value: unknown): Thenable<void> };
  readonly focus: WindowFocus;
  readonly ticker: Ticker;
  readonly now: () => Date;
  readonly log: { info(message: string): void; warn(message: string): void };
}

/** One section's data, with the error of its last load, if that failed. */
export interface Loadable<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly loading: boolean;
  /** When `data` was fetched: with an error, the age of what is still shown. */
  readonly loadedAt?: Date;
}

export interface StatisticsData {
  readonly choice: RangeChoice;
  readonly range: DateRange;
  readonly rows: readonly ConversionRecord[];
}

/** The recent conversions: the rows of the last RECENT_DAYS days, shown a page at a time. */
export interface RecentConversions {
  readonly range: DateRange;
  /** The rows shown, newest first: a prefix of `all`. */
  readonly entries: readonly ConversionRecord[];
  /** Every row of the range as fetched; "Load More" shows more of it without another request. */
  readonly all: readonly ConversionRecord[];
  readonly hasMore: boolean;
}

/** Why a refresh was asked for; only user actions and credential changes lift an auth block. */
export type RefreshReason = 'start' | 'user' | 'interval' | 'focus' | 'batch' | 'credentials' | 'settings';

/** Recent conversions per page ("Load More" shows the next page). */
export const RECENT_PAGE_SIZE = 20;
/** Recent conversions cover this many days. */
export const RECENT_DAYS = 30;

/** True for the service's "this Master Token is not (or no longer) valid" (401 on an admin call). */
export function isMasterTokenRejected(err: unknown): boolean {
  const failure = classifyError(err);
  return failure?.kind === 'auth' && failure.credential === 'masterToken';
}

/** True when the service could not be reached at all (refused, DNS, TLS, timeout, proxy). */
export function isUnreachable(err: unknown): boolean {
  return classifyError(err)?.kind === 'network';
}
