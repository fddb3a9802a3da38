// "Open Settings" (on the messages about the service address) searches the Settings editor for
// the setting's id. In a browser or remote window, as here in code-server, a machine-scoped
// setting would only be on the Remote tab and the User tab would find nothing; these settings
// must be found on the User tab, with the value the user set there.
import { strict as assert } from 'node:assert';
import { emulatorInfo } from './support/emulator';
import { STEP_TIMEOUT_MS, useWorkbench } from './support/workbench';

describe('the Settings editor', () => {
  const workbench = useWorkbench();

  for (const id of ['convertFiles.baseUrl', 'convertFiles.dashboardUrl']) {
    it(`finds ${id} on the User tab, once`, async () => {
      const wb = workbench();
      await wb.runCommand('Preferences: Open User Settings');
      const editor = wb.page.locator('.settings-editor');
      await editor.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      // The query Open Settings passes (workbench.action.openSettings with the id), typed into the
      // search box, which has the focus when the editor opens.
      const search = editor.locator('.search-container textarea').first();
      await search.waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
      await search.focus();
      await wb.page.keyboard.press('ControlOrMeta+A');
      await wb.page.keyboard.type(id);
      await editor.getByText(/^1 Setting Found$/).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      // The tab the search ran on: User, not Remote (where a machine-scoped setting would be).
      const userTab = editor.locator('.settings-header .action-label', { hasText: /^User$/ }).first();
      const state = await userTab.evaluate(
        (e) => `${e.className} ${e.getAttribute('aria-checked') ?? ''} ${e.getAttribute('aria-selected') ?? ''}`,
      );
      assert.match(state, /\bchecked\b|\btrue\b/, `the User tab is not the selected one (${state})`);
      // The one row found, titled as the settings editor words the id ("Convert Files: Base Url").
      const title = `Convert Files: ${id
        .split('.')[1]
        .replace(/^./, (c) => c.toUpperCase())
        .replace(/([a-z])([A-Z])/g, '$1 $2')}`;
      const row = editor.locator('.settings-editor-tree .setting-item-contents').first();
      await row.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      assert.equal(
        (await row.locator('.setting-item-title').first().innerText()).replace(/\s+/g, ' ').trim().startsWith(title),
        true,
        await row.innerText(),
      );
      if (id === 'convertFiles.baseUrl') {
        assert.equal(
          await row.locator('input').first().inputValue(),
          emulatorInfo().baseUrl,
          'the User tab does not show the value the user set',
        );
      }
      await wb.screenshot(`settings ${id}`);
      await wb.runCommand('View: Close Editor');
      await editor.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    });
  }
});
