// The results step after a batch: reveal the last result in the Explorer and open what VS Code
// can show, as the settings of each result's source say.
import * as vscode from 'vscode';
import type { OutputSettings } from '../../conversion/ports';
import { globToRegExp } from '../../util/glob';
import type { Logger } from '../../ui/logger';
import { baseName } from '../../workspace/files';

/** A result written by the batch, with the output settings of the file it came from. */
export interface WrittenResult {
  readonly uri: vscode.Uri;
  readonly settings: OutputSettings;
}

/** Extensions VS Code shows by itself: text in the text editor, images in its image preview. */
const DISPLAYABLE = new Set(['txt', 'md', 'html', 'htm', 'xml', 'csv', 'tsv', 'json', 'svg', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'ico', 'rtf', 'log', 'yaml', 'yml']);

/** True when VS Code (or an installed extension's custom editor) can show a file of this name. */
function canDisplay(name: string): boolean {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (DISPLAYABLE.has(ext)) {
    return true;
  }
  return vscode.extensions.all.some((extension) => {
    const editors = (extension.packageJSON as { contributes?: { customEditors?: { selector?: { filenamePattern?: string }[] }[] } }).contributes?.customEditors ?? [];
    return editors.some((editor) =>
      (editor.selector ?? []).some((selector) => typeof selector.filenamePattern === 'string' && globToRegExp(selector.filenamePattern, { ignoreCase: true }).test(name)),
    );
  });
}

/** Opens and reveals results as the settings of each one's source say; a failure here is only logged. */
export async function showResults(log: Logger, written: readonly WrittenResult[]): Promise<void> {
  if (written.length === 0) {
    return;
  }
  try {
    const reveal = written.findLast((w) => w.settings.revealInExplorer && vscode.workspace.getWorkspaceFolder(w.uri));
    if (reveal) {
      await vscode.commands.executeCommand('revealInExplorer', reveal.uri);
    }
    const wanted = written
      .filter((w) => w.settings.openAfterConvert === 'always' || (w.settings.openAfterConvert === 'single' && written.length === 1))
      .slice(0, 20)
      .map((w) => w.uri);
    // A PDF or Word file in the text editor is only a "binary file" warning: open what can be shown.
    const open = wanted.filter((uri) => canDisplay(baseName(uri)));
    if (open.length < wanted.length) {
      log.info(`Not opened (no editor for them): ${wanted.filter((u) => !open.includes(u)).map(baseName).join(', ')}.`);
    }
    for (const uri of open) {
      await vscode.commands.executeCommand('vscode.open', uri, { preview: open.length === 1, preserveFocus: open.length > 1 });
    }
  } catch (err) {
    log.warn(`Could not open or reveal the results: ${err instanceof Error ? err.message : String(err)}`);
  }
}
