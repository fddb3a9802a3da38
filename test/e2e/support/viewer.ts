// The PDF viewer as the UI tests see it: the page inside its webview, and PDFs to open in it.
import type { FrameLocator } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { STEP_TIMEOUT_MS, type Workbench } from './workbench';

/** The page inside the webview of the editor tab titled `title`, once that tab is open. */
export async function viewerPage(wb: Workbench, title: string): Promise<FrameLocator> {
  await wb.page.locator('.tabs-container .tab').filter({ hasText: title }).first().waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  return wb.page.frameLocator('iframe.webview.ready').last().frameLocator('#active-frame');
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
