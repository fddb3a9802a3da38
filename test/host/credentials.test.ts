// API Tokens set, switched and removed through the commands as a person (scripted prompts) and as
// automation (argument objects) would, read back from SecretStorage, and the values refused as an
// API Token (the Master Token, a JWT). The rest of the credentials suite: credentialsMasterToken,
// credentialsSigningKey, credentialsListeners and credentialsSecrets.test.ts (where secrets must never be).
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { Commands } from '../../src/constants';
import { tokenUsage, demoTokens, inputBox, leaks, reasonFor, recordOptions } from './support/auth';
import { useCredentialsSuite } from './support/credentialsSuite';
import { emulator, resetEmulator } from './support/emulatorConnection';

describe('credentials', function () {
  this.timeout(60_000);
  const suite = useCredentialsSuite();
  const { prompts, run, notifications, convertThroughExtension } = suite;

  describe('Set API Token…', () => {
    it('asks for a name, the environment and the token (hidden, kept open), saves it in secret storage and makes it active', async () => {
      const { production } = demoTokens();
      const boxes = recordOptions();
      prompts
        .expect('inputBox', 'Work', /name for this API Token/)
        .expect('quickPick', 'Production', /environment/)
        .expect('inputBox', production.token, /Paste the API Token/);
      await run(Commands.setApiToken);

      const active = await suite.services.store.getActiveApiToken();
      assert.deepEqual(active && { name: active.name, environment: active.environment, token: active.token }, {
        name: 'Work',
        environment: 'Production',
        token: production.token,
      });
      const tokenBox = inputBox(boxes.inputBoxes, /Paste the API Token/);
      assert.equal(tokenBox.password, true, 'the token is typed into a password box');
      assert.equal(tokenBox.ignoreFocusOut, true, 'the token box stays open while the person copies from the dashboard');
      const [saved] = notifications('information');
      assert.match(saved ?? '', /"Work" \(Production\) saved; it is the active token\. The service checks it at the first conversion\./);
      assert.ok(!saved?.includes(production.token), 'the confirmation shows the token value');
    });

    it('says why a token is refused while it is typed', async () => {
      const boxes = recordOptions();
      prompts.expect('inputBox', 'Work').expect('quickPick', 'Development').expect('inputBox', demoTokens().development.token);
      await run(Commands.setApiToken);
      const tokenBox = inputBox(boxes.inputBoxes, /Paste the API Token/);
      assert.match((await reasonFor(tokenBox, '')) ?? '', /Paste the API Token/);
      assert.match((await reasonFor(tokenBox, 'abc def')) ?? '', /spaces/);
      assert.match((await reasonFor(tokenBox, 'eyJhbGciOiJIUzI1NiJ9.eyJraWQiOiJ4In0.c2ln')) ?? '', /is a JWT, not an API Token/);
      assert.equal(await reasonFor(tokenBox, 'AbCdEf123456'), undefined);
      const nameBox = inputBox(boxes.inputBoxes, /name for this API Token/);
      assert.match((await reasonFor(nameBox, '  ')) ?? '', /Give the token a name/);
    });

    it('with quiet: true in the argument object, saves tokens and the signing key without a notification (the log says it)', async () => {
      const { development } = demoTokens();
      await run(Commands.setApiToken, { name: 'Quiet', environment: 'Development', token: development.token, quiet: true });
      await run(Commands.setJwtSigningKey, { kid: '8b2f3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', quiet: true });
      assert.equal(prompts.seen.length, 0, `a notification was shown: ${JSON.stringify(prompts.seen)}`);
      assert.equal((await suite.services.store.getActiveApiToken())?.name, 'Quiet');
      // Without quiet, the same save is confirmed.
      await run(Commands.setApiToken, { name: 'Loud', environment: 'Development', token: development.token });
      assert.ok(prompts.seen.some((p) => p.kind === 'information' && /Loud/.test(p.text)));
      await suite.services.store.removeJwtSigningKey();
      // Quiet never hides that a save failed its check: another extension cannot slip in, unsaid,
      // a token the checks refused (here the Master Token as an API Token).
      const before = prompts.seen.length;
      await run(Commands.setApiToken, { name: 'Quiet master', token: emulator().masterToken, saveAnyway: true, quiet: true });
      assert.match(
        prompts.seen
          .slice(before)
          .map((p) => p.text)
          .join('\n'),
        /Quiet master/,
        'the save of a token that failed its check went unsaid',
      );
      const quietMaster = (await suite.services.store.listApiTokens()).find((t) => t.name === 'Quiet master');
      assert.ok(quietMaster, 'saved anyway, as asked');
      await suite.services.store.removeApiToken(quietMaster.id);
    });

    it('takes an argument object instead of prompts, and refuses a bad one with the reason', async () => {
      const { development } = demoTokens();
      const info = await run(Commands.setApiToken, { name: 'CI', environment: 'development', token: development.token });
      assert.deepEqual(
        prompts.seen.filter((p) => p.kind !== 'information'),
        [],
        'no prompt was shown',
      );
      assert.equal((info as { name?: string } | undefined)?.name, 'CI');
      assert.equal((await suite.services.store.getActiveApiToken())?.token, development.token);

      prompts.expect('error', undefined, /spaces/);
      await run(Commands.setApiToken, { name: 'Broken', environment: 'Production', token: 'has a space' });
      assert.deepEqual(
        (await suite.services.store.listApiTokens()).map((t) => t.name),
        ['CI'],
        'the refused token was not saved',
      );
    });
  });

  describe('Switch Active API Token…', () => {
    it('lists name and environment, marks the active token, and changes which token the service sees', async () => {
      await resetEmulator();
      const { production, development } = demoTokens();
      await run(Commands.setApiToken, { name: 'Work', environment: 'Production', token: production.token });
      await run(Commands.setApiToken, { name: 'Sandbox', environment: 'Development', token: development.token });
      assert.deepEqual((await suite.services.store.listApiTokens()).map((t) => t.name).sort(), ['Sandbox', 'Work'], 'both are kept');
      assert.equal((await suite.services.store.getActiveApiToken())?.name, 'Sandbox', 'the newest is active');

      await convertThroughExtension();
      assert.deepEqual([await tokenUsage(production.kid), await tokenUsage(development.kid)], [0, 1], 'the newest token converts');

      const quickPick = vscode.window.showQuickPick;
      let shown: readonly vscode.QuickPickItem[] = [];
      (vscode.window as { showQuickPick: unknown }).showQuickPick = async (
        items: readonly vscode.QuickPickItem[],
        options: vscode.QuickPickOptions,
      ) => {
        shown = items;
        return quickPick(items, options);
      };
      prompts.expect('quickPick', 'Work', /Use which API Token/);
      await run(Commands.switchApiToken);
      assert.deepEqual(
        shown.map((item) => [item.label, item.description]),
        [
          ['Work', 'Production'],
          ['Sandbox', 'Development · active'],
        ],
      );
      assert.match(notifications('information').at(-1) ?? '', /now use the API Token "Work" \(Production\)/);

      await convertThroughExtension();
      assert.deepEqual(
        [await tokenUsage(production.kid), await tokenUsage(development.kid)],
        [1, 1],
        'after switching, the service sees the other token',
      );
    });
  });

  describe('Remove API Token…', () => {
    it('asks which token and confirms in a modal dialog before removing it', async () => {
      await run(Commands.setApiToken, { name: 'Work', environment: 'Production', token: demoTokens().production.token });
      await run(Commands.setApiToken, { name: 'Sandbox', environment: 'Development', token: demoTokens().development.token });

      prompts.expect('quickPick', 'Sandbox', /Remove which/).expect('warning', undefined, /Remove the API Token "Sandbox"/);
      await run(Commands.removeApiToken);
      assert.equal(prompts.seen.find((p) => p.kind === 'warning')?.modal, true, 'the confirmation is modal');
      assert.equal((await suite.services.store.listApiTokens()).length, 2, 'cancelling the confirmation keeps the token');

      prompts.expect('quickPick', 'Sandbox', /Remove which/).expect('warning', 'Remove', /Remove the API Token "Sandbox"/);
      await run(Commands.removeApiToken);
      assert.deepEqual(
        (await suite.services.store.listApiTokens()).map((t) => t.name),
        ['Work'],
      );
      assert.equal((await suite.services.store.getActiveApiToken())?.name, 'Work', 'the remaining token became active');
    });

    it('removing the active token makes the one active before it active again, not the first saved', async () => {
      await run(Commands.setApiToken, { name: 'Dev', environment: 'Development', token: demoTokens().development.token });
      await run(Commands.setApiToken, { name: 'Work', environment: 'Production', token: demoTokens().production.token });
      await run(Commands.setApiToken, { name: 'Other', environment: 'Production', token: 'OtherTokenValue0123456789' });
      await run(Commands.switchApiToken, { name: 'Work' });
      await run(Commands.switchApiToken, { name: 'Other' });
      await run(Commands.removeApiToken, { name: 'Other' });
      assert.equal((await suite.services.store.getActiveApiToken())?.name, 'Work');
      assert.match(notifications('information').at(-1) ?? '', /The active token is "Work"/);
    });
  });

  describe('API Token checks', () => {
    /** Set API Token… as a person who pastes the Master Token; `answer` to the refusal (undefined: Cancel). */
    const pasteMasterTokenAsApiToken = async (name: string, answer: string | undefined) => {
      prompts
        .expect('inputBox', name)
        .expect('quickPick', 'Production')
        .expect('inputBox', emulator().masterToken, /Paste the API Token/)
        .expect('warning', answer, /This is your Master Token, which only reads usage and cannot convert.*It was not saved/);
      await run(Commands.setApiToken);
    };

    it('the Master Token pasted as an API Token is refused, and the active token kept', async () => {
      const { production } = demoTokens();
      await run(Commands.setApiToken, { name: 'Work', environment: 'Production', token: production.token });
      await run(Commands.setMasterToken, { token: emulator().masterToken });
      await pasteMasterTokenAsApiToken('Oops', undefined);
      assert.deepEqual(
        (await suite.services.store.listApiTokens()).map((t) => t.name),
        ['Work'],
      );
      assert.equal((await suite.services.store.getActiveApiToken())?.token, production.token);
      const shown = prompts.seen.map((p) => `${p.text} ${p.detail ?? ''}`).join('\n');
      assert.deepEqual(
        leaks([{ where: 'messages', text: shown }], { masterToken: emulator().masterToken, apiToken: production.token }),
        [],
      );

      // Insisting saves it (the person may know better), and says so.
      await pasteMasterTokenAsApiToken('Oops', 'Save Anyway');
      assert.equal((await suite.services.store.getActiveApiToken())?.name, 'Oops');
      assert.match(notifications('information').at(-1) ?? '', /API Token saved without a successful check/);
    });

    it("a new user's Master Token pasted as the API Token, with no Master Token saved to compare with, is refused: /user answers to it", async () => {
      assert.equal(await suite.services.store.getMasterToken(), undefined);
      await pasteMasterTokenAsApiToken('Work', undefined);
      assert.deepEqual(await suite.services.store.listApiTokens(), []);
      const shown = prompts.seen.map((p) => `${p.text} ${p.detail ?? ''}`).join('\n');
      assert.deepEqual(leaks([{ where: 'messages', text: shown }], { masterToken: emulator().masterToken }), []);
      // A real API Token gets 401 on /user, as it should, and is saved.
      await run(Commands.setApiToken, { name: 'Work', environment: 'Production', token: demoTokens().production.token });
      assert.equal((await suite.services.store.getActiveApiToken())?.name, 'Work');
    });

    it('a JWT is refused in the box, pointing to the JWT method; a dotted value only unless insisted', async () => {
      const boxes = recordOptions();
      prompts
        .expect('inputBox', 'Work')
        .expect('quickPick', 'Production')
        .expect('inputBox', 'abc.def', /Paste the API Token/)
        .expect('warning', undefined, /have no dots/);
      await run(Commands.setApiToken);
      assert.deepEqual(await suite.services.store.listApiTokens(), []);
      const tokenBox = inputBox(boxes.inputBoxes, /Paste the API Token/);
      assert.match(
        (await reasonFor(tokenBox, 'eyJhbGciOiJIUzI1NiJ9.eyJraWQiOiJ4In0.c2ln')) ?? '',
        /JWT, not an API Token.*"JWT" authentication method/,
      );
      prompts.expect('error', undefined, /have no dots/);
      await run(Commands.setApiToken, { name: 'CI', environment: 'Production', token: 'abc.def' });
      assert.deepEqual(await suite.services.store.listApiTokens(), []);
    });
  });
});
