// The Explorer as a person uses it: a file's row, and its Convert To menu; and where the
// workspace it shows lies on disk.
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { localize } from './manifest';
import type { Workbench } from './workbench';

/** The Explorer row of a file in the workspace root. */
export function explorerRow(wb: Workbench, name: string): Locator {
  return wb.page
    .locator('.explorer-folders-view .monaco-list-row')
    .filter({ has: wb.page.locator('.label-name', { hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) })
    .first();
}

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

/** The path of `name` in the workspace folder the UI tier opened. */
export function workspacePath(name: string): string {
  const dir = process.env.CONVERT_FILES_WORKSPACE;
  if (!dir) {
    throw new Error('CONVERT_FILES_WORKSPACE is not set: run the UI tier through `npm run test:ui`.');
  }
  return join(dir, name);
}
