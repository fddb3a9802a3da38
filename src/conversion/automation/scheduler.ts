// When automatic runs happen: each change (a save, a file changed on disk) restarts a short wait
// (the QuietWait a rules file being edited keeps too); when the wait ends without another change,
// the changes gathered are one run. Runs never overlap: changes made during a run are gathered
// for the next one. Timers are injected, so the unit tier drives the clock.
import type { Trigger } from '../rules';
import { nodeTimers, QuietWait, type Timers } from './quietWait';

/** A change that may start an automatic run. */
export type AutomaticTrigger = Exclude<Trigger, 'manual'>;

/** What one run is asked to look at: the changed files (relative paths) and how they changed. */
export interface TriggerBatch {
  readonly paths: ReadonlySet<string>;
  readonly kinds: ReadonlySet<AutomaticTrigger>;
}

/** The wait after the last change before a run starts. */
export const DEBOUNCE_MS = 1000;

/** Gathers changes per key (a workspace folder) and runs them, one run at a time. */
export class RunScheduler<K> {
  private readonly gathering = new Map<K, { readonly paths: Set<string>; readonly kinds: Set<AutomaticTrigger> }>();
  private readonly quiet: QuietWait<K>;
  private tail: Promise<void> = Promise.resolve();
  private running = 0;
  private disposed = false;

  constructor(
    private readonly run: (key: K, batch: TriggerBatch) => Promise<void>,
    private readonly delayMs = DEBOUNCE_MS,
    timers: Timers = nodeTimers,
  ) {
    this.quiet = new QuietWait(timers);
  }

  /** A change of `path` in `key`: (re)starts the wait. */
  request(key: K, path: string, kind: AutomaticTrigger): void {
    if (this.disposed) {
      return;
    }
    const g = this.gathering.get(key) ?? { paths: new Set<string>(), kinds: new Set<AutomaticTrigger>() };
    this.gathering.set(key, g);
    g.paths.add(path);
    g.kinds.add(kind);
    this.quiet.wait(key, this.delayMs, () => this.fire(key));
  }

  /** True while a change waits or a run is under way. */
  get busy(): boolean {
    return this.running > 0 || this.gathering.size > 0;
  }

  private fire(key: K): void {
    const batch = this.gathering.get(key);
    if (!batch) {
      return;
    }
    this.gathering.delete(key);
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
    this.quiet.dispose();
    this.gathering.clear();
  }
}
