// The one state the usage status bar item draws, derived from the model and what the controller
// knows beside it (token-limit refusals, the Master Token's check, the last usage kept from an
// earlier window). Plain data, no `vscode`: the controller compares it with the last one drawn
// and redraws only when it changed; the unit tier checks the derivation in plain Node.
import type { ActiveTokenInfo } from './usageData';
import { isMasterTokenRejected, isUnreachable } from './usageData';
import { levelOf, statusLevelOf, type Consumption, type StatusLevel } from './usageFormat';
import type { UsageModel } from './usageModel';
import { shownConsumption, type UsageSnapshot } from './usageSnapshot';

/** Everything the status bar item shows; UsageStatusBar.update(state) renders it. */
export interface StatusBarState {
  readonly level: StatusLevel;
  /** The account's consumption: the current one, or the last known one (see `asOf`). */
  readonly consumption?: Consumption;
  readonly lastRefresh?: Date;
  readonly token?: ActiveTokenInfo;
  /** Conversions made in this window (shown when there is no Master Token). */
  readonly sessionConversions: number;
  /** Why the usage is unavailable (level 'error'), or why the numbers shown are old (`asOf`). */
  readonly problem?: 'masterToken' | 'unreachable' | 'noTotals' | 'other';
  readonly problemMessage?: string;
  /** The last refresh failed and the numbers shown are the last known ones, from this time. */
  readonly asOf?: Date;
  /** When the service refused a conversion because the active API Token's own limit is used up. */
  readonly tokenUsedUp?: Date;
  /** The Master Token was saved although its check failed: a 401 is no dashboard refresh. */
  readonly masterTokenUnchecked?: boolean;
}

/** What the status bar knows beside the model. */
export interface StatusFacts {
  readonly warningPercent: number;
  readonly tokenUsedUp?: Date;
  readonly masterTokenUnchecked?: boolean;
  /** The usage kept from an earlier window for this account: shown until the account is read. */
  readonly lastKnown?: UsageSnapshot;
  /** One line for an error, in the display language. */
  describe(error: unknown): string;
}

type Problem = NonNullable<StatusBarState['problem']>;

function problemOf(error: unknown): Problem {
  return isMasterTokenRejected(error) ? 'masterToken' : isUnreachable(error) ? 'unreachable' : 'other';
}

/**
 * The status bar state for what the model holds now. A failed refresh keeps the numbers last
 * known (from this window, or kept from an earlier one), marked with their time, unless the
 * Master Token was refused or the settings are unusable: then the numbers are no longer the
 * account's to show, and the problem is.
 */
export function statusStateOf(model: UsageModel, facts: StatusFacts): StatusBarState {
  const signedIn = model.signedIn;
  const user = model.user;
  const loading = user.loading && !model.authError;
  // The account's own error first: a refused token or an unusable setting outranks a failed load.
  const blocking = model.authError ?? model.configError;
  const error = blocking ?? user.error;
  // Kept from an earlier window only while signed in (and only until this window has read the account).
  const shown = shownConsumption(user, signedIn !== false ? facts.lastKnown : undefined);
  const consumption = shown?.consumption;
  const at = shown?.at;
  const stale = consumption !== undefined && error !== undefined && blocking === undefined && !loading;
  // Stale numbers are shown at their level (signed in, as no numbers are kept for a signed-out window).
  const level: StatusLevel =
    stale && consumption
      ? levelOf(consumption, facts.warningPercent)
      : statusLevelOf({
          signedIn,
          loading,
          failed: error !== undefined,
          consumption: shown?.kept ? undefined : consumption,
          warningPercent: facts.warningPercent,
        });
  const problem: Problem | undefined = level === 'error' || stale ? (error === undefined ? 'noTotals' : problemOf(error)) : undefined;
  const showsConsumption = level !== 'error' && level !== 'signedOut';
  return {
    level,
    ...(showsConsumption && consumption ? { consumption } : {}),
    ...(level !== 'signedOut' && at ? { lastRefresh: at } : {}),
    ...(model.activeToken ? { token: model.activeToken } : {}),
    sessionConversions: model.sessionConversions,
    ...(problem ? { problem } : {}),
    ...((problem === 'other' || problem === 'unreachable') && error !== undefined ? { problemMessage: facts.describe(error) } : {}),
    ...(stale && at ? { asOf: at } : {}),
    ...(facts.tokenUsedUp ? { tokenUsedUp: facts.tokenUsedUp } : {}),
    ...(facts.masterTokenUnchecked ? { masterTokenUnchecked: true } : {}),
  };
}

/** Whether two states draw the same item (the controller redraws only when they do not). */
export function sameStatus(a: StatusBarState | undefined, b: StatusBarState): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}
