// The modal question of the "ask" conflict policy, part of the services built at activation
// (commandUi), apart from the batch's progress so that activation holds only this.
import * as vscode from 'vscode';
import type { ConflictAnswer, ConflictQuestion } from '../conversion/outputPlanner';
import type { ConflictPrompt } from '../conversion/ports';
import { unlinked } from '../messages/unlinked';

/** The question of the "ask" conflict policy, as a modal dialog; undefined when dismissed (Cancel, Escape). */
export const conflictDialog: ConflictPrompt = {
  async ask(question: ConflictQuestion, inBatch: boolean): Promise<ConflictAnswer | undefined> {
    const overwrite = vscode.l10n.t('Overwrite');
    const keepBoth = vscode.l10n.t('Keep Both');
    const skip = vscode.l10n.t('Skip');
    const overwriteAll = vscode.l10n.t('Overwrite All');
    const keepBothAll = vscode.l10n.t('Keep Both for All');
    const skipAll = vscode.l10n.t('Skip All');
    // The first button is the default (Enter): the safe choices come first, Overwrite last.
    // A file in the way of the results' folder is never replaced by a folder: no Overwrite.
    const buttons = question.fileInTheWay
      ? inBatch
        ? [keepBoth, skip, keepBothAll, skipAll]
        : [keepBoth, skip]
      : inBatch
        ? [keepBoth, skip, overwrite, keepBothAll, skipAll, overwriteAll]
        : [keepBoth, skip, overwrite];
    const folder = question.directory.slice(question.directory.lastIndexOf('/') + 1) || question.directory;
    const sourceName = question.source === undefined ? undefined : question.source.slice(question.source.lastIndexOf('/') + 1);
    const { message, detail } = question.fileInTheWay
      ? fileInTheWayWording(question.name, folder, sourceName)
      : question.folder
        ? folderWording(question.name, folder, sourceName)
        : fileWording(question.name, folder, sourceName);
    const picked = await vscode.window.showWarningMessage(
      unlinked(message),
      { modal: true, detail: inBatch ? `${detail} ${vscode.l10n.t('Cancel stops the batch.')}` : detail },
      ...buttons,
    );
    const answers = new Map<string | undefined, ConflictAnswer>([
      [overwrite, { action: 'overwrite', applyToAll: false }],
      [keepBoth, { action: 'keepBoth', applyToAll: false }],
      [skip, { action: 'skip', applyToAll: false }],
      [overwriteAll, { action: 'overwrite', applyToAll: true }],
      [keepBothAll, { action: 'keepBoth', applyToAll: true }],
      [skipAll, { action: 'skip', applyToAll: true }],
    ]);
    return answers.get(picked);
  },
};

/** A result's name taken. */
function fileWording(name: string, folder: string, sourceName: string | undefined): { message: string; detail: string } {
  return {
    message:
      sourceName === undefined
        ? vscode.l10n.t('A file named “{0}” already exists in “{1}”.', name, folder)
        : vscode.l10n.t('{0} → {1}: a file named “{1}” already exists in “{2}”.', sourceName, name, folder),
    detail: vscode.l10n.t('Keep Both saves the new file under a numbered name. Skip keeps the existing file. Overwrite replaces it.'),
  };
}

/** The folder of a converter's several results taken: asked before sending, as their names come only with them. */
function folderWording(name: string, folder: string, sourceName: string | undefined): { message: string; detail: string } {
  return {
    message: vscode.l10n.t('{0} gives several files, and a folder named “{1}” already exists in “{2}”.', sourceName ?? name, name, folder),
    detail: vscode.l10n.t(
      'Nothing is sent yet. Keep Both puts the results in a new numbered folder. Skip converts nothing. Overwrite puts them in this folder, replacing files of the same names.',
    ),
  };
}

/** A file has the name the folder of a converter's several results would have. */
function fileInTheWayWording(name: string, folder: string, sourceName: string | undefined): { message: string; detail: string } {
  return {
    message: vscode.l10n.t(
      '{0} gives several files, to go in a folder named “{1}”, but “{1}” in “{2}” is a file, not a folder.',
      sourceName ?? name,
      name,
      folder,
    ),
    detail: vscode.l10n.t(
      'Nothing is sent yet. Keep Both puts the results in a new numbered folder beside the file. Skip converts nothing. The file stays as it is.',
    ),
  };
}
