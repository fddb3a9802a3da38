// Unsaved edits before a conversion: the service is sent the file as saved on disk, so a source
// with unsaved changes in an editor (text, notebook or custom editor) is saved first, or the
// person is asked once for the whole batch, as convertFiles.saveBeforeConvert says. A stale
// version is never converted without saying so.
import * as vscode from 'vscode';
import { Settings } from '../constants';
import type { Logger } from '../ui/logger';
import { CancelledError } from '../service/errors';
import { baseName } from './files';
import { unlinked } from '../messages/unlinked';

export type SaveBeforeConvert = 'ask' | 'always' | 'never';
export const SAVE_BEFORE_CONVERT: readonly SaveBeforeConvert[] = ['ask', 'always', 'never'];

/** The setting as it applies to `scope`. */
export function saveBeforeConvertSetting(scope: vscode.Uri | undefined): SaveBeforeConvert {
  const value = vscode.workspace.getConfiguration(Settings.section, scope).get<unknown>(Settings.saveBeforeConvert);
  return SAVE_BEFORE_CONVERT.includes(value as SaveBeforeConvert) ? (value as SaveBeforeConvert) : 'ask';
}

/**
 * The files among `files` with unsaved changes in this window: text documents, notebooks, and
 * the tabs of any editor (custom editors say so only through their tab).
 */
export function unsavedAmong(files: readonly vscode.Uri[]): vscode.Uri[] {
  const wanted = new Map(files.map((uri) => [uri.toString(), uri]));
  const dirty = new Map<string, vscode.Uri>();
  const note = (uri: vscode.Uri | undefined) => {
    const key = uri?.toString();
    const file = key === undefined ? undefined : wanted.get(key);
    if (key !== undefined && file) {
      dirty.set(key, file);
    }
  };
  for (const document of vscode.workspace.textDocuments) {
    if (document.isDirty) {
      note(document.uri);
    }
  }
  for (const notebook of vscode.workspace.notebookDocuments) {
    if (notebook.isDirty) {
      note(notebook.uri);
    }
  }
  for (const tab of vscode.window.tabGroups.all.flatMap((group) => group.tabs)) {
    if (tab.isDirty) {
      note((tab.input as { uri?: unknown } | undefined)?.uri instanceof vscode.Uri ? (tab.input as { uri: vscode.Uri }).uri : undefined);
    }
  }
  return [...dirty.values()];
}

function namesOf(files: readonly vscode.Uri[]): string {
  const shown = files.slice(0, 5).map((uri) => `“${baseName(uri)}”`);
  return files.length > 5 ? `${shown.join(', ')}, …` : shown.join(', ');
}

/** "Converting the saved version of …": what a person is told when unsaved changes are left out. */
export function staleNotice(files: readonly vscode.Uri[]): string {
  return files.length === 1
    ? vscode.l10n.t('Converting the saved version of {0}: its unsaved changes are not in the result.', namesOf(files))
    : vscode.l10n.t('Converting the saved versions of {0}: their unsaved changes are not in the results.', namesOf(files));
}

/** Saves each file; a save that did not happen (the editor refused, a read-only file) stops the conversion. */
async function saveAll(files: readonly vscode.Uri[], log: Logger): Promise<void> {
  for (const uri of files) {
    const saved = await vscode.workspace.save(uri);
    if (!saved) {
      throw new Error(vscode.l10n.t('“{0}” could not be saved, so it was not converted.', baseName(uri)));
    }
  }
  log.info(`Saved before converting: ${files.map(baseName).join(', ')}.`);
}

/** How to settle unsaved edits for one batch. */
export interface UnsavedEditsOptions {
  /** An argument object's or a task's choice; else the setting of the first file. */
  readonly policy?: SaveBeforeConvert;
  /** No person to ask (an argument object, an agent tool): "ask" saves. */
  readonly nonInteractive?: boolean;
}

/**
 * Makes sure the files about to be converted are what the person sees: saves those with unsaved
 * changes, or asks once for all of them, or (`never`) says that the saved version is converted.
 * Throws CancelledError when the person cancels; returns the files that kept unsaved changes.
 */
export async function settleUnsavedEdits(
  files: readonly vscode.Uri[],
  log: Logger,
  options: UnsavedEditsOptions = {},
): Promise<readonly vscode.Uri[]> {
  const dirty = unsavedAmong(files);
  if (dirty.length === 0) {
    return [];
  }
  const policy = options.policy ?? saveBeforeConvertSetting(dirty[0]);
  if (policy === 'always' || (policy === 'ask' && options.nonInteractive)) {
    await saveAll(dirty, log);
    return [];
  }
  if (policy === 'ask') {
    const save = vscode.l10n.t('Save and Convert');
    const saved = vscode.l10n.t('Convert Saved Version');
    const answer = await vscode.window.showWarningMessage(
      unlinked(
        dirty.length === 1
          ? vscode.l10n.t('{0} has unsaved changes.', namesOf(dirty))
          : vscode.l10n.t('{0} files have unsaved changes: {1}.', dirty.length, namesOf(dirty)),
      ),
      {
        modal: true,
        detail: vscode.l10n.t('A conversion reads the file as saved on disk. (Setting: Convert Files: Save Before Convert.)'),
      },
      save,
      saved,
    );
    if (answer === save) {
      await saveAll(dirty, log);
      return [];
    }
    if (answer !== saved) {
      throw new CancelledError();
    }
    log.info(`Converting the saved version, as asked (unsaved changes are not in the result): ${dirty.map(baseName).join(', ')}.`);
    return dirty;
  }
  // Never silently stale: the log always, and a notification when a person started it.
  log.warn(`Converting the saved version (unsaved changes are not in the result): ${dirty.map(baseName).join(', ')}.`);
  if (!options.nonInteractive) {
    void vscode.window.showInformationMessage(unlinked(staleNotice(dirty)));
  }
  return dirty;
}
