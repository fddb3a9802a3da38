// What a person does with a Web-to-PDF link: "Copy Web-to-PDF Link…" from the command palette,
// then paste it into a browser. The browser must get the PDF (download=attachment), not the JSON
// with base64 that the same address answers without it. Runs against the packaged extension,
// the emulator, and a page served on loopback by this test.
import { strict as assert } from 'node:assert';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { localize } from './support/manifest';
import { STEP_TIMEOUT_MS, useWorkbench } from './support/workbench';
import { emulatorInfo } from './support/emulator';

/** The page's clipboard API (this file is compiled without the DOM library). */
interface PageGlobals {
  navigator: { clipboard: { readText(): Promise<string>; writeText(text: string): Promise<void> } };
}

describe('a copied Web-to-PDF link', () => {
  const workbench = useWorkbench();
  let pageServer: Server | undefined;
  let pageUrl: string;

  before(async () => {
    // The page to convert: the emulator fetches loopback pages only, so this test serves one.
    pageServer = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Quarterly report</title><h1>Quarterly report</h1><p>Sales went up.</p>');
    });
    await new Promise<void>((resolve) => pageServer!.listen(0, '127.0.0.1', resolve));
    pageUrl = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}/quarterly-report`;
  });

  after(async () => {
    await new Promise<void>((resolve) => (pageServer ? pageServer.close(() => resolve()) : resolve()));
  });

  it('opens as a PDF download in the browser (attachment, application/pdf, %PDF-), not as JSON', async () => {
    const wb = workbench();
    const { baseUrl, apiTokens } = emulatorInfo();
    const context = wb.page.context();
    // VS Code in the browser copies through navigator.clipboard; headless Chromium lets the page
    // read it back only with these permissions.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(wb.page.url()).origin });
    await wb.page.evaluate(() => (globalThis as unknown as PageGlobals).navigator.clipboard.writeText('nothing copied yet'));

    // An API Token of its own, set as a person does (the palette and three steps).
    await (await wb.paletteRow(`${localize('%category%')}: ${localize('%command.setApiToken%')}`)).click();
    const widget = wb.page.locator('.quick-input-widget');
    const input = widget.locator('.quick-input-box input');
    for (const [step, value] of [
      ['(1/3)', 'Web link'],
      ['(2/3)', 'Production'],
      ['(3/3)', apiTokens[0].token],
    ] as const) {
      await widget.locator('.quick-input-title', { hasText: step }).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      await input.fill(value);
      await input.press('Enter');
    }
    await wb.notification('API Token "Web link"');
    await wb.closeNotificationCentre();

    await (await wb.paletteRow(`${localize('%category%')}: ${localize('%command.copyWebToPdfLink%')}`)).click();
    await wb.waitForText(widget, 'Address of the web page');
    await input.fill(pageUrl);
    await input.press('Enter');
    // A link carries the API Token (the service takes a JWT as Bearer only): nothing more is asked,
    // and the message says so and suggests a token of its own for links that are shared.
    const copied = await wb.notification('Web-to-PDF link copied, with the API Token "Web link" in it');
    await wb.waitForText(copied, 'consumption limit');
    await wb.screenshot('web to pdf link copied');

    // Never printed: the link carries the API Token.
    const link = await wb.page.evaluate(() => (globalThis as unknown as PageGlobals).navigator.clipboard.readText());
    assert.ok(link.startsWith(`${baseUrl}/convert/web/to/pdf?`), 'the clipboard does not hold a Web-to-PDF link to the emulator');
    assert.equal(new URL(link).searchParams.get('Url'), pageUrl, 'the link converts another page');
    assert.ok(new URL(link).searchParams.get('Token') === apiTokens[0].token, 'the link does not carry the API Token that was set');

    // Pasted into a browser that shares nothing with the workbench (as the person it was sent to
    // would): it downloads the PDF.
    const elsewhere = await context.browser()!.newContext({ acceptDownloads: true });
    const tab = await elsewhere.newPage();
    try {
      const answered = tab.waitForEvent('response', { predicate: (response) => response.url() === link, timeout: STEP_TIMEOUT_MS });
      const download = tab.waitForEvent('download', { timeout: STEP_TIMEOUT_MS });
      // A navigation that ends in a download rejects ("Download is starting"); one that shows a
      // page instead resolves, and then no download is coming: say what the browser showed.
      const shownPage = tab.goto(link, { timeout: STEP_TIMEOUT_MS }).then(
        (response) => response,
        () => new Promise<never>(() => undefined),
      );
      const outcome = await Promise.race([download.then((file) => ({ file })), shownPage.then((page) => ({ page }))]);
      if (!('file' in outcome)) {
        const shown = (await outcome.page?.text().catch(() => '')) ?? '';
        assert.fail(`The browser showed a page instead of downloading the PDF: ${shown.slice(0, 200)}`);
      }
      const { file } = outcome;
      const answer = await answered;
      assert.equal(answer.status(), 200);
      const headers = answer.headers();
      assert.match(headers['content-type'] ?? '', /^application\/pdf\b/);
      assert.match(headers['content-disposition'] ?? '', /^attachment\s*;/);
      assert.equal(file.suggestedFilename(), 'quarterly-report.pdf');
      const path = await file.path();
      const bytes = await readFile(path);
      assert.equal(
        bytes.subarray(0, 5).toString('latin1'),
        '%PDF-',
        `the download is not a PDF: ${bytes.subarray(0, 40).toString('latin1')}`,
      );
    } finally {
      await elsewhere.close();
    }
  });
});
