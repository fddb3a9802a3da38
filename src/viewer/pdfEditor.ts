/**
 * The PDF viewer's editor side, loaded on first use (a separate bundle, see register.ts and
 * esbuild.mjs): reads the file in parts (fileParts.ts: streamed from this host's disk, else through
 * workspace.fs, so it works in remote windows and in the browser) and hands them to the page, asks
 * before a file over the size setting, asks for a password in VS Code's password box (never
 * stored), sends the file again when it changes on disk, opens links through VS Code, and keeps
 * the person's choices (inverted colours, each file's place) in the workspace's state.
 */
import * as vscode from 'vscode';
import { StateKeys } from '../constants';
import type { ToViewer, ViewerReport } from './protocol';
import { errorText } from '../conversion/batchReport';
import { resultOpening } from '../conversion/resultOpening';
import { fileParts } from './fileParts';
import { fromViewer } from './viewerMessages';
import { ViewerPositions } from './viewerPositions';
import { viewerHtml, viewerRoots } from './viewerHtml';
import { unlinked } from '../messages/unlinked';

/** What a page reported, with the file it shows. */
export interface ViewerReportEvent {
  readonly uri: vscode.Uri;
  readonly report: ViewerReport;
}

export interface PdfEditorContext {
  readonly extensionUri: vscode.Uri;
  /** The largest file opened without asking (convertFiles.viewer.maxFileSizeMB). */
  readonly maxFileBytes: () => number;
  /** Where the viewer's choices for this workspace are kept (inverted colours, positions). */
  readonly workspaceState: vscode.Memento;
  /** Each report of each page (host tests and the log read them). */
  readonly report: (event: ViewerReportEvent) => void;
  readonly log: { info(message: string): void; warn(message: string): void };
}

/** How long a burst of change events (a save writes, then renames) is waited out before reading again. */
const SETTLE_MS = 200;

function nameOf(uri: vscode.Uri): string {
  return uri.path.slice(uri.path.lastIndexOf('/') + 1);
}

type Post = (message: ToViewer) => void;

/** The open viewers, by file; and a reveal asked for a file whose viewer is still opening. */
const open = new Map<string, Set<Post>>();
const pendingReveals = new Map<string, Extract<ToViewer, { type: 'reveal' }>>();

/**
 * Shows page `page` of `uri` with `query` found there (Search in Documents' hit): in each viewer
 * of the file that is open, else in the next one that opens (the caller opens it right after).
 */
export function revealInPdfViewer(uri: vscode.Uri, page: number, query: string): void {
  const message = { type: 'reveal', page, query } as const;
  const posts = open.get(uri.toString());
  if (posts && posts.size > 0) {
    posts.forEach((post) => post(message));
  } else {
    pendingReveals.set(uri.toString(), message);
  }
}

