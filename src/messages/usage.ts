// What the usage commands warn about.
import * as vscode from 'vscode';
import { Actions, type Message } from './actions';

export function exportNeedsFolder(): Message {
  return { severity: 'warning', text: vscode.l10n.t('Open a folder first: the statistics are saved into the workspace.'), actions: [] };
}

export function exportNeedsMasterToken(): Message {
  return {
    severity: 'warning',
    text: vscode.l10n.t("Exporting the account's statistics needs the Master Token."),
    actions: [Actions.setMasterToken()],
  };
}
