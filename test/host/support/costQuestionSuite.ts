// The set-up of a suite whose feature uploads after the cost question (Compare as Text, Search in
// Documents): the extension against the emulator with an API Token; before each test a fresh
// folder in the workspace, an empty content cache and no agreement; after the suite the settings,
// the agreement, the cache, the token and the emulator as they were.
import { strict as assert } from 'node:assert';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { EXTENSION_ID, Settings } from '../../../src/constants';
import type { ExtensionApi } from '../../../src/extension';
import { contentCache } from '../../../src/workspace/contentCache';
import { emulator, resetEmulator } from './emulatorConnection';
import { setSetting } from './settings';

export interface CostQuestionSuite {
  readonly api: ExtensionApi;
  /** This test's folder in the workspace, and its path from the workspace folder. */
  readonly dir: string;
  readonly relative: string;
}

/**
 * Registers the suite's hooks (call it inside `describe`): `prefix` names the test folders,
 * `stateKey` is the workspace's kept answer, `settings` (user settings under convertFiles, or
 * `[section, name]`) are removed before each test and after the suite.
 */
export function costQuestionSuite(options: {
  readonly prefix: string;
  readonly tokenName: string;
  readonly stateKey: string;
  readonly settings: readonly (string | readonly [string, string])[];
}): CostQuestionSuite {
  const suite = { api: undefined as unknown as ExtensionApi, dir: '', relative: '' };
  let tokenId: string | undefined;
  const removeSettings = async () => {
    for (const setting of options.settings) {
      await (typeof setting === 'string' ? setSetting(setting, undefined) : setSetting(setting[1], undefined, setting[0]));
    }
  };

  before(async () => {
    const extension = vscode.extensions.getExtension<ExtensionApi>(EXTENSION_ID);
    assert.ok(extension);
    suite.api = await extension.activate();
    await setSetting(Settings.baseUrl, emulator().baseUrl);
    tokenId = (
      await suite.api.store.addApiToken({ name: options.tokenName, environment: 'Production', token: emulator().apiTokens[0].token })
    ).id;
  });

  after(async () => {
    if (tokenId) {
      await suite.api.store.removeApiToken(tokenId);
    }
    await setSetting(Settings.baseUrl, undefined);
    await removeSettings();
    await suite.api.context.workspaceState.update(options.stateKey, undefined);
    await contentCache(suite.api.context).clear();
    await resetEmulator();
  });

  beforeEach(async () => {
    const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
    assert.ok(root, 'the launcher opened no workspace folder');
    suite.relative = `${options.prefix}-${Date.now()}-${Math.random().toString(16).slice(2, 8)}`;
    suite.dir = join(root, suite.relative);
    mkdirSync(suite.dir, { recursive: true });
    await contentCache(suite.api.context).clear();
    await suite.api.context.workspaceState.update(options.stateKey, undefined);
    await removeSettings();
  });

  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    rmSync(suite.dir, { recursive: true, force: true });
  });

  return suite;
}
