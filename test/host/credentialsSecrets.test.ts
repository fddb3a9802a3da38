// Secrets stay secret: after every credential command (and a conversion refused for a bad token),
// no secret in a setting, the log or a workspace file, nor in what the person was shown.
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as vscode from 'vscode';
import { Commands } from '../../src/constants';
import { demoTokens, filesUnder, leaks, logFileText } from './support/auth';
import { KID_PATTERN, SECRET_PATTERN, useCredentialsSuite } from './support/credentialsSuite';
import { emulator } from './support/emulatorConnection';

describe('credentials', function () {
  this.timeout(60_000);
  const suite = useCredentialsSuite();
  const { prompts, run, convertThroughExtension } = suite;

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
      suite.services.log.info(marker);
      const places: { where: string; text: string }[] = [{ where: 'log file', text: await logFileText(suite.services, marker) }];

      // User and machine settings files of this profile, and the workspace's own settings.
      const userDir = dirname(dirname(suite.services.context.globalStorageUri.fsPath));
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
