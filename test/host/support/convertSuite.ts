// The set-up the host suites of the Convert To commands share (convert*.test.ts): the extension
// against the emulator with an API Token stored before each test, the target picker of a first
// start, a fresh folder per test, quiet results and the settings they change put back.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Settings } from '../../../src/constants';
import type { BatchSummary, ExtensionServices as Services } from '../../../src/extensionServices';
import { finishedBatches, useBuiltinCatalogue, useEmulatorSuite } from './emulatorSuite';
import { stubPrompts, type PromptStubs } from './prompts';
import { setSetting } from './settings';

/** The name of the API Token the suites store (a test replaces it with a refused one). */
export const TOKEN_NAME = 'convert-host-tests';

/** Every file under `dir`, relative, sorted (hidden ones included: a stray .partial must show). */
export function listTree(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listTree(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]))
    .sort();
}

/**
 * Runs `action` with the Cancel button of every progress the commands show in the test's hands:
 * the extension's own progress UI is swapped for one that hands each task `cancel`'s signal (the
 * real notification still shows), and `shown` collects the titles.
 */
export async function withCancelButton<T>(
  services: Services,
  cancel: AbortController,
  action: () => Promise<T>,
  shown: string[] = [],
): Promise<T> {
  const ui = services.commandUi;
  const original = ui.progress;
  ui.progress = {
    run: (title, task) => {
      shown.push(title);
      return original.run(title, (_signal, report) => task(cancel.signal, report));
    },
  };
  try {
    return await action();
  } finally {
    ui.progress = original;
  }
}

export interface ConvertSuite {
  readonly prompts: PromptStubs;
  /** The batches finished during this test. */
  readonly batches: BatchSummary[];
  readonly services: Services;
  /** This test's folder. */
  readonly dir: string;
  uri(name: string): vscode.Uri;
  write(name: string, content: string | Uint8Array): vscode.Uri;
  /** The bytes of `name` in this test's folder. */
  read(name: string): Buffer;
  /** Runs a Convert To command as the Explorer does: (clicked, all selected). */
  convert(command: string, ...selected: vscode.Uri[]): Promise<unknown>;
}

/** Registers the hooks (call it inside `describe`, before hooks of the suite's own). */
export function useConvertSuite(): ConvertSuite {
  const prompts = stubPrompts();
  const suite = useEmulatorSuite({
    folder: 'convert',
    token: TOKEN_NAME,
    tokenEach: true,
    restore: [
      Settings.conflictPolicy,
      Settings.openAfterConvert,
      Settings.revealInExplorer,
      Settings.outputDirectory,
      Settings.maxParallel,
    ],
    resetEach: true,
  });
  const batches = finishedBatches(suite);
  // These suites drive the target picker of a first start, before the service's catalogue has
  // been fetched (the built-in formats, typed formats, Other format…); the picker fed by the
  // service's catalogue has its own tests in optionsCatalogue.test.ts.
  useBuiltinCatalogue(suite);

  // Before the suite's own clean-up removes the service's address (no usage refresh to the default host).
  afterEach(async () => {
    await suite.api.store.removeMasterToken();
  });

  beforeEach(async () => {
    await suite.api.store.removeMasterToken();
    await setSetting(Settings.conflictPolicy, undefined);
    await setSetting(Settings.outputDirectory, undefined);
    await setSetting(Settings.maxParallel, undefined);
    await setSetting(Settings.openAfterConvert, 'never');
    await setSetting(Settings.revealInExplorer, false);
  });

  return {
    prompts,
    batches,
    get services() {
      return suite.api;
    },
    get dir() {
      return suite.dir;
    },
    uri: suite.uri,
    write: suite.write,
    read: (name) => readFileSync(join(suite.dir, name)),
    convert: (command, ...selected) => prompts.run(() => vscode.commands.executeCommand(command, selected[0], selected)),
  };
}
