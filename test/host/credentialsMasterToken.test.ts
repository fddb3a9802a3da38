// The Master Token set and removed through the commands: checked with /user before it is saved, a
// mistyped or unreachable one, one saved anyway, and an API Token pasted in its place.
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { Commands, EXTENSION_ID, Settings } from '../../src/constants';
import type { ExtensionApi } from '../../src/extension';
import { demoTokens, inputBox, leaks, recordOptions } from './support/auth';
import { useCredentialsSuite } from './support/credentialsSuite';
import { setSetting } from './support/settings';
import { until } from '../support/poll';
import { emulator } from './support/emulatorConnection';

describe('credentials', function () {
  this.timeout(60_000);
  const suite = useCredentialsSuite();
  const { prompts, run, notifications } = suite;

  describe('a refused Master Token', () => {
    it('Paste Again asks for it again, and the right one is saved', async () => {
      const typo = `${emulator().masterToken.slice(0, -1)}z`;
      prompts
        .expect('inputBox', typo, /Master Token/)
        .expect('warning', 'Paste Again', /refused this Master Token \(401\)/)
        .expect('inputBox', emulator().masterToken, /Master Token/);
      await run(Commands.setMasterToken);
      assert.equal(await suite.services.store.getMasterToken(), emulator().masterToken);
      assert.match(notifications('information').join('\n'), /Master Token saved: it belongs to Demo User/);
    });
  });

  describe('Master Token', () => {
    it('is set in a hidden box and removed again', async () => {
      const boxes = recordOptions();
      prompts.expect('inputBox', emulator().masterToken, /Master Token/);
      await run(Commands.setMasterToken);
      assert.equal(await suite.services.store.getMasterToken(), emulator().masterToken);
      const box = inputBox(boxes.inputBoxes, /Master Token/);
      assert.equal(box.password, true);
      assert.equal(box.ignoreFocusOut, true);
      assert.ok(!notifications('information').some((text) => text.includes(emulator().masterToken)));

      // Confirmed like Remove API Token: cancelling keeps it.
      prompts.expect('warning', undefined, /Remove the Master Token from VS Code\?/);
      await run(Commands.removeMasterToken);
      assert.equal(await suite.services.store.getMasterToken(), emulator().masterToken, 'cancelling the confirmation keeps it');
      assert.equal(prompts.seen.find((p) => p.kind === 'warning')?.modal, true, 'the confirmation is modal');
      prompts.expect('warning', 'Remove', /Remove the Master Token from VS Code\?/);
      await run(Commands.removeMasterToken);
      assert.equal(await suite.services.store.getMasterToken(), undefined);
      await run(Commands.setMasterToken, { token: emulator().masterToken });
      assert.equal(await suite.services.store.getMasterToken(), emulator().masterToken);
    });

    it('is checked with /user before it is saved: the message names the account', async () => {
      prompts.expect('inputBox', emulator().masterToken, /Master Token/);
      await run(Commands.setMasterToken);
      assert.equal(await suite.services.store.getMasterToken(), emulator().masterToken);
      assert.deepEqual(notifications('information'), ['Master Token saved: it belongs to Demo User (demo@example.com).']);
    });

    it('a mistyped Master Token is refused (401) and the saved one kept; no dashboard refresh is blamed', async () => {
      await run(Commands.setMasterToken, { token: emulator().masterToken });
      const typo = `${emulator().masterToken.slice(0, -1)}x`;
      prompts.expect('inputBox', typo, /Master Token/).expect('warning', undefined, /refused this Master Token \(401\)\. It was not saved/);
      await run(Commands.setMasterToken);
      assert.equal(await suite.services.store.getMasterToken(), emulator().masterToken, 'the working token was replaced');
      const refusal = prompts.seen.find((p) => p.kind === 'warning');
      assert.equal(refusal?.modal, true);
      // A reflexive Enter takes the first button: asking again, never saving what was refused.
      assert.deepEqual(refusal?.items, ['Paste Again', 'Save Anyway']);
      assert.match(refusal?.detail ?? '', /saved before is kept/);
      const shown = prompts.seen.map((p) => `${p.text} ${p.detail ?? ''}`).join('\n');
      assert.doesNotMatch(shown, /refreshed in the dashboard/);
      assert.deepEqual(leaks([{ where: 'messages', text: shown }], { typo, masterToken: emulator().masterToken }), []);

      // Automation is refused the same way.
      prompts.expect('error', undefined, /refused this Master Token \(401\)/);
      await run(Commands.setMasterToken, { token: typo });
      assert.equal(await suite.services.store.getMasterToken(), emulator().masterToken);
    });

    it('when the service cannot be reached, says so and saves only when the user insists', async () => {
      await setSetting(Settings.baseUrl, 'http://127.0.0.1:9');
      try {
        await until('the settings to name the dead port', () => suite.services.config().baseUrl === 'http://127.0.0.1:9');
        prompts
          .expect('inputBox', 'NewMasterTokenValue123', /Master Token/)
          .expect('warning', 'Save Anyway', /127\.0\.0\.1:9 could not be reached to check the Master Token/);
        await run(Commands.setMasterToken);
        assert.equal(await suite.services.store.getMasterToken(), 'NewMasterTokenValue123');
        assert.match(notifications('information').join('\n'), /saved without a successful check/);

        // Automation insists with saveAnyway, or is refused.
        prompts.expect('error', undefined, /could not be reached/);
        await run(Commands.setMasterToken, { token: emulator().masterToken });
        assert.equal(await suite.services.store.getMasterToken(), 'NewMasterTokenValue123');
        await run(Commands.setMasterToken, { token: emulator().masterToken, saveAnyway: true });
        assert.equal(await suite.services.store.getMasterToken(), emulator().masterToken);
        assert.notEqual(suite.services.store.masterTokenUncheckedSince(), undefined, 'it is known to be unchecked');

        // Once the service answers /user with it, it counts as checked.
        await setSetting(Settings.baseUrl, emulator().baseUrl);
        await until(
          'the Usage view to have read the account with it',
          () => suite.services.store.masterTokenUncheckedSince() === undefined,
          20_000,
        );
      } finally {
        // Gone before the emulator is named again: it would refuse it, and the Usage view would say so.
        await suite.services.store.removeMasterToken();
        await setSetting(Settings.baseUrl, emulator().baseUrl);
        await until('the settings to name the emulator again', () => suite.services.config().baseUrl === emulator().baseUrl);
      }
    });

    it('saved anyway after a 401: the Usage view says it was never accepted, not that it was refreshed in the dashboard', async () => {
      const usage = (vscode.extensions.getExtension<ExtensionApi>(EXTENSION_ID)?.exports as ExtensionApi).usage;
      const typo = `${emulator().masterToken.slice(0, -1)}y`;
      prompts
        .expect('inputBox', typo, /Master Token/)
        .expect('warning', 'Save Anyway', /refused this Master Token \(401\)/)
        .expect('error', undefined, /refuses the Master Token \(401\): it was saved without a successful check/);
      await run(Commands.setMasterToken);
      assert.equal(await suite.services.store.getMasterToken(), typo);
      await until('the Usage view to say so', () => prompts.seen.some((p) => p.kind === 'error'));
      const root = usage.provider.getChildren();
      assert.deepEqual(
        root.map((node) => usage.provider.getTreeItem(node).label),
        ['The service refuses the Master Token'],
      );
      const shown = [
        ...prompts.seen.map((p) => `${p.text} ${p.detail ?? ''}`),
        String((usage.statusBar.item.tooltip as vscode.MarkdownString | undefined)?.value ?? ''),
        String((usage.provider.getTreeItem(root[0]).tooltip as vscode.MarkdownString | undefined)?.value ?? ''),
      ].join('\n');
      assert.doesNotMatch(shown, /refreshed in the dashboard/);
      assert.match(shown, /saved without a successful check/);
      assert.deepEqual(leaks([{ where: 'messages', text: shown }], { typo }), []);

      // The right one, checked, puts an end to it.
      await run(Commands.setMasterToken, { token: emulator().masterToken });
      assert.equal(suite.services.store.masterTokenUncheckedSince(), undefined);
      await until(
        'the Usage view to show the account',
        () => usage.model.user.data !== undefined && !usage.model.authError && !usage.model.loading,
      );
    });

    it('a saved API Token pasted as the Master Token is refused before any request', async () => {
      const { production } = demoTokens();
      await run(Commands.setApiToken, { name: 'Work', environment: 'Production', token: production.token });
      prompts
        .expect('inputBox', production.token, /Master Token/)
        .expect('warning', undefined, /one of your saved API Tokens, not the Master Token/);
      await run(Commands.setMasterToken);
      assert.equal(await suite.services.store.getMasterToken(), undefined);
    });
  });
});
