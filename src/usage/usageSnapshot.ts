import { StateKeys } from '../constants';
import { createHash } from 'node:crypto';
import type * as vscode from 'vscode';
import type { UserInfo } from '../service/admin';
import type { Loadable } from './usageData';
import { consumptionOf, type Consumption } from './usageFormat';

/** How old the kept time of unchanged numbers may grow before it is written again. */
const SAME_NUMBERS_REWRITE_MS = 10 * 60_000;

/** What globalState keeps: numbers, a time and an account hash, no secret. */
interface StoredSnapshot {
  readonly account: string;
  readonly total: number;
  readonly consumed: number;
  /** Milliseconds since the epoch. */
  readonly at: number;
}

/** The last usage seen for an account, shown while the first refresh runs and when it fails. */
export interface UsageSnapshot {
  readonly consumption: Consumption;
  readonly at: Date;
}

/**
 * The consumption to show (the tree and the status bar): the account's as this window read it,
 * else, until this window has read the account, the one kept from an earlier window (`kept`).
 */
export function shownConsumption(
  user: Loadable<UserInfo>,
  lastKnown: UsageSnapshot | undefined,
): { readonly consumption: Consumption; readonly at?: Date; readonly kept: boolean } | undefined {
  const current = consumptionOf(user.data);
  if (current) {
    return { consumption: current, at: user.loadedAt, kept: false };
  }
  return user.data === undefined && lastKnown ? { ...lastKnown, kept: true } : undefined;
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
    const stored = this.memento.get<StoredSnapshot>(StateKeys.usageSnapshot);
    if (!stored || stored.account !== account) {
      return undefined;
    }
    const consumption = consumptionOf({ conversionsTotal: stored.total, conversionsConsumed: stored.consumed });
    return consumption ? { consumption, at: new Date(stored.at) } : undefined;
  }

  /**
   * Stores the usage just loaded. Nothing is written while the numbers stay the same and the kept
   * time is recent, so that a refresh every few minutes does not write each time, yet the age a
   * later window shows ("as of …") is never much older than the last refresh that worked.
   */
  async save(account: string, consumption: Consumption, at: Date): Promise<void> {
    const stored = this.memento.get<StoredSnapshot>(StateKeys.usageSnapshot);
    if (
      stored?.account === account &&
      stored.total === consumption.total &&
      stored.consumed === consumption.consumed &&
      at.getTime() - stored.at < SAME_NUMBERS_REWRITE_MS
    ) {
      return;
    }
    await this.memento.update(StateKeys.usageSnapshot, {
      account,
      total: consumption.total,
      consumed: consumption.consumed,
      at: at.getTime(),
    } satisfies StoredSnapshot);
  }
}
