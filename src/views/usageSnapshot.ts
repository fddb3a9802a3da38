import { StateKeys } from '../constants';
import { createHash } from 'node:crypto';
import type * as vscode from 'vscode';
import type { StatusBarState } from './statusBar';
import { consumptionOf, type Consumption } from './usageFormat';

/** globalState key of the last usage seen (no secret in it: numbers, a time and an account hash). */
const SNAPSHOT_KEY = StateKeys.usageSnapshot;

interface StoredSnapshot {
  readonly account: string;
  readonly total: number;
  readonly consumed: number;
  /** Milliseconds since the epoch. */
  readonly at: number;
}

/** The last usage seen for an account, as the status bar shows it while the first refresh runs. */
export interface UsageSnapshot {
  readonly consumption: Consumption;
  readonly at: Date;
}

/**
 * Which account a snapshot belongs to: service and Master Token, hashed, so that another token
 * or service never shows this one's numbers and globalState holds nothing that leads to the token.
 */
export function accountOf(baseUrl: string, masterToken: string): string {
  return createHash('sha256').update(`${baseUrl}\n${masterToken}`).digest('hex').slice(0, 32);
}

/**
 * Keeps the last usage in globalState, so that a window that starts shows "N left" at once,
 * before the first refresh has answered (or while the service cannot be reached).
 */
export class UsageSnapshots {
  constructor(private readonly memento: vscode.Memento) {}

  read(account: string): UsageSnapshot | undefined {
    const stored = this.memento.get<StoredSnapshot>(SNAPSHOT_KEY);
    if (!stored || stored.account !== account) {
      return undefined;
    }
    const consumption = consumptionOf({ conversionsTotal: stored.total, conversionsConsumed: stored.consumed });
    return consumption ? { consumption, at: new Date(stored.at) } : undefined;
  }

  /** Stores the usage just loaded; nothing is written when the numbers did not change. */
  async save(account: string, consumption: Consumption, at: Date): Promise<void> {
    const stored = this.memento.get<StoredSnapshot>(SNAPSHOT_KEY);
    if (stored?.account === account && stored.total === consumption.total && stored.consumed === consumption.consumed) {
      return;
    }
    await this.memento.update(SNAPSHOT_KEY, {
      account,
      total: consumption.total,
      consumed: consumption.consumed,
      at: at.getTime(),
    } satisfies StoredSnapshot);
  }
}

/** The status bar state with the snapshot's numbers while the account's usage is still loading. */
export function withSnapshot(state: StatusBarState, snapshot: UsageSnapshot | undefined): StatusBarState {
  if (state.level !== 'loading' || state.consumption || !snapshot) {
    return state;
  }
  return { ...state, consumption: snapshot.consumption, lastRefresh: snapshot.at };
}
