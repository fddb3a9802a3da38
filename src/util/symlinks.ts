/**
 * Whether a symbolic link found while walking a folder stays inside the workspace folder. A
 * link to ~/.ssh/id_rsa or /etc/passwd inside a cloned repository must not be uploaded by
 * "convert this folder". Node's fs only: local files.
 */
import { realpath } from 'node:fs/promises';
import { isAbsolute, relative } from 'node:path';

/** True when `path` is `root` or inside it (both already resolved). */
export function isInside(path: string, root: string, caseInsensitive = false): boolean {
  const rel = caseInsensitive ? relative(root.toLowerCase(), path.toLowerCase()) : relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** True when the link at `linkPath` resolves (through every link on the way) to a place inside `rootPath`; false for a dangling link. */
export async function linkStaysInside(linkPath: string, rootPath: string, caseInsensitive = false): Promise<boolean> {
  try {
    const [target, root] = await Promise.all([realpath(linkPath), realpath(rootPath)]);
    return isInside(target, root, caseInsensitive);
  } catch {
    return false;
  }
}
