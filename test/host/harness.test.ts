// The host tier's own helpers: scripted prompts, and the emulator the launcher hands over.
import { strict as assert } from 'node:assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { EXTENSION_ID } from '../../src/constants';
import { EMULATOR_ENV, findEmulator } from './support/emulatorConnection';
import { PromptStubs, stubPrompts } from './support/prompts';

describe('host harness', () => {
  describe('prompt stubs', () => {
    const prompts = stubPrompts();

    it('answers scripted prompts', async () => {
      prompts.expect('inputBox', 'typed').expect('quickPick', 'Two').expect('warning', 'Yes', /Sure/);
      assert.equal(await vscode.window.showInputBox({ prompt: 'Name?' }), 'typed');
      assert.equal(await vscode.window.showQuickPick(['One', 'Two']), 'Two');
      assert.equal(await vscode.window.showWarningMessage('Sure?', 'Yes', 'No'), 'Yes');
    });

    it('records plain notifications without treating them as prompts', async () => {
      await vscode.window.showInformationMessage('Done.');
      assert.deepEqual(
        prompts.seen.map((p) => p.text),
        ['Done.'],
      );
    });
  });

  it('fails at once on an unexpected prompt', async () => {
    const stubs = new PromptStubs();
    stubs.install();
    try {
      const waitingForever = new Promise<never>(() => undefined);
      await assert.rejects(
        stubs.run(async () => {
          void vscode.window.showInputBox({ prompt: 'Token?' });
          return waitingForever;
        }),
        /Unexpected inputBox: "Token\?"/,
      );
    } finally {
      assert.match(stubs.restore() ?? '', /unexpected inputBox/);
    }
  });

  it('hands over the emulator when the repository has one', async function () {
    const extensionPath = vscode.extensions.getExtension(EXTENSION_ID)?.extensionPath ?? '';
    const info = findEmulator();
    if (!info && !existsSync(join(extensionPath, 'test', 'emulator', 'cli.ts'))) {
      this.skip();
    }
    assert.ok(info, `${EMULATOR_ENV} is not set although test/emulator/cli.ts exists`);
    const response = await fetch(info.dashboardUrl, { signal: AbortSignal.timeout(10_000) });
    assert.equal(response.status, 200, `GET ${info.dashboardUrl}`);
  });
});
