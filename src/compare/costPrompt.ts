/**
 * The question before Compare as Text sends anything: which documents leave the machine, to
 * which host, and what that costs. Asked once per workspace or every time (setting
 * compare.confirmUpload); the workspace's answer is kept in workspaceState, with the host it was for, so a cloned
 * repository cannot give it. Texts already stored are not counted: they cost nothing.
 */
import * as vscode from 'vscode';
import { StateKeys } from '../constants';
import { agreedBefore } from './consent';

export interface ExtractionPromptContext {
  readonly workspaceState: vscode.Memento;
  readonly mode: 'oncePerWorkspace' | 'everyTime';
}

/** True when the extraction of `names` (the documents without a stored text) may go ahead. */
export async function confirmExtraction(context: ExtractionPromptContext, names: readonly string[], host: string): Promise<boolean> {
  if (agreedBefore(context.workspaceState.get<unknown>(StateKeys.compareCostAccepted), host, context.mode)) {
    return true;
  }
  const extract = vscode.l10n.t('Extract and Compare');
  const listed = names.map((n) => `“${n}”`).join(', ');
  const detail = [
    names.length === 1
      ? vscode.l10n.t(
          '{0} is uploaded to {1} and its text extracted there. This uses one conversion of your account (a large or complex file can use more).',
          listed,
          host,
        )
      : vscode.l10n.t(
          '{0} are uploaded to {1} and their text extracted there. This uses {2} conversions of your account (a large or complex file can use more).',
          listed,
          host,
          names.length,
        ),
    vscode.l10n.t("The text is kept in the extension's storage, not in the workspace: comparing the same content again costs nothing."),
    context.mode === 'oncePerWorkspace'
      ? vscode.l10n.t('You are asked once in this workspace (setting “Compare: Confirm Upload”).')
      : vscode.l10n.t('You are asked before every extraction (setting “Compare: Confirm Upload”).'),
  ].join('\n\n');
  const question =
    names.length === 1
      ? vscode.l10n.t('Compare as text: extract the text of 1 document?')
      : vscode.l10n.t('Compare as text: extract the text of {0} documents?', names.length);
  const answer = await vscode.window.showWarningMessage(question, { modal: true, detail }, extract);
  if (answer !== extract) {
    return false;
  }
  if (context.mode === 'oncePerWorkspace') {
    // Kept as the host agreed to: another service address asks again.
    await context.workspaceState.update(StateKeys.compareCostAccepted, host);
  }
  return true;
}
