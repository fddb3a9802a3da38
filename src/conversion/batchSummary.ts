/**
 * What a batch (also one of a single conversion: a preview, a text, a web page) did, for the Usage view,
 * the status bar and the walkthrough. Built here and nowhere else, so that every caller counts by
 * the same rule: every conversion the service charged is counted, also when its result could not
 * be saved, failed or was cancelled. Pure: tested in plain Node.
 */
import { classifyError } from '../service/errors';

/** What one conversion batch did; fired when it ends (also when cancelled or failed). */
export interface BatchSummary {
  readonly converted: number;
  readonly skipped: number;
  readonly failed: number;
  /** Conversions the service charged (1 per file when it did not say). */
  readonly conversionsUsed: number;
  /** Some of conversionsUsed are assumed (1 each): the service did not say what those cost. */
  readonly costAssumed?: boolean;
  readonly cancelled: boolean;
  /** Present when the service refused a conversion for quota: the account's, or the API Token's own limit. */
  readonly quotaRefused?: 'account' | 'token';
}

/** What the tally needs of one outcome. */
export type TallyOutcome =
  /** `costAssumed`: the service did not say what it cost, so `cost` is the assumed 1. */
  | { readonly status: 'converted' | 'skipped'; readonly cost: number; readonly costAssumed?: boolean }
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
  /** Some conversion's cost was assumed (the service did not say it). */
  readonly costAssumed: boolean;
}

/** Sums a batch's outcomes. */
export function tallyOutcomes(outcomes: readonly TallyOutcome[]): BatchTally {
  const tally = { converted: 0, skipped: 0, failed: 0, conversionsUsed: 0, chargedNotSaved: 0, costAssumed: false };
  for (const outcome of outcomes) {
    if ('cost' in outcome) {
      tally[outcome.status] += 1;
      tally.conversionsUsed += outcome.cost;
      tally.costAssumed ||= outcome.costAssumed === true && outcome.cost > 0;
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

/**
 * The one builder of a BatchSummary: the outcomes' tally, whether the batch was cancelled, and
 * the quota refusal when `stopError` (what stopped it, if anything) is one.
 */
export function summariseBatch(
  outcomes: readonly TallyOutcome[],
  cancelled: boolean,
  stopError?: unknown,
): { readonly summary: BatchSummary; readonly chargedNotSaved: number } {
  const { chargedNotSaved, costAssumed, ...counts } = tallyOutcomes(outcomes);
  const quota = stopError === undefined ? undefined : classifyError(stopError);
  return {
    summary: {
      ...counts,
      cancelled,
      ...(costAssumed ? { costAssumed } : {}),
      ...(quota?.kind === 'quota' ? { quotaRefused: quota.scope } : {}),
    },
    chargedNotSaved,
  };
}
