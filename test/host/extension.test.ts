// The extension as VS Code loads it: the right VS Code, activation, every contributed command.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands, EXTENSION_ID, LogChannelName } from '../../src/constants';
import type { ExtensionServices as Services } from '../../src/extensionServices';
import { stubPrompts } from './support/prompts';

interface Manifest {
  contributes?: { commands?: { command: string }[] };
}

function extension(): vscode.Extension<unknown> {
  const found = vscode.extensions.getExtension(EXTENSION_ID);
  assert.ok(found, `extension ${EXTENSION_ID} is not loaded in this host`);
  return found;
}

describe('extension', () => {
  const prompts = stubPrompts();

  it('runs in VS Code 1.100, the version the offline host provides', () => {
    assert.match(vscode.version, /^1\.100\./);
  });

  it('activates', async () => {
    await extension().activate();
    assert.equal(extension().isActive, true);
  });

  describe('registers every command that package.json contributes', () => {
    // Read the manifest itself, so commands added later are checked without touching this test.
    const manifest = JSON.parse(readFileSync(join(extension().extensionPath, 'package.json'), 'utf8')) as Manifest;
    const contributed = (manifest.contributes?.commands ?? []).map((c) => c.command);
    let registered: Set<string>;

    before(async () => {
      await extension().activate();
      registered = new Set(await vscode.commands.getCommands(true));
    });

    it('contributes Show Log', () => {
      assert.ok(contributed.includes(Commands.showLog), 'package.json contributes no Show Log command');
    });

    for (const id of contributed) {
      it(id, () => {
        assert.ok(registered.has(id), `${id} is contributed in package.json but not registered on activation`);
      });
    }
  });

  it('disposes its log channel with the extension', async () => {
    const services = (await extension().activate()) as Services;
    const channels = services.context.subscriptions.filter((d) => {
      const channel = d as Partial<vscode.LogOutputChannel>;
      return channel.name === LogChannelName && typeof channel.appendLine === 'function';
    });
    assert.equal(channels.length, 1, 'the "Convert Files" log channel is not among context.subscriptions');
  });

  it('shows its log without asking anything', async () => {
    await prompts.run(() => vscode.commands.executeCommand(Commands.showLog));
    assert.deepEqual(prompts.seen, []);
  });
});
