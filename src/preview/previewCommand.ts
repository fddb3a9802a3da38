/**
 * Preview as PDF, loaded on first use (a separate bundle, see register.ts and esbuild.mjs): shows
 * a file VS Code cannot show (DOCX, XLSX, PPTX, ODT, RTF, …) as the PDF the service makes of it,
 * and a Markdown file as the PDF Convert To → PDF prints of it (its page, html/to/pdf).
 * A stored preview of the same content opens at once and costs nothing; otherwise the person is
 * told what the upload costs first, the file is converted once into the extension's storage
 * (never the workspace), and the stored previews are kept under their size cap.
 */
import * as vscode from 'vscode';
import { CustomEditors } from '../constants';
import { singleConversionDeps, type ExtensionServices } from '../extensionServices';
import { CancelledError } from '../service/errors';
import { findConverter } from '../service/catalogue';
import { LocalOutputTarget } from '../service/convert';
import type { SourceFile } from '../service/http';
import { withCancellableProgress } from '../ui/progress';
import { extensionOf } from '../conversion/resultOpening';
import { confirmCost } from '../ui/costPrompt';
import { previewFormats } from './previewFormats';
import { settleUnsavedEdits } from '../workspace/unsavedEdits';
import { previewUri } from './previewFileSystem';
import { ContentCache } from '../conversion/contentCache';
import { contentCache } from '../workspace/contentCache';
import { sentJob } from '../conversion/jobRequest';
import type { ConversionFiles } from '../conversion/ports';
import { editorMarkdownDeps } from '../markdownPdf/deps';
import { baseName, workspaceFiles } from '../workspace/files';
import { unlinked } from '../messages/unlinked';
import { convertSingle } from '../conversion/singleConversion';

/** The file of the active editor tab (a text editor, a custom editor, the binary-file notice). */
function activeFile(): vscode.Uri | undefined {
  const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input as { uri?: vscode.Uri } | undefined;
  return input?.uri;
}

async function chooseFile(services: ExtensionServices): Promise<vscode.Uri | undefined> {
  const formats = previewFormats(services.catalogue.get(services.config().baseUrl).catalogue);
  const picked = await vscode.window.showOpenDialog({
    canSelectMany: false,
    openLabel: vscode.l10n.t('Preview as PDF'),
    filters: { [vscode.l10n.t('Documents')]: formats },
  });
  return picked?.[0];
}

/** Whether the active group shows `uri`: the preview then opens beside it. */
function shownInActiveGroup(uri: vscode.Uri): boolean {
  const wanted = uri.toString();
  return vscode.window.tabGroups.activeTabGroup.tabs.some(
    (tab) => (tab.input as { uri?: vscode.Uri } | undefined)?.uri?.toString() === wanted,
  );
}

/** Opens the stored preview `key` of `source` in the viewer, under the source's name (previewFileSystem.ts). */
async function show(key: string, source: vscode.Uri): Promise<void> {
  await vscode.commands.executeCommand('vscode.openWith', previewUri(baseName(source), key), CustomEditors.pdfViewer, {
    viewColumn: shownInActiveGroup(source) ? vscode.ViewColumn.Beside : vscode.ViewColumn.Active,
    preview: true,
  });
}

/**
 * What a preview of `uri` (read as `content`) sends, built by the step every conversion shares
 * (conversion/jobRequest.ts): a Markdown file becomes its page for html/to/pdf, through the
 * renderer and settings Convert To → PDF uses (md/to/pdf with `convertFiles.markdown.renderer`
 * `service`). The key is of what is sent: a page's hash and options for a page (its images and
 * styles are in it), else the file's bytes; rendering costs nothing, so it comes before the lookup.
 */
