// What the UI tier's runner tells the tests about the emulator it started (its address, the demo
// account's Master Token and API Tokens), the emulator read and driven as any client would, and
// the tokens set from the palette as a person does.
import { strict as assert } from 'node:assert';
import { EMULATOR_ENV, type EmulatorInfo } from '../../support/emulatorInfo';
import { localize } from './manifest';
import { useWorkbench, type Workbench } from './workbench';

export function emulatorInfo(): EmulatorInfo {
  const raw = process.env[EMULATOR_ENV];
  if (!raw) {
    throw new Error(`${EMULATOR_ENV} is not set: run the UI tier through \`npm run test:ui\`.`);
  }
  return JSON.parse(raw) as EmulatorInfo;
}

/** The demo account's Production API Token (its Kid and secret too). */
export function productionToken(): EmulatorInfo['apiTokens'][number] {
  const production = emulatorInfo().apiTokens.find((t) => t.environment === 'Production');
  assert.ok(production, 'the emulator has no Production token');
  return production;
}

/** The emulator's request log from entry `since` on (its own management calls included), oldest first. */
export async function emulatorRequests<T extends { path: string } = { path: string }>(since = 0): Promise<T[]> {
  const response = await fetch(new URL(`/_emulator/requests?since=${since}`, emulatorInfo().baseUrl), {
    signal: AbortSignal.timeout(10_000),
  });
  return (await response.json()) as T[];
}

/** Tells the emulator to misbehave (`{ MalformedBody: 2 }`: a proxy's HTML error page for the next two requests; 0 ends it). */
export async function emulatorFaults(body: Record<string, number>): Promise<void> {
  const response = await fetch(new URL('/_emulator/faults', emulatorInfo().baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  assert.ok(response.ok, `the emulator refused the faults: ${response.status}`);
}

/** The demo account's numbers, read the way any client would (GET /user with the Master Token). */
export async function accountAtEmulator(): Promise<{ ConversionsTotal: number; ConversionsConsumed: number }> {
  const info = emulatorInfo();
  const response = await fetch(new URL('/user', info.baseUrl), {
    headers: { authorization: `Bearer ${info.masterToken}` },
    signal: AbortSignal.timeout(10_000),
  });
  return (await response.json()) as { ConversionsTotal: number; ConversionsConsumed: number };
}

/** One conversion at the emulator with the Production token, as any client would send it; returns the status. */
export async function convertAtEmulator(route: string, name: string, content: string): Promise<number> {
  const form = new FormData();
  form.append('File', new Blob([content]), name);
  const response = await fetch(new URL(route, emulatorInfo().baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${productionToken().token}` },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Set Master Token… from the palette, as the Usage view's welcome content suggests, with the demo account's token. */
export async function setMasterTokenFromPalette(wb: Workbench): Promise<void> {
  await (await wb.paletteRow(`${localize('%category%')}: ${localize('%command.setMasterToken%')}`)).click();
  await wb.answerStep(undefined, emulatorInfo().masterToken);
}

/** Set API Token… from the palette, as a person does (three steps), with the demo account's first token under `name`. */
export async function setApiTokenFromPalette(wb: Workbench, name: string): Promise<void> {
  await (await wb.paletteRow(`${localize('%category%')}: ${localize('%command.setApiToken%')}`)).click();
  await wb.answerStep('(1/3)', name);
  await wb.answerStep('(2/3)', 'Production');
  await wb.answerStep('(3/3)', emulatorInfo().apiTokens[0].token);
  await wb.notification(`API Token "${name}"`);
  await wb.closeNotificationCentre();
}

/** useWorkbench(), with the demo account's first API Token set from the palette under `name` before the tests. */
export function useWorkbenchWithApiToken(name: string): () => Workbench {
  const workbench = useWorkbench();
  before(async function () {
    this.timeout(120_000);
    await setApiTokenFromPalette(workbench(), name);
  });
  return workbench;
}
