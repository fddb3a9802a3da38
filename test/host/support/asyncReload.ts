// What the two halves of the async reload session (phases/asyncReload*.spec.ts) share: where the source is, and the settings they set.
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Settings } from '../../../src/constants';

/** The folder of the source and its result, inside the workspace. */
export function reloadFolder(): string {
  const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  if (!root) {
    throw new Error('the launcher opened no workspace folder');
  }
  return join(root, 'async-reload');
}

/** Set before the reload, put back after the check. */
export const RELOAD_SETTINGS = [Settings.baseUrl, Settings.requestTimeoutSeconds, Settings.openAfterConvert, Settings.revealInExplorer];

export const TOKEN_NAME = 'async-reload-tests';

/** Where the first half leaves the emulator's request count before it converted (the second half reads what came after). */
export function markerPath(): string {
  return join(reloadFolder(), '..', 'async-reload.since.json');
}
