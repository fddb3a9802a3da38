// A wait per key that each new change starts again: what is done at its end is done once, when
// nothing changed for the whole wait. A rules file being typed (and auto saved) is read once the
// person stopped, not at every pause; a save a person made ends the wait at once.

/** Timers as automatic runs use them, injected so that the unit tier drives the clock. */
export interface Timers {
  set(fire: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const nodeTimers: Timers = {
  set: (fire, ms) => setTimeout(fire, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** How long a rules file must stay unchanged before it is acted on (unless saved by a person). */
export const RULES_QUIET_MS = 3000;

export class QuietWait<K> {
  private readonly waiting = new Map<K, unknown>();

  constructor(private readonly timers: Timers = nodeTimers) {}

  /** (Re)starts the wait of `key`; `fire` runs when it ends without another call for `key`. */
  wait(key: K, ms: number, fire: () => void): void {
    this.cancel(key);
    this.waiting.set(
      key,
      this.timers.set(() => {
        this.waiting.delete(key);
        fire();
      }, ms),
    );
  }

  /** Ends the wait of `key` now, without its action (the caller acts itself). */
  cancel(key: K): void {
    const handle = this.waiting.get(key);
    if (handle !== undefined) {
      this.timers.clear(handle);
      this.waiting.delete(key);
    }
  }

  /** True while `key` waits. */
  has(key: K): boolean {
    return this.waiting.has(key);
  }

  dispose(): void {
    for (const handle of this.waiting.values()) {
      this.timers.clear(handle);
    }
    this.waiting.clear();
  }
}
