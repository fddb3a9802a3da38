// What a command was invoked on: the Explorer's selection (all selected resources), the clicked
// file, the active editor's file, or files picked in an open dialog.
import * as vscode from 'vscode';
import { baseName } from '../workspace/files';

/**
 * The file shown in the active editor (text, image preview or other custom editor), if any. A
 * document no file system serves (Show Claims, an output channel) is no file to convert: with
 * Convert Again on a key, it would otherwise fail as an unexpected error.
 */
export function activeFile(): vscode.Uri | undefined {
  const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  const uri =
    input instanceof vscode.TabInputText || input instanceof vscode.TabInputCustom
      ? input.uri
      : vscode.window.activeTextEditor?.document.uri;
  return uri && uri.scheme !== 'untitled' && vscode.workspace.fs.isWritableFileSystem(uri.scheme) !== undefined ? uri : undefined;
}

/**
 * What an Explorer or editor command was invoked on: all selected resources (the second
 * argument) when there is a multi-selection, else the clicked one, else the active editor's file.
 */
export function selection(uri: unknown, uris: unknown): readonly vscode.Uri[] | undefined {
  if (Array.isArray(uris) && uris.length > 0 && uris.every((u) => u instanceof vscode.Uri)) {
    return uris as vscode.Uri[];
  }
  if (uri instanceof vscode.Uri) {
    return [uri];
  }
  const active = activeFile();
  return active ? [active] : undefined;
}

/** What an Explorer command was invoked on, and nothing else: all selected resources, else the clicked one. */
export function explorerSelection(uri: unknown, uris: unknown): vscode.Uri[] {
  return (Array.isArray(uris) && uris.length > 0 ? uris : [uri]).filter((u): u is vscode.Uri => u instanceof vscode.Uri);
}

/** For "Convert File…" (and a command run with nothing selected, `title` its name): the active editor's file offered first, else an open dialog. */
export async function askForFiles(title = vscode.l10n.t('Convert File')): Promise<readonly vscode.Uri[] | undefined> {
  const active = activeFile();
  if (active) {
    const chooseOther = vscode.l10n.t('$(files) Choose Files…');
    const picked = await vscode.window.showQuickPick(
      [
        { label: `$(file) ${baseName(active)}`, description: vscode.l10n.t('active editor'), uri: active },
        { label: chooseOther, description: vscode.l10n.t('pick one or more files'), uri: undefined },
      ],
      { title, placeHolder: vscode.l10n.t('Which file to convert?') },
    );
    if (!picked) {
      return undefined;
    }
    if (picked.uri) {
      return [picked.uri];
    }
  }
  const folder = active ? vscode.Uri.joinPath(active, '..') : vscode.workspace.workspaceFolders?.[0]?.uri;
  return vscode.window.showOpenDialog({
    title,
    openLabel: vscode.l10n.t('Convert'),
    canSelectFiles: true,
    canSelectFolders: false,
    canSelectMany: true,
    defaultUri: folder,
  });
}
