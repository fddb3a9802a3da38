// The Explorer as a person uses it: a file's Convert To menu (its row is wb.explorerRow), and
// where the workspace it shows lies on disk.
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { localize } from './manifest';
import { STEP_TIMEOUT_MS, type Workbench } from './workbench';

/** Right-clicks `row`, opens "Convert To" and clicks `target` in it. */
export async function convertTo(wb: Workbench, row: Locator, target: string, screenshot?: string): Promise<void> {
  await row.click({ button: 'right' });
  const submenu = wb.page.getByRole('menuitem', { name: localize('%submenu.convertTo%') });
  await submenu.hover();
  const item = wb.page.getByRole('menuitem', { name: target, exact: true });
  await item.waitFor({ state: 'visible' });
  // Onto the item first: the way there crosses the outer menu, which may start closing the submenu.
  await item.hover();
  if (screenshot) {
    await wb.screenshot(screenshot);
  }
  await item.click();
  await item.waitFor({ state: 'hidden' });
}

/** Shows the Explorer, waits for the row of `name` and converts it with `target` from its Convert To menu. */
export async function convertFromExplorer(wb: Workbench, name: string, target: string, screenshot?: string): Promise<void> {
  await wb.page.keyboard.press('Control+Shift+E');
  const row = wb.explorerRow(name);
  await row.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  await convertTo(wb, row, target, screenshot);
}

/** The path of `name` in the workspace folder the UI tier opened. */
export function workspacePath(name: string): string {
  const dir = process.env.CONVERT_FILES_WORKSPACE;
  if (!dir) {
    throw new Error('CONVERT_FILES_WORKSPACE is not set: run the UI tier through `npm run test:ui`.');
  }
  return join(dir, name);
}
