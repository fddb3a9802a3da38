// Compare as Text in the code-server window (issue 26): two DOCX files selected in the Explorer →
// right-click → Compare Selected as Text; the cost is asked first, then VS Code's diff editor shows
// the two texts side by side with the changed paragraph marked.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { Document, Packer, Paragraph } from 'docx';
import type { Locator } from 'playwright-core';
import { localize } from './support/manifest';
import { STEP_TIMEOUT_MS } from './support/workbench';
import { useWorkbenchWithApiToken } from './support/emulator';
import { workspacePath } from './support/explorer';
import { until } from '../support/poll';

const docx = async (...paragraphs: string[]) =>
  Packer.toBuffer(new Document({ sections: [{ children: paragraphs.map((p) => new Paragraph(p)) }] }));

/** The text a side of the diff editor shows (the editor draws spaces as no-break spaces: read with ordinary ones). */
const shownText = async (diff: Locator, side: 'original' | 'modified') =>
  ((await diff.locator(`.editor.${side} .view-lines`).first().textContent()) ?? '').replace(/\u00a0/g, ' ');

describe('Compare as Text', () => {
  const workbench = useWorkbenchWithApiToken('Compare tests');

  it('Compare Selected as Text on two DOCX files shows the changed paragraph in the diff editor', async () => {
    const wb = workbench();
    for (const [name, price] of [
      ['offer v1.docx', '1,200'],
      ['offer v2.docx', '1,450'],
    ]) {
      writeFileSync(workspacePath(name!), await docx('Offer for the garden project', `The price is ${price} EUR.`, 'Valid for 30 days.'));
    }
    await wb.page.keyboard.press('Control+Shift+E');
    await wb.explorerRow('offer v2.docx').waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await wb.selectInExplorer(['offer v1.docx', 'offer v2.docx']);
    await wb.explorerRow('offer v2.docx').click({ button: 'right' });
    const item = wb.page.getByRole('menuitem', { name: localize('%command.compareSelected%'), exact: true });
    await item.hover();
    await wb.screenshot('compare selected as text in the explorer menu');
    await wb.page.keyboard.press('Enter');
    await item.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });

    const dialog = wb.page.locator('.monaco-dialog-box');
    await wb.waitForText(dialog, 'uses 2 conversions of your account');
    await wb.screenshot('compare as text asks first');
    await dialog.getByRole('button', { name: 'Extract and Compare' }).click();

    const diff = wb.page.locator('.monaco-diff-editor');
    await diff.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await until(
      'the old price on the left',
      async () => (await shownText(diff, 'original')).includes('The price is 1,200 EUR.'),
      STEP_TIMEOUT_MS,
    );
    await until(
      'the new price on the right',
      async () => (await shownText(diff, 'modified')).includes('The price is 1,450 EUR.'),
      STEP_TIMEOUT_MS,
    );
    assert.ok(!(await shownText(diff, 'original')).includes('1,450'), 'the left side shows the new text');
    // The changed paragraph is marked on both sides (a removed line on the left, an inserted one on the right).
    await diff
      .locator('.editor.original .line-delete, .editor.original .char-delete')
      .first()
      .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await diff
      .locator('.editor.modified .line-insert, .editor.modified .char-insert')
      .first()
      .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await wb.page
      .locator('.tabs-container .tab')
      .filter({ hasText: 'offer v1.docx ↔ offer v2.docx (Text)' })
      .first()
      .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await wb.screenshot('compare selected as text diff editor');
  });

  it('Source Control: a changed DOCX offers Compare with HEAD as Text, which shows the committed text against the file’s', async () => {
    const wb = workbench();
    const root = workspacePath('');
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=UI Test', '-c', 'user.email=ui@test.invalid', '-c', 'commit.gpgsign=false', ...args], {
        cwd: root,
        stdio: 'pipe',
      });
    try {
      writeFileSync(workspacePath('memo scm.docx'), await docx('Memo', 'Meeting on Monday.'));
      git('init', '-q');
      git('add', 'memo scm.docx');
      git('commit', '-q', '-m', 'memo');
      writeFileSync(workspacePath('memo scm.docx'), await docx('Memo', 'Meeting on Tuesday.'));
      // The test profile turns git off; a person's window has it on.
      mkdirSync(workspacePath('.vscode'), { recursive: true });
      writeFileSync(workspacePath('.vscode/settings.json'), JSON.stringify({ 'git.enabled': true }));
      await wb.page.keyboard.press('Control+Shift+G');
      const row = wb.page
        .locator('.scm-view .monaco-list-row')
        .filter({ has: wb.page.locator('.label-name', { hasText: /^memo scm\.docx$/ }) })
        .first();
      await row.waitFor({ state: 'visible', timeout: 60_000 });
      // VS Code gives Source Control's menus no per-file type (resourceExtname there is the active
      // editor's), so the item is on every changed file; on one whose text is not compared it says so.
      const other = wb.page
        .locator('.scm-view .monaco-list-row')
        .filter({ has: wb.page.locator('.label-name', { hasText: /^notes\.md$/ }) })
        .first();
      await other.click({ button: 'right' });
      const onOther = wb.page.getByRole('menuitem', { name: localize('%command.compareWithHead%'), exact: true });
      await onOther.hover({ timeout: STEP_TIMEOUT_MS });
      await wb.page.keyboard.press('Enter');
      await wb.notification('“notes.md” cannot be compared as text');
      await wb.closeNotificationCentre();
      await row.click({ button: 'right' });
      const item = wb.page.getByRole('menuitem', { name: localize('%command.compareWithHead%'), exact: true });
      await item.hover({ timeout: STEP_TIMEOUT_MS });
      await wb.screenshot('compare with head as text in source control');
      await wb.page.keyboard.press('Enter');
      await item.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
      const dialog = wb.page.locator('.monaco-dialog-box');
      // Asked once in this workspace: agreed in the test before.
      const diff = wb.page.locator('.monaco-diff-editor');
      await diff.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      assert.equal(await dialog.count(), 0, 'asked again in the same workspace');
      await until(
        'Monday on the left (HEAD)',
        async () => (await shownText(diff, 'original')).includes('Meeting on Monday.'),
        STEP_TIMEOUT_MS,
      );
      await until('Tuesday on the right', async () => (await shownText(diff, 'modified')).includes('Meeting on Tuesday.'), STEP_TIMEOUT_MS);
      await wb.screenshot('compare with head as text diff editor');
    } finally {
      rmSync(workspacePath('.git'), { recursive: true, force: true });
      rmSync(workspacePath('.vscode/settings.json'), { force: true });
      rmSync(workspacePath('memo scm.docx'), { force: true });
    }
  });
});
