/**
 * The emulator's accounts, tokens, consumption and conversion log. Everything that changes
 * accounts or tokens is written to the state file at once (temp file + rename) when there is one.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { publicRow, type StatisticRow, type StoredRow } from './statistics';

export type Environment = 'Production' | 'Development';

export interface ApiToken {
  token: string;
  name: string;
  kid: string;
  secret: string;
  environment: Environment;
  /** Null: no limit. */
  consumptionLimit: number | null;
  /** Conversions charged to this token so far (reservations included). */
  usage: number;
  /** RFC 3339 UTC; null: the token does not expire. From then on it gets 401/4011. */
  expiresAt: string | null;
}

export interface Account {
  accountId: string;
  fullName: string;
  email: string;
  masterToken: string;
  active: boolean;
  conversionsTotal: number;
  conversionsConsumed: number;
  /** The status a conversion gets (Code 4014) when none are left: 403 (SERVICE.md) or 401 (the service's docs). */
  quotaStatus: 401 | 403;
  /** The account's legacy secret and API key, as `GET /user` shows them (real members; credentials). */
  secret: string;
  apiKey: number;
  tokens: ApiToken[];
}

interface StateFile {
  version: 1;
  demo: Account;
  accounts: Account[];
}

/** An opaque token: URL-safe, no dots (so it never looks like a JWT). */
export function newOpaqueToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** Parses `Production`/`Development` (any case); undefined otherwise. */
export function parseEnvironment(value: unknown): Environment | undefined {
  if (typeof value !== 'string') {
    return undefined;
  }
  const lower = value.toLowerCase();
  return lower === 'production' ? 'Production' : lower === 'development' ? 'Development' : undefined;
}

function newToken(name: string, environment: Environment, consumptionLimit: number | null, expiresAt: string | null = null): ApiToken {
  return {
    token: newOpaqueToken(),
    name,
    kid: randomUUID(),
    secret: newOpaqueToken(32),
    environment,
    consumptionLimit,
    usage: 0,
    expiresAt,
  };
}

/** A random account number standing in for the service's integer ApiKey. */
function newApiKey(): number {
  return 100_000_000 + (randomBytes(4).readUInt32BE(0) % 900_000_000);
}

/** Members a state file written by an older emulator lacks. */
function upgrade(account: Account): Account {
  account.quotaStatus ??= 403;
  account.secret ??= newOpaqueToken(12);
  account.apiKey ??= newApiKey();
  for (const token of account.tokens) {
    token.expiresAt ??= null;
  }
  return account;
}

function makeDemo(): Account {
  return {
    accountId: randomUUID(),
    fullName: 'Demo User',
    email: 'demo@example.com',
    masterToken: newOpaqueToken(32),
    active: true,
    conversionsTotal: 1000,
    conversionsConsumed: 0,
    quotaStatus: 403,
    secret: newOpaqueToken(12),
    apiKey: newApiKey(),
    tokens: [newToken('Production token', 'Production', null), newToken('Development token', 'Development', 25)],
  };
}

const clone = <T>(value: T): T => structuredClone(value);

/** Why a reservation was refused. */
export type RefusalCode = 4014 | 4031;

export class EmulatorState {
  private demoSnapshot: Account;
  private accounts = new Map<string, Account>();
  private rows: StoredRow[] = [];
  private nextSeq = 1;

  constructor(private readonly statePath?: string) {
    const loaded = statePath ? readStateFile(statePath) : undefined;
    this.demoSnapshot = upgrade(loaded?.demo ?? makeDemo());
    for (const account of loaded?.accounts ?? [clone(this.demoSnapshot)]) {
      this.accounts.set(account.accountId, upgrade(account));
    }
    this.persist();
  }

  /** The demo account as it is now (its Master Token changes on refresh). */
  get demo(): Account {
    return this.accounts.get(this.demoSnapshot.accountId) ?? this.demoSnapshot;
  }

  /** Back to the demo account only, as it was created; statistic rows are dropped. */
  reset(): void {
    this.accounts = new Map([[this.demoSnapshot.accountId, clone(this.demoSnapshot)]]);
    this.rows = [];
    this.persist();
  }

  account(accountId: string): Account | undefined {
    return this.accounts.get(accountId);
  }

