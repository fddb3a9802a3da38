/**
 * The read-only files Preview as PDF opens: `convertfiles-preview:/<source name>.pdf?key=<content
 * key>`, whose bytes are the stored preview of that key. The viewer's tab, its breadcrumb and its
 * hover then name the source's preview, not the extension's storage folders. Registered at
 * activation (small, no service code; package.json's onFileSystem event), so a preview tab VS Code
 * restores after a reload finds its file.
 */
import * as vscode from 'vscode';
import { PreviewScheme } from '../constants';
import { contentCacheFolder } from '../workspace/cacheFolder';

/** The file showing the stored preview `key` of the source named `sourceName`. */
export function previewUri(sourceName: string, key: string): vscode.Uri {
  return vscode.Uri.from({ scheme: PreviewScheme, path: `/${sourceName.replace(/[\\/]/g, '_')}.pdf`, query: `key=${key}` });
}

const readOnly = () => vscode.FileSystemError.NoPermissions();

export function registerPreviewFileSystem(context: vscode.ExtensionContext): void {
  const folder = contentCacheFolder(context);
  /** The stored PDF of the address's key (`<key>.pdf` in the content cache). */
  const stored = async (uri: vscode.Uri): Promise<vscode.Uri> => {
    const key = new URLSearchParams(uri.query).get('key') ?? '';
    if (/^[0-9a-f]{64}$/.test(key)) {
      return vscode.Uri.joinPath(folder, `${key}.pdf`);
    }
    throw vscode.FileSystemError.FileNotFound(uri);
  };
  const provider: vscode.FileSystemProvider = {
    onDidChangeFile: new vscode.EventEmitter<vscode.FileChangeEvent[]>().event,
    // A stored preview never changes (new content is a new key).
    watch: () => new vscode.Disposable(() => undefined),
    stat: async (uri) => ({ ...(await vscode.workspace.fs.stat(await stored(uri))), permissions: vscode.FilePermission.Readonly }),
    readFile: async (uri) => vscode.workspace.fs.readFile(await stored(uri)),
    readDirectory: () => [],
    createDirectory: () => {
      throw readOnly();
    },
    writeFile: () => {
      throw readOnly();
    },
    delete: () => {
      throw readOnly();
    },
    rename: () => {
      throw readOnly();
    },
  };
  context.subscriptions.push(
    vscode.workspace.registerFileSystemProvider(PreviewScheme, provider, { isReadonly: true, isCaseSensitive: true }),
  );
}
