import { StateKeys } from '../constants';
import { classifyError } from '../service/errors';
import type { AdminClient, ConversionRecord, DateRange, UserInfo } from '../service/admin';
import { Emitter, type Disposable } from '../util/events';
import { RefreshSchedule, type Ticker, type WindowFocus } from './refreshSchedule';
import { SingleFlight } from './singleFlight';
import { lastDaysRange, parseRangeChoice, resolveRange, type RangeChoice } from './usageFormat';

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
  /** An admin client for the current Master Token; undefined when none is set. */
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

export interface LogData {
  readonly range: DateRange;
  /** The rows shown, newest first: a prefix of `all`. */
  readonly entries: readonly ConversionRecord[];
  /** Every row of the range as fetched; "Load More" shows more of it without another request. */
  readonly all: readonly ConversionRecord[];
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  /** Why the last "Load More" failed (the entries loaded so far stay). */
  readonly moreError?: unknown;
}

/** Why a refresh was asked for; only user actions and credential changes lift an auth block. */
export type RefreshReason = 'start' | 'user' | 'interval' | 'focus' | 'batch' | 'credentials' | 'settings' | 'range';

/** Log entries per page ("Load More" fetches the next page). */
export const LOG_PAGE_SIZE = 20;
/** Recent conversions cover this many days. */
export const LOG_DAYS = 30;

/** True for the service's "this Master Token is not (or no longer) valid" (401 on an admin call). */
export function isMasterTokenRejected(err: unknown): boolean {
  const failure = classifyError(err);
  return failure?.kind === 'auth' && failure.credential === 'masterToken';
}

/** True when the service could not be reached at all (refused, DNS, TLS, timeout, proxy). */
export function isUnreachable(err: unknown): boolean {
  return classifyError(err)?.kind === 'network';
}

/**
 * The usage data: fetches the account, statistics and log with the Master Token, caches them and
 * fires onDidChange. Refreshes on request and on an interval while the window has focus (a tick
 * missed while unfocused is made up once when focus returns). At most one request per endpoint
 * is in flight; concurrent refreshes join it. A rejected Master Token fires onDidRejectMasterToken
 * once and stops automatic refreshes until the credential changes or the user refreshes.
 */
export class UsageModel implements Disposable {
  private readonly changed = new Emitter<void>();
  readonly onDidChange = this.changed.event;
  private readonly rejected = new Emitter<unknown>();
  /** Fires once per rejected Master Token (not per endpoint or tick). */
  readonly onDidRejectMasterToken = this.rejected.event;

  private readonly userFlight = new SingleFlight();
  private readonly statisticsFlight = new SingleFlight();
  private readonly logFlight = new SingleFlight();
  /** The rows of /user/statistic: statistics and recent conversions of the same range share one request. */
  private readonly rowsFlight = new SingleFlight();
  private readonly schedule: RefreshSchedule;
  /** Bumped when credentials change: answers for an older generation are dropped. */
  private generation = 0;
  private authBlocked = false;
  private authNotified = false;

  private _signedIn: boolean | undefined;
  private _user: Loadable<UserInfo> = { loading: false };
  private _statistics: Loadable<StatisticsData> = { loading: false };
  private _log: Loadable<LogData> = { loading: false };
  private _authError: unknown;
  private _configError: unknown;
  private _lastRefresh: Date | undefined;
  private _activeToken: ActiveTokenInfo | undefined;
  private _sessionConversions = 0;
  private _range: RangeChoice;

  constructor(private readonly deps: UsageModelDeps) {
    this._range = parseRangeChoice(deps.memento.get(StateKeys.statisticsRange));
    this.schedule = new RefreshSchedule(deps, {
      // An interval tick while nobody can see the window is made up once when focus returns.
      due: (reason) => void this.refresh(reason),
      wanted: () => !this.authBlocked && this._signedIn !== false,
    });
  }

  dispose(): void {
    this.schedule.dispose();
    this.changed.dispose();
    this.rejected.dispose();
  }

  // --- what the view and the status bar read -----------------------------------------------

