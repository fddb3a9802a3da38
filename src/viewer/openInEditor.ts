/**
 * Opening a result in the editor, in every kind of window: a PDF in this extension's viewer
 * (unless the person associated PDFs with another editor, or another extension's PDF editor is
 * the default), anything else as VS Code opens it. Beside the source when the source is open.
 */
import * as vscode from 'vscode';
import { CustomEditors } from '../constants';
import { globToRegExp } from '../util/glob';

interface CustomEditorContribution {
  readonly viewType?: string;
  readonly priority?: string;
  readonly selector?: ReadonlyArray<{ readonly filenamePattern?: string }>;
}

function matches(pattern: string, name: string): boolean {
  // editorAssociations and selectors match the whole path ("**/*.pdf") or the name ("*.pdf").
  const glob = globToRegExp(pattern.replace(/^\*\*\//, ''), { ignoreCase: true });
  return glob.test(name);
}

/** True when the person or another extension decides how a file of this name opens. */
function otherEditorDecides(name: string): boolean {
  const associations = vscode.workspace.getConfiguration('workbench').get<Record<string, string>>('editorAssociations') ?? {};
  if (Object.keys(associations).some((pattern) => matches(pattern, name))) {
    return true;
  }
  return vscode.extensions.all.some((extension) => {
    const editors =
      (extension.packageJSON as { contributes?: { customEditors?: CustomEditorContribution[] } }).contributes?.customEditors ?? [];
    return editors.some(
      (editor) =>
        editor.viewType !== CustomEditors.pdfViewer &&
        editor.priority !== 'option' &&
        (editor.selector ?? []).some((s) => typeof s.filenamePattern === 'string' && matches(s.filenamePattern, name)),
    );
  });
}

/** Whether the active editor group shows `source` (a text editor, a custom editor, a notebook). */
function openInActiveGroup(source: vscode.Uri): boolean {
  const wanted = source.toString();
  return vscode.window.tabGroups.activeTabGroup.tabs.some(
    (tab) => (tab.input as { uri?: vscode.Uri } | undefined)?.uri?.toString() === wanted,
  );
}

export interface OpenOptions {
  /** The file the result was made from: when the active group shows it, the result opens beside it. */
  readonly source?: vscode.Uri;
  readonly preview?: boolean;
  readonly preserveFocus?: boolean;
}

/** Opens `uri` in the editor: a PDF in the viewer, beside its source when that is open. */
export async function openInEditor(uri: vscode.Uri, options: OpenOptions = {}): Promise<void> {
  const shown: vscode.TextDocumentShowOptions = {
    preview: options.preview,
    preserveFocus: options.preserveFocus,
    viewColumn: options.source && openInActiveGroup(options.source) ? vscode.ViewColumn.Beside : undefined,
  };
  const name = uri.path.slice(uri.path.lastIndexOf('/') + 1);
  if (/\.pdf$/i.test(name) && !otherEditorDecides(name)) {
    await vscode.commands.executeCommand('vscode.openWith', uri, CustomEditors.pdfViewer, shown);
  } else {
    await vscode.commands.executeCommand('vscode.open', uri, shown);
  }
}
