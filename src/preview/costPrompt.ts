/**
 * The question before Preview as PDF uploads anything: what leaves the machine, to which host,
 * and what it costs. Asked once per workspace or every time (setting preview.confirmUpload); the
 * workspace's answer is kept in workspaceState, so a cloned repository cannot give it.
 */
import * as vscode from 'vscode';
import { StateKeys } from '../constants';
import { unlinked } from '../messages/unlinked';

export interface CostPromptContext {
  readonly workspaceState: vscode.Memento;
  readonly mode: 'oncePerWorkspace' | 'everyTime';
}

/** True when the upload may go ahead: agreed before in this workspace, or now. */
export async function confirmUpload(context: CostPromptContext, fileName: string, host: string): Promise<boolean> {
  if (context.mode === 'oncePerWorkspace' && context.workspaceState.get<boolean>(StateKeys.previewCostAccepted) === true) {
    return true;
  }
  const upload = vscode.l10n.t('Upload and Preview');
  const detail = [
    vscode.l10n.t(
      '“{0}” is uploaded to {1} and converted to PDF there. This uses one conversion of your account (a large or complex file can use more).',
      fileName,
      host,
    ),
    vscode.l10n.t("The PDF is kept in the extension's storage, not in the workspace: opening this preview again costs nothing."),
    context.mode === 'oncePerWorkspace'
      ? vscode.l10n.t('You are asked once in this workspace (setting “Preview: Confirm Upload”).')
      : vscode.l10n.t('You are asked before every upload (setting “Preview: Confirm Upload”).'),
  ].join('\n\n');
  const answer = await vscode.window.showWarningMessage(
    unlinked(vscode.l10n.t('Preview “{0}” as PDF?', fileName)),
    { modal: true, detail },
    upload,
  );
  if (answer !== upload) {
    return false;
  }
  if (context.mode === 'oncePerWorkspace') {
    await context.workspaceState.update(StateKeys.previewCostAccepted, true);
  }
  return true;
}
