/**
 * The PDF viewer's editor side, loaded on first use (a separate bundle, see register.ts and
 * esbuild.mjs): reads the file through workspace.fs (so it works in remote windows and in the
 * browser, with no file: address), hands the bytes to the page, asks for a password in VS Code's
 * password box (never stored), and sends the file again when it changes on disk.
 */
import * as vscode from 'vscode';
import type { FromViewer, ToViewer, ViewerReport } from './protocol';
import { viewerHtml, viewerRoots } from './viewerHtml';

/** What a page reported, with the file it shows. */
export interface ViewerReportEvent {
  readonly uri: vscode.Uri;
  readonly report: ViewerReport;
}

export interface PdfEditorContext {
  readonly extensionUri: vscode.Uri;
  /** Each report of each page (host tests and the log read them). */
  readonly report: (event: ViewerReportEvent) => void;
  readonly log: { info(message: string): void; warn(message: string): void };
}

/** How long a burst of change events (a save writes, then renames) is waited out before reading again. */
const SETTLE_MS = 200;

function nameOf(uri: vscode.Uri): string {
  return uri.path.slice(uri.path.lastIndexOf('/') + 1);
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Shows `uri` in `panel` until the panel closes. */
export function resolvePdfEditor(panel: vscode.WebviewPanel, uri: vscode.Uri, context: PdfEditorContext): void {
  const name = nameOf(uri);
  const webview = panel.webview;
  webview.options = { enableScripts: true, enableCommandUris: false, localResourceRoots: viewerRoots(context.extensionUri) };
  const post = (message: ToViewer) => void webview.postMessage(message);
  const disposables: vscode.Disposable[] = [];
  let ready = false;
  let reading: Promise<void> = Promise.resolve();

  // One read at a time, in order: a change during a read is read again after it.
  const send = (reload: boolean) => {
    reading = reading.then(async () => {
      try {
        const bytes = await vscode.workspace.fs.readFile(uri);
        // An ArrayBuffer of exactly the file: VS Code hands those to the page as they are (a
        // Node Buffer or a view into a larger one does not arrive as bytes in every host).
        const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
        post({ type: 'load', data, reload });
      } catch (err) {
        context.log.warn(`PDF viewer: could not read ${name}: ${errorText(err)}`);
        post({ type: 'failed', message: vscode.l10n.t('“{0}” could not be read: {1}', name, errorText(err)) });
      }
    });
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(() => ready && send(true), SETTLE_MS);
  };
  const watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(vscode.Uri.joinPath(uri, '..'), name));
  disposables.push(
    watcher,
    watcher.onDidChange(changed),
    watcher.onDidCreate(changed),
    watcher.onDidDelete(() => {
      clearTimeout(timer);
      post({ type: 'deleted' });
    }),
    webview.onDidReceiveMessage((message: FromViewer) => {
      switch (message.type) {
        case 'ready':
          // Also after the page was reloaded by VS Code: it starts again from the file.
          ready = true;
          send(false);
          break;
        case 'needPassword':
          void askPassword(name, message.incorrect).then((password) => post({ type: 'password', password }));
          break;
        case 'report':
          if (message.report.state === 'error') {
            context.log.warn(`PDF viewer: ${name}: ${message.report.kind}.`);
          }
          context.report({ uri, report: message.report });
          break;
      }
    }),
  );
  panel.onDidDispose(() => {
    clearTimeout(timer);
    disposables.forEach((d) => d.dispose());
  });
  webview.html = viewerHtml(webview, context.extensionUri, name);
}

/** VS Code's password box for a protected PDF; the answer goes to the page only and is not kept. */
async function askPassword(name: string, incorrect: boolean): Promise<string | undefined> {
  const password = await vscode.window.showInputBox({
    title: vscode.l10n.t('Password-Protected PDF'),
    prompt: incorrect
      ? vscode.l10n.t('That password did not open “{0}”. Enter its password (it is not stored).', name)
      : vscode.l10n.t('“{0}” is protected by a password. Enter it to view the file (it is not stored).', name),
    password: true,
    ignoreFocusOut: true,
  });
  return password || undefined;
}
