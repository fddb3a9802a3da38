// What the client really knows about an API Token's own consumption limit: nothing, until the
// service refuses a conversion for it (a QuotaError of scope 'token'); then, that the limit was
// used up at that time, until a conversion with the same token goes through again. The limit's
// size is not readable (no endpoint gives it, and the statistic rows do not name the token), so
// the status bar says "used up", never a guessed count.
import { createHash } from 'node:crypto';

/** What a finished batch tells about the token that ran it. */
export interface BatchQuotaOutcome {
  readonly converted: number;
  readonly conversionsUsed: number;
  readonly quotaRefused?: 'account' | 'token';
}

/**
 * Which token a mark belongs to: a hash of its value, so that a token saved again under the same
 * name with a new value starts clean. Kept in memory only; never shown or logged.
 */
export function tokenKey(value: string): string {
  return createHash('sha256').update(`convert-files token limit\n${value.trim()}`).digest('hex').slice(0, 32);
}

/** The tokens whose own limit the service said is used up, and since when. */
export class TokenLimits {
  private readonly usedUp = new Map<string, Date>();

  /** Notes a finished batch of the token `key`; true when what the status bar shows changed. */
  noteBatch(key: string | undefined, batch: BatchQuotaOutcome, now: Date): boolean {
    if (key === undefined) {
      return false;
    }
    if (batch.quotaRefused === 'token') {
      this.usedUp.set(key, now);
      return true;
    }
    // A conversion that went through shows the limit was raised (or the token replaced in the dashboard).
    if ((batch.converted > 0 || batch.conversionsUsed > 0) && this.usedUp.has(key)) {
      this.usedUp.delete(key);
      return true;
    }
    return false;
  }

  /** When the service last refused the token `key` for its own limit, while that still holds. */
  usedUpSince(key: string | undefined): Date | undefined {
    return key === undefined ? undefined : this.usedUp.get(key);
  }
}