async function previewRequest(services: ExtensionServices, uri: vscode.Uri, format: string, content: Uint8Array) {
  const source: SourceFile = {
    name: baseName(uri),
    size: content.byteLength,
    open: async function* () {
      yield content;
    },
  };
  // The bytes read for the key are the bytes sent.
  const files: ConversionFiles<vscode.Uri> = {
    ...workspaceFiles,
    open: async (r) => (r.toString() === uri.toString() ? source : workspaceFiles.open(r)),
  };
  const job = { source: uri, sourceFormat: format, targetFormat: 'pdf' };
  const { sent, inputs } = await sentJob(
    job,
    files,
    editorMarkdownDeps(services, (r: vscode.Uri) => r),
    services.log,
    new AbortController().signal,
  );
  const key =
    sent.page === undefined
      ? ContentCache.key(format, content)
      : ContentCache.key(`${format}:page`, Buffer.from(`${sent.page}\n${JSON.stringify(sent.parameters ?? {})}`));
  // The batch sends what was keyed: the job as sent, its file read as the page (or the bytes read).
  const sending: ConversionFiles<vscode.Uri> = {
    ...workspaceFiles,
    open: async (r) => (r.toString() === uri.toString() ? inputs.source : workspaceFiles.open(r)),
  };
  return { sent, files: sending, key };
}

/** Previews being prepared (looked up or made), by content key: a second request for the same content waits for the first. */
const inFlight = new Map<string, Promise<string | undefined>>();

/** Preview as PDF of `arg` (the Explorer's or editor title's file), else the active editor's file, else one the person picks. */
export async function previewAsPdf(services: ExtensionServices, arg?: unknown): Promise<void> {
  const uri = arg instanceof vscode.Uri ? arg : (activeFile() ?? (await chooseFile(services)));
  if (!uri) {
    return;
  }
  const name = baseName(uri);
  const format = extensionOf(name);
  const config = services.config();
  const catalogue = services.catalogue.get(config.baseUrl).catalogue;
  if (!previewFormats(catalogue).includes(format) || !findConverter(catalogue, format, 'pdf')) {
    void vscode.window.showInformationMessage(
      unlinked(
        vscode.l10n.t(
          '“{0}” cannot be previewed: the conversion service does not convert {1} files to PDF.',
          name,
          format ? `.${format}` : name,
        ),
      ),
    );
    return;
  }
  // A preview is of the file as saved: unsaved edits (a custom editor's) are saved first, or asked about.
  await settleUnsavedEdits([uri], services.log);
  const content = await vscode.workspace.fs.readFile(uri);
  const cache = contentCache(services.context);
  const { sent, files, key } = await previewRequest(services, uri, format, content);
  // Registered before the stored copy is looked up, so that no second request for the same
  // content can slip between the lookup and the conversion and pay again.
  const running = inFlight.get(key);
  if (running) {
    // The same content is being previewed already (a double click, two tabs): wait for it instead of paying again.
    services.log.info(`Preview of ${name}: the same content is being prepared; waiting for it, nothing sent.`);
    if (await running) {
      await show(key, uri);
    }
    return;
  }
  const make = async (): Promise<string> => {
    if (
      !(await confirmCost(
        { workspaceState: services.context.workspaceState, mode: config.previewConfirmUpload, purpose: 'preview' },
        [name],
        new URL(config.baseUrl).host,
      ))
    ) {
      throw new CancelledError();
    }
    const target = await cache.place(key, 'pdf');
    const started = Date.now();
    // Into the content cache, never the workspace; counted in the Usage view as any conversion.
    await withCancellableProgress(vscode.l10n.t('Preparing the preview of {0}…', name), (signal) =>
      convertSingle(
        { ...singleConversionDeps(services), files },
        {
          ...sent,
          destination: {
            output: new LocalOutputTarget(),
            // One PDF is what a preview shows; should the service answer with more, the rest are not kept.
            resolve: async (result) => (result.index === 0 ? { path: target, overwrite: true } : undefined),
          },
        },
        signal,
      ),
    );
    services.log.info(`Preview of ${name}: converted in ${Date.now() - started} ms and stored.`);
    // The preview is about to be shown: kept (conversion/contentCache.ts, prune).
    const removed = await cache.prune(config.cacheBytes, [key]);
    if (removed.count > 0) {
      services.log.info(
        `Stored previews: removed the ${removed.count} least recently used (${removed.bytes} bytes) to stay under the cap.`,
      );
    }
    return target;
  };
  const prepare = async (): Promise<string> => {
    const stored = await cache.lookup(key, 'pdf');
    if (stored) {
      services.log.info(`Preview of ${name}: stored (${stored.size} bytes), nothing sent.`);
      return stored.path;
    }
    return make();
  };
  const making = prepare();
  inFlight.set(
    key,
    making.then(
      (path) => path,
      () => undefined,
    ),
  );
  try {
    await making;
  } finally {
    inFlight.delete(key);
  }
  await show(key, uri);
}
