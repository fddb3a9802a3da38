import { StateKeys } from '../constants';
import type { ConversionRecord, DateRange, UserInfo } from '../service/admin';
import { Emitter, type Disposable } from '../util/events';
import { RefreshSchedule } from './refreshSchedule';
import { SingleFlight } from './singleFlight';
import {
  isMasterTokenRejected,
  isUnreachable,
  RECENT_DAYS,
  RECENT_PAGE_SIZE,
  type ActiveTokenInfo,
  type AdminApi,
  type Loadable,
  type RecentConversions,
  type RefreshReason,
  type StatisticsData,
  type UsageModelDeps,
} from './usageData';
import { lastDaysRange, parseRangeChoice, resolveRange, type RangeChoice } from './usageFormat';

/** One section of the model: what it holds, and the one request for it in flight. */
class Section<T> {
  value: Loadable<T> = { loading: false };
  readonly flight = new SingleFlight();
}

/**
 * The usage data: fetches the account, statistics and recent conversions with the Master Token,
 * caches them and fires onDidChange. Refreshes on request and on an interval while the window has
 * focus (a tick missed while unfocused is made up once when focus returns). At most one request
 * per section is in flight; concurrent refreshes join it. A failed load keeps the data it had, with
 * its time. A rejected Master Token fires onDidRejectMasterToken once and stops automatic
 * refreshes until the credential changes or the user refreshes.
 */
export class UsageModel implements Disposable {
  private readonly changed = new Emitter<void>();
  readonly onDidChange = this.changed.event;
  private readonly rejected = new Emitter<unknown>();
  /** Fires once per rejected Master Token (not per section or tick). */
  readonly onDidRejectMasterToken = this.rejected.event;

  private readonly userSection = new Section<UserInfo>();
  private readonly statisticsSection = new Section<StatisticsData>();
  private readonly recentSection = new Section<RecentConversions>();
  /** The rows of /user/statistic: statistics and recent conversions of the same range share one request. */
  private readonly rowsFlight = new SingleFlight();
  private readonly schedule: RefreshSchedule;
  /** Bumped when credentials change: answers for an older generation are dropped. */
  private generation = 0;
  private authBlocked = false;
  private authNotified = false;

  private _signedIn: boolean | undefined;
  private _authError: unknown;
  private _configError: unknown;
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
    return this.userSection.value;
  }
  get statistics(): Loadable<StatisticsData> {
    return this.statisticsSection.value;
  }
  get recent(): Loadable<RecentConversions> {
    return this.recentSection.value;
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
    return this._signedIn === true && !this.user.loading && isUnreachable(this.user.error);
  }
  get loading(): boolean {
    return this.user.loading || this.statistics.loading || this.recent.loading;
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
      for (const section of [this.userSection, this.statisticsSection, this.recentSection]) {
        section.value = { loading: false };
      }
      this._authError = undefined;
      this.changed.fire();
      return;
    }
    this._signedIn = true;
    this._authError = undefined;
    await Promise.all([this.loadUser(client, generation), this.loadStatistics(client, generation), this.loadRecent(client, generation)]);
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
    this.statisticsSection.value = { loading: false };
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

  /** Shows the next page of recent conversions, from the rows already fetched (no request). */
  loadMoreRecent(): void {
    const now = this.recent.data;
    if (!now?.hasMore) {
      return;
    }
    const shown = now.entries.length + RECENT_PAGE_SIZE;
    this.recentSection.value = { ...this.recent, data: { ...now, entries: now.all.slice(0, shown), hasMore: now.all.length > shown } };
    this.changed.fire();
  }

  /** The statistics of `range` as CSV (through the statistics' flight); `signal` aborts it. */
  async statisticsCsv(range: DateRange, signal?: AbortSignal): Promise<string | undefined> {
    const client = await this.deps.adminClient();
    if (!client) {
      return undefined;
    }
    // The user asked: a refused Master Token is worth saying again.
    this.authNotified = false;
    return this.statisticsSection.flight.run(`csv|${this.generation}|${range.startDate}|${range.endDate}`, async () => {
      try {
        return await client.getStatisticsCsv(range, signal);
      } catch (err) {
        this.noteAuthFailure(err);
        throw err;
      }
    });
  }

  // --- the loads ---------------------------------------------------------------------------

  private loadUser(client: AdminApi, generation: number): Promise<void> {
    return this.load(this.userSection, generation, 'user', () => client.getUser());
  }

  private loadStatistics(client: AdminApi, generation: number): Promise<void> {
    const choice = this._range;
    const range = resolveRange(choice, this.deps.now());
    return this.load(
      this.statisticsSection,
      generation,
      `${range.startDate}|${range.endDate}`,
      async () => ({ choice, range, rows: await this.rows(client, generation, range) }),
      // A range chosen meanwhile: this answer is for the old one.
      () => this._range === choice,
    );
  }

  private loadRecent(client: AdminApi, generation: number): Promise<void> {
    const range = lastDaysRange(RECENT_DAYS, this.deps.now());
    // Keep as many entries as the user had shown, so a refresh does not fold "Load More" back.
    const limit = Math.max(RECENT_PAGE_SIZE, this.recent.data?.entries.length ?? 0);
    return this.load(this.recentSection, generation, `${limit}|${range.startDate}|${range.endDate}`, async () => {
      const all = await this.rows(client, generation, range);
      return { range, all, entries: all.slice(0, limit), hasMore: all.length > limit };
    });
  }

  /**
   * The one way a section loads: marked loading, fetched through its own single flight, then the
   * new data with its time, or the error beside the data it had (an answer for an older
   * generation, or that `current()` no longer wants, is dropped).
   */
  private load<T>(section: Section<T>, generation: number, key: string, fetch: () => Promise<T>, current = () => true): Promise<void> {
    return section.flight.run(`${generation}|${key}`, async () => {
      section.value = { ...section.value, loading: true };
      this.changed.fire();
      try {
        const data = await fetch();
        if (generation === this.generation && current()) {
          section.value = { data, loading: false, loadedAt: this.deps.now() };
        }
      } catch (err) {
        if (generation === this.generation) {
          this.noteAuthFailure(err);
          const kept = current() ? section.value : undefined;
          section.value = { data: kept?.data, error: err, loading: false, loadedAt: kept?.loadedAt };
        }
      }
      this.changed.fire();
    });
  }

  /** One request per range: concurrent loads of the same range (statistics and recent conversions) join it. */
  private rows(client: AdminApi, generation: number, range: DateRange): Promise<ConversionRecord[]> {
    return this.rowsFlight.run(`${generation}|${range.startDate}|${range.endDate}`, () => client.getStatistics(range));
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
