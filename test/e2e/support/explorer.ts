// The Explorer as a person uses it: a file's row, and its Convert To menu.
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
