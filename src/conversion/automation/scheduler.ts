// When automatic runs happen: each change (a save, a file changed on disk) restarts a short wait;
// when the wait ends without another change, the changes gathered are one run. Runs never
// overlap: changes made during a run are gathered for the next one. Timers are injected, so the
// unit tier drives the clock.
import type { Trigger } from '../rules';
import { nodeTimers, type Timers } from './timers';

/** A change that may start an automatic run. */
export type AutomaticTrigger = Exclude<Trigger, 'manual'>;

/** What one run is asked to look at: the changed files (relative paths) and how they changed. */
export interface TriggerBatch {
  readonly paths: ReadonlySet<string>;
  readonly kinds: ReadonlySet<AutomaticTrigger>;
}

/** The wait after the last change before a run starts. */
export const DEBOUNCE_MS = 1000;

interface Gathering {
  paths: Set<string>;
  kinds: Set<AutomaticTrigger>;
  timer?: unknown;
}

/** Gathers changes per key (a workspace folder) and runs them, one run at a time. */
export class RunScheduler<K> {
  private readonly gathering = new Map<K, Gathering>();
  private tail: Promise<void> = Promise.resolve();
  private running = 0;
  private disposed = false;

  constructor(
    private readonly run: (key: K, batch: TriggerBatch) => Promise<void>,
    private readonly delayMs = DEBOUNCE_MS,
    private readonly timers: Timers = nodeTimers,
  ) {}

  /** A change of `path` in `key`: (re)starts the wait. */
  request(key: K, path: string, kind: AutomaticTrigger): void {
    if (this.disposed) {
      return;
    }
    const g = this.gathering.get(key) ?? { paths: new Set<string>(), kinds: new Set<AutomaticTrigger>() };
    this.gathering.set(key, g);
    g.paths.add(path);
    g.kinds.add(kind);
    if (g.timer !== undefined) {
      this.timers.clear(g.timer);
    }
    g.timer = this.timers.set(() => this.fire(key), this.delayMs);
  }

  /** True while a change waits or a run is under way. */
  get busy(): boolean {
    return this.running > 0 || this.gathering.size > 0;
  }

  private fire(key: K): void {
    const g = this.gathering.get(key);
    if (!g) {
      return;
    }
    this.gathering.delete(key);
    const batch: TriggerBatch = { paths: g.paths, kinds: g.kinds };
    this.running += 1;
    // After the run before it: changes that come in meanwhile wait in a new gathering.
    this.tail = this.tail
      .then(() => (this.disposed ? undefined : this.run(key, batch)))
      .catch(() => undefined)
      .finally(() => {
        this.running -= 1;
      });
  }

  /** Forgets what waits; a run under way finishes. */
  dispose(): void {
    this.disposed = true;
    for (const g of this.gathering.values()) {
      if (g.timer !== undefined) {
        this.timers.clear(g.timer);
      }
    }
    this.gathering.clear();
  }
}
