/**
 * The PDF viewer's registration, the only part loaded at activation: the custom editor for *.pdf
 * (priority "default" in package.json: a click on a PDF opens it here; VS Code asks when another
 * extension is also the default, and workbench.editorAssociations chooses another) whose
 * work is in pdfEditor.ts, loaded when the first PDF opens (dist/features.js, src/lazy/).
 */
import * as vscode from 'vscode';
import { CustomEditors } from '../constants';
import type { ExtensionServices } from '../extensionServices';
import type { resolvePdfEditor, ViewerReportEvent } from './pdfEditor';

export type { ViewerReportEvent };

/** The viewer as the host tests see it. */
export interface PdfViewerApi {
  /** What each page showed (or why it could not), after every load. */
  readonly onDidReport: vscode.Event<ViewerReportEvent>;
}

/** The editor's code, loaded when the first PDF opens. */
export interface PdfEditorCode {
  readonly resolvePdfEditor: typeof resolvePdfEditor;
}

export function registerPdfViewer(
  services: Pick<ExtensionServices, 'context' | 'log' | 'config'>,
  load: () => PdfEditorCode,
): PdfViewerApi {
  const { context, log, config } = services;
  const reports = new vscode.EventEmitter<ViewerReportEvent>();
  const provider: vscode.CustomReadonlyEditorProvider = {
    openCustomDocument: (uri) => ({ uri, dispose: () => undefined }),
    resolveCustomEditor: (document, panel) =>
      load().resolvePdfEditor(panel, document.uri, {
        extensionUri: context.extensionUri,
        workspaceState: context.workspaceState,
        maxFileBytes: () => config().viewerMaxFileBytes,
        log,
        report: (event) => reports.fire(event),
      }),
  };
  context.subscriptions.push(
    reports,
    vscode.window.registerCustomEditorProvider(CustomEditors.pdfViewer, provider, {
      // Page, zoom and the drawn pages stay when the tab is hidden.
      webviewOptions: { retainContextWhenHidden: true },
      supportsMultipleEditorsPerDocument: true,
    }),
  );
  return { onDidReport: reports.event };
}
