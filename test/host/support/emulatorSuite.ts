// The set-up most host suites share: the extension against the emulator, an API Token of its demo
// account, settings of the suite's own, and a fresh folder in the workspace for each test; after
// the suite the token, the settings and the emulator as they were. A suite keeps in its own hooks
// only what is its own (a listener, a stand-in, a state key).
import { strict as assert } from 'node:assert';
import type * as vscode from 'vscode';
import { Settings } from '../../../src/constants';
import type { ExtensionApi } from '../../../src/extension';
import type { BatchSummary } from '../../../src/extensionServices';
import { builtinCatalogue } from '../../../src/service/catalogue/catalogue';
import { extensionServices } from './auth';
import { emulator, resetEmulator } from './emulatorConnection';
import { setSetting } from './settings';
import { useTestFolder, type TestFolder } from './testFolder';

/** A user setting under convertFiles, or `[section, name]` for another section's. */
export type SettingName = string | readonly [section: string, name: string];

export interface EmulatorSuiteOptions {
  /** Names each test's folder in the workspace, `<folder>-<time>-<random>`: made before the test, removed after it. */
  readonly folder?: string;
  /** Stores the demo account's first API Token under this name for the suite (made the active one). */
  readonly token?: string;
  /** Stores it again before each test, after the emulator's reset (for suites whose tests remove or replace it). */
  readonly tokenEach?: boolean;
  /** Results neither opened nor revealed in the Explorer (openAfterConvert "never", revealInExplorer off), as most conversion suites want. */
  readonly quiet?: boolean;
  /** User settings under convertFiles set before the suite, after the service's address (the emulator's). */
  readonly settings?: Readonly<Record<string, unknown>>;
  /** More settings the tests change; removed after the suite, with those above and the address. */
  readonly restore?: readonly SettingName[];
  /** Puts the emulator back to its demo account before each test too (always after the suite). */
  readonly resetEach?: boolean;
  /** Closes every editor after each test (before its folder goes: with `folder` only). */
  readonly closeEditors?: boolean;
}

/** The API, and with `folder` this test's folder (empty without). */
export interface EmulatorSuite extends TestFolder {
  /** The running extension's API (what activate() returned). */
  readonly api: ExtensionApi;
}

/** Removes (sets to undefined) each of `names`. */
export async function removeSettings(names: readonly SettingName[]): Promise<void> {
  for (const name of names) {
    await (typeof name === 'string' ? setSetting(name, undefined) : setSetting(name[1], undefined, name[0]));
  }
}

/** Registers the suite's hooks (call it inside `describe`, before hooks of the suite's own that use it). */
export function useEmulatorSuite(options: EmulatorSuiteOptions): EmulatorSuite {
  let api: ExtensionApi | undefined;
  let tokenId: string | undefined;
  const quiet = { [Settings.openAfterConvert]: 'never', [Settings.revealInExplorer]: false };
  const settings = { ...(options.quiet ? quiet : {}), ...options.settings };
  const storeToken = async () => {
    if (api && options.token) {
      const token = { name: options.token, environment: 'Production', token: emulator().apiTokens[0].token } as const;
      tokenId = (await api.store.addApiToken(token)).id;
    }
  };

  before(async () => {
    api = await extensionServices();
    await setSetting(Settings.baseUrl, emulator().baseUrl);
    for (const [name, value] of Object.entries(settings)) {
      await setSetting(name, value);
    }
    if (!options.tokenEach) {
      await storeToken();
    }
  });

  after(async () => {
    if (api && tokenId) {
      await api.store.removeApiToken(tokenId);
    }
    await removeSettings([Settings.baseUrl, ...Object.keys(settings), ...(options.restore ?? [])]);
    await resetEmulator();
  });

  beforeEach(async () => {
    if (options.resetEach) {
      await resetEmulator();
    }
    if (options.tokenEach) {
      await storeToken();
    }
  });

  const folder = options.folder ? useTestFolder(options.folder, { closeEditors: options.closeEditors }) : undefined;
  return {
    get api() {
      assert.ok(api, 'the suite has not started (before)');
      return api;
    },
    get dir() {
      return folder?.dir ?? '';
    },
    get relative() {
      return folder?.relative ?? '';
    },
    uri: (name) => {
      assert.ok(folder, 'the suite has no test folder');
      return folder.uri(name);
    },
    write: (name, content) => {
      assert.ok(folder, 'the suite has no test folder');
      return folder.write(name, content);
    },
  };
}

/** The summaries of the batches the extension finishes during each test (emptied before it). */
export function finishedBatches(suite: EmulatorSuite): BatchSummary[] {
  const batches: BatchSummary[] = [];
  let listener: vscode.Disposable | undefined;
  before(() => {
    listener = suite.api.onDidFinishBatch((summary) => batches.push(summary));
  });
  after(() => listener?.dispose());
  beforeEach(() => {
    batches.length = 0;
  });
  return batches;
}

/** For the suite, the target picker of a first start: the built-in formats, not the service's catalogue. */
export function useBuiltinCatalogue(suite: EmulatorSuite): void {
  let get: ExtensionApi['catalogue']['get'] | undefined;
  before(() => {
    const catalogue = suite.api.catalogue;
    get = catalogue.get.bind(catalogue);
    catalogue.get = () => ({ catalogue: builtinCatalogue(), source: 'builtin' });
  });
  after(() => {
    if (get) {
      suite.api.catalogue.get = get;
    }
  });
}
