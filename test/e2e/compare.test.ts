// Compare as Text in the code-server window (issue 26): two DOCX files selected in the Explorer →
// right-click → Compare Selected as Text; the cost is asked first, then VS Code's diff editor shows
// the two texts side by side with the changed paragraph marked.
import { writeFileSync } from 'node:fs';
import { Document, Packer, Paragraph } from 'docx';
import { localize } from './support/manifest';
import { STEP_TIMEOUT_MS, useWorkbench } from './support/workbench';
import { setApiTokenFromPalette } from './support/emulator';
import { explorerRow, workspacePath } from './support/explorer';

const docx = async (...paragraphs: string[]) =>
  Packer.toBuffer(new Document({ sections: [{ children: paragraphs.map((p) => new Paragraph(p)) }] }));

describe('Compare as Text', () => {
  const workbench = useWorkbench();

  before(async function () {
    this.timeout(120_000);
    await setApiTokenFromPalette(workbench(), 'Compare tests');
  });

  it('Compare Selected as Text on two DOCX files shows the changed paragraph in the diff editor', async () => {
    const wb = workbench();
    writeFileSync(
      workspacePath('offer v1.docx'),
      await docx('Offer for the garden project', 'The price is 1,200 EUR.', 'Valid for 30 days.'),
    );
    writeFileSync(
      workspacePath('offer v2.docx'),
      await docx('Offer for the garden project', 'The price is 1,450 EUR.', 'Valid for 30 days.'),
    );
    await wb.page.keyboard.press('Control+Shift+E');
    await explorerRow(wb, 'offer v2.docx').waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await wb.selectInExplorer(['offer v1.docx', 'offer v2.docx']);
    await explorerRow(wb, 'offer v2.docx').click({ button: 'right' });
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
    await wb.waitForText(diff.locator('.editor.original'), 'The price is 1,200 EUR.');
    await wb.waitForText(diff.locator('.editor.modified'), 'The price is 1,450 EUR.');
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
});
