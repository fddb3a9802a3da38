/**
 * Where the editor keeps the content cache (conversion/contentCache.ts): one folder of the
 * extension's global storage, shared by every window, never the workspace. Apart from
 * contentCache.ts because activation reads it (the Preview and Compare file systems) and the cache
 * itself loads on first use.
 */
import * as vscode from 'vscode';

/** The folder of the content cache; the MCP server started for VS Code's agent is handed it too. */
export function contentCacheFolder(context: Pick<vscode.ExtensionContext, 'globalStorageUri'>): vscode.Uri {
  return vscode.Uri.joinPath(context.globalStorageUri, 'cache');
}
