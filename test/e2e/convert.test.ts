// What a person does to convert files: right-click in the Explorer, Convert To, pick a format,
// and see the result appear in the Explorer. Runs against the packaged extension and the emulator.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { localize } from './support/manifest';
import { STEP_TIMEOUT_MS } from './support/workbench';
import { useWorkbenchWithApiToken } from './support/emulator';
import { convertTo, workspacePath } from './support/explorer';
import { until } from '../support/poll';

function workspaceFile(name: string): Buffer {
  return readFileSync(workspacePath(name));
}

describe('converting from the Explorer', () => {
  // The API Token, set the way a person does: the palette and three steps.
  const workbench = useWorkbenchWithApiToken('UI tests');

  it('right-click a Markdown file → Convert To → PDF: the PDF appears in the Explorer', async () => {
    const wb = workbench();
    const explorer = wb.page.locator('.explorer-folders-view');
    await wb.waitForText(explorer, 'notes.md');
    await convertTo(wb, wb.explorerRow('notes.md'), localize('%command.convertToPdf%'), 'convert to menu');
    await wb.explorerRow('notes.pdf').waitFor({ state: 'visible' });
    assert.equal(workspaceFile('notes.pdf').subarray(0, 4).toString('latin1'), '%PDF');
    await wb.screenshot('notes pdf in the explorer');
  });

  it('multi-select two images → Convert To → JPG: both JPGs appear', async () => {
    const wb = workbench();
    // Back to the Explorer (the PDF may have opened in an editor).
    await wb.page.keyboard.press('Control+Shift+E');
    // Ctrl+click only: a plain click opens a preview whose file the Explorer re-selects later.
    await wb.selectInExplorer(['picture.png', 'graphic.webp']);
    await convertTo(wb, wb.explorerRow('graphic.webp'), localize('%command.convertToJpg%'), 'convert two images to jpg');
    await wb.explorerRow('picture.jpg').waitFor({ state: 'visible' });
    await wb.explorerRow('graphic.jpg').waitFor({ state: 'visible' });
    const summary = await wb.notification('Converted 2 of 2 files to JPG');
    // The progress notification closes once the batch is done.
    await until('the progress notification to close', async () => (await wb.notificationCount('Converting to JPG')) === 0, STEP_TIMEOUT_MS);
    for (const name of ['picture.jpg', 'graphic.jpg']) {
      const bytes = workspaceFile(name);
      assert.deepEqual([...bytes.subarray(0, 3)], [0xff, 0xd8, 0xff], `${name} is not a JPEG`);
    }
    await wb.screenshot('two jpgs in the explorer');
    // The summary finds the results: Reveal in Explorer selects them (the last one revealed stays selected).
    const reveal = summary.getByRole('button', { name: 'Reveal in Explorer' });
    await reveal.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    // Another file selected first, so that the selection after the click is the button's doing.
    await wb.selectInExplorer(['data.json']);
    await wb.screenshot('batch summary with reveal');
    await reveal.click();
    await wb.closeNotificationCentre();
    // Either result may be the one left selected: the results are revealed in the order they were written.
    await wb.page
      .locator('.explorer-folders-view .monaco-list-row.selected')
      .filter({ has: wb.page.locator('.label-name', { hasText: /^(picture|graphic)\.jpg$/ }) })
      .first()
      .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  });

  it('right-click a selection with a PDF → Convert To offers Convert with Options…, Merge into One PDF and Add to Zip', async () => {
    const wb = workbench();
    await wb.page.keyboard.press('Control+Shift+E');
    await wb.selectInExplorer(['report.pdf', 'letter.docx']);
    await wb.explorerRow('report.pdf').click({ button: 'right' });
    await wb.page.getByRole('menuitem', { name: localize('%submenu.convertTo%') }).hover();
    for (const command of ['%command.convertWithOptions%', '%command.mergePdf%', '%command.addToZip%']) {
      await wb.page.getByRole('menuitem', { name: localize(command), exact: true }).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    }
    await wb.screenshot('merge and zip in the convert to menu');
    await wb.page.keyboard.press('Escape');
    await wb.page.keyboard.press('Escape');
  });

  it('right-click an old Word .doc → Convert To → Word (DOCX): the DOCX appears in the Explorer', async () => {
    const wb = workbench();
    await wb.page.keyboard.press('Control+Shift+E');
    await wb.waitForText(wb.page.locator('.explorer-folders-view'), 'memo.doc');
    await convertTo(wb, wb.explorerRow('memo.doc'), localize('%command.convertToDocx%'), 'word in the convert to menu of a doc');
    await wb.explorerRow('memo.docx').waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    // A Word package (a ZIP) whose text is the memo's.
    const docx = workspaceFile('memo.docx');
    assert.equal(docx.subarray(0, 2).toString('latin1'), 'PK');
    await wb.screenshot('memo docx in the explorer');
  });
});
