import { stat } from 'node:fs/promises';
import * as vscode from 'vscode';
import { CancelledError } from '../service/errors';
import { sourceFormatOf } from '../service/catalogue';
import { runPool } from '../util/concurrency';
import { createExcludeMatcher, type ExcludeValue } from '../util/glob';
import { linkStaysInside } from '../util/symlinks';
import { baseName, caseInsensitiveFs } from '../workspace/files';

/** How many files are looked up at once (workspace.fs.stat is a round trip to the file service; 200 in a row took seconds). */
export const STAT_LANES = 16;

/** The type of what `uri` names (Directory or File bits): a local file on the disk here, others through workspace.fs. Throws when it is not there. */
export async function fileTypeOf(uri: vscode.Uri): Promise<vscode.FileType> {
  if (uri.scheme !== 'file') {
    return (await vscode.workspace.fs.stat(uri)).type;
  }
  const found = await stat(uri.fsPath);
  return found.isDirectory() ? vscode.FileType.Directory : found.isFile() ? vscode.FileType.File : vscode.FileType.Unknown;
}

/** Folders never searched for files to convert, whatever files.exclude says. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);

/** What a selection in the Explorer (or an open dialog) stands for. */
export interface CollectedSources {
  /** Files the user picked themselves. */
  readonly files: readonly vscode.Uri[];
  /** Folders the user picked, each with every file found inside (before filtering by type). */
  readonly folders: readonly { readonly uri: vscode.Uri; readonly files: readonly vscode.Uri[] }[];
}

/** The path of `uri` relative to `root`, or undefined when it is not inside. */
function relativeTo(root: vscode.Uri, uri: vscode.Uri): string | undefined {
  const base = root.path.replace(/\/+$/, '');
  if (root.scheme !== uri.scheme || root.authority !== uri.authority || !uri.path.startsWith(`${base}/`)) {
    return undefined;
  }
  return uri.path.slice(base.length + 1);
}

/**
 * Every file under `folder`, recursively: hidden files and folders, node_modules and .git are
 * left out, and so is whatever `files.exclude` hides in the Explorer. Symbolic links to folders
 * are not followed (no loops); links to files only when they stay inside the workspace folder.
 */
export async function filesInFolder(folder: vscode.Uri, signal?: AbortSignal): Promise<vscode.Uri[]> {
  const workspaceFolder = vscode.workspace.getWorkspaceFolder(folder);
  const root = workspaceFolder?.uri ?? folder;
  const patterns = vscode.workspace.getConfiguration('files', folder).get<Record<string, ExcludeValue>>('exclude') ?? {};
  const excluded = createExcludeMatcher(patterns, { ignoreCase: caseInsensitiveFs(folder) });
  const found: vscode.Uri[] = [];
  const walk = async (dir: vscode.Uri): Promise<void> => {
    if (signal?.aborted) {
      throw new CancelledError();
    }
    const entries = await vscode.workspace.fs.readDirectory(dir);
    const names = new Set(entries.map(([name]) => name));
    for (const [name, type] of entries.sort(([a], [b]) => a.localeCompare(b))) {
      if (name.startsWith('.') || SKIPPED_FOLDERS.has(name)) {
        continue;
      }
      const child = vscode.Uri.joinPath(dir, name);
      const relative = relativeTo(root, child) ?? name;
      if (excluded(relative, (sibling) => names.has(sibling))) {
        continue;
      }
      if (type & vscode.FileType.SymbolicLink && type & vscode.FileType.Directory) {
        continue;
      }
      // A linked file is converted only when it lies inside the workspace folder (elsewhere it
      // could be any file of the machine); on other file systems a link cannot be resolved here.
      if (
        type & vscode.FileType.SymbolicLink &&
        (child.scheme !== 'file' || !(await linkStaysInside(child.fsPath, root.fsPath, caseInsensitiveFs(child))))
      ) {
        continue;
      }
      if (type & vscode.FileType.Directory) {
        await walk(child);
      } else if (type & vscode.FileType.File) {
        found.push(child);
      }
    }
  };
  await walk(folder);
  return found;
}

/** Sorts URIs into files and folders (walking the folders), dropping duplicates and what no longer exists. */
export async function collectSources(uris: readonly vscode.Uri[], signal?: AbortSignal): Promise<CollectedSources> {
  const seen = new Set<string>();
  const unique = uris.filter((uri) => {
    const key = uri.toString();
    return seen.has(key) ? false : (seen.add(key), true);
  });
  // Looked up several at once, then taken in the given order.
  const types = new Array<vscode.FileType>(unique.length);
  await runPool(unique, STAT_LANES, async (uri, i) => {
    types[i] = await fileTypeOf(uri);
  });
  const files: vscode.Uri[] = [];
  const folders: { uri: vscode.Uri; files: vscode.Uri[] }[] = [];
  for (const [i, uri] of unique.entries()) {
    if (types[i]! & vscode.FileType.Directory) {
      folders.push({ uri, files: await filesInFolder(uri, signal) });
    } else {
      files.push(uri);
    }
  }
  // A file picked on its own, or found in two picked folders (one inside the other), is converted once.
  const taken = new Set(files.map((f) => f.toString()));
  for (const folder of folders) {
    folder.files = folder.files.filter((f) => !taken.has(f.toString()));
    for (const f of folder.files) {
      taken.add(f.toString());
    }
  }
  return { files, folders };
}

/** Every file a selection stands for: the files picked, then the files found in the folders picked. */
export function allFiles(sources: CollectedSources): vscode.Uri[] {
  return [...sources.files, ...sources.folders.flatMap((f) => f.files)];
}

/** A file with its type (its extension, as the catalogue names source formats). */
export interface TypedFile {
  readonly uri: vscode.Uri;
  readonly type: string;
}

/** The files of `uris` whose type is known, each with it; the others dropped. */
export function withTypes(uris: readonly vscode.Uri[]): TypedFile[] {
  return uris.flatMap((uri) => {
    const type = sourceFormatOf(baseName(uri));
    return type ? [{ uri, type }] : [];
  });
}

/** The files of a selection (and of its folders) with a known type; when there is none, says so and answers none. */
export async function typedSelection(picked: readonly vscode.Uri[]): Promise<TypedFile[]> {
  const files = withTypes(allFiles(await collectSources(picked)));
  if (files.length === 0) {
    nothingToConvert();
  }
  return files;
}

/** No file of the selection has a type the catalogue knows. */
export function nothingToConvert(): void {
  void vscode.window.showInformationMessage(vscode.l10n.t('There is nothing to convert here: no file with a known type was found.'));
}

/** How many files of each source type there are, most common first. */
export function countByType(files: readonly vscode.Uri[]): { type: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const file of files) {
    const type = sourceFormatOf(baseName(file));
    if (type) {
      counts.set(type, (counts.get(type) ?? 0) + 1);
    }
  }
  return [...counts].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}
