// Join into One PDF, as a person does it (issue 34): a folder of Markdown chapters, right-click →
// Convert To → Join into One PDF, the order shown and one chapter moved up, the name taken as
// offered; one html/to/pdf for the book, and the book opens in the extension's PDF viewer with
// its table of contents and its outline (bookmarks) in the sidebar. Screenshots: test-results/ui.
import { strict as assert } from 'node:assert';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { localize } from './support/manifest';
import { STEP_TIMEOUT_MS } from './support/workbench';
import { emulatorRequests, useWorkbenchWithApiToken } from './support/emulator';
import { convertFromExplorer, workspacePath } from './support/explorer';
import { webviewPage } from './support/viewer';
import { until } from '../support/poll';

interface PrintedEntry {
  readonly path: string;
  readonly printed?: { engine: string; name: string; headings: string[]; local: string[] };
}

const CHAPTERS: Readonly<Record<string, string>> = {
  'intro.md': '# Introduction\n\nSee [the setup](ch2.md#setup).\n',
  'ch1.md': '# Chapter One\n\n## Basics\n\ntext\n',
  'ch2.md': '# Chapter Two\n\n## Setup\n\ntext\n',
  'ch10.md': '# Chapter Ten\n\ntext\n',
};

describe('Join into One PDF (books)', () => {
  const workbench = useWorkbenchWithApiToken('Book tests');

  it('joins a folder of chapters in the order shown and changed, and shows the book in the viewer', async function () {
    this.timeout(180_000);
    const wb = workbench();
    const folder = workspacePath('handbook34');
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    for (const [name, text] of Object.entries(CHAPTERS)) {
      writeFileSync(`${folder}/${name}`, text);
    }
    const since = (await emulatorRequests()).length;
    await convertFromExplorer(wb, 'handbook34', localize('%command.joinToPdf%'));

    // The order, in natural order of the names; "intro.md" moved up twice, to be the first chapter.
    const widget = wb.page.locator('.quick-input-widget');
    await widget
      .locator('.quick-input-title', { hasText: 'order of the chapters' })
      .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    const rows = widget.locator('.quick-input-list .monaco-list-row');
    const labels = async () => (await rows.locator('.label-name').allInnerTexts()).map((t) => t.trim());
    assert.deepEqual(await labels(), ['1. ch1.md', '2. ch2.md', '3. ch10.md', '4. intro.md']);
    for (const position of [4, 3, 2]) {
      const intro = rows.filter({ hasText: `${position}. intro.md` });
      await intro.hover();
      await intro.locator('.action-label[aria-label="Move Up"]').click();
      await rows.filter({ hasText: `${position - 1}. intro.md` }).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    }
    assert.deepEqual(await labels(), ['1. intro.md', '2. ch1.md', '3. ch2.md', '4. ch10.md']);
    await wb.screenshot('book order');
    await wb.page.keyboard.press('Enter');

    // The name, offered after the folder; the prompt says the cost.
    await widget.locator('.quick-input-message', { hasText: 'one conversion' }).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    assert.equal(await widget.locator('.quick-input-box input').inputValue(), 'handbook34.pdf');
    await wb.page.keyboard.press('Enter');

    const viewer = await webviewPage(wb, 'handbook34.pdf', 90_000);
    const first = viewer.locator('.page[data-page="1"]');
    await first.locator('canvas').waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    // Page 1 is the table of contents; then one page per chapter.
    await wb.waitForText(first.locator('.textLayer'), 'Contents');
    await wb.waitForText(first.locator('.textLayer'), 'Chapter Ten');
    assert.equal(await viewer.locator('.toolbar .count').first().innerText(), 'of 5');

    // The outline (F4): the chapters and their sections, nested; a click goes to the chapter's page.
    await viewer.locator('.viewer').click({ position: { x: 5, y: 5 } });
    await wb.page.keyboard.press('F4');
    const sidebar = viewer.locator('nav.sidebar');
    await sidebar.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    const entries = sidebar.locator('.outline .entry-title');
    const expected = ['Introduction', 'Chapter One', 'Basics', 'Chapter Two', 'Setup', 'Chapter Ten'];
    await until('the book outline', async () => (await entries.count()) === expected.length, STEP_TIMEOUT_MS);
    assert.deepEqual(
      (await entries.allInnerTexts()).map((t) => t.trim()),
      expected,
    );
    assert.equal(await sidebar.locator('.outline .entry[aria-level="2"] > .entry-title').first().innerText(), 'Basics');
    await entries.filter({ hasText: /^Chapter Two$/ }).click();
    await until('page 4', async () => (await viewer.locator('input.page-number').inputValue()) === '4', STEP_TIMEOUT_MS);
    await wb.screenshot('book in the viewer');

    const log = await emulatorRequests<PrintedEntry>(since);
    const printed = log.filter((r) => r.path.endsWith('/convert/html/to/pdf'));
    assert.equal(printed.length, 1, log.map((r) => r.path).join('\n'));
    const page = printed[0]!.printed!;
    assert.equal(page.name, 'handbook34.html');
    assert.deepEqual(
      page.headings.filter((h) => /^(Introduction|Chapter \w+)$/.test(h)).slice(-4),
      ['Introduction', 'Chapter One', 'Chapter Two', 'Chapter Ten'],
      'the chapters in the order chosen',
    );
    assert.deepEqual(page.local, [], 'nothing local in the page');
    const pdf = readFileSync(workspacePath('handbook34/handbook34.pdf')).toString('latin1');
    assert.match(pdf, /\/Outlines \d+ 0 R/, 'the book has bookmarks');
  });
});
