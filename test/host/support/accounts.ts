// Emulator accounts as the host tests use them: the demo account's totals, fresh accounts of
// their own, and the conversion log (the statistic rows) read with the Master Token.
import { strict as assert } from 'node:assert';
import type { ExtensionApi } from '../../../src/extension';
import type { ExtensionServices } from '../../../src/extensionServices';
import { emulator, emulatorCall } from './emulatorConnection';
import { until } from './wait';

/** A fresh account: its id, Master Token and one Production API Token. */
export interface Account {
  accountId: string;
  masterToken: string;
  apiToken: string;
}

/** A fresh emulator account (the demo account belongs to every suite). */
export async function createAccount(total: number): Promise<Account> {
  const created = (await emulatorCall('POST', '/_emulator/accounts', {
    FullName: 'Ada Lovelace',
    Email: 'ada@example.com',
    ConversionsTotal: total,
  })) as {
    AccountId: string;
    MasterToken: string;
  };
  const token = (await emulatorCall('POST', `/_emulator/accounts/${created.AccountId}/tokens`, {
    Name: 'usage tests',
    Environment: 'Production',
  })) as { Token: string };
  return { accountId: created.AccountId, masterToken: created.MasterToken, apiToken: token.Token };
}

export async function setConsumption(account: Account, total: number, consumed: number): Promise<void> {
  await emulatorCall('PATCH', `/_emulator/accounts/${account.accountId}`, { ConversionsTotal: total, ConversionsConsumed: consumed });
}

/** The demo account's totals, as GET /user answers them. */
export async function account(): Promise<{ ConversionsTotal: number; ConversionsConsumed: number }> {
  const response = await fetch(new URL('/user', emulator().baseUrl), {
    headers: { authorization: `Bearer ${emulator().masterToken}` },
    signal: AbortSignal.timeout(10_000),
  });
  return (await response.json()) as { ConversionsTotal: number; ConversionsConsumed: number };
}

/** Changes the demo account's totals. */
export async function setAccount(body: {
  ConversionsTotal?: number;
  ConversionsConsumed?: number;
  QuotaStatus?: 401 | 403;
}): Promise<void> {
  await emulatorCall('PATCH', `/_emulator/accounts/${emulator().accountId}`, body);
}

/** A row of /user/statistic (revision 2: one per conversion). */
export interface LogRow {
  Converter?: string;
  Source?: string;
  Result?: boolean;
}

/** Today's successful (charged) conversions of the demo account, one /user/statistic row each. */
export async function conversionLog(): Promise<LogRow[]> {
  const today = new Date().toISOString().slice(0, 10);
  const response = await fetch(new URL(`/user/statistic?startDate=${today}&endDate=${today}`, emulator().baseUrl), {
    headers: { authorization: `Bearer ${emulator().masterToken}` },
    signal: AbortSignal.timeout(10_000),
  });
  assert.equal(response.status, 200, 'GET /user/statistic');
  return ((await response.json()) as LogRow[]).filter((row) => row.Result === true);
}

/**
 * Runs `change` (a credential change) and waits until the extension's registered Usage view has
 * read the account again since, so that it does not keep its usage behind a test's back later.
 */
export async function settledOn(services: ExtensionServices, change: () => Promise<void>): Promise<void> {
  const { usage } = services as ExtensionApi;
  const since = Date.now();
  await change();
  await until(
    'the registered Usage view to read the account',
    () => !usage.model.loading && (usage.model.user.loadedAt?.getTime() ?? 0) >= since,
  );
}
