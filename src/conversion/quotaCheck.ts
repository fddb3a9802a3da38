// The check before a batch: enough conversions left on the account? Only with a Master Token;
// any trouble asking is logged and the batch goes ahead (the service refuses what it must).
import { CancelledError, isCancellation } from '../service/errors';
import type { AdminClient } from '../service/admin';
import type { ConversionLog } from './ports';

/** Too few conversions left: the numbers the message names. */
export interface QuotaRefusal {
  readonly needed: number;
  readonly left: number;
  readonly total: number;
}

/** What the check found: go ahead, go ahead without knowing (said at the end), or refuse. */
export interface QuotaVerdict {
  readonly refusal?: QuotaRefusal;
  /** The check could not answer (no totals, a failure, its deadline): the batch went ahead unchecked. */
  readonly unchecked?: boolean;
}

export interface QuotaCheckDeps {
  /** The admin client for the Master Token; undefined when none is set. */
  adminClient(): Promise<Pick<AdminClient, 'getUser'> | undefined>;
  readonly log: ConversionLog;
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * A refusal when the account has fewer than `needed` conversions left. `checking` is called when
 * the check is really made. The admin client's own deadline (USAGE_DEADLINE_MS) bounds it, so a
 * hung service delays the batch by at most that.
 */
export async function checkQuota(deps: QuotaCheckDeps, needed: number, signal: AbortSignal, checking: () => void): Promise<QuotaVerdict> {
  const { log } = deps;
  let admin;
  try {
    admin = await deps.adminClient();
  } catch (err) {
    log.warn(`Conversions left not checked (${errorText(err)}); converting anyway.`);
    return { unchecked: true };
  }
  if (!admin) {
    return {};
  }
  try {
    checking();
    const user = await admin.getUser(signal);
    if (user.conversionsTotal === undefined || user.conversionsConsumed === undefined) {
      log.warn('Conversions left not checked: the account record has no totals; converting anyway.');
      return { unchecked: true };
    }
    const left = Math.max(0, user.conversionsTotal - user.conversionsConsumed);
    log.info(`Conversions left on the account: ${left} of ${user.conversionsTotal}; this batch needs ${needed}.`);
    return needed <= left ? {} : { refusal: { needed, left, total: user.conversionsTotal } };
  } catch (err) {
    if (isCancellation(err) || signal.aborted) {
      throw new CancelledError();
    }
    log.warn(`Conversions left could not be checked (${errorText(err)}); converting anyway.`);
    return { unchecked: true };
  }
}
