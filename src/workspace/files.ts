// Files as VS Code names them (vscode.Uri), for the conversion core and the commands: names,
// sources to read, and the ConversionFiles the core works through.
import { homedir } from 'node:os';
import * as vscode from 'vscode';
import { readOutputSettings } from '../configuration';
import type { ConversionFiles, PathState } from '../conversion/ports';
import { sourceFromPath } from '../service/convert';
import type { SourceFile } from '../service/http';
import { outputTargetFor, uriExists } from './outputTarget';

/** The name of the last path segment of a URI. */
export function baseName(uri: vscode.Uri): string {
  const path = uri.path.replace(/\/+$/, '');
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Whether names differing only in case are one file behind `uri` (local disks on Windows and macOS). */
export function caseInsensitiveFs(uri: vscode.Uri): boolean {
  return uri.scheme === 'file' && (process.platform === 'win32' || process.platform === 'darwin');
}

/** A file behind `uri` as a SourceFile: streamed from a local disk; read whole through workspace.fs elsewhere (it has no streams). */
export async function sourceFile(uri: vscode.Uri): Promise<SourceFile> {
  if (uri.scheme === 'file') {
    return sourceFromPath(uri.fsPath);
  }
  const stat = await vscode.workspace.fs.stat(uri);
  if ((stat.type & vscode.FileType.File) === 0) {
    throw new Error(vscode.l10n.t('{0} is not a file.', uri.path));
  }
  return {
    name: baseName(uri),
    size: stat.size,
    open: () =>
      (async function* () {
        yield await vscode.workspace.fs.readFile(uri);
      })(),
  };
}

/** What is at `uri`: nothing, a file, or a folder with the names of the files directly in it. */
async function lookAt(uri: vscode.Uri): Promise<PathState> {
  let stat: vscode.FileStat;
  try {
    stat = await vscode.workspace.fs.stat(uri);
  } catch {
    return { kind: 'none' };
  }
  if ((stat.type & vscode.FileType.Directory) === 0) {
    return { kind: 'file' };
  }
  const entries = await vscode.workspace.fs.readDirectory(uri);
  return { kind: 'folder', files: entries.filter(([, type]) => (type & vscode.FileType.Directory) === 0).map(([name]) => name) };
}

/** The conversion core's view of VS Code's files. */
export const workspaceFiles: ConversionFiles<vscode.Uri> = {
  path: (uri) => uri.path,
  at: (uri, path) => uri.with({ path, query: '', fragment: '' }),
  fileSystem: (uri) => `${uri.scheme}://${uri.authority}`,
  caseInsensitive: caseInsensitiveFs,
  exists: uriExists,
  lookAt,
  open: sourceFile,
  output: (uri) => outputTargetFor(uri),
  // Resource-scoped: a multi-root batch follows each file's own workspace folder.
  outputSettings: readOutputSettings,
  workspaceFolderPath: (uri) => vscode.workspace.getWorkspaceFolder(uri)?.uri.path,
  homePath: (uri) => (uri.scheme === 'file' ? vscode.Uri.file(homedir()).path : undefined),
  display: (uri) => (uri.scheme === 'file' ? uri.fsPath : uri.toString()),
};
