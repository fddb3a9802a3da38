// The usage dashboard as a person meets it: with some conversions (one of them failed) on the
// account and the Master Token set, the Usage view's title button opens a webview that draws
// today's bar with its failure marked, splits the conversions by converter, lists the recent
// ones with a filter that narrows them, and offers the same numbers as a table for screen readers.
import { strict as assert } from 'node:assert';
import { localize } from './support/manifest';
import { STEP_TIMEOUT_MS, useWorkbench } from './support/workbench';
import { convertAtEmulator, setMasterTokenFromPalette } from './support/emulator';
import { webviewPage } from './support/viewer';

describe('usage dashboard', () => {
  const workbench = useWorkbench();

  it('opens from the Usage view, draws the day with its failure, the converters, the recent conversions with a filter, and a text table', async () => {
    const wb = workbench();
    // Known activity: two Markdown files and one text file converted, one "PDF" that is no PDF.
    assert.equal(await convertAtEmulator('/convert/md/to/pdf', 'dash-minutes.md', '# Minutes\n'), 200);
    assert.equal(await convertAtEmulator('/convert/md/to/pdf', 'dash-agenda.md', '# Agenda\n'), 200);
    assert.equal(await convertAtEmulator('/convert/txt/to/pdf', 'dash-notes.txt', 'Some notes.\n'), 200);
    assert.equal(await convertAtEmulator('/convert/pdf/to/txt', 'dash-broken.pdf', 'not a pdf at all'), 500);

    // The Master Token, from the palette (saving it again is harmless when another test set it).
    await setMasterTokenFromPalette(wb);

    // The Usage view's title button.
    const sideBar = await wb.openActivity(localize('%container.title%'));
    await wb.waitForText(sideBar.locator('.monaco-list-row'), 'Consumption');
    await sideBar.hover();
    const button = sideBar.locator(`.actions-container .action-label[aria-label="${localize('%command.showUsageDashboard%')}"]`).first();
    await button.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await button.click();

    // The page itself, inside the webview's frames.
    const page = await webviewPage(wb, 'Usage Dashboard');
    const summary = page.locator('p.summary');
    await summary.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    const total = Number(/^([\d,]+) conversions?/.exec(await summary.innerText())?.[1]?.replace(/,/g, ''));
    assert.ok(total >= 4, `the summary counts the conversions made: ${await summary.innerText()}`);
    // The Usage view beside it counts the same rows the same way (the dashboard's period is its last 30 days).
    const failedTotal = Number(/, ([\d,]+) failed/.exec(await summary.innerText())?.[1]?.replace(/,/g, ''));
    const last30 = sideBar.locator('.monaco-list-row').filter({ hasText: 'Last 30 days' }).filter({ hasText: 'conversion' }).first();
    assert.match(
      (await last30.innerText()).replace(/\s+/g, ' '),
      new RegExp(`${total.toLocaleString('en')} conversions · ${failedTotal.toLocaleString('en')} failed`),
    );

    // Today's bar, with its failed part drawn apart (another test's conversions may add to the day).
    const today = new Date().toISOString().slice(0, 10);
    const bars = page.locator('svg.chart g');
    assert.ok((await bars.count()) >= 1);
    assert.ok((await page.locator('svg.chart rect.failed').count()) >= 1, 'no failed bar drawn');
    const todayTitle = (await bars.locator('title').allTextContents()).find((t) => t.startsWith(today));
    assert.match(todayTitle ?? '', /^\d{4}-\d\d-\d\d: [\d,]+ conversions?, [1-9][\d,]* failed$/, `today's bar: ${todayTitle}`);
    const [, dayTotal, dayFailed] = /: ([\d,]+) conversions?, ([\d,]+) failed/.exec(todayTitle ?? '') ?? [];

    // The text equivalent: the same day with the same numbers.
    await page.locator('details summary').click();
    const todayRow = page.locator('table.per-day tbody tr').filter({ hasText: today });
    assert.deepEqual(
      (await todayRow.locator('td').allInnerTexts()).map((t) => t.trim()),
      [today, dayTotal, dayFailed],
    );
    const label = (await page.locator('svg.chart').getAttribute('aria-label')) ?? '';
    assert.match(label, /^Bar chart of \d+ days?; the busiest day was \d{4}-\d\d-\d\d with [\d,]+ conversions?\.$/);

    // The split by converter names both converters and the failing one.
    const converters = page.locator('table.converters tbody tr');
    for (const name of ['md-to-pdf', 'txt-to-pdf', 'pdf-to-txt']) {
      assert.equal(await converters.filter({ hasText: name }).count(), 1, `no row for ${name}`);
    }

    // The recent conversions, and the filter narrowing them to the failed file.
    const recent = page.locator('table.recent tbody tr');
    assert.ok((await recent.count()) >= 4);
    const filter = page.locator('input.filter');
    assert.ok(await filter.getAttribute('aria-label'), 'the filter has no accessible name');
    await filter.fill('dash-broken');
    await recent.first().filter({ hasText: 'dash-broken.pdf' }).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    assert.equal(await recent.count(), 1);
    await filter.fill('');
    await page.locator('details summary').click();

    // Nothing from outside: the page's policy forbids it, and every resource is the webview's own.
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    assert.match(policy ?? '', /default-src 'none'/);
    const sources = await page
      .locator('script[src], link[href], img[src]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src') ?? n.getAttribute('href') ?? ''));
    assert.ok(sources.length >= 1);
    for (const src of sources) {
      assert.match(
        src,
        /^https:\/\/[^/]*vscode-cdn\.net\/|^https:\/\/file\+\.vscode-resource\.|^vscode-(webview|resource):|^\/stable-|^\/vscode-remote-resource/,
        `a resource from outside the webview: ${src}`,
      );
    }

    await wb.clearNotifications();
    await wb.screenshot('usage dashboard');
  });
});
