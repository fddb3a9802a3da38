// What a person sees of the account's usage, with the packaged extension: before a Master Token
// the status bar counts this window's conversions and the Usage view explains what to set; after
// "Set Master Token…" the status bar says how many conversions are left, and the Convert Files
// activity shows the account, its consumption, statistics and recent conversions.
import { strict as assert } from 'node:assert';
import { localize } from './support/manifest';
import { STEP_TIMEOUT_MS, useWorkbench, type Workbench } from './support/workbench';
import { accountAtEmulator, convertAtEmulator, setMasterTokenFromPalette } from './support/emulator';

/** The usage item in the status bar (its accessible name ends in "left" or "made in this window"). */
function usageItem(wb: Workbench, text: RegExp) {
  return wb.page.locator('.part.statusbar .statusbar-item').filter({ hasText: text }).first();
}

describe('usage at a glance', () => {
  const workbench = useWorkbench();

  it('shows the account usage in the status bar and the Usage view once the Master Token is set', async () => {
    const wb = workbench();
    const sideBar = await wb.openActivity(localize('%container.title%'));

    // Some activity on the account, so that statistics and recent conversions have rows.
    for (const name of ['minutes.md', 'agenda.md']) {
      assert.equal(
        await convertAtEmulator('/convert/md/to/pdf', name, `# ${name}\n\nA few words.\n`),
        200,
        `converting ${name} at the emulator`,
      );
    }

    // Set Master Token… from the palette, as the welcome content suggests.
    await setMasterTokenFromPalette(wb);

    // The status bar: what is left, exactly as the service says.
    const account = await accountAtEmulator();
    const left = (account.ConversionsTotal - account.ConversionsConsumed).toLocaleString('en');
    const item = usageItem(wb, new RegExp(`^\\s*${left} left`));
    await item.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });

    // The Usage view: account, consumption, statistics, recent conversions.
    const rows = sideBar.locator('.monaco-list-row');
    for (const text of [
      'Account',
      'Demo User',
      'Consumption',
      `${account.ConversionsConsumed.toLocaleString('en')} / ${account.ConversionsTotal.toLocaleString('en')}`,
      'Statistics',
      'Last 7 days',
      'Recent conversions',
      'agenda.md',
      'minutes.md',
    ]) {
      await wb.waitForText(rows, text);
    }
    // The last 7 days by converter.
    await rows.filter({ hasText: 'Last 7 days' }).first().click();
    await rows.filter({ hasText: 'By converter' }).first().click();
    await wb.waitForText(rows, 'md-to-pdf');
    // A wider side bar, so that the recent conversions' details fit (drag the sash at its edge).
    const box = await sideBar.boundingBox();
    if (box) {
      await wb.page.mouse.move(box.x + box.width + 1, box.y + box.height / 2);
      await wb.page.mouse.down();
      await wb.page.mouse.move(box.x + box.width + 160, box.y + box.height / 2, { steps: 8 });
      await wb.page.mouse.up();
      await wb.page.mouse.move(box.x + box.width + 400, box.y + box.height / 2);
    }
    // The toasts out of the way ("Master Token saved"), then the picture for the README.
    await wb.clearNotifications();
    await wb.screenshot('usage view');

    // Hovering the status bar item shows the details; clicking it shows the Usage view.
    await item.hover();
    const hover = wb.page.locator('.monaco-hover, .workbench-hover').filter({ hasText: 'Convert Files usage' }).first();
    await hover.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    const hoverText = (await hover.innerText()).replace(/\s+/g, ' ');
    assert.match(
      hoverText,
      new RegExp(`Consumed: ${account.ConversionsConsumed.toLocaleString('en')} / ${account.ConversionsTotal.toLocaleString('en')}`),
    );
    assert.match(hoverText, /Last refresh:/);
    await wb.screenshot('usage status bar tooltip');
    await wb.page.keyboard.press('Escape');

    // Back to the Explorer (by its shortcut: the activity bar badge of an unsaved file can be in the way).
    await wb.page.keyboard.press('Control+Shift+E');
    await wb.page.locator('.explorer-folders-view').waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await item.click();
    await wb.waitForText(wb.page.locator('.part.sidebar .monaco-list-row'), 'Consumption');
  });
});
