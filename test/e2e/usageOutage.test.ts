// A usage outage as a person meets it (issue 27, item 3): the Usage view and the status bar show
// the account's numbers; then the service answers the usage requests with a proxy's error page
// and the person presses Refresh Usage. The numbers stay, marked with their age, under one line
// that says the refresh failed; the status bar keeps the count with the time it is from.
import { strict as assert } from 'node:assert';
import { localize } from './support/manifest';
import { STEP_TIMEOUT_MS, useWorkbench } from './support/workbench';
import { accountAtEmulator, emulatorFaults, setMasterTokenFromPalette } from './support/emulator';

/** What is left of the demo account, as the extension words the count. */
async function accountLeft(): Promise<string> {
  const user = await accountAtEmulator();
  return (user.ConversionsTotal - user.ConversionsConsumed).toLocaleString('en');
}

describe('usage during an outage', () => {
  const workbench = useWorkbench();

  after(async () => {
    await emulatorFaults({ MalformedBody: 0 });
  });

  it('keeps the last numbers in the Usage view and the status bar, with their age, when a refresh fails', async () => {
    const wb = workbench();
    await setMasterTokenFromPalette(wb);
    const sideBar = await wb.openActivity(localize('%container.title%'));
    const rows = sideBar.locator('.monaco-list-row');
    const left = await accountLeft();
    const consumption = rows.filter({ hasText: 'Consumption' }).first();
    await consumption.filter({ hasText: `${left} left` }).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    const statusItem = wb.page.locator('.part.statusbar .statusbar-item').filter({ hasText: new RegExp(`^\\s*${left} left`) });
    await statusItem.first().waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });

    // The next two requests (the account and its statistics) get a proxy's error page.
    await emulatorFaults({ MalformedBody: 2 });
    await wb.runCommand(`${localize('%category%')}: ${localize('%command.refreshUsage%')}`);

    // One line says the refresh failed; the sections keep their numbers, each with its age.
    await wb.waitForText(rows, 'Could not refresh the usage');
    await consumption.filter({ hasText: new RegExp(`${left} left · as of `) }).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    for (const name of ['Account', 'Statistics', 'Recent conversions']) {
      const section = rows.filter({ hasText: name }).first();
      assert.match((await section.innerText()).replace(/\s+/g, ' '), /as of /, `${name} has no age`);
    }
    const texts = (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
    assert.ok(
      texts.some((t) => t.startsWith('Consumed')),
      `the consumption's numbers are gone: ${texts.join(' | ')}`,
    );

    // The status bar: the same count, with the time it is from, never "Usage unavailable".
    const stale = wb.page.locator('.part.statusbar .statusbar-item').filter({ hasText: new RegExp(`${left} left · as of `) });
    await stale.first().waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    assert.equal(await wb.page.locator('.part.statusbar .statusbar-item').filter({ hasText: 'Usage unavailable' }).count(), 0);
    await wb.screenshot('usage view during an outage');

    // The service is back: Refresh takes the marks away.
    await emulatorFaults({ MalformedBody: 0 });
    await wb.runCommand(`${localize('%category%')}: ${localize('%command.refreshUsage%')}`);
    await consumption
      .filter({ hasText: new RegExp(`^\\s*Consumption\\s*${left} left\\s*$`) })
      .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await statusItem.first().filter({ hasNotText: 'as of' }).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  });
});
