// Emulator accounts as the host tests use them: the demo account's totals, fresh accounts of
// their own, and the conversion log read with the Master Token.
import { strict as assert } from 'node:assert';
import { emulator, emulatorCall } from './emulatorConnection';

/** A fresh account: its id, Master Token and one Production API Token. */
export interface Account {
  accountId: string;
  masterToken: string;
  apiToken: string;
}

/** A fresh emulator account (the demo account belongs to every suite). */
export async function createAccount(total: number): Promise<Account> {
  const created = (await emulatorCall('POST', '/_emulator/accounts', { FullName: 'Ada Lovelace', Email: 'ada@example.com', ConversionsTotal: total })) as {
    AccountId: string;
    MasterToken: string;
  };
  const token = (await emulatorCall('POST', `/_emulator/accounts/${created.AccountId}/tokens`, { Name: 'usage tests', Environment: 'Production' })) as { Token: string };
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
export async function setAccount(body: { ConversionsTotal?: number; ConversionsConsumed?: number }): Promise<void> {
  await emulatorCall('PATCH', `/_emulator/accounts/${emulator().accountId}`, body);
}

/** A row of the conversion log. */
export interface LogRow {
  Converter?: string;
  FileName?: string;
  TokenName?: string;
  Status?: number;
  Environment?: string;
}

/** The demo account's conversion log for today, newest first (read with the Master Token). */
export async function conversionLog(): Promise<LogRow[]> {
  const today = new Date().toISOString().slice(0, 10);
  const response = await fetch(new URL(`/user/log?startDate=${today}&endDate=${today}&limit=100&offset=0`, emulator().baseUrl), {
    headers: { authorization: `Bearer ${emulator().masterToken}` },
    signal: AbortSignal.timeout(10_000),
  });
  assert.equal(response.status, 200, 'GET /user/log');
  return (await response.json()) as LogRow[];
}
