// What the UI tier's runner tells the tests about the emulator it started (its address, the demo
// account's Master Token and API Tokens).
import { EMULATOR_ENV, type EmulatorInfo } from '../../support/emulatorInfo';
import { localize } from './manifest';
import { STEP_TIMEOUT_MS, type Workbench } from './workbench';

export function emulatorInfo(): EmulatorInfo {
  const raw = process.env[EMULATOR_ENV];
  if (!raw) {
    throw new Error(`${EMULATOR_ENV} is not set: run the UI tier through \`npm run test:ui\`.`);
  }
  return JSON.parse(raw) as EmulatorInfo;
}

/** Set Master Token… from the palette, as the Usage view's welcome content suggests, with the demo account's token. */
export async function setMasterTokenFromPalette(wb: Workbench): Promise<void> {
  const row = await wb.paletteRow(`${localize('%category%')}: ${localize('%command.setMasterToken%')}`);
  await row.click();
  const input = wb.page.locator('.quick-input-widget .quick-input-box input');
  await input.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  await input.fill(emulatorInfo().masterToken);
  await input.press('Enter');
}

/** Set API Token… from the palette, as a person does (three steps), with the demo account's first token under `name`. */
export async function setApiTokenFromPalette(wb: Workbench, name: string): Promise<void> {
  await (await wb.paletteRow(`${localize('%category%')}: ${localize('%command.setApiToken%')}`)).click();
  const widget = wb.page.locator('.quick-input-widget');
  const input = widget.locator('.quick-input-box input');
  for (const [step, value] of [
    ['(1/3)', name],
    ['(2/3)', 'Production'],
    ['(3/3)', emulatorInfo().apiTokens[0].token],
  ] as const) {
    await widget.locator('.quick-input-title', { hasText: step }).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await input.fill(value);
    await input.press('Enter');
  }
  await wb.notification(`API Token "${name}"`);
  await wb.closeNotificationCentre();
}
