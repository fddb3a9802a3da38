// Search in Documents in the code-server window (issue 40): the button in the Search view's title
// bar asks for the text; a PDF (read here) and a DOCX (its text extracted after the cost question)
// are searched; the results view lists each hit with its line; a PDF hit opens the viewer at its
// page with the match found, a DOCX hit the extracted text beside the editor.
import { strict as assert } from 'node:assert';
import { writeFileSync } from 'node:fs';
import { Document, Packer, Paragraph } from 'docx';
import { localize } from './support/manifest';
import { STEP_TIMEOUT_MS } from './support/workbench';
import { useWorkbenchWithApiToken } from './support/emulator';
import { workspacePath } from './support/explorer';
import { pdfOfPages, webviewPage } from './support/viewer';
import { until } from '../support/poll';

describe('Search in Documents', () => {
  const workbench = useWorkbenchWithApiToken('Search tests');

  it('searches a PDF and a DOCX from the Search view; a PDF hit opens the viewer at its page with the match found', async () => {
    const wb = workbench();
    writeFileSync(
      workspacePath('annual report.pdf'),
      await pdfOfPages('Annual report 2026', 'The quarterly budget grew by 4 %.', 'Appendix'),
    );
    writeFileSync(
      workspacePath('board minutes.docx'),
      await Packer.toBuffer(
        new Document({ sections: [{ children: [new Paragraph('Board minutes'), new Paragraph('The quarterly budget is approved.')] }] }),
      ),
    );

    // The Search view's title bar has the command.
    await wb.page.keyboard.press('Control+Shift+F');
    const title = localize('%command.searchInDocuments%');
    const button = wb.page.locator(`.part.sidebar .title-actions a.action-label[aria-label^="${title}"]`).first();
    await button.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await button.click();
    const input = wb.page.locator('.quick-input-widget .quick-input-box input');
    await input.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await input.fill('quarterly budget');
    await wb.waitForText(wb.page.locator('.quick-input-widget'), 'Search the documents for “quarterly budget”');
    await wb.screenshot('search in documents asks for the text');
    await wb.page.keyboard.press('Enter');

    // The DOCX's text comes from the service: asked first, naming the host.
    const dialog = wb.page.locator('.monaco-dialog-box');
    await wb.waitForText(dialog, 'board minutes.docx');
    assert.match((await dialog.innerText()).replace(/\s+/g, ' '), /uploaded to 127\.0\.0\.1:\d+/);
    await wb.screenshot('search in documents asks before extracting');
    await dialog.getByRole('button', { name: 'Extract and Search' }).click();

    // The results: each file with its hit and the line around it.
    const pdfHit = wb.page.locator('.part.sidebar .monaco-list-row').filter({ hasText: 'The quarterly budget grew by 4 %.' }).first();
    await pdfHit.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await wb.waitForText(wb.page.locator('.part.sidebar'), 'The quarterly budget is approved.');
    await wb.waitForText(wb.page.locator('.part.sidebar'), 'page 2, line 1');
    await wb.screenshot('search in documents results');

    // A PDF hit: the viewer at page 2, the match found and counted. (A click that lands while the
    // tree redraws after its last change selects the row without opening it: clicked until it opens.)
    const pdfTab = wb.page.locator('.tabs-container .tab').filter({ hasText: 'annual report.pdf' }).first();
    await until(
      'the PDF hit opens the viewer',
      async () => {
        await pdfHit.click();
        return pdfTab.waitFor({ state: 'visible', timeout: 3_000 }).then(
          () => true,
          () => false,
        );
      },
      STEP_TIMEOUT_MS,
    );
    const viewer = await webviewPage(wb, 'annual report.pdf');
    await wb.waitForText(viewer.locator('.find-count'), '1 of 1');
    assert.equal(await viewer.locator('.toolbar input.find').inputValue(), 'quarterly budget');
    assert.equal(await viewer.locator('.toolbar input.page-number').inputValue(), '2');
    await wb.waitForText(viewer.locator('.page[data-page="2"] .textLayer'), 'quarterly budget');
    await wb.screenshot('search in documents pdf hit at its page');

    // A DOCX hit: the extracted text, read-only, beside, at the hit's line.
    await wb.page.locator('.part.sidebar .monaco-list-row').filter({ hasText: 'The quarterly budget is approved.' }).first().click();
    await wb.page
      .locator('.tabs-container .tab')
      .filter({ hasText: 'board minutes.docx (Text)' })
      .first()
      .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    // The editor draws spaces as no-break spaces: read its lines with ordinary ones.
    const textEditor = wb.page.locator('.editor-instance .view-lines').last();
    await until(
      'the extracted text with the hit’s line',
      async () => ((await textEditor.textContent()) ?? '').replace(/\u00a0/g, ' ').includes('The quarterly budget is approved.'),
      STEP_TIMEOUT_MS,
    );
    await wb.screenshot('search in documents docx hit as text');
  });
});
