// The modal question of the "ask" conflict policy, part of the services built at activation
// (commandUi), apart from the batch's progress so that activation holds only this.
import * as vscode from 'vscode';
import type { ConflictAnswer, ConflictQuestion } from '../conversion/outputPlanner';
import type { ConflictPrompt } from '../conversion/ports';

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
    const buttons = inBatch ? [keepBoth, skip, overwrite, keepBothAll, skipAll, overwriteAll] : [keepBoth, skip, overwrite];
    const folder = question.directory.slice(question.directory.lastIndexOf('/') + 1) || question.directory;
    const sourceName = question.source === undefined ? undefined : question.source.slice(question.source.lastIndexOf('/') + 1);
    const message =
      sourceName === undefined
        ? vscode.l10n.t('A file named “{0}” already exists in “{1}”.', question.name, folder)
        : vscode.l10n.t('{0} → {1}: a file named “{1}” already exists in “{2}”.', sourceName, question.name, folder);
    const picked = await vscode.window.showWarningMessage(
      message,
      {
        modal: true,
        detail: inBatch
          ? vscode.l10n.t(
              'Keep Both saves the new file under a numbered name. Skip keeps the existing file. Overwrite replaces it. Cancel stops the batch.',
            )
          : vscode.l10n.t('Keep Both saves the new file under a numbered name. Skip keeps the existing file. Overwrite replaces it.'),
      },
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