  /** undefined until the first refresh has looked for a Master Token. */
  get signedIn(): boolean | undefined {
    return this._signedIn;
  }
  get user(): Loadable<UserInfo> {
    return this._user;
  }
  get statistics(): Loadable<StatisticsData> {
    return this._statistics;
  }
  get log(): Loadable<LogData> {
    return this._log;
  }
  /** The 401 of the last refresh, when the Master Token was refused. */
  get authError(): unknown {
    return this._authError;
  }
  /** A problem found before any request (the base URL setting, a JWT given as Master Token). */
  get configError(): unknown {
    return this._configError;
  }
  /** True when /user could not reach the service at all. */
  get unreachable(): boolean {
    return this._signedIn === true && !this._user.loading && isUnreachable(this._user.error);
  }
  get loading(): boolean {
    return this._user.loading || this._statistics.loading || this._log.loading;
  }
  get lastRefresh(): Date | undefined {
    return this._lastRefresh;
  }
  get activeToken(): ActiveTokenInfo | undefined {
    return this._activeToken;
  }
  /** Conversions charged by batches in this window (shown when there is no Master Token). */
  get sessionConversions(): number {
    return this._sessionConversions;
  }
  get range(): RangeChoice {
    return this._range;
  }
  /** Whether automatic refreshes are paused after a rejected Master Token. */
  get paused(): boolean {
    return this.authBlocked;
  }
  now(): Date {
    return this.deps.now();
  }

  // --- what changes it ---------------------------------------------------------------------

  /**
   * Fetches everything again. Automatic refreshes (interval, focus, batch) do nothing while a
   * rejected Master Token blocks them; the user's refresh and credential changes lift the block.
   */
  async refresh(reason: RefreshReason): Promise<void> {
    if (reason === 'user' || reason === 'credentials' || reason === 'settings') {
      this.authBlocked = false;
      this.authNotified = false;
    }
    if (this.authBlocked) {
      return;
    }
    const generation = this.generation;
    let client: AdminApi | undefined;
    try {
      client = await this.deps.adminClient();
      this._configError = undefined;
    } catch (err) {
      this._signedIn = true;
      this._configError = err;
      this.changed.fire();
      return;
    }
    if (generation !== this.generation) {
      return;
    }
    if (!client) {
      this._signedIn = false;
      this._user = { loading: false };
      this._statistics = { loading: false };
      this._log = { loading: false };
      this._authError = undefined;
      this.changed.fire();
      return;
    }
    this._signedIn = true;
    this._authError = undefined;
    await Promise.all([this.loadUser(client, generation), this.loadStatistics(client, generation), this.loadLog(client, generation)]);
  }

  /** Credentials changed (Master Token set or removed, API Token switched): start over. */
  async credentialsChanged(): Promise<void> {
    this.generation += 1;
    this._activeToken = await this.deps.activeApiToken().catch(() => undefined);
    this.changed.fire();
    await this.refresh('credentials');
  }

  /** A conversion batch ended: count what it used and refresh. */
  async batchFinished(conversionsUsed: number): Promise<void> {
    if (conversionsUsed > 0) {
      this._sessionConversions += conversionsUsed;
      this.changed.fire();
    }
    await this.refresh('batch');
  }

  /** Settings changed: restart the interval; refresh when the service address changed. */
  async settingsChanged(serviceChanged: boolean): Promise<void> {
    this.schedule.restart();
    if (serviceChanged) {
      // A request still running against the old address must not answer for the new one.
      this.generation += 1;
      await this.refresh('settings');
    }
  }

  /** Chooses the statistics range (kept across sessions) and loads it. */
  async setRange(choice: RangeChoice): Promise<void> {
    this._range = choice;
    await this.deps.memento.update(StateKeys.statisticsRange, choice);
    this._statistics = { loading: false };
    this.changed.fire();
    const client = this.authBlocked ? undefined : await this.deps.adminClient().catch(() => undefined);
    if (client) {
      await this.loadStatistics(client, this.generation);
    }
  }

  /** The range the statistics cover now. */
  currentRange(): DateRange {
    return resolveRange(this._range, this.deps.now());
  }

  /** Shows the next page of recent conversions, from the rows already fetched for the range. */
  async loadMoreLog(): Promise<void> {
    const now = this._log.data;
    if (!now || !now.hasMore) {
      return;
    }
    const shown = now.entries.length + LOG_PAGE_SIZE;
    this._log = {
      ...this._log,
      data: { ...now, entries: now.all.slice(0, shown), hasMore: now.all.length > shown, loadingMore: false, moreError: undefined },
    };
    this.changed.fire();
  }