  allAccounts(): Account[] {
    return [...this.accounts.values()];
  }

  byMasterToken(value: string): Account | undefined {
    return this.allAccounts().find((a) => a.masterToken === value);
  }

  byApiToken(value: string): { account: Account; token: ApiToken } | undefined {
    for (const account of this.accounts.values()) {
      const token = account.tokens.find((t) => t.token === value);
      if (token) {
        return { account, token };
      }
    }
    return undefined;
  }

  /** Kids are GUIDs, compared without regard to case. */
  byKid(kid: string): { account: Account; token: ApiToken } | undefined {
    const lower = kid.toLowerCase();
    for (const account of this.accounts.values()) {
      const token = account.tokens.find((t) => t.kid.toLowerCase() === lower);
      if (token) {
        return { account, token };
      }
    }
    return undefined;
  }

  createAccount(fullName: string, email: string, conversionsTotal: number): Account {
    const account: Account = {
      accountId: randomUUID(),
      fullName,
      email,
      masterToken: newOpaqueToken(32),
      active: true,
      conversionsTotal,
      conversionsConsumed: 0,
      quotaStatus: 403,
      secret: newOpaqueToken(12),
      apiKey: newApiKey(),
      tokens: [],
    };
    this.accounts.set(account.accountId, account);
    this.persist();
    return account;
  }

  createToken(
    account: Account,
    name: string,
    environment: Environment,
    consumptionLimit: number | null,
    expiresAt: string | null = null,
  ): ApiToken {
    const token = newToken(name, environment, consumptionLimit, expiresAt);
    account.tokens.push(token);
    this.persist();
    return token;
  }

  /** Applies `change` to an account or token, then saves. */
  update(change: () => void): void {
    change();
    this.persist();
  }

  refreshMasterToken(account: Account): string {
    account.masterToken = newOpaqueToken(32);
    this.persist();
    return account.masterToken;
  }

  /**
   * Takes `cost` conversions from the account and the token in one synchronous step, so that
   * concurrent requests can never together take more than remains. The returned function gives
   * them back (a failed conversion costs nothing).
   */
  reserve(account: Account, token: ApiToken, cost: number): { release: () => void } | { refused: RefusalCode } {
    if (account.conversionsTotal - account.conversionsConsumed < cost) {
      return { refused: 4014 };
    }
    if (token.consumptionLimit !== null && token.consumptionLimit - token.usage < cost) {
      return { refused: 4031 };
    }
    account.conversionsConsumed += cost;
    token.usage += cost;
    this.persist();
    let released = false;
    return {
      release: () => {
        if (!released) {
          released = true;
          account.conversionsConsumed -= cost;
          token.usage -= cost;
          this.persist();
        }
      },
    };
  }

  /** Records one conversion attempt as a statistic row. */
  addRow(accountId: string, row: StatisticRow): void {
    this.rows.push({ ...row, accountId, seq: this.nextSeq++ });
  }

  /**
   * An account's statistic rows between two UTC dates (inclusive, YYYY-MM-DD), newest first
   * (the order is a guess: CONTRACT.md), equal times latest-recorded first.
   */
  statisticRows(accountId: string, startDate: string, endDate: string): StatisticRow[] {
    return this.rows
      .filter((r) => r.accountId === accountId && r.CreatedAt.slice(0, 10) >= startDate && r.CreatedAt.slice(0, 10) <= endDate)
      .sort((a, b) => (a.CreatedAt === b.CreatedAt ? b.seq - a.seq : a.CreatedAt < b.CreatedAt ? 1 : -1))
      .map(publicRow);
  }

  private persist(): void {
    if (!this.statePath) {
      return;
    }
    const file: StateFile = { version: 1, demo: this.demoSnapshot, accounts: this.allAccounts() };
    const temp = `${this.statePath}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(temp, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
    renameSync(temp, this.statePath);
  }
}

function readStateFile(path: string): StateFile | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined;
    }
    throw err;
  }
  const file = JSON.parse(text) as Partial<StateFile>;
  if (file.version !== 1 || typeof file.demo?.accountId !== 'string' || !Array.isArray(file.accounts)) {
    throw new Error(`${path} is not an emulator state file (version 1).`);
  }
  return file as StateFile;
}
