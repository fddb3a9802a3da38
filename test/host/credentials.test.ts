// API Tokens, the Master Token and the JWT signing key, set and removed through the commands as a
// person (scripted prompts) and as automation (argument objects) would, read back from
// SecretStorage, and looked for where they must never be: settings, the log, the workspace.
import { strict as assert } from 'node:assert';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import * as vscode from 'vscode';
import { trackCredentialContext } from '../../src/contextKeys';
import { WalkthroughProgress } from '../../src/walkthroughProgress';
import { Commands, EXTENSION_ID, SecretKeys, Settings } from '../../src/constants';
import type { ExtensionApi } from '../../src/extension';
import type { CredentialStore } from '../../src/credentials/store';
import { ClientFactory } from '../../src/clientFactory';
import type { ExtensionServices as Services } from '../../src/extensionServices';
import type { Logger } from '../../src/ui/logger';
import {
  clearCredentials,
  tokenUsage,
  demoTokens,
  extensionServices,
  filesUnder,
  inputBox,
  leaks,
  logFileText,
  reasonFor,
  recordOptions,
} from './support/auth';
import { setSetting } from './support/settings';
import { until } from '../support/poll';
import { emulator, resetEmulator } from './support/emulatorConnection';
import { stubPrompts } from './support/prompts';

const KID_PATTERN = /Kid \(key identifier\)/;
const SECRET_PATTERN = /secret of the API Token/;

