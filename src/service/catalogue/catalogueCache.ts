/**
 * Keeps the converter catalogue between sessions: pickers get an answer at once (the stored
 * catalogue, else the built-in one), while a fresh copy is fetched in the background at most
 * once a day. Offline, the stored catalogue keeps serving however old it is. Each service host
 * has its own entry: another host (a regional one, a private deployment, the emulator) may have
 * other converters.
 */
import { normalizeBaseUrl } from '../http';
import { builtinCatalogue, reviveCatalogue, type Catalogue } from './catalogue';

/** Where entries live (globalState in VS Code); values are plain JSON. */
export interface CatalogueStorage {
  get(key: string): unknown;
  set(key: string, value: unknown): PromiseLike<void> | void;
}

/** Fetches a host's catalogue (fetchCatalogue over that host's transport). */
export type CatalogueFetcher = (baseUrl: string, signal: AbortSignal) => Promise<Catalogue>;

export interface CatalogueCacheOptions {
  readonly storage: CatalogueStorage;
  readonly fetcher: CatalogueFetcher;
  /** Milliseconds since the epoch; injectable so tests move time by hand. */
  readonly now?: () => number;
  /** A stored catalogue younger than this is not fetched again (default: a day). */
  readonly maxAgeMs?: number;
  /** After a failed fetch, the next try waits this long (default: an hour), so offline use makes no request per picker. */
  readonly retryAfterFailureMs?: number;
  /** Told when a host's catalogue changed (a fetch succeeded). */
  readonly onDidChange?: (baseUrl: string, snapshot: CatalogueSnapshot) => void;
  /** Told when a background fetch failed (the cached or built-in catalogue keeps serving). */
  readonly onError?: (baseUrl: string, error: unknown) => void;
}

/** What a caller gets: the catalogue and where it came from. */
export interface CatalogueSnapshot {
  readonly catalogue: Catalogue;
  /** `stored`: fetched from the service at `fetchedAt`; `builtin`: neither fetched nor stored yet. */
  readonly source: 'stored' | 'builtin';
  readonly fetchedAt?: number;
}

interface StoredEntry {
  readonly version: number;
  readonly baseUrl: string;
  readonly fetchedAt: number;
  readonly catalogue: Catalogue;
}

const ENTRY_VERSION = 1;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Storage key prefix; the normalised base URL follows. */
export const CATALOGUE_KEY_PREFIX = 'convertFiles.catalogue:';

/** The key a host's entry is stored under. */
export function catalogueKey(baseUrl: string): string {
  return CATALOGUE_KEY_PREFIX + hostKey(baseUrl);
}

function hostKey(baseUrl: string): string {
  try {
    return normalizeBaseUrl(baseUrl);
  } catch {
    return baseUrl.trim().replace(/\/+$/, '').toLowerCase();
  }
}

export class CatalogueCache {
  private readonly now: () => number;
  private readonly maxAgeMs: number;
  private readonly retryAfterFailureMs: number;
  private readonly inFlight = new Map<string, Promise<CatalogueSnapshot>>();
  private readonly failedAt = new Map<string, number>();
  private readonly controller = new AbortController();
  private builtin: Catalogue | undefined;
  /** The last entry read and what it became: a batch asks for every file, and reviving it each time cost a few ms per file. */
  private revived: { readonly raw: unknown; readonly snapshot: CatalogueSnapshot } | undefined;

  constructor(private readonly options: CatalogueCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxAgeMs = options.maxAgeMs ?? DAY_MS;
    this.retryAfterFailureMs = options.retryAfterFailureMs ?? HOUR_MS;
  }

  /** The catalogue to use now; starts a background refresh when the stored one is missing or a day old. */
  get(baseUrl: string): CatalogueSnapshot {
    const snapshot = this.stored(baseUrl);
    if (this.due(baseUrl, snapshot)) {
      void this.refresh(baseUrl).catch(() => undefined);
    }
    return snapshot;
  }

  /**
   * Fetches the host's catalogue now (one fetch per host at a time) and stores it. Without
   * `force` it does nothing while the stored copy is fresh or a failure is recent. Resolves with
   * what is served afterwards; a failed fetch is reported through onError and leaves the stored
   * or built-in catalogue in place.
   */
  async refresh(baseUrl: string, opts: { readonly force?: boolean } = {}): Promise<CatalogueSnapshot> {
    const key = hostKey(baseUrl);
    const running = this.inFlight.get(key);
    if (running) {
      return running;
    }
    const current = this.stored(baseUrl);
    if (!opts.force && !this.due(baseUrl, current)) {
      return current;
    }
    const attempt = this.fetchAndStore(baseUrl, key, current).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, attempt);
    return attempt;
  }

  /** Resolves when no fetch is running (for tests and orderly shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) {
      await Promise.allSettled([...this.inFlight.values()]);
    }
  }

  /** Stops any fetch under way. */
  dispose(): void {
    this.controller.abort();
  }

  private async fetchAndStore(baseUrl: string, key: string, current: CatalogueSnapshot): Promise<CatalogueSnapshot> {
    try {
      const catalogue = await this.options.fetcher(baseUrl, this.controller.signal);
      const entry: StoredEntry = { version: ENTRY_VERSION, baseUrl: key, fetchedAt: this.now(), catalogue };
      await this.options.storage.set(catalogueKey(baseUrl), entry);
      this.failedAt.delete(key);
      const snapshot: CatalogueSnapshot = { catalogue, source: 'stored', fetchedAt: entry.fetchedAt };
      this.options.onDidChange?.(key, snapshot);
      return snapshot;
    } catch (err) {
      this.failedAt.set(key, this.now());
      this.options.onError?.(key, err);
      return current;
    }
  }

  private stored(baseUrl: string): CatalogueSnapshot {
    const raw = this.options.storage.get(catalogueKey(baseUrl)) as Partial<StoredEntry> | undefined;
    // The same stored object as last time (a new fetch stores a new one): the same catalogue.
    if (raw !== undefined && this.revived?.raw === raw) {
      return this.revived.snapshot;
    }
    const catalogue =
      raw && raw.version === ENTRY_VERSION && typeof raw.fetchedAt === 'number' ? reviveCatalogue(raw.catalogue) : undefined;
    if (catalogue && raw?.fetchedAt !== undefined) {
      const snapshot: CatalogueSnapshot = { catalogue, source: 'stored', fetchedAt: raw.fetchedAt };
      this.revived = { raw, snapshot };
      return snapshot;
    }
    this.builtin ??= builtinCatalogue();
    return { catalogue: this.builtin, source: 'builtin' };
  }

  private due(baseUrl: string, snapshot: CatalogueSnapshot): boolean {
    const now = this.now();
    const failed = this.failedAt.get(hostKey(baseUrl));
    if (failed !== undefined && now - failed < this.retryAfterFailureMs && now >= failed) {
      return false;
    }
    // A clock that went backwards (fetchedAt in the future) counts as stale rather than fresh for ever.
    return snapshot.fetchedAt === undefined || now - snapshot.fetchedAt >= this.maxAgeMs || now < snapshot.fetchedAt;
  }
}
