// The PDF viewer as people keep it open (issue 39), in the code-server window: dark mode with
// inverted pages that keep their images, the outline and thumbnails, links followed inside the
// document and handed to VS Code's opener, and a Chinese PDF whose font is not embedded.
import { strict as assert } from 'node:assert';
import type { FrameLocator } from 'playwright-core';
import { canvasPixel, canvasPixels, openPdf, webviewPage } from './support/viewer';
import { cjkPdf, CJK_TEXT, EXTERNAL_LINK, featuresPdf, IMAGE_RGB } from './support/viewerFixtures';
import { STEP_TIMEOUT_MS, useWorkbench, type Workbench } from './support/workbench';
import { until } from '../support/poll';

/** Picks a colour theme as a person does: Preferences: Color Theme, its name, Enter. */
async function setTheme(wb: Workbench, name: string): Promise<void> {
  // The command opens the theme list in the same quick input (it does not close in between).
  await (await wb.paletteRow('Preferences: Color Theme')).click();
  const input = wb.page.locator('.quick-input-widget .quick-input-box input');
  await input.fill(name);
  await wb.page
    .locator('.quick-input-widget .monaco-list-row')
    .filter({ hasText: name })
    .first()
    .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  await input.press('Enter');
  await wb.page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
}

const pageBox = (page: FrameLocator) => page.locator('input.page-number');
const onPage = (page: FrameLocator, n: number) =>
  until(`the page box to say ${n}`, async () => (await pageBox(page).inputValue()) === String(n), STEP_TIMEOUT_MS);

/** Types `n` into the page box, as a person does, and waits for the page. */
async function typePage(page: FrameLocator, n: number): Promise<void> {
  await pageBox(page).fill(String(n));
  await pageBox(page).press('Enter');
  await onPage(page, n);
}

