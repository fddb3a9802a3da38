// One progress notification at a time: a folder conversion's quick walk ("Looking for files…")
// leaves no notification of its own next to the batch's (VS Code keeps a progress notification
// up for at least 800 ms, so one opened for the walk stayed, with its own Cancel: issue 27).
import { strict as assert } from 'node:assert';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localize } from './support/manifest';
import { useWorkbenchWithApiToken } from './support/emulator';
import { convertFromExplorer, workspacePath } from './support/explorer';

describe('progress notifications', () => {
  const workbench = useWorkbenchWithApiToken('UI tests');

  it('a folder conversion shows one progress notification at most, and none for its quick walk', async () => {
    const wb = workbench();
    const folder = workspacePath('chapters');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'one.md'), '# One\n\nThe first chapter.\n');
    writeFileSync(join(folder, 'two.md'), '# Two\n\nThe second chapter.\n');
    // The page itself records, on every change of the notifications, which toasts (or entries of
    // the notification centre) show a running progress bar: no sampling from here can miss one.
    await wb.page.evaluate(`(() => {
      const seen = { most: 0, titles: [] };
      window.progressSeen = seen;
      const look = () => {
        const running = [...document.querySelectorAll('.notifications-toasts .notification-toast, .notifications-center .notification-list-item')].filter(
          (toast) => toast.querySelector('.monaco-progress-container.active') !== null,
        );
        seen.most = Math.max(seen.most, running.length);
        for (const toast of running) {
          const title = (toast.querySelector('.notification-list-item-message')?.textContent ?? '').trim();
          if (!seen.titles.includes(title)) {
            seen.titles.push(title);
          }
        }
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    })()`);
    await convertFromExplorer(wb, 'chapters', localize('%command.convertToPdf%'), 'convert a folder to pdf');
    // The confirmation names the count; Convert at once, as a person who expected it does.
    const dialog = wb.page.locator('.monaco-dialog-box');
    await wb.waitForText(dialog, 'Convert 2 files in “chapters” to PDF?');
    await dialog.getByRole('button', { name: 'Convert', exact: true }).click();
    await wb.notification('Converted 2 of 2 files to PDF');
    assert.equal(readFileSync(join(folder, 'one.pdf')).subarray(0, 4).toString('latin1'), '%PDF');
    await wb.screenshot('folder converted, one summary');
    const seen = (await wb.page.evaluate('window.progressSeen')) as { most: number; titles: string[] };
    assert.ok(seen.most <= 1, `${seen.most} progress notifications at once: ${seen.titles.join(' | ')}`);
    assert.ok(
      !seen.titles.some((t) => t.includes('Looking for files')),
      `the quick walk showed a notification: ${seen.titles.join(' | ')}`,
    );
  });
});
