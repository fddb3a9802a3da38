/**
 * The buttons a conversion summary offers for a result VS Code cannot show by itself (PDF, DOCX,
 * XLSX, …): the OS's default app and the OS's file manager (the local desktop only), worded per
 * platform. A PDF opens in the extension's viewer as openAfterConvert says; the app is the second choice.
 */
import * as vscode from 'vscode';
import { resultOpening, type RevealStyle, type WindowPlace } from '../conversion/resultOpening';

/** One button: its title and what it does. */
export interface ResultAction {
  readonly title: string;
  /** Open hands the file to the OS's app; reveal shows it in the OS's file manager. */
  readonly kind: 'open' | 'reveal';
  run(): Thenable<unknown>;
}

/** Where this window runs: a remote, a browser, or this machine. */
export function windowPlace(): WindowPlace {
  return { remoteName: vscode.env.remoteName, web: vscode.env.uiKind === vscode.UIKind.Web, platform: process.platform };
}

/** The reveal button's title: each platform's own name for showing a file in its file manager. */
const REVEAL_TITLES: Record<RevealStyle, () => string> = {
  windows: () => vscode.l10n.t('Reveal in File Explorer'),
  mac: () => vscode.l10n.t('Reveal in Finder'),
  linux: () => vscode.l10n.t('Open Containing Folder'),
};

/**
 * The actions for `result`: none when VS Code shows it (the caller opens it in the editor as
 * before) or when the window cannot reach the OS (remote, web, virtual file systems).
 */
export function resultActions(result: vscode.Uri, where: WindowPlace = windowPlace()): ResultAction[] {
  const opening = resultOpening(result.path, { ...where, scheme: result.scheme });
  const actions: ResultAction[] = [];
  if (opening.offerOpen) {
    actions.push({ title: vscode.l10n.t('Open in Default App'), kind: 'open', run: () => vscode.env.openExternal(result) });
  }
  if (opening.reveal) {
    actions.push({
      title: REVEAL_TITLES[opening.reveal](),
      kind: 'reveal',
      run: () => vscode.commands.executeCommand('revealFileInOS', result),
    });
  }
  return actions;
}
