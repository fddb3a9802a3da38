/**
 * Counting a batch's outcomes for its summary. Pure, so the rule "every conversion the service
 * charged is counted, also when its result could not be saved" is tested in plain Node.
 */

/** What the tally needs of one outcome. */
export type TallyOutcome =
  | { readonly status: 'converted' | 'skipped'; readonly cost: number }
  /** `charged`: conversions the service charged before the failure or the cancel (0 when none). */
  | { readonly status: 'failed' | 'cancelled'; readonly charged: number };

export interface BatchTally {
  readonly converted: number;
  readonly skipped: number;
  readonly failed: number;
  /** Everything the service charged, saved or not. */
  readonly conversionsUsed: number;
  /** Of those, the ones whose results were not saved (failed or cancelled after the service answered). */
  readonly chargedNotSaved: number;
}

/** Sums a batch's outcomes. */
export function tallyOutcomes(outcomes: readonly TallyOutcome[]): BatchTally {
  const tally = { converted: 0, skipped: 0, failed: 0, conversionsUsed: 0, chargedNotSaved: 0 };
  for (const outcome of outcomes) {
    if ('cost' in outcome) {
      tally[outcome.status] += 1;
      tally.conversionsUsed += outcome.cost;
    } else {
      if (outcome.status === 'failed') {
        tally.failed += 1;
      }
      tally.conversionsUsed += outcome.charged;
      tally.chargedNotSaved += outcome.charged;
    }
  }
  return tally;
}
