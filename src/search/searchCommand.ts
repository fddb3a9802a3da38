/**
 * Search in Documents (Command Palette and the Search view's title menu): the query asked (or given
 * as an argument object `{ text, caseSensitive?, wholeWord?, regex? }`, answered with what was
 * found), the run (searchRun.ts) into the results view, and a hit in a PDF opened in the viewer at
 * its page with the match highlighted. Loaded on first use (dist/features.js, src/lazy/).
 */
import * as vscode from 'vscode';
import { Commands, ContextKeys, Views } from '../constants';
import type { TextQuery } from '../conversion/text';
import type { ExtensionServices } from '../extensionServices';
import { noDocuments, noWorkspace } from '../messages/search';
import type { RegisterCommand } from '../ui/commandWrapper';
import { revealInPdfViewer } from '../viewer/pdfEditor';
import { openInEditor } from '../viewer/openInEditor';
import { askQuery, queryProblem } from './queryInput';
import { runSearch } from './searchRun';
import { SearchResults, type DocumentResult, type SkippedDocument } from './searchResults';

/** What a scripted search answers: each file with hits (workspace-relative) and what was skipped. */
export interface SearchAnswer {
  readonly files: ReadonlyArray<{ readonly path: string; readonly hits: ReadonlyArray<{ page?: number; line: number; preview: string }> }>;
  readonly skipped: ReadonlyArray<{ readonly path: string; readonly reason: string }>;
  readonly searched: number;
}

function scriptedQuery(arg: unknown): TextQuery | undefined {
  if (typeof arg !== 'object' || arg === null || typeof (arg as { text?: unknown }).text !== 'string') {
    return undefined;
  }
  const a = arg as Record<string, unknown>;
  return { text: a.text as string, caseSensitive: a.caseSensitive === true, wholeWord: a.wholeWord === true, regex: a.regex === true };
}

function answerOf(snapshot: { files: DocumentResult[]; skipped: SkippedDocument[]; searched: number }): SearchAnswer {
  return {
    files: snapshot.files.map((f) => ({ path: f.label, hits: f.hits.map((h) => ({ page: h.page, line: h.line, preview: h.preview })) })),
    skipped: snapshot.skipped.map((s) => ({ path: s.label, reason: s.reason })),
    searched: snapshot.searched,
  };
}

export function registerSearchCommands(services: ExtensionServices, register: RegisterCommand): void {
  let view: { results: SearchResults; tree: vscode.TreeView<unknown> } | undefined;
  const ensureView = () => {
    if (!view) {
      const results = new SearchResults();
      const tree = vscode.window.createTreeView(Views.searchResults, { treeDataProvider: results, showCollapseAll: true });
      services.context.subscriptions.push(results, tree);
      view = { results, tree };
    }
    return view;
  };

  register(
    Commands.searchInDocuments,
    async (arg?: unknown): Promise<SearchAnswer | undefined> => {
      const given = scriptedQuery(arg);
      if (given && queryProblem(given)) {
        throw new Error(queryProblem(given));
      }
      if (!vscode.workspace.workspaceFolders?.length) {
        void vscode.window.showInformationMessage(noWorkspace());
        return undefined;
      }
      const query = given ?? (await askQuery());
      if (!query) {
        return undefined;
      }
      const { results, tree } = ensureView();
      await vscode.commands.executeCommand('setContext', ContextKeys.searchResultsShown, true);
      if (!given) {
        void vscode.commands.executeCommand(`${Views.searchResults}.focus`);
      }
      const update = () => (tree.message = results.summaryText());
      const listener = results.onDidChangeTreeData(update);
      try {
        await runSearch(services, query, results);
      } finally {
        listener.dispose();
      }
      update();
      const snapshot = results.snapshot();
      if (snapshot.searched === 0 && snapshot.skipped.length === 0 && !given) {
        void vscode.window.showInformationMessage(noDocuments());
      }
      return answerOf(snapshot);
    },
    (args) => scriptedQuery(args[0]) !== undefined,
  );

  register(Commands.openSearchHit, async (uri?: unknown, page?: unknown, match?: unknown) => {
    if (!(uri instanceof vscode.Uri)) {
      return;
    }
    revealInPdfViewer(uri, typeof page === 'number' ? page : 1, typeof match === 'string' ? match : '');
    await openInEditor(uri, { preview: true });
  });
}