/** Shows `uri` in `panel` until the panel closes. */
export function resolvePdfEditor(panel: vscode.WebviewPanel, uri: vscode.Uri, context: PdfEditorContext): void {
  const name = nameOf(uri);
  const webview = panel.webview;
  webview.options = { enableScripts: true, enableCommandUris: false, localResourceRoots: viewerRoots(context.extensionUri) };
  const post = (message: ToViewer) => void webview.postMessage(message);
  const posts = open.get(uri.toString()) ?? new Set<Post>();
  open.set(uri.toString(), posts.add(post));
  const positions = new ViewerPositions(context.workspaceState);
  // The system's default app sees only files of the machine this window runs on.
  const openDefault = resultOpening(name, {
    scheme: uri.scheme,
    remoteName: vscode.env.remoteName,
    web: vscode.env.uiKind === vscode.UIKind.Web,
    platform: process.platform,
  }).offerOpen;
  const disposables: vscode.Disposable[] = [];
  let ready = false;
  let asking = false;
  let reading: Promise<void> = Promise.resolve();

  let readings = 0;
  /** The person agreed to open this file although it is larger than the limit (asked once per tab). */
  let largeAgreed = false;
  let disposed = false;
  // One read at a time, in order: a change during a read is read again after it.
  const send = (reload: boolean) => {
    reading = reading.then(async () => {
      try {
        const { size } = await vscode.workspace.fs.stat(uri);
        const limit = context.maxFileBytes();
        if (size > limit && !largeAgreed) {
          largeAgreed = await askLarge(name, size, limit);
          if (!largeAgreed) {
            post({ type: 'failed', message: notOpened(name, size, limit) });
            return;
          }
        }
        // In parts, each sent once the page has taken the one before: the host never holds the file whole.
        const id = ++readings;
        post({ type: 'begin', id, size, reload });
        for await (const data of fileParts(uri)) {
          if (disposed) {
            return;
          }
          await webview.postMessage({ type: 'part', id, data } satisfies ToViewer);
        }
        post({ type: 'end', id });
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
  // The pattern is a glob: a name's own glob characters ("scan [1].pdf") match any character
  // there, and only events of this very file count.
  const pattern = name.replace(/[*?[\]{}]/g, '?');
  const watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(vscode.Uri.joinPath(uri, '..'), pattern));
  const ours = (event: vscode.Uri) => event.toString() === uri.toString();
  disposables.push(
    watcher,
    watcher.onDidChange((event) => ours(event) && changed()),
    watcher.onDidCreate((event) => ours(event) && changed()),
    watcher.onDidDelete((event) => {
      if (ours(event)) {
        clearTimeout(timer);
        post({ type: 'deleted' });
      }
    }),
    webview.onDidReceiveMessage((received: unknown) => {
      // The page shows a file from anywhere: only the protocol's messages, checked, are acted on.
      const message = fromViewer(received);
      switch (message?.type) {
        case 'ready':
          // Also after the page was reloaded by VS Code: it starts again from the file.
          ready = true;
          send(false);
          {
            // After the file's bytes (the page keeps a reveal until the file is shown).
            const reveal = pendingReveals.get(uri.toString());
            pendingReveals.delete(uri.toString());
            if (reveal) {
              reading = reading.then(() => post(reveal));
            }
          }
          break;
        case 'needPassword':
          // One password box at a time, however often the page asks.
          if (!asking) {
            asking = true;
            void askPassword(name, message.incorrect)
              .then((password) => post({ type: 'password', password }))
              .finally(() => (asking = false));
          }
          break;
        case 'openDefault':
          if (openDefault) {
            void vscode.env.openExternal(uri);
          }
          break;
        case 'openLink':
          // VS Code's own opener: it asks before leaving for an address (unless the person trusts its domain).
          void vscode.env.openExternal(vscode.Uri.parse(message.url, true));
          break;
        case 'position':
          void positions.set(uri, message);
          break;
        case 'inverted':
          void context.workspaceState.update(StateKeys.viewerInverted, message.inverted || undefined);
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
    disposed = true;
    posts.delete(post);
    clearTimeout(timer);
    disposables.forEach((d) => d.dispose());
  });
  webview.html = viewerHtml(webview, context.extensionUri, name, {
    inverted: context.workspaceState.get<boolean>(StateKeys.viewerInverted) === true,
    position: positions.get(uri),
    openDefault,
  });
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toLocaleString(vscode.env.language, { maximumFractionDigits: 0 });
}

/** Asks before a file over the limit is read: the page holds it whole. */
async function askLarge(name: string, size: number, limit: number): Promise<boolean> {
  const open = vscode.l10n.t('Open');
  const answer = await vscode.window.showWarningMessage(
    unlinked(vscode.l10n.t('Open “{0}” ({1} MB)?', name, megabytes(size))),
    {
      modal: true,
      detail: vscode.l10n.t(
        'It is larger than {0} MB (setting convertFiles.viewer.maxFileSizeMB). The viewer holds the whole file while it is open, which may slow this window down.',
        megabytes(limit),
      ),
    },
    open,
  );
  return answer === open;
}

function notOpened(name: string, size: number, limit: number): string {
  return vscode.l10n.t(
    '“{0}” ({1} MB) was not opened: it is larger than {2} MB (setting convertFiles.viewer.maxFileSizeMB). Reopen it to be asked again.',
    name,
    megabytes(size),
    megabytes(limit),
  );
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
