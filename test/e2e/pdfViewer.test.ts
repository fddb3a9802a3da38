// Seeing a result without leaving the editor, in the code-server window (a browser, where no
// operating-system app can open anything): a converted PDF opens in the extension's PDF viewer,
// which draws its first page with selectable text and reloads when the file changes, keeping the zoom.
import { strict as assert } from 'node:assert';
import { renameSync, writeFileSync } from 'node:fs';
import { localize } from './support/manifest';
import { canvasPixels, openPdf, pdfOfPages, webviewPage } from './support/viewer';
import { STEP_TIMEOUT_MS, type Workbench } from './support/workbench';
import { emulatorRequests, useWorkbenchWithApiToken } from './support/emulator';
import { convertFromExplorer, workspacePath } from './support/explorer';
import { until } from '../support/poll';

/** Right-click `name` in the Explorer → Preview as PDF. */
async function previewFromExplorer(wb: Workbench, name: string): Promise<void> {
  await wb.page.keyboard.press('Control+Shift+E');
  await wb.explorerRow(name).click({ button: 'right' });
  const item = wb.page.getByRole('menuitem', { name: localize('%command.previewAsPdf%'), exact: true });
  // Onto the item, then Enter: the menu runs the item it highlights. (A click right after the menu
  // opened was sometimes dropped by the menu on a fast machine, leaving it open.)
  await item.hover();
  await wb.page.keyboard.press('Enter');
  await item.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
}

describe('PDF viewer', () => {
  const workbench = useWorkbenchWithApiToken('Viewer tests');

  it('a converted PDF opens in the viewer, shows its first page and its text, and reloads when the file changes', async () => {
    const wb = workbench();
    writeFileSync(workspacePath('viewer-notes.md'), '# Viewer check\n\nThe quick brown fox reads the whole page.\n');
    await convertFromExplorer(wb, 'viewer-notes.md', localize('%command.convertToPdf%'));

    // One result, openAfterConvert "single": it opens in the editor, in the viewer.
    const page = await webviewPage(wb, 'viewer-notes.pdf');
    const firstPage = page.locator('.page[data-page="1"]');
    await firstPage.locator('canvas').waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await wb.waitForText(firstPage.locator('.textLayer'), 'quick brown fox');
    assert.equal(await page.locator('.toolbar .count').first().innerText(), 'of 1');
    // The canvas holds a drawn page, not a blank one: some pixels are dark (the text).
    const inked = await canvasPixels(firstPage.locator('canvas'), 'dark');
    assert.ok(inked > 100, `the first page's canvas has ${inked} dark pixels`);
    // Find: the match counted in the bar.
    await page.locator('.toolbar input.find').fill('BROWN FOX');
    await wb.waitForText(page.locator('.find-count'), '1 of 1');
    await wb.screenshot('pdf viewer');
    await page.locator('.toolbar input.find').fill('');

    // Zoom to 150 %, then the file changes on disk (written aside and renamed into place, as a conversion does).
    await page.locator('.toolbar select').selectOption('1.5');
    writeFileSync(workspacePath('viewer-notes.pdf.tmp'), await pdfOfPages('Second version of the notes'));
    renameSync(workspacePath('viewer-notes.pdf.tmp'), workspacePath('viewer-notes.pdf'));
    await wb.waitForText(firstPage.locator('.textLayer'), 'Second version of the notes');
    assert.equal(await page.locator('.toolbar select').inputValue(), '1.5', 'the zoom was kept');
    await wb.screenshot('pdf viewer after the file changed');
  });

  it('a click on a PDF in the Explorer opens it in the viewer; the page box follows Find; zoom steps stay on the list', async () => {
    const wb = workbench();
    await wb.runCommand('View: Close All Editors');
    // The viewer is the default editor for PDFs: no binary-file notice, no Open With.
    const page = await openPdf(wb, 'viewer-pages.pdf', await pdfOfPages('First page', 'Second page', 'Third page with the zebra'));
    await wb.waitForText(page.locator('.page[data-page="1"] .textLayer'), 'First page');
    await wb.waitForText(page.locator('.toolbar .count').first(), 'of 3');
    await wb.screenshot('a pdf clicked in the explorer opens in the viewer');

    // Find a word on page 3: the page box says 3.
    await page.locator('.toolbar input.find').fill('zebra');
    await wb.waitForText(page.locator('.find-count'), '1 of 1');
    await until('the page box to show 3', async () => (await page.locator('input.page-number').inputValue()) === '3', STEP_TIMEOUT_MS);
    await page.locator('.toolbar input.find').fill('');

    // From Fit Width, + twice: each step is a value of the list.
    const zoom = page.locator('.toolbar select');
    await zoom.selectOption('fitWidth');
    const listed = await zoom
      .locator('option:not([hidden])')
      .evaluateAll((options) => options.map((o) => (o as unknown as { value: string }).value));
    for (let i = 0; i < 2; i++) {
      await page.getByRole('button', { name: 'Zoom In' }).click();
      const value = await zoom.inputValue();
      assert.ok(listed.includes(value) && !value.startsWith('fit'), `after ${i + 1} × +: "${value}", not a listed factor`);
    }
  });

  it('Preview as PDF of a DOCX says what it costs, shows the document, and a second opening sends nothing', async () => {
    const wb = workbench();
    await wb.runCommand('View: Close All Editors');
    await previewFromExplorer(wb, 'letter.docx');
    // Asked before anything is uploaded: where it goes and what it costs.
    const dialog = wb.page.locator('.monaco-dialog-box');
    await wb.waitForText(dialog, 'uses one conversion of your account');
    await wb.screenshot('preview as pdf asks first');
    await dialog.getByRole('button', { name: 'Upload and Preview' }).click();
    const page = await webviewPage(wb, 'letter.docx.pdf');
    const firstPage = page.locator('.page[data-page="1"]');
    await wb.waitForText(firstPage.locator('.textLayer'), 'Sample letter');
    await wb.waitForText(firstPage.locator('.textLayer'), 'small Word document');
    await wb.runCommand('Notifications: Clear All Notifications');
    await wb.screenshot('preview of a docx');

    // Again, after closing it: the stored PDF, without a question and without a request.
    await wb.runCommand('View: Close All Editors');
    const before = (await emulatorRequests()).length;
    await previewFromExplorer(wb, 'letter.docx');
    const again = await webviewPage(wb, 'letter.docx.pdf');
    await wb.waitForText(again.locator('.page[data-page="1"] .textLayer'), 'Sample letter');
    assert.equal(await dialog.count(), 0, 'the second preview asked again');
    const sent = (await emulatorRequests(before)).map((r) => r.path).filter((path) => !path.startsWith('/_emulator/'));
    assert.deepEqual(sent, [], 'the second preview reached the service');
  });
});
