// The results step after a batch: reveal the last result in the Explorer and open what VS Code
// can show, as the settings of each result's source say; and the summary's buttons to find them.
import * as vscode from 'vscode';
import type { OutputSettings } from '../conversion/ports';
import type { LocalAction } from '../messages/actions';
import { globToRegExp } from '../util/glob';
import { shownInEditor, type WindowPlace } from '../conversion/resultOpening';
import { resultActions } from './resultActions';
import type { Logger } from '../ui/logger';
import { baseName } from '../workspace/files';
import { openInEditor } from '../viewer/openInEditor';

/** A result written by the batch, with the output settings of the file it came from. */
export interface WrittenResult {
  readonly uri: vscode.Uri;
  readonly settings: OutputSettings;
  /** The file it was made from: a result opens beside it when it is open. */
  readonly source?: vscode.Uri;
}

/** True when VS Code (or an installed extension's custom editor) can show a file of this name. */
function canDisplay(name: string): boolean {
  if (shownInEditor(name)) {
    return true;
  }
  return vscode.extensions.all.some((extension) => {
    const editors =
      (extension.packageJSON as { contributes?: { customEditors?: { selector?: { filenamePattern?: string }[] }[] } }).contributes
        ?.customEditors ?? [];
    return editors.some((editor) =>
      (editor.selector ?? []).some(
        (selector) =>
          typeof selector.filenamePattern === 'string' && globToRegExp(selector.filenamePattern, { ignoreCase: true }).test(name),
      ),
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
      .slice(0, 20);
    // A Word file in the text editor is only a "binary file" warning: open what can be shown (a PDF in the viewer).
    const open = wanted.filter((w) => canDisplay(baseName(w.uri)));
    if (open.length < wanted.length) {
      log.info(
        `Not opened (no editor for them): ${wanted
          .filter((w) => !open.includes(w))
          .map((w) => baseName(w.uri))
          .join(', ')}.`,
      );
    }
    for (const w of open) {
      await openInEditor(w.uri, { source: w.source, preview: open.length === 1, preserveFocus: open.length > 1 });
    }
  } catch (err) {
    log.warn(`Could not open or reveal the results: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * The buttons that find the results: for one file's result VS Code cannot show, Open (the OS's
 * app, for a single result) and the OS's file manager; for a batch, Reveal in Explorer (each in turn, the last
 * stays selected) and the file manager at the last one's folder. None for results VS Code shows
 * of one file (they open in the editor), or outside the workspace and the local machine.
 */
export function resultButtons(results: readonly vscode.Uri[], where: WindowPlace, options: { forOneFile?: boolean } = {}): LocalAction[] {
  const last = results.at(-1);
  if (!last) {
    return [];
  }
  if (options.forOneFile) {
    // Several results of one file (a split): their folder, not each in the OS's app.
    return resultActions(last, where).filter((action) => results.length === 1 || action.kind === 'reveal');
  }
  // Opening every result in the OS's app is not offered for a batch: only their folder.
  return [...revealInExplorer(results), ...resultActions(last, where).filter((action) => action.kind === 'reveal')];
}

/** Reveal in Explorer for the results inside the workspace, each in turn (the last stays selected); none outside it. */
export function revealInExplorer(results: readonly vscode.Uri[]): LocalAction[] {
  const inWorkspace = results.filter((uri) => vscode.workspace.getWorkspaceFolder(uri)).slice(-20);
  const run = async () => {
    for (const uri of inWorkspace) {
      await vscode.commands.executeCommand('revealInExplorer', uri);
    }
  };
  return inWorkspace.length > 0 ? [{ title: vscode.l10n.t('Reveal in Explorer'), run }] : [];
}
