// The set-up the host suites of scripts, tasks and unsaved edits share (scripted*.test.ts): the
// extension against the emulator with an API Token stored before each test (one test removes every
// token), quiet results, auto save off, a fresh folder per test, and unsaved edits reverted, editors
// closed and the rules file removed after each test.
import { strict as assert } from 'node:assert';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Settings } from '../../../src/constants';
import type { ExtensionApi } from '../../../src/extension';
import { emulatorConversions } from './emulatorConnection';
import { useEmulatorSuite } from './emulatorSuite';
import { stubPrompts, type PromptStubs } from './prompts';
import { setSetting } from './settings';
import { workspaceRoot } from './testFolder';

/** What a convert command started with an argument object answers. */
export interface Answer {
  results: vscode.Uri[];
  failed: { file: vscode.Uri; reason: string }[];
  skipped: { file: vscode.Uri; reason: string }[];
}

export interface ScriptedSuite {
  readonly prompts: PromptStubs;
  /** The running extension's API. */
  readonly api: ExtensionApi;
  /** The workspace folder; this test's folder, from it and in full. */
  readonly root: string;
  readonly base: string;
  readonly dir: string;
  /** The conversions the emulator made in this test. */
  converts(): Promise<number>;
  /** Writes `name` into this test's folder and returns its URI. */
  write(name: string, content: string): vscode.Uri;
  /** `name` in this test's folder, from the workspace folder. */
  rel(name: string): string;
  /** Runs a command with its arguments, failing at once on an unexpected prompt. */
  run(command: string, ...args: unknown[]): Promise<Answer | undefined>;
  /** Opens `uri` in an editor and types `text` at its end, leaving it unsaved. */
  editUnsaved(uri: vscode.Uri, text: string): Promise<vscode.TextDocument>;
}

/** Registers the hooks (call it inside `describe`). */
export function useScriptedSuite(): ScriptedSuite {
  const prompts = stubPrompts();
  // Before the test's folder goes (the suite's hooks come after this one): unsaved edits reverted, editors closed.
  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
  // The token again before each test: one test removes every token.
  const suite = useEmulatorSuite({
    folder: 'scripted',
    token: 'scripted-host-tests',
    tokenEach: true,
    quiet: true,
    resetEach: true,
    restore: [Settings.saveBeforeConvert, Settings.outputFileName, Settings.presets, ['files', 'autoSave']],
  });
  let root = '';
  let base = '';
  let dir = '';
  let before0 = 0;

  const converts = async () => (await emulatorConversions()).length - before0;
  const write = (name: string, content: string) => suite.write(name, content);
  const rel = (name: string) => `${base}/${name}`;
  const run = (command: string, ...args: unknown[]) => prompts.run(() => vscode.commands.executeCommand<Answer>(command, ...args));

  before(async () => {
    // The web workbench (code-server) saves edits after a second by default; desktop VS Code does
    // not. Off here, so an unsaved edit stays unsaved however slow the machine is.
    await setSetting('autoSave', 'off', 'files');
  });

  beforeEach(async () => {
    await setSetting(Settings.saveBeforeConvert, undefined);
    await setSetting(Settings.outputFileName, undefined);
    root = workspaceRoot();
    base = suite.relative;
    dir = suite.dir;
    before0 = (await emulatorConversions()).length;
  });

  afterEach(() => {
    rmSync(join(root, '.vscode', 'convert-files.json'), { force: true });
    rmSync(join(root, '.vscode', 'convert-files.record.json'), { force: true });
  });

  /** Opens `uri` in an editor and types `text` at its end, leaving it unsaved. */
  async function editUnsaved(uri: vscode.Uri, text: string): Promise<vscode.TextDocument> {
    const document = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(document);
    const edit = new vscode.WorkspaceEdit();
    edit.insert(uri, document.positionAt(document.getText().length), text);
    assert.ok(await vscode.workspace.applyEdit(edit));
    assert.ok(document.isDirty);
    return document;
  }

  return {
    prompts,
    get api() {
      return suite.api;
    },
    get root() {
      return root;
    },
    get base() {
      return base;
    },
    get dir() {
      return dir;
    },
    converts,
    write,
    rel,
    run,
    editUnsaved,
  };
}
