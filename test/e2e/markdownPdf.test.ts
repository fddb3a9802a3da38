// Markdown to PDF as the preview shows it, as a person sees it (issue 33): a document with a
// formula, a table, a local image, highlighted code and a diagram drawn by an installed Markdown
// extension (test/fixtures/markdownExtension, installed beside ours by the launcher) is converted
// from the Explorer, and its PDF opens in the extension's PDF viewer: the formula typeset, the
// diagram drawn, the header and the page numbers on every page. Screenshot in test-results/ui (the
// README's media/screenshots/markdown-pdf.png is taken from it).
import { strict as assert } from 'node:assert';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { localize } from './support/manifest';
import { STEP_TIMEOUT_MS } from './support/workbench';
import { emulatorRequests, useWorkbenchWithApiToken } from './support/emulator';
import { convertFromExplorer, workspacePath } from './support/explorer';
import { canvasPixels, webviewPage } from './support/viewer';

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
  const workbench = useWorkbenchWithApiToken('Markdown PDF tests');

  it('converts a document with a formula, a table, an image, code and a diagram, and shows its PDF in the viewer', async function () {
    this.timeout(180_000);
    const wb = workbench();
    mkdirSync(workspacePath('images'), { recursive: true });
    writeFileSync(workspacePath('images/square.png'), squarePng());
    // A name no other test of the shared workspace uses: report.pdf may already be there, and its conflict question would stop the run.
    writeFileSync(workspacePath('quarterly.md'), DOCUMENT);
    const since = (await emulatorRequests()).length;
    await convertFromExplorer(wb, 'quarterly.md', localize('%command.convertToPdf%'));

    // openAfterConvert "single": the PDF opens in the extension's viewer.
    const viewer = await webviewPage(wb, 'quarterly.pdf', 60_000);
    const first = viewer.locator('.page[data-page="1"]');
    await first.locator('canvas').waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await wb.waitForText(first.locator('.textLayer'), 'Quarterly report');
    assert.equal(await viewer.locator('.toolbar .count').first().innerText(), 'of 2');
    // The header (the title) and the page numbers on every page; the diagram's boxes drawn by its script.
    // The viewer draws a page when it comes near the view: page 2 is reached as a person does, with Next Page.
    const nextPage = viewer.locator('.toolbar button[title="Next Page"]');
    for (const [page, text] of [
      [1, '1 / 2'],
      [2, '2 / 2'],
    ] as const) {
      if (page > 1) {
        await nextPage.click();
      }
      const layer = viewer.locator(`.page[data-page="${page}"] .textLayer`);
      await wb.waitForText(layer, text);
      await wb.waitForText(layer, 'Quarterly report');
    }
    // Drawn, not the fence's text: the script replaces "Draft --> Review --> Publish" by boxes (filled #ddf4ff) with a name each.
    const second = viewer.locator('.page[data-page="2"]');
    await wb.waitForText(second.locator('.textLayer'), 'Review');
    assert.ok(!(await second.locator('.textLayer').innerText()).includes('-->'), 'the diagram was drawn by its script');
    const filled = await canvasPixels(second.locator('canvas'), { rgb: [221, 244, 255], within: 12 });
    assert.ok(filled > 500, `page 2 has ${filled} pixels of the diagram's boxes`);
    await wb.screenshot('markdown pdf page 2 with the diagram');
    await viewer.locator('.toolbar select').selectOption('fitPage');
    await viewer.locator('.toolbar button[title="Previous Page"]').click();
    await wb.waitForText(first.locator('.textLayer'), 'Gaussian integral');
    // Kept in test-results/ui; media/screenshots/markdown-pdf.png (the README's) is copied from there by hand.
    await wb.screenshot('markdown pdf in the viewer');

    // One html/to/pdf for the document: the page embedded, nothing local in it, nothing fetched while printing.
    const log = await emulatorRequests<PrintedEntry>(since);
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
