// The UI of a conversion batch in VS Code: one cancellable progress notification, the modal
// question of the "ask" conflict policy, and the password box of a protected file.
import * as vscode from 'vscode';
import type { ConflictAnswer, ConflictQuestion } from '../conversion/outputPlanner';
import type { BatchProgress, ConflictPrompt, PasswordPrompt } from '../conversion/ports';
import { progressText, progressTitle } from '../messages/conversion';
import type { ProgressUi } from '../ui/progress';
import { baseName } from '../workspace/files';

/** The batch's progress in words: the title says what, the message which file and how far. */
export function batchProgress(ui: ProgressUi): BatchProgress {
  return {
    run: (targetFormat, task) =>
      ui.run(progressTitle(targetFormat), (signal, report) =>
        task(
          { step: (step) => report({ message: progressText(step) }), advance: (fraction) => report({ increment: fraction * 100 }) },
          signal,
        ),
      ),
  };
}

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

/** The password box of a protected file; the answer is never stored, and the conversion that sends it holds it in the redactor. */
export function passwordBox(): PasswordPrompt<vscode.Uri> {
  return {
    async ask(source, signal) {
      // Cancel on the progress closes the box.
      const cancel = new vscode.CancellationTokenSource();
      const abort = () => cancel.cancel();
      signal.addEventListener('abort', abort, { once: true });
      let password: string | undefined;
      try {
        password = await vscode.window.showInputBox(
          {
            title: vscode.l10n.t('Password-Protected File'),
            prompt: vscode.l10n.t('“{0}” is protected by a password. Enter it to convert the file (it is not stored).', baseName(source)),
            password: true,
            ignoreFocusOut: true,
          },
          cancel.token,
        );
      } finally {
        signal.removeEventListener('abort', abort);
        cancel.dispose();
      }
      // Not registered with the redactor here: the conversion that sends it holds it (masked in
      // what the service echoes while it runs; a long one everywhere, for good).
      return password || undefined;
    },
  };
}