describe('PDF viewer: theme, sidebar, links, every script', () => {
  const workbench = useWorkbench();

  before(async function () {
    this.timeout(60_000);
    // The extension is known to the window (its status item shows): a PDF clicked now opens in its viewer.
    await workbench().waitForText(workbench().page.locator('.statusbar'), 'converted');
  });

  afterEach(async () => {
    await workbench().runCommand('View: Close All Editors');
  });

  /** The workbench, with the features PDF written as `name` and open in the viewer. */
  const openFeatures = async (name: string) => {
    const wb = workbench();
    return { wb, page: await openPdf(wb, name, await featuresPdf()) };
  };

  it('follows a dark theme; inverted pages turn dark with their image kept as it is, and stay so', async () => {
    const wb = workbench();
    await setTheme(wb, 'Dark Modern');
    try {
      const page = await openPdf(wb, 'viewer-features.pdf', await featuresPdf());
      await until(
        'the page to follow the dark theme',
        async () => /vscode-dark/.test((await page.locator('body').getAttribute('class')) ?? ''),
        STEP_TIMEOUT_MS,
      );
      const canvas = page.locator('.page[data-page="1"] canvas');
      await wb.waitForText(page.locator('.page[data-page="1"] .textLayer'), 'Chapter One');
      const blank = await canvasPixel(canvas, 0.9, 0.5);
      assert.ok(
        blank.every((v) => v > 200),
        `the page is paper before inverting: ${blank}`,
      );

      const invert = page.locator('button.toggle[aria-pressed]').last();
      await invert.click();
      assert.equal(await invert.getAttribute('aria-pressed'), 'true');
      // The page's paper is dark now, its text light; the image (72..272 × 500..700 of 595 × 842) keeps its red.
      const dark = await until(
        'the page to be drawn inverted',
        async () => {
          const value = await canvasPixel(page.locator('.page[data-page="1"] canvas'), 0.9, 0.5);
          return value.every((v) => v < 60) && value;
        },
        STEP_TIMEOUT_MS,
      );
      const image = await canvasPixel(page.locator('.page[data-page="1"] canvas'), 172 / 595, 242 / 842);
      assert.ok(
        image.every((v, i) => Math.abs(v - IMAGE_RGB[i]!) < 40),
        `the image is not its own red when inverted: ${image} (paper ${dark})`,
      );
      await wb.screenshot('pdf viewer dark theme inverted page');

      // Remembered for the workspace: opened again, the page is inverted at once.
      await wb.runCommand('View: Close All Editors');
      const again = await openPdf(wb, 'viewer-features.pdf', await featuresPdf());
      assert.equal(await again.locator('button.toggle[aria-pressed]').last().getAttribute('aria-pressed'), 'true');
      await again.locator('button.toggle[aria-pressed]').last().click();
      await until(
        'inverted pages off again',
        async () => (await again.locator('button.toggle[aria-pressed]').last().getAttribute('aria-pressed')) === 'false',
        STEP_TIMEOUT_MS,
      );
    } finally {
      await setTheme(wb, 'Light Modern');
    }
  });

  it('shows the outline and thumbnails (F4 and the button), goes where they point, and marks the current page', async () => {
    const { wb, page } = await openFeatures('viewer-outline.pdf');
    await page.locator('.viewer').click({ position: { x: 5, y: 5 } });
    await wb.page.keyboard.press('F4');
    const sidebar = page.locator('nav.sidebar');
    await sidebar.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    const entries = sidebar.locator('.outline .entry-title');
    await until('three outline entries', async () => (await entries.count()) === 3, STEP_TIMEOUT_MS);
    assert.deepEqual(await entries.allInnerTexts(), ['Chapter One', 'Chapter Two', 'Chapter Three']);
    await entries.filter({ hasText: 'Chapter Three' }).click();
    await onPage(page, 3);
    await until(
      'Chapter Three marked as current',
      async () => (await sidebar.locator('.outline .entry.current').innerText()) === 'Chapter Three',
      STEP_TIMEOUT_MS,
    );
    await wb.screenshot('pdf viewer outline');

    await sidebar.getByRole('tab', { name: 'Pages' }).click();
    const thumbs = sidebar.locator('.thumb');
    assert.equal(await thumbs.count(), 3);
    await sidebar.locator('.thumb[data-page="1"] canvas').waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    assert.equal(await sidebar.locator('.thumb[aria-current="page"]').getAttribute('data-page'), '3');
    await thumbs.nth(1).click();
    await onPage(page, 2);
    await until(
      'thumbnail 2 marked as current',
      async () => (await sidebar.locator('.thumb[aria-current="page"]').getAttribute('data-page')) === '2',
      STEP_TIMEOUT_MS,
    );
    await wb.screenshot('pdf viewer thumbnails');

    // The button closes it again.
    await page.getByRole('button', { name: 'Toggle Sidebar (F4)' }).click();
    await sidebar.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
  });

  it('follows a link inside the document; a web link goes to VS Code, which asks before opening it', async () => {
    const { wb, page } = await openFeatures('viewer-links.pdf');
    const links = page.locator('.page[data-page="1"] .linkLayer a.link');
    await until('two links on page 1', async () => (await links.count()) === 2, STEP_TIMEOUT_MS);
    await links.first().click();
    await onPage(page, 3);
    await wb.screenshot('pdf viewer link followed to page 3');

    await typePage(page, 1);
    await page.locator(`.linkLayer a.link[title="${EXTERNAL_LINK}"]`).click();
    // VS Code's own question (openExternal), naming the address; nothing opened by the page.
    const dialog = wb.page.locator('.monaco-dialog-box');
    await wb.waitForText(dialog, 'example.com');
    await wb.screenshot('pdf viewer external link asks first');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
  });

  it('keeps page and zoom when the file is opened again, and across a window reload', async () => {
    const { wb, page } = await openFeatures('viewer-place.pdf');
    await typePage(page, 3);
    await page.locator('.toolbar select').selectOption('1.5');

    // Closed and opened again: where it was, kept for the workspace.
    await wb.runCommand('View: Close All Editors');
    await wb.explorerRow('viewer-place.pdf').click();
    const again = await webviewPage(wb, 'viewer-place.pdf');
    await onPage(again, 3);
    assert.equal(await again.locator('.toolbar select').inputValue(), '1.5');

    // The window reloaded (as VS Code's command does it): the tab comes back at the same place.
    const reloaded = wb.page.waitForEvent('load', { timeout: 60_000 });
    await wb.runCommand('Developer: Reload Window');
    await reloaded;
    await wb.waitUntilReady();
    const restored = await webviewPage(wb, 'viewer-place.pdf');
    await restored.locator('.page[data-page="3"]').waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
    await onPage(restored, 3);
    assert.equal(await restored.locator('.toolbar select').inputValue(), '1.5');
    await wb.screenshot('pdf viewer after a window reload');
  });

  it('reads and draws a Chinese PDF whose font is not embedded (pdf.js’s character maps)', async () => {
    const wb = workbench();
    const page = await openPdf(wb, 'viewer-cjk.pdf', await cjkPdf());
    await wb.waitForText(page.locator('.page[data-page="1"] .textLayer'), CJK_TEXT);
    // Its top quarter, where the line is.
    const inked = () => canvasPixels(page.locator('.page[data-page="1"] canvas'), 'dark', 1 / 4);
    // The line's glyphs drawn (a system font's, as the file embeds none), not only its text read.
    await until('the Chinese line drawn on the canvas', async () => (await inked()) > 200, STEP_TIMEOUT_MS);
    await wb.screenshot('pdf viewer chinese text');
  });
});
