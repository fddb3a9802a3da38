/**
 * The PDF viewer's page: locked down (a CSP with a nonce for its one script, nothing from the
 * internet, only the extension's own viewer files readable), its words localised here.
 */
import * as vscode from 'vscode';
import { escapeAttribute, pageHead, pageNonce } from '../ui/webviewPage';
import type { ViewerPosition, ViewerStrings } from './protocol';

/** The folders the page may read: pdf.js's build and the page script (dist/viewer), its style (media/viewer). */
export function viewerRoots(extensionUri: vscode.Uri): vscode.Uri[] {
  return [vscode.Uri.joinPath(extensionUri, 'dist', 'viewer'), vscode.Uri.joinPath(extensionUri, 'media', 'viewer')];
}

export function viewerStrings(): ViewerStrings {
  return {
    loading: vscode.l10n.t('Loading…'),
    previousPage: vscode.l10n.t('Previous Page'),
    nextPage: vscode.l10n.t('Next Page'),
    ofPages: vscode.l10n.t('of {0}'),
    pageNumber: vscode.l10n.t('Page number'),
    zoomIn: vscode.l10n.t('Zoom In'),
    zoomOut: vscode.l10n.t('Zoom Out'),
    zoom: vscode.l10n.t('Zoom'),
    fitWidth: vscode.l10n.t('Fit Width'),
    fitPage: vscode.l10n.t('Fit Page'),
    find: vscode.l10n.t('Find'),
    findPrevious: vscode.l10n.t('Previous Match (Shift+Enter)'),
    findNext: vscode.l10n.t('Next Match (Enter)'),
    matchOf: vscode.l10n.t('{0} of {1}'),
    noMatches: vscode.l10n.t('No results'),
    notReadable: vscode.l10n.t(
      '“{0}” is not a readable PDF ({1}). It may be damaged, incomplete, or another kind of file with a .pdf name.',
    ),
    passwordCancelled: vscode.l10n.t('“{0}” is protected by a password and was not opened. Reopen it to enter the password.'),
    failed: vscode.l10n.t('“{0}” could not be shown: {1}'),
    deleted: vscode.l10n.t('The file was deleted. What is shown is its last version.'),
    pageLabel: vscode.l10n.t('Page {0}'),
    invertColors: vscode.l10n.t('Invert Page Colours (images keep theirs)'),
    openDefault: vscode.l10n.t('Open in Default App'),
    loadingPercent: vscode.l10n.t('Loading… {0} %'),
    sidebar: vscode.l10n.t('Outline and pages'),
    toggleSidebar: vscode.l10n.t('Toggle Sidebar (F4)'),
    outline: vscode.l10n.t('Outline'),
    thumbnails: vscode.l10n.t('Pages'),
    noOutline: vscode.l10n.t('This document has no outline.'),
  };
}

/** What the page starts with besides the file: the person's choices remembered for this workspace. */
export interface ViewerSettings {
  readonly inverted: boolean;
  /** Where the person was in this file (viewerPositions.ts). */
  readonly position?: ViewerPosition;
  /** A file that is no readable PDF may be handed to the system's default app (a local desktop window). */
  readonly openDefault: boolean;
}

/** The page for the file named `name`. */
export function viewerHtml(webview: vscode.Webview, extensionUri: vscode.Uri, name: string, settings: ViewerSettings): string {
  const nonce = pageNonce();
  const file = (...path: string[]) => webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, ...path)).toString();
  const csp = [
    `default-src 'none'`,
    // The page script by nonce; pdf.js's module is imported by it from the extension's own files.
    `script-src 'nonce-${nonce}' ${webview.cspSource}`,
    `style-src ${webview.cspSource}`,
    // pdf.js draws images of the document through blob: and data: addresses it makes itself.
    `img-src ${webview.cspSource} blob: data:`,
    // The worker's script is read (connect-src) and started from a blob: (see webview/pdfJs.ts).
    `connect-src ${webview.cspSource}`,
    `worker-src blob:`,
  ];
  // The frame (toolbar, layout), the pages with their text and links, the sidebar: one stylesheet per part.
  const styles = ['viewer.css', 'pages.css', 'sidebar.css'].map((sheet) => file('media', 'viewer', sheet));
  return `${pageHead(csp, styles, name)}
<body data-name="${escapeAttribute(name)}" data-pdfjs="${file('dist', 'viewer', 'pdf.min.mjs')}" data-worker="${file('dist', 'viewer', 'pdf.worker.min.mjs')}" data-strings="${escapeAttribute(JSON.stringify(viewerStrings()))}" data-inverted="${settings.inverted}" data-open-default="${settings.openDefault}" data-position="${escapeAttribute(JSON.stringify(settings.position ?? null))}" data-cmaps="${file('dist', 'viewer', 'cmaps')}/" data-fonts="${file('dist', 'viewer', 'standard_fonts')}/">
<script type="module" nonce="${nonce}" src="${file('dist', 'viewer', 'pdfViewer.js')}"></script>
</body>
</html>`;
}
