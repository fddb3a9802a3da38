// Where a rule may write: inside its workspace folder only, never through a link, never into the
// folder of the rules file and its record, never into `.git`. Paths are absolute and `/`-separated.
import { lstat } from 'node:fs/promises';
import { posix } from 'node:path';

/** The path relative to `folder`, or undefined when it is not inside it (`..`, another root). */
export function insideFolder(folder: string, path: string): string | undefined {
  const relative = posix.relative(folder, path);
  if (relative === '') {
    return '';
  }
  return relative.startsWith('../') || relative === '..' || posix.isAbsolute(relative) ? undefined : relative;
}

/**
 * Why a result folder is refused, or undefined: outside the workspace folder (by `..` or an
 * absolute path), in `.vscode` (the rules and their record) or `.git`, or reached through a link.
 */
export async function outputFolderProblem(workspaceFolder: string, folder: string): Promise<string | undefined> {
  const relative = insideFolder(workspaceFolder, folder);
  if (relative === undefined) {
    return `outputDirectory leads to ${folder}, outside the workspace folder`;
  }
  // The first segment in any case: `.VSCode` is the same folder on Windows and macOS.
  const top = relative.split('/')[0]!.toLowerCase();
  if (top === '.vscode') {
    return 'outputDirectory leads into .vscode, which holds the rules and their record';
  }
  if (top === '.git') {
    return "outputDirectory leads into .git, the repository's own data";
  }
  let path = workspaceFolder;
  for (const segment of relative === '' ? [] : relative.split('/')) {
    path = posix.join(path, segment);
    const stat = await lstat(path).catch(() => undefined);
    if (!stat) {
      return undefined; // The rest is made by the conversion, as plain folders.
    }
    if (stat.isSymbolicLink()) {
      return `outputDirectory goes through the link ${posix.relative(workspaceFolder, path)}, which is not followed`;
    }
    if (!stat.isDirectory()) {
      return `${posix.relative(workspaceFolder, path)} is a file, not a folder`;
    }
  }
  return undefined;
}

/** What is at a result's path: nothing, a file, or something a rule must not replace. */
export async function resultPathState(path: string): Promise<'none' | 'file' | 'link' | 'other'> {
  const stat = await lstat(path).catch(() => undefined);
  if (!stat) {
    return 'none';
  }
  return stat.isSymbolicLink() ? 'link' : stat.isFile() ? 'file' : 'other';
}
