// Removing or moving a file the rules wrote, and nothing else. The record comes with the folder
// (a cloned repository may hold one written by anyone), so a path in it is trusted for nothing:
// it must be a plain relative path inside the workspace folder, not in `.git` or `.vscode`,
// reached through no link, a regular file, with exactly the bytes the record names.
import { constants } from 'node:fs';
import { copyFile, link, lstat, mkdir, unlink } from 'node:fs/promises';
import { posix } from 'node:path';
import { hashFile } from './record';

/** True for a path that names a place inside the folder plainly: relative, normalised, no `..`, not in `.git` or `.vscode`. */
export function plainRelative(path: string): boolean {
  if (path === '' || path.includes('\\') || path.includes('\0') || posix.isAbsolute(path) || /^[a-zA-Z]:/.test(path)) {
    return false;
  }
  if (posix.normalize(path) !== path) {
    return false;
  }
  const segments = path.split('/');
  return (
    segments.every((s) => s !== '' && s !== '.' && s !== '..' && s.toLowerCase() !== '.git') && segments[0]!.toLowerCase() !== '.vscode'
  );
}

/**
 * True when every folder from the workspace folder down to `path`'s is a real folder (no link on
 * the way); with `missingOk`, folders not there yet are fine (they will be made as plain folders).
 */
async function noLinkOnTheWay(workspaceFolder: string, path: string, missingOk = false): Promise<boolean> {
  let at = workspaceFolder;
  for (const segment of path.split('/').slice(0, -1)) {
    at = posix.join(at, segment);
    const stat = await lstat(at).catch(() => undefined);
    if (!stat) {
      return missingOk;
    }
    if (stat.isSymbolicLink() || !stat.isDirectory()) {
      return false;
    }
  }
  return true;
}

/** True when `path` (relative) is a regular file the rules wrote, unchanged since: safe to remove or move. */
export async function isOwnUnchanged(workspaceFolder: string, path: string, hash: string): Promise<boolean> {
  if (!plainRelative(path) || !(await noLinkOnTheWay(workspaceFolder, path))) {
    return false;
  }
  const at = posix.join(workspaceFolder, path);
  const stat = await lstat(at).catch(() => undefined);
  if (!stat?.isFile()) {
    return false;
  }
  return (await hashFile(at).catch(() => '')) === hash;
}

/** Removes `path` when it is the rules' own and unchanged; false when it was left (not theirs, edited, gone). */
export async function removeOwnFile(workspaceFolder: string, path: string, hash: string): Promise<boolean> {
  if (!(await isOwnUnchanged(workspaceFolder, path, hash))) {
    return false;
  }
  await unlink(posix.join(workspaceFolder, path));
  return true;
}

/**
 * Moves the rules' own unchanged file `from` to `to` (both relative), never over anything there:
 * a hard link then the old name removed, or where links cannot be made, an exclusive copy.
 * False when `from` is not the rules' own, or something is at `to`.
 */
export async function moveOwnFile(workspaceFolder: string, from: string, to: string, hash: string): Promise<boolean> {
  if (!plainRelative(to) || !(await isOwnUnchanged(workspaceFolder, from, hash))) {
    return false;
  }
  const source = posix.join(workspaceFolder, from);
  const target = posix.join(workspaceFolder, to);
  if (!(await noLinkOnTheWay(workspaceFolder, to, true))) {
    return false;
  }
  await mkdir(posix.dirname(target), { recursive: true });
  if (!(await noLinkOnTheWay(workspaceFolder, to))) {
    return false;
  }
  try {
    await link(source, target);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      return false;
    }
    // A file system without hard links (or across devices): a copy that refuses to replace anything.
    try {
      await copyFile(source, target, constants.COPYFILE_EXCL);
    } catch {
      return false;
    }
  }
  await unlink(source);
  return true;
}
