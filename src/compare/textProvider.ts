/**
 * The read-only documents of Compare as Text: `convertfiles-text:/<label>?key=<content key>`, whose
 * content is the stored text of that key. Registered at activation (small, no service code), so a
 * diff editor VS Code restores after a reload finds its texts without running a command first.
 */
import * as vscode from 'vscode';
import { CompareTextScheme } from '../constants';
import { textGone } from '../messages/compareText';
import { contentCacheFolder } from '../workspace/cacheFolder';

/** The document showing the stored text `key` under `label` (the tab and diff title read it). */
export function compareTextUri(label: string, key: string): vscode.Uri {
  return vscode.Uri.from({ scheme: CompareTextScheme, path: `/${label.replace(/[\\/]/g, '_')}`, query: `key=${key}` });
}

export function registerCompareTextProvider(context: vscode.ExtensionContext): void {
  const folder = contentCacheFolder(context);
  const provider: vscode.TextDocumentContentProvider = {
    async provideTextDocumentContent(uri) {
      const key = new URLSearchParams(uri.query).get('key') ?? '';
      if (!/^[0-9a-f]{64}$/.test(key)) {
        return textGone();
      }
      try {
        return new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(folder, `${key}.txt`)));
      } catch {
        return textGone();
      }
    },
  };
  context.subscriptions.push(vscode.workspace.registerTextDocumentContentProvider(CompareTextScheme, provider));
}
