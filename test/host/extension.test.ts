// The extension as VS Code loads it: the right VS Code, activation, every contributed command.
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { Commands, EXTENSION_ID, LogChannelName } from '../../src/constants';
import type { ExtensionServices as Services } from '../../src/extensionServices';
import { stubPrompts } from './support/prompts';

function extension(): vscode.Extension<unknown> {
  const found = vscode.extensions.getExtension(EXTENSION_ID);
  assert.ok(found, `extension ${EXTENSION_ID} is not loaded in this host`);
  return found;
}

describe('extension', () => {
  const prompts = stubPrompts();

  it('activates', async () => {
    await extension().activate();
    assert.equal(extension().isActive, true);
  });

  describe('registers every command it defines on activation', () => {
    // The code's own list; test/unit/manifest.test.ts keeps package.json in step with it.
    let registered: Set<string>;

    before(async () => {
      await extension().activate();
      registered = new Set(await vscode.commands.getCommands(true));
    });

    for (const id of Object.values(Commands)) {
      it(id, () => {
        assert.ok(registered.has(id), `${id} is not registered on activation`);
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
