// The cap on automatic conversions per hour: what automatic runs used in the last 60 minutes,
// and whether a run that needs `n` more stays under the cap. The clock is injected. The count is
// kept in a store (globalState in VS Code): a window reload, or another window, does not start it
// again; only a person's Resume does.

const HOUR_MS = 60 * 60 * 1000;

export interface CapUse {
  readonly at: number;
  readonly n: number;
}

/** Where the last hour's uses are kept between windows and reloads. */
export interface CapStore {
  get(): readonly CapUse[] | undefined;
  set(used: readonly CapUse[]): void;
}

function memoryStore(): CapStore {
  let kept: readonly CapUse[] = [];
  return { get: () => kept, set: (used) => (kept = used) };
}

/** Only well-formed, finite uses count: a kept value is never trusted blindly. */
function valid(used: readonly CapUse[] | undefined): CapUse[] {
  return Array.isArray(used)
    ? used.filter((u): u is CapUse => typeof u?.at === 'number' && typeof u.n === 'number' && Number.isFinite(u.at) && u.n > 0)
    : [];
}

export class HourlyCap {
  constructor(
    private readonly now: () => number = Date.now,
    private readonly store: CapStore = memoryStore(),
  ) {}

  private recent(): CapUse[] {
    const since = this.now() - HOUR_MS;
    return valid(this.store.get()).filter((u) => u.at > since);
  }

  /** Conversions used by automatic runs in the last hour. */
  usedInLastHour(): number {
    return this.recent().reduce((sum, u) => sum + u.n, 0);
  }

  /** True when `needed` more would take the last hour's count above `cap`. */
  wouldExceed(needed: number, cap: number): boolean {
    return this.usedInLastHour() + needed > cap;
  }

  record(n: number): void {
    if (n > 0) {
      this.store.set([...this.recent(), { at: this.now(), n }]);
    }
  }

  /** A person resumed automatic runs: the count starts again. */
  reset(): void {
    this.store.set([]);
  }
}