  /** The statistics of the current range as CSV (one request, through the statistics slot); `signal` aborts it. */
  async statisticsCsv(range: DateRange, signal?: AbortSignal): Promise<string | undefined> {
    const client = await this.deps.adminClient();
    if (!client) {
      return undefined;
    }
    // The user asked: a refused Master Token is worth saying again.
    this.authNotified = false;
    return this.statisticsFlight.run(`csv|${this.generation}|${range.startDate}|${range.endDate}`, async () => {
      try {
        return await client.getStatisticsCsv(range, signal);
      } catch (err) {
        this.noteAuthFailure(err);
        throw err;
      }
    });
  }

  // --- the loads ---------------------------------------------------------------------------

  private isCurrent(generation: number): boolean {
    return generation === this.generation;
  }

  private loadUser(client: AdminApi, generation: number): Promise<void> {
    return this.userFlight.run(`${generation}`, async () => {
      this._user = { ...this._user, loading: true };
      this.changed.fire();
      try {
        const data = await client.getUser();
        if (this.isCurrent(generation)) {
          this._user = { data, loading: false, loadedAt: this.deps.now() };
          this._lastRefresh = this.deps.now();
        }
      } catch (err) {
        if (this.isCurrent(generation)) {
          this.noteAuthFailure(err);
          this._user = { data: this._user.data, error: err, loading: false, loadedAt: this._user.loadedAt };
        }
      }
      this.changed.fire();
    });
  }

  private loadStatistics(client: AdminApi, generation: number): Promise<void> {
    const choice = this._range;
    const range = resolveRange(choice, this.deps.now());
    return this.statisticsFlight.run(`${generation}|${range.startDate}|${range.endDate}`, async () => {
      this._statistics = { ...this._statistics, loading: true };
      this.changed.fire();
      try {
        const rows = await this.rows(client, generation, range);
        if (this.isCurrent(generation) && this._range === choice) {
          this._statistics = { data: { choice, range, rows }, loading: false, loadedAt: this.deps.now() };
        }
      } catch (err) {
        if (this.isCurrent(generation)) {
          this.noteAuthFailure(err);
          const kept = this._range === choice ? this._statistics : undefined;
          this._statistics = { data: kept?.data, error: err, loading: false, loadedAt: kept?.loadedAt };
        }
      }
      this.changed.fire();
    });
  }

  /** One request per range: concurrent loads of the same range (statistics and recent conversions) join it. */
  private rows(client: AdminApi, generation: number, range: DateRange): Promise<ConversionRecord[]> {
    return this.rowsFlight.run(`${generation}|${range.startDate}|${range.endDate}`, () => client.getStatistics(range));
  }

  private loadLog(client: AdminApi, generation: number): Promise<void> {
    const range = lastDaysRange(LOG_DAYS, this.deps.now());
    // Keep as many entries as the user had shown, so a refresh does not fold "Load More" back.
    const limit = Math.max(LOG_PAGE_SIZE, this._log.data?.entries.length ?? 0);
    return this.logFlight.run(`${generation}|first|${limit}|${range.startDate}|${range.endDate}`, async () => {
      this._log = { ...this._log, loading: true };
      this.changed.fire();
      try {
        const all = await this.rows(client, generation, range);
        if (this.isCurrent(generation)) {
          const data = { range, all, entries: all.slice(0, limit), hasMore: all.length > limit, loadingMore: false };
          this._log = { data, loading: false, loadedAt: this.deps.now() };
        }
      } catch (err) {
        if (this.isCurrent(generation)) {
          this.noteAuthFailure(err);
          this._log = { data: this._log.data, error: err, loading: false, loadedAt: this._log.loadedAt };
        }
      }
      this.changed.fire();
    });
  }

  /** A refused Master Token: remember it, pause automatic refreshes, tell the listeners once. */
  private noteAuthFailure(err: unknown): void {
    if (!isMasterTokenRejected(err)) {
      return;
    }
    this._authError = err;
    this.authBlocked = true;
    if (!this.authNotified) {
      this.authNotified = true;
      this.deps.log.warn(
        'Usage: the service refused the Master Token; automatic refreshes are paused until it is set again or the view is refreshed.',
      );
      this.rejected.fire(err);
    }
  }
}
