// A fresh folder in the workspace for each test of a suite: made before the test, removed after it.
import { strict as assert } from 'node:assert';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as vscode from 'vscode';

/** The workspace folder the launcher opened. */
export function workspaceRoot(): string {
  const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  assert.ok(root, 'the launcher opened no workspace folder');
  return root;
}

export interface TestFolder {
  /** This test's folder, and its path from the workspace folder. */
  readonly dir: string;
  readonly relative: string;
  /** The URI of `name` in this test's folder. */
  uri(name: string): vscode.Uri;
  /** Writes `name` into this test's folder (its folders made on the way) and returns its URI. */
  write(name: string, content: string | Uint8Array): vscode.Uri;
}

/**
 * Registers the hooks (call it inside `describe`): each test's folder is `<prefix>-<time>-<random>`
 * in the workspace; with `closeEditors`, every editor is closed after the test, before its folder goes.
 */
export function useTestFolder(prefix: string, options: { readonly closeEditors?: boolean } = {}): TestFolder {
  let relative = '';
  const dir = () => (relative ? join(workspaceRoot(), relative) : '');
  beforeEach(() => {
    relative = `${prefix}-${Date.now()}-${Math.random().toString(16).slice(2, 8)}`;
    mkdirSync(dir(), { recursive: true });
  });
  afterEach(async () => {
    if (options.closeEditors) {
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    }
    rmSync(dir(), { recursive: true, force: true });
  });
  return {
    get dir() {
      return dir();
    },
    get relative() {
      return relative;
    },
    uri: (name) => vscode.Uri.file(join(dir(), name)),
    write: (name, content) => {
      const path = join(dir(), name);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, content);
      return vscode.Uri.file(path);
    },
  };
}
