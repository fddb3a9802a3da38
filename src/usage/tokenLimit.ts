// What the client really knows about an API Token's own consumption limit: nothing, until the
// service refuses a conversion for it (a QuotaError of scope 'token'); then, that the limit was
// used up at that time, until a conversion with the same token goes through again. The limit's
// size is not readable (no endpoint gives it, and the statistic rows do not name the token), so
// the status bar says "used up", never a guessed count. The marks are kept across windows, so a
// restarted VS Code does not show the account's count for a token it knows is used up.
import { StateKeys } from '../constants';
import { createHash } from 'node:crypto';

/** What a finished batch tells about the token that ran it. */
export interface BatchQuotaOutcome {
  readonly converted: number;
  readonly conversionsUsed: number;
  readonly quotaRefused?: 'account' | 'token';
}

/**
 * Which token a mark belongs to: a hash of its value, so that a token saved again under the same
 * name with a new value starts clean. Never shown or logged; it does not lead back to the token.
 */
export function tokenKey(value: string): string {
  return createHash('sha256').update(`convert-files token limit\n${value.trim()}`).digest('hex').slice(0, 32);
}

/** Where the marks outlive the window (globalState): token hashes and times, no secret. */
export interface MarkStore {
  get(key: string): unknown;
  update(key: string, value: unknown): Thenable<void>;
}

/** Enough for every token a person keeps; the oldest marks go first. */
const MAX_MARKS = 20;

/** The tokens whose own limit the service said is used up, and since when. */
export class TokenLimits {
  private readonly usedUp = new Map<string, Date>();

  constructor(private readonly store?: MarkStore) {
    const saved = store?.get(StateKeys.tokenLimitsUsedUp);
    if (saved && typeof saved === 'object' && !Array.isArray(saved)) {
      for (const [key, ms] of Object.entries(saved as Record<string, unknown>)) {
        if (typeof ms === 'number' && Number.isFinite(ms)) {
          this.usedUp.set(key, new Date(ms));
        }
      }
    }
  }

  private save(): void {
    const newest = [...this.usedUp].sort((a, b) => b[1].getTime() - a[1].getTime()).slice(0, MAX_MARKS);
    // A mark that cannot be kept is only lost at the next start: never worth a failure.
    void this.store
      ?.update(StateKeys.tokenLimitsUsedUp, Object.fromEntries(newest.map(([key, at]) => [key, at.getTime()])))
      ?.then(undefined, () => undefined);
  }

  /** Notes a finished batch of the token `key`; true when what the status bar shows changed. */
  noteBatch(key: string | undefined, batch: BatchQuotaOutcome, now: Date): boolean {
    if (key === undefined) {
      return false;
    }
    if (batch.quotaRefused === 'token') {
      this.usedUp.set(key, now);
      this.save();
      return true;
    }
    // A conversion that went through shows the limit was raised (or the token replaced in the dashboard).
    if ((batch.converted > 0 || batch.conversionsUsed > 0) && this.usedUp.has(key)) {
      this.usedUp.delete(key);
      this.save();
      return true;
    }
    return false;
  }

  /** When the service last refused the token `key` for its own limit, while that still holds. */
  usedUpSince(key: string | undefined): Date | undefined {
    return key === undefined ? undefined : this.usedUp.get(key);
  }
}
