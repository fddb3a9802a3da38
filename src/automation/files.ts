// The files automatic runs look at: the rules file's text (for its hash), and a result's temporary name.
import { lstat, readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import type * as vscode from 'vscode';
import { slashed } from '../conversion/rules';

/** The rules file's text, or undefined: missing, unreadable, or under a `.vscode` that is a link (never followed). */
export async function readRulesText(folder: vscode.WorkspaceFolder): Promise<string | undefined> {
  const dir = posix.join(slashed(folder.uri.fsPath), '.vscode');
  if ((await lstat(dir).catch(() => undefined))?.isSymbolicLink()) {
    return undefined;
  }
  return readFile(posix.join(dir, 'convert-files.json'), 'utf8').catch(() => undefined);
}

/** A result's temporary name while it is written (service/convert/files.ts): never a change to act on. */
export function isTemporary(path: string): boolean {
  return /(^|\/)\.[^/]*\.partial$/.test(path);
}
