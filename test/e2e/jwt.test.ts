// What a person does to get a short-lived JWT: the command palette, "Mint Self-Signed JWT…", the
// Kid and secret from the dashboard, the defaults for the rest, and the confirmation with the
// expiry; "Show Claims" opens what the token says. Runs against the packaged extension.
import { strict as assert } from 'node:assert';
import { productionToken } from './support/emulator';
import { localize } from './support/manifest';
import { STEP_TIMEOUT_MS, useWorkbench } from './support/workbench';

describe('minting a JWT from the command palette', () => {
  const workbench = useWorkbench();

  it('asks for the Kid and secret, copies the JWT and says when it expires; Show Claims opens its claims', async () => {
    const wb = workbench();
    const { kid, secret } = productionToken();
    const row = await wb.paletteRow(`${localize('%category%')}: ${localize('%command.mintJwt%')}`);
    await row.click();
    await wb.answerStep('(1/5)', kid);
    await wb.answerStep('(2/5)', secret);
    const input = wb.page.locator('.quick-input-widget .quick-input-box input');
    await wb.page
      .locator('.quick-input-widget .quick-input-title', { hasText: '(3/5)' })
      .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    assert.equal(await input.inputValue(), '3600', 'the lifetime starts at the setting (one hour)');
    await wb.answerStep('(3/5)');
    await wb.answerStep('(4/5)');
    await wb.answerStep('(5/5)');

    // In the notification centre (a toast may be gone on a busy machine), with its button.
    const note = await wb.notification('Self-signed JWT copied to the clipboard');
    const text = (await note.innerText()).replace(/\s+/g, ' ');
    assert.match(text, /expires \d{4}-\d\d-\d\d \d\d:\d\d UTC \(in 1 hour\)/);
    assert.ok(!text.includes(secret), 'the confirmation shows the secret');
    await wb.screenshot('mint jwt confirmation');

    await note.getByRole('button', { name: 'Show Claims' }).click();
    await wb.closeNotificationCentre();
    const editor = wb.page.locator('.editor-instance .view-lines').first();
    await wb.waitForText(editor, '"claims"');
    await wb.waitForText(editor, kid);
    await wb.screenshot('mint jwt claims');
    const shown = await editor.innerText();
    assert.ok(!shown.includes(secret), 'the claims document shows the secret');

    // Read-only, not an unsaved "Untitled-1": typing changes nothing, and closing asks nothing.
    const tab = wb.page.locator('.tabs-container .tab.active');
    assert.doesNotMatch(await tab.innerText(), /Untitled/);
    await editor.click();
    await wb.page.keyboard.type('typed');
    assert.ok(!(await editor.innerText()).includes('typed'), 'the claims document took typing');
    await wb.runCommand('View: Close Editor');
    await editor.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    assert.equal(await wb.page.locator('.monaco-dialog-box').count(), 0, 'closing the claims asked something');
    await wb.page
      .locator('.part.activitybar a.action-label[aria-label^="Explorer"]:not([aria-label*="unsaved"])')
      .first()
      .waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
    await wb.screenshot('mint jwt claims closed');
  });
});
