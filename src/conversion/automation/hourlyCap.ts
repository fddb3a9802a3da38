// The cap on automatic conversions per hour: what automatic runs used in the last 60 minutes,
// and whether a run that needs `n` more stays under the cap. The clock is injected.

const HOUR_MS = 60 * 60 * 1000;

export class HourlyCap {
  private used: { at: number; n: number }[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  /** Conversions used by automatic runs in the last hour. */
  usedInLastHour(): number {
    const since = this.now() - HOUR_MS;
    this.used = this.used.filter((u) => u.at > since);
    return this.used.reduce((sum, u) => sum + u.n, 0);
  }

  /** True when `needed` more would take the last hour's count above `cap`. */
  wouldExceed(needed: number, cap: number): boolean {
    return this.usedInLastHour() + needed > cap;
  }

  record(n: number): void {
    if (n > 0) {
      this.used.push({ at: this.now(), n });
    }
  }

  /** A person resumed automatic runs: the count starts again. */
  reset(): void {
    this.used = [];
  }
}
