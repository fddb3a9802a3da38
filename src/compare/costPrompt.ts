/**
 * The question before a text extraction sends anything (Compare as Text, Search in Documents):
 * which documents leave the machine, to which host, and what that costs. Asked once per workspace
 * or every time (settings compare.confirmUpload, search.confirmUpload); the workspace's answer is
 * kept in workspaceState, with the host it was for, so a cloned repository cannot give it. Texts
 * already stored are not counted: they cost nothing.
 */
import * as vscode from 'vscode';
import { StateKeys } from '../constants';
import { agreedBefore } from './consent';
import { unlinked } from '../messages/unlinked';

export interface ExtractionPromptContext {
  readonly workspaceState: vscode.Memento;
  readonly mode: 'oncePerWorkspace' | 'everyTime';
  /** Who asks: Compare as Text (the default) or Search in Documents; each keeps its own answer and setting. */
  readonly purpose?: 'compare' | 'search';
}

/** The most names the question lists; the rest are counted. */
const LISTED = 8;

function listed(names: readonly string[]): string {
  const shown = names
    .slice(0, LISTED)
    .map((n) => `“${n}”`)
    .join(', ');
  return names.length > LISTED ? vscode.l10n.t('{0} and {1} more', shown, names.length - LISTED) : shown;
}

/** The question's words for each purpose. */
function wording(purpose: 'compare' | 'search', count: number, mode: 'oncePerWorkspace' | 'everyTime') {
  const setting = purpose === 'search' ? 'Search: Confirm Upload' : 'Compare: Confirm Upload';
  return {
    button: purpose === 'search' ? vscode.l10n.t('Extract and Search') : vscode.l10n.t('Extract and Compare'),
    question:
      purpose === 'search'
        ? count === 1
          ? vscode.l10n.t('Search in documents: extract the text of 1 document?')
          : vscode.l10n.t('Search in documents: extract the text of {0} documents?', count)
        : count === 1
          ? vscode.l10n.t('Compare as text: extract the text of 1 document?')
          : vscode.l10n.t('Compare as text: extract the text of {0} documents?', count),
    kept: vscode.l10n.t("The text is kept in the extension's storage, not in the workspace: the same content again costs nothing."),
    asked:
      mode === 'oncePerWorkspace'
        ? vscode.l10n.t('You are asked once in this workspace (setting “{0}”).', setting)
        : vscode.l10n.t('You are asked before every extraction (setting “{0}”).', setting),
  };
}

export async function confirmExtraction(context: ExtractionPromptContext, names: readonly string[], host: string): Promise<boolean> {
  const purpose = context.purpose ?? 'compare';
  const stateKey = purpose === 'search' ? StateKeys.searchCostAccepted : StateKeys.compareCostAccepted;
  if (agreedBefore(context.workspaceState.get<unknown>(stateKey), host, context.mode)) {
    return true;
  }
  const words = wording(purpose, names.length, context.mode);
  const detail = [
    names.length === 1
      ? vscode.l10n.t(
          '{0} is uploaded to {1} and its text extracted there. This uses one conversion of your account (a large or complex file can use more).',
          listed(names),
          host,
        )
      : vscode.l10n.t(
          '{0} are uploaded to {1} and their text extracted there. This uses {2} conversions of your account (a large or complex file can use more).',
          listed(names),
          host,
          names.length,
        ),
    words.kept,
    words.asked,
  ].join('\n\n');
  const answer = await vscode.window.showWarningMessage(unlinked(words.question), { modal: true, detail }, words.button);
  if (answer !== words.button) {
    return false;
  }
  if (context.mode === 'oncePerWorkspace') {
    // Kept as the host agreed to: another service address asks again.
    await context.workspaceState.update(stateKey, host);
  }
  return true;
}
