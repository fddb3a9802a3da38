// Which usage loads failed, said once: /user feeds two sections and the statistic rows two more,
// so one failure of the service used to show as up to four error rows. Failures with the same
// message are one problem; data still shown after a failed refresh is stale, with its age.
import type { Loadable } from './usageData';

/** The three loads behind the view's sections. */
export type UsageLoad = 'account' | 'statistics' | 'recent';

export interface UsageProblem {
  readonly error: unknown;
  readonly message: string;
  /** The loads that failed with this message, in view order. */
  readonly failed: readonly UsageLoad[];
  /** True when some of them still show older data. */
  readonly stale: boolean;
}

const ORDER: readonly UsageLoad[] = ['account', 'statistics', 'recent'];

/** An error's English text: failures with the same one are one problem. */
function messageOf(error: unknown): string {
  return error instanceof Error || (error && typeof (error as Error).message === 'string') ? (error as Error).message : String(error);
}

/** The failed loads, one problem per distinct message. */
export function usageProblems(loads: Readonly<Record<UsageLoad, Loadable<unknown>>>): UsageProblem[] {
  const problems: { error: unknown; message: string; failed: UsageLoad[]; stale: boolean }[] = [];
  for (const load of ORDER) {
    const { error, data } = loads[load];
    if (error === undefined) {
      continue;
    }
    const message = messageOf(error);
    const same = problems.find((p) => p.message === message);
    if (same) {
      same.failed.push(load);
      same.stale ||= data !== undefined;
    } else {
      problems.push({ error, message, failed: [load], stale: data !== undefined });
    }
  }
  return problems;
}

/** When the data shown was fetched, if the refresh after it failed; undefined when it is current. */
export function staleSince(load: Loadable<unknown>): Date | undefined {
  return load.error !== undefined && load.data !== undefined ? load.loadedAt : undefined;
}
