/**
 * The one question before Preview as PDF, Compare as Text or Search in Documents sends anything:
 * which documents leave the machine, to which host, and what that costs. Asked once per workspace
 * or every time (settings preview.confirmUpload, compare.confirmUpload, search.confirmUpload); the
 * workspace's answer is kept in workspaceState with the host it was for (costConsent.ts), so a
 * cloned repository cannot give it and another service address asks again. What is already stored
 * is not counted: it costs nothing.
 */
import * as vscode from 'vscode';
import { StateKeys } from '../constants';
import { agreedBefore } from './costConsent';
import { unlinked } from '../messages/unlinked';

/** Who asks; each keeps its own answer and setting. */
export type CostPurpose = 'preview' | 'compare' | 'search';

export interface CostPromptContext {
  readonly workspaceState: vscode.Memento;
  readonly mode: 'oncePerWorkspace' | 'everyTime';
  readonly purpose: CostPurpose;
}

const STATE_KEYS: Record<CostPurpose, string> = {
  preview: StateKeys.previewCostAccepted,
  compare: StateKeys.compareCostAccepted,
  search: StateKeys.searchCostAccepted,
};

/** The most names the question lists; the rest are counted. */
const LISTED = 8;

function listed(names: readonly string[]): string {
  const shown = names
    .slice(0, LISTED)
    .map((n) => `“${n}”`)
    .join(', ');
  return names.length > LISTED ? vscode.l10n.t('{0} and {1} more', shown, names.length - LISTED) : shown;
}

/** The question, its button and what is kept, for a preview of `names[0]`. */
function previewWords(names: readonly string[], host: string, mode: CostPromptContext['mode']) {
  return {
    button: vscode.l10n.t('Upload and Preview'),
    question: vscode.l10n.t('Preview “{0}” as PDF?', names[0]!),
    detail: [
      vscode.l10n.t(
        '“{0}” is uploaded to {1} and converted to PDF there. This uses one conversion of your account (a large or complex file can use more).',
        names[0]!,
        host,
      ),
      vscode.l10n.t("The PDF is kept in the extension's storage, not in the workspace: opening this preview again costs nothing."),
      mode === 'oncePerWorkspace'
        ? vscode.l10n.t('You are asked once in this workspace (setting “Preview: Confirm Upload”).')
        : vscode.l10n.t('You are asked before every upload (setting “Preview: Confirm Upload”).'),
    ],
  };
}

/** The question, its button and what is kept, for the texts of `names`. */
function extractionWords(purpose: 'compare' | 'search', names: readonly string[], host: string, mode: CostPromptContext['mode']) {
  const count = names.length;
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
    detail: [
      count === 1
        ? vscode.l10n.t(
            '{0} is uploaded to {1} and its text extracted there. This uses one conversion of your account (a large or complex file can use more).',
            listed(names),
            host,
          )
        : vscode.l10n.t(
            '{0} are uploaded to {1} and their text extracted there. This uses {2} conversions of your account (a large or complex file can use more).',
            listed(names),
            host,
            count,
          ),
      vscode.l10n.t("The text is kept in the extension's storage, not in the workspace: the same content again costs nothing."),
      mode === 'oncePerWorkspace'
        ? vscode.l10n.t('You are asked once in this workspace (setting “{0}”).', setting)
        : vscode.l10n.t('You are asked before every extraction (setting “{0}”).', setting),
    ],
  };
}

/** True when the upload of `names` to `host` may go ahead: agreed before in this workspace for that host, or now. */
export async function confirmCost(context: CostPromptContext, names: readonly string[], host: string): Promise<boolean> {
  const stateKey = STATE_KEYS[context.purpose];
  if (agreedBefore(context.workspaceState.get<unknown>(stateKey), host, context.mode)) {
    return true;
  }
  const words =
    context.purpose === 'preview' ? previewWords(names, host, context.mode) : extractionWords(context.purpose, names, host, context.mode);
  const answer = await vscode.window.showWarningMessage(
    unlinked(words.question),
    { modal: true, detail: words.detail.join('\n\n') },
    words.button,
  );
  if (answer !== words.button) {
    return false;
  }
  if (context.mode === 'oncePerWorkspace') {
    // Kept as the host agreed to: another service address asks again.
    await context.workspaceState.update(stateKey, host);
  }
  return true;
}
