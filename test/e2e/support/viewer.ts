// The PDF viewer as the UI tests see it: the page inside its webview, what its canvases show, and
// PDFs to open in it.
import { writeFileSync } from 'node:fs';
import type { FrameLocator, Locator } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { workspacePath } from './explorer';
import { STEP_TIMEOUT_MS, type Workbench } from './workbench';

/** What the tests read of a canvas in the page (they compile without the DOM library). */
interface CanvasLike {
  readonly width: number;
  readonly height: number;
  getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> } };
}

/** The page inside the webview of the editor tab titled `title` (the PDF viewer's, the usage dashboard's), once that tab is open (within `timeoutMs`). */
export async function webviewPage(wb: Workbench, title: string, timeoutMs = STEP_TIMEOUT_MS): Promise<FrameLocator> {
  await wb.page.locator('.tabs-container .tab').filter({ hasText: title }).first().waitFor({ state: 'visible', timeout: timeoutMs });
  return wb.page.frameLocator('iframe.webview.ready').last().frameLocator('#active-frame');
}

/** Writes `name` into the workspace and opens it with a click in the Explorer; its viewer page once its first page is drawn. */
export async function openPdf(wb: Workbench, name: string, bytes: Uint8Array): Promise<FrameLocator> {
  writeFileSync(workspacePath(name), bytes);
  await wb.page.keyboard.press('Control+Shift+E');
  const row = wb.explorerRow(name);
  await row.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  await row.click();
  const page = await webviewPage(wb, name);
  await page.locator('.page[data-page="1"] canvas').waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  return page;
}

/**
 * How many pixels of a canvas (its top `top` part, 0 to 1) are 'dark' (red below 128, not
 * transparent) or within `within` of `rgb` (the differences of the three channels added up).
 */
export function canvasPixels(
  canvas: Locator,
  match: 'dark' | { rgb: readonly [number, number, number]; within: number },
  top = 1,
): Promise<number> {
  return canvas.evaluate(
    (element, [wanted, part]) => {
      const c = element as unknown as CanvasLike;
      const { data } = c.getContext('2d').getImageData(0, 0, c.width, Math.floor(c.height * part));
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        const hit =
          wanted === 'dark'
            ? data[i]! < 128 && data[i + 3]! > 0
            : Math.abs(data[i]! - wanted.rgb[0]) + Math.abs(data[i + 1]! - wanted.rgb[1]) + Math.abs(data[i + 2]! - wanted.rgb[2]) <
              wanted.within;
        count += hit ? 1 : 0;
      }
      return count;
    },
    [match, top] as const,
  );
}

/** The colour of a canvas at (x, y), each 0 to 1 of its size. */
export function canvasPixel(canvas: Locator, x: number, y: number): Promise<number[]> {
  return canvas.evaluate(
    (element, [px, py]) => {
      const c = element as unknown as CanvasLike;
      const { data } = c.getContext('2d').getImageData(Math.floor(px! * c.width), Math.floor(py! * c.height), 1, 1);
      return [data[0]!, data[1]!, data[2]!];
    },
    [x, y],
  );
}

/** A PDF with one page per line of `lines`, each page showing its line, as pdf-lib writes it. */
export async function pdfOfPages(...lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const line of lines) {
    doc.addPage([595, 842]).drawText(line, { x: 72, y: 760, size: 18, font });
  }
  return doc.save();
}