describe('credentials', function () {
  this.timeout(60_000);
  const prompts = stubPrompts();
  let services: Services;

  const run = (command: string, ...args: unknown[]) => prompts.run(() => vscode.commands.executeCommand(command, ...args));
  const notifications = (kind: 'information' | 'error' | 'warning') => prompts.seen.filter((p) => p.kind === kind).map((p) => p.text);

  /** Converts a small text file through the extension's own client, with whatever credential is active. */
  async function convertThroughExtension(): Promise<void> {
    const dir = mkdtempSync(join(tmpdir(), 'credentials-test-'));
    try {
      const { client } = await services.clients.conversionClient();
      const bytes = Buffer.from('Which token converted this?\n');
      await client.convert({
        source: { name: 'which.txt', size: bytes.length, open: () => Readable.from([bytes]) },
        sourceFormat: 'txt',
        targetFormat: 'pdf',
        resolveOutput: async (result) => ({ path: join(dir, result.name), overwrite: true }),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  before(async () => {
    services = await extensionServices();
    await setSetting(Settings.baseUrl, emulator().baseUrl);
  });

  beforeEach(async () => {
    await clearCredentials(services);
  });

  after(async () => {
    await clearCredentials(services);
    await setSetting(Settings.baseUrl, undefined);
  });

  describe('Set API Token…', () => {
    it('asks for a name, the environment and the token (hidden, kept open), saves it in secret storage and makes it active', async () => {
      const { production } = demoTokens();
      const boxes = recordOptions();
      prompts
        .expect('inputBox', 'Work', /name for this API Token/)
        .expect('quickPick', 'Production', /environment/)
        .expect('inputBox', production.token, /Paste the API Token/);
      await run(Commands.setApiToken);

      const active = await services.store.getActiveApiToken();
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
      assert.equal((await services.store.getActiveApiToken())?.name, 'Quiet');
      // Without quiet, the same save is confirmed.
      await run(Commands.setApiToken, { name: 'Loud', environment: 'Development', token: development.token });
      assert.ok(prompts.seen.some((p) => p.kind === 'information' && /Loud/.test(p.text)));
      await services.store.removeJwtSigningKey();
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
      const quietMaster = (await services.store.listApiTokens()).find((t) => t.name === 'Quiet master');
      assert.ok(quietMaster, 'saved anyway, as asked');
      await services.store.removeApiToken(quietMaster.id);
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
      assert.equal((await services.store.getActiveApiToken())?.token, development.token);

      prompts.expect('error', undefined, /spaces/);
      await run(Commands.setApiToken, { name: 'Broken', environment: 'Production', token: 'has a space' });
      assert.deepEqual(
        (await services.store.listApiTokens()).map((t) => t.name),
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
      assert.deepEqual((await services.store.listApiTokens()).map((t) => t.name).sort(), ['Sandbox', 'Work'], 'both are kept');
      assert.equal((await services.store.getActiveApiToken())?.name, 'Sandbox', 'the newest is active');

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
      assert.equal((await services.store.listApiTokens()).length, 2, 'cancelling the confirmation keeps the token');

      prompts.expect('quickPick', 'Sandbox', /Remove which/).expect('warning', 'Remove', /Remove the API Token "Sandbox"/);
      await run(Commands.removeApiToken);
      assert.deepEqual(
        (await services.store.listApiTokens()).map((t) => t.name),
        ['Work'],
      );
      assert.equal((await services.store.getActiveApiToken())?.name, 'Work', 'the remaining token became active');
    });

    it('removing the active token makes the one active before it active again, not the first saved', async () => {
      await run(Commands.setApiToken, { name: 'Dev', environment: 'Development', token: demoTokens().development.token });
      await run(Commands.setApiToken, { name: 'Work', environment: 'Production', token: demoTokens().production.token });
      await run(Commands.setApiToken, { name: 'Other', environment: 'Production', token: 'OtherTokenValue0123456789' });
      await run(Commands.switchApiToken, { name: 'Work' });
      await run(Commands.switchApiToken, { name: 'Other' });
      await run(Commands.removeApiToken, { name: 'Other' });
      assert.equal((await services.store.getActiveApiToken())?.name, 'Work');
      assert.match(notifications('information').at(-1) ?? '', /The active token is "Work"/);
    });
  });

  describe('a refused Master Token', () => {
    it('Paste Again asks for it again, and the right one is saved', async () => {
      const typo = `${emulator().masterToken.slice(0, -1)}z`;
      prompts
        .expect('inputBox', typo, /Master Token/)
        .expect('warning', 'Paste Again', /refused this Master Token \(401\)/)
        .expect('inputBox', emulator().masterToken, /Master Token/);
      await run(Commands.setMasterToken);
      assert.equal(await services.store.getMasterToken(), emulator().masterToken);
      assert.match(notifications('information').join('\n'), /Master Token saved: it belongs to Demo User/);
    });
  });

  describe('Master Token', () => {
    it('is set in a hidden box and removed again', async () => {
      const boxes = recordOptions();
      prompts.expect('inputBox', emulator().masterToken, /Master Token/);
      await run(Commands.setMasterToken);
      assert.equal(await services.store.getMasterToken(), emulator().masterToken);
      const box = inputBox(boxes.inputBoxes, /Master Token/);
      assert.equal(box.password, true);
      assert.equal(box.ignoreFocusOut, true);
      assert.ok(!notifications('information').some((text) => text.includes(emulator().masterToken)));

      // Confirmed like Remove API Token: cancelling keeps it.
      prompts.expect('warning', undefined, /Remove the Master Token from VS Code\?/);
      await run(Commands.removeMasterToken);
      assert.equal(await services.store.getMasterToken(), emulator().masterToken, 'cancelling the confirmation keeps it');
      assert.equal(prompts.seen.find((p) => p.kind === 'warning')?.modal, true, 'the confirmation is modal');
      prompts.expect('warning', 'Remove', /Remove the Master Token from VS Code\?/);
      await run(Commands.removeMasterToken);
      assert.equal(await services.store.getMasterToken(), undefined);
      await run(Commands.setMasterToken, { token: emulator().masterToken });
      assert.equal(await services.store.getMasterToken(), emulator().masterToken);
    });

    it('is checked with /user before it is saved: the message names the account', async () => {
      prompts.expect('inputBox', emulator().masterToken, /Master Token/);
      await run(Commands.setMasterToken);
      assert.equal(await services.store.getMasterToken(), emulator().masterToken);
      assert.deepEqual(notifications('information'), ['Master Token saved: it belongs to Demo User (demo@example.com).']);
    });

    it('a mistyped Master Token is refused (401) and the saved one kept; no dashboard refresh is blamed', async () => {
      await run(Commands.setMasterToken, { token: emulator().masterToken });
      const typo = `${emulator().masterToken.slice(0, -1)}x`;
      prompts.expect('inputBox', typo, /Master Token/).expect('warning', undefined, /refused this Master Token \(401\)\. It was not saved/);
      await run(Commands.setMasterToken);
      assert.equal(await services.store.getMasterToken(), emulator().masterToken, 'the working token was replaced');
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
      assert.equal(await services.store.getMasterToken(), emulator().masterToken);
    });

    it('when the service cannot be reached, says so and saves only when the user insists', async () => {
      await setSetting(Settings.baseUrl, 'http://127.0.0.1:9');
      try {
        await until('the settings to name the dead port', () => services.config().baseUrl === 'http://127.0.0.1:9');
        prompts
          .expect('inputBox', 'NewMasterTokenValue123', /Master Token/)
          .expect('warning', 'Save Anyway', /127\.0\.0\.1:9 could not be reached to check the Master Token/);
        await run(Commands.setMasterToken);
        assert.equal(await services.store.getMasterToken(), 'NewMasterTokenValue123');
        assert.match(notifications('information').join('\n'), /saved without a successful check/);

        // Automation insists with saveAnyway, or is refused.
        prompts.expect('error', undefined, /could not be reached/);
        await run(Commands.setMasterToken, { token: emulator().masterToken });
        assert.equal(await services.store.getMasterToken(), 'NewMasterTokenValue123');
        await run(Commands.setMasterToken, { token: emulator().masterToken, saveAnyway: true });
        assert.equal(await services.store.getMasterToken(), emulator().masterToken);
        assert.notEqual(services.store.masterTokenUncheckedSince(), undefined, 'it is known to be unchecked');

        // Once the service answers /user with it, it counts as checked.
        await setSetting(Settings.baseUrl, emulator().baseUrl);
        await until(
          'the Usage view to have read the account with it',
          () => services.store.masterTokenUncheckedSince() === undefined,
          20_000,
        );
      } finally {
        // Gone before the emulator is named again: it would refuse it, and the Usage view would say so.
        await services.store.removeMasterToken();
        await setSetting(Settings.baseUrl, emulator().baseUrl);
        await until('the settings to name the emulator again', () => services.config().baseUrl === emulator().baseUrl);
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
      assert.equal(await services.store.getMasterToken(), typo);
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
      assert.equal(services.store.masterTokenUncheckedSince(), undefined);
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
      assert.equal(await services.store.getMasterToken(), undefined);
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
        (await services.store.listApiTokens()).map((t) => t.name),
        ['Work'],
      );
      assert.equal((await services.store.getActiveApiToken())?.token, production.token);
      const shown = prompts.seen.map((p) => `${p.text} ${p.detail ?? ''}`).join('\n');
      assert.deepEqual(
        leaks([{ where: 'messages', text: shown }], { masterToken: emulator().masterToken, apiToken: production.token }),
        [],
      );

      // Insisting saves it (the person may know better), and says so.
      await pasteMasterTokenAsApiToken('Oops', 'Save Anyway');
      assert.equal((await services.store.getActiveApiToken())?.name, 'Oops');
      assert.match(notifications('information').at(-1) ?? '', /API Token saved without a successful check/);
    });

    it("a new user's Master Token pasted as the API Token, with no Master Token saved to compare with, is refused: /user answers to it", async () => {
      assert.equal(await services.store.getMasterToken(), undefined);
      await pasteMasterTokenAsApiToken('Work', undefined);
      assert.deepEqual(await services.store.listApiTokens(), []);
      const shown = prompts.seen.map((p) => `${p.text} ${p.detail ?? ''}`).join('\n');
      assert.deepEqual(leaks([{ where: 'messages', text: shown }], { masterToken: emulator().masterToken }), []);
      // A real API Token gets 401 on /user, as it should, and is saved.
      await run(Commands.setApiToken, { name: 'Work', environment: 'Production', token: demoTokens().production.token });
      assert.equal((await services.store.getActiveApiToken())?.name, 'Work');
    });

    it('a JWT is refused in the box, pointing to the JWT method; a dotted value only unless insisted', async () => {
      const boxes = recordOptions();
      prompts
        .expect('inputBox', 'Work')
        .expect('quickPick', 'Production')
        .expect('inputBox', 'abc.def', /Paste the API Token/)
        .expect('warning', undefined, /have no dots/);
      await run(Commands.setApiToken);
      assert.deepEqual(await services.store.listApiTokens(), []);
      const tokenBox = inputBox(boxes.inputBoxes, /Paste the API Token/);
      assert.match(
        (await reasonFor(tokenBox, 'eyJhbGciOiJIUzI1NiJ9.eyJraWQiOiJ4In0.c2ln')) ?? '',
        /JWT, not an API Token.*"JWT" authentication method/,
      );
      prompts.expect('error', undefined, /have no dots/);
      await run(Commands.setApiToken, { name: 'CI', environment: 'Production', token: 'abc.def' });
      assert.deepEqual(await services.store.listApiTokens(), []);
    });
  });

  describe('JWT signing key', () => {
    it('asks for the Kid (a GUID, checked as typed) and the secret (hidden), and is removed again', async () => {
      const { production } = demoTokens();
      const boxes = recordOptions();
      prompts.expect('inputBox', production.kid, KID_PATTERN).expect('inputBox', production.secret, SECRET_PATTERN);
      await run(Commands.setJwtSigningKey);
      assert.deepEqual(await services.store.getJwtSigningKey(), { kid: production.kid, secret: production.secret });

      const kidBox = inputBox(boxes.inputBoxes, KID_PATTERN);
      assert.match((await reasonFor(kidBox, 'not-a-guid')) ?? '', /GUID/);
      assert.match((await reasonFor(kidBox, production.kid.slice(0, 20))) ?? '', /GUID/);
      assert.equal(await reasonFor(kidBox, production.kid), undefined);
      const secretBox = inputBox(boxes.inputBoxes, SECRET_PATTERN);
      assert.equal(secretBox.password, true);
      assert.match(secretBox.prompt ?? '', /Only needed for self-signed JWTs/);
      assert.equal(await reasonFor(secretBox, ''), undefined, 'the secret may be left empty');
      assert.match((await reasonFor(secretBox, 'two words')) ?? '', /spaces/);
      assert.match(notifications('information').at(-1) ?? '', new RegExp(`saved \\(Kid ${production.kid}\\)`));
      assert.ok(!notifications('information').some((text) => text.includes(production.secret)));

      await run(Commands.removeJwtSigningKey);
      assert.equal(await services.store.getJwtSigningKey(), undefined);
    });

    it('can be saved without the secret: JWTs from the service work with the Kid alone, self-signed ones say the secret is missing', async () => {
      const { production } = demoTokens();
      prompts.expect('inputBox', production.kid, KID_PATTERN).expect('inputBox', '', SECRET_PATTERN);
      await run(Commands.setJwtSigningKey);
      assert.deepEqual(await services.store.getJwtSigningKey(), { kid: production.kid });
      assert.deepEqual(JSON.parse((await services.context.secrets.get(SecretKeys.jwtSigningKey)) ?? ''), { kid: production.kid });
      assert.match(notifications('information').at(-1) ?? '', /without a secret/);

      await services.store.addApiToken({ name: 'Work', environment: 'Production', token: production.token });
      try {
        await setSetting(Settings.authMethod, 'jwt');
        await until('the settings snapshot to say jwt', () => services.config().authMethod === 'jwt');
        await convertThroughExtension();

        await setSetting(Settings.authMethod, 'selfSignedJwt');
        await until('the settings snapshot to say selfSignedJwt', () => services.config().authMethod === 'selfSignedJwt');
        await assert.rejects(convertThroughExtension(), (err: unknown) => {
          const e = err as { kind?: string; setting?: string; message?: string };
          return e.kind === 'config' && e.setting === 'jwtSigningKey' && /secret/.test(e.message ?? '');
        });
      } finally {
        await setSetting(Settings.authMethod, undefined);
      }
    });

    it('takes the Kid alone in an argument object, and checks a secret when one is given', async () => {
      const { production } = demoTokens();
      await run(Commands.setJwtSigningKey, { kid: production.kid });
      assert.deepEqual(await services.store.getJwtSigningKey(), { kid: production.kid });
      prompts.expect('error', undefined, /spaces/);
      await run(Commands.setJwtSigningKey, { kid: production.kid, secret: 'two words' });
      assert.deepEqual(await services.store.getJwtSigningKey(), { kid: production.kid }, 'the refused key was not saved');
    });

    it('reads a key saved as {kid, secret} by an earlier version', async () => {
      const { production } = demoTokens();
      await services.context.secrets.store(SecretKeys.jwtSigningKey, JSON.stringify({ kid: production.kid, secret: production.secret }));
      assert.deepEqual(await services.store.getJwtSigningKey(), { kid: production.kid, secret: production.secret });
    });

    it('refuses a bad Kid in an argument object', async () => {
      prompts.expect('error', undefined, /GUID/);
      await run(Commands.setJwtSigningKey, { kid: 'nope', secret: 'whatever-secret' });
      assert.equal(await services.store.getJwtSigningKey(), undefined);
    });
  });

  describe('listeners', () => {
    it('the client factory stops listening to the store when it is disposed', () => {
      let listening = 0;
      const store = {
        onDidChange: () => {
          listening += 1;
          return new vscode.Disposable(() => (listening -= 1));
        },
      } as unknown as CredentialStore;
      const clients = new ClientFactory(services.configuration, store, services.log, 'host test', () => {
        throw new Error('this test converts nothing');
      });
      assert.equal(listening, 1);
      clients.dispose();
      assert.equal(listening, 0, 'the credential cache still listens to the store');
    });

    it('the context keys log a store that cannot be read, on activation and on each change', async () => {
      const changed = new vscode.EventEmitter<void>();
      const store = {
        onDidChange: changed.event,
        listApiTokens: () => Promise.reject(new Error('keychain locked')),
        getMasterToken: async () => undefined,
        getJwtSigningKey: async () => undefined,
      } as unknown as CredentialStore;
      const warnings: string[] = [];
      const log = Object.assign(Object.create(services.log) as Logger, { warn: (message: string) => warnings.push(message) });
      const context = { subscriptions: [] as vscode.Disposable[] } as unknown as vscode.ExtensionContext;
      const walkthrough = new WalkthroughProgress();
      context.subscriptions.push(walkthrough);
      try {
        trackCredentialContext({ ...services, store, log, context }, walkthrough);
        await until('the failure to be logged', () => warnings.some((w) => w.includes('keychain locked')));
        changed.fire();
        await until('the second failure to be logged', () => warnings.filter((w) => w.includes('keychain locked')).length === 2);
      } finally {
        for (const subscription of context.subscriptions) {
          subscription.dispose();
        }
        changed.dispose();
      }
    });
  });

  describe('secrets stay secret', () => {
    it('appear in no setting, log line or workspace file, also after a conversion refused for a bad token', async () => {
      const { production } = demoTokens();
      const badToken = `WrongToken${Date.now().toString(36)}Xy7`;
      // A mistyped Master Token is sent once (to /user, for the check): it must not show either.
      const typoMasterToken = `${emulator().masterToken.slice(0, -2)}Zq`;
      const secrets = {
        apiToken: production.token,
        badToken,
        masterToken: emulator().masterToken,
        typoMasterToken,
        signingSecret: production.secret,
      };
      // Everything the extension could write, at the most talkative level.
      const previousLevel = await vscode.commands.executeCommand<string>('_extensionTests.getLogLevel');
      await vscode.commands.executeCommand('_extensionTests.setLogLevel', 'trace');
      try {
        prompts
          .expect('inputBox', 'Work')
          .expect('quickPick', 'Production')
          .expect('inputBox', production.token, /Paste the API Token/)
          .expect('inputBox', emulator().masterToken, /Master Token/)
          .expect('inputBox', typoMasterToken, /Master Token/)
          .expect('warning', undefined, /refused this Master Token/)
          .expect('inputBox', production.kid, KID_PATTERN)
          .expect('inputBox', production.secret, SECRET_PATTERN);
        await run(Commands.setApiToken);
        await run(Commands.setMasterToken);
        await run(Commands.setMasterToken);
        await run(Commands.setJwtSigningKey);
        await run(Commands.setApiToken, { name: 'Revoked', environment: 'Production', token: badToken });

        // The token travels in the URL for web pages: the riskiest request to log.
        prompts.expect('error', undefined, /API Token/);
        await run(Commands.convertWebPage, { url: 'http://127.0.0.1:9/page.html', target: join(tmpdir(), 'never-written.pdf') });
        await assert.rejects(convertThroughExtension(), (err: unknown) => (err as { kind?: string }).kind === 'auth');
        assert.ok(!existsSync(join(tmpdir(), 'never-written.pdf')));
      } finally {
        await vscode.commands.executeCommand('_extensionTests.setLogLevel', previousLevel ?? 'info');
      }

      const marker = `leak-check-${Date.now()}`;
      services.log.info(marker);
      const places: { where: string; text: string }[] = [{ where: 'log file', text: await logFileText(services, marker) }];

      // User and machine settings files of this profile, and the workspace's own settings.
      const userDir = dirname(dirname(services.context.globalStorageUri.fsPath));
      for (const file of [join(userDir, 'settings.json'), join(dirname(userDir), 'Machine', 'settings.json')]) {
        if (existsSync(file)) {
          places.push({ where: file, text: readFileSync(file, 'utf8') });
        }
      }
      for (const folder of vscode.workspace.workspaceFolders ?? []) {
        for (const file of filesUnder(folder.uri.fsPath)) {
          places.push({ where: `workspace file ${file.path}`, text: file.text });
        }
      }
      // Every setting of the extension, at every level VS Code knows.
      const manifest = vscode.extensions.getExtension('convert-files.convert-files')?.packageJSON as {
        contributes: { configuration: { properties: Record<string, unknown> } };
      };
      for (const key of Object.keys(manifest.contributes.configuration.properties)) {
        places.push({ where: `setting ${key}`, text: JSON.stringify(vscode.workspace.getConfiguration().inspect(key) ?? null) });
      }
      // And what the person was shown.
      places.push({ where: 'notifications', text: prompts.seen.map((p) => `${p.text} ${p.detail ?? ''} ${p.items.join(' ')}`).join('\n') });

      assert.ok(
        places.some((p) => p.where === 'log file' && p.text.includes('API Token "Work" (Production) saved')),
        'the log file is the one the commands write',
      );
      assert.match(places[0]?.text ?? '', /401/, 'the refused requests were logged (so the log was looked at after them)');
      assert.ok(
        places.some((p) => p.where.endsWith('settings.json') && p.text.includes(emulator().baseUrl)),
        'the settings files read are the ones the tests write',
      );
      assert.deepEqual(leaks(places, secrets), []);
    });
  });
});
