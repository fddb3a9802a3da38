// The MCP server's root folder and the files a tool may name in it. An agent (or a prompt injected
// into one) must not reach outside: `..`, an absolute path elsewhere and a symbolic link leading out
// are all refused, each checked on the path as given and again on the real path it resolves to.
import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { isInside } from '../../util/symlinks';
import { slashed } from '../../conversion/rules';
import { ToolInputError } from '../../conversion/tools/toolInput';

const CASE_INSENSITIVE = process.platform === 'win32' || process.platform === 'darwin';

/** A file of the root: its real path (absolute, `/`-separated) and that path relative to the root. */
export interface RootFile {
  readonly absolute: string;
  readonly relative: string;
}

/** The root folder, resolved through its links once: every path is compared with this. */
export async function resolveRoot(folder: string): Promise<string> {
  const real = await realpath(folder);
  if (!(await stat(real)).isDirectory()) {
    throw new Error(`${folder} is not a folder`);
  }
  return real;
}

/** Refuses a path that leads out of `root` (as written, or through links); `field` names the input in the message. */
export async function rootFile(root: string, value: unknown, field: string): Promise<RootFile> {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ToolInputError(`"${field}" must be a non-empty path of a file inside the root folder.`);
  }
  // eslint-disable-next-line no-control-regex -- a control character in a path is never a file an agent means
  if (/[\u0000-\u001f]/.test(value)) {
    throw new ToolInputError(`"${field}" holds a control character; give a plain path.`);
  }
  // resolve() collapses `..` before the check (and on Windows reads `\` as a separator, as the OS would).
  const given = isAbsolute(value) ? resolve(value) : resolve(root, value);
  if (slashed(given) === root) {
    throw new ToolInputError(`"${value}" is the root folder itself; give a file inside it.`);
  }
  if (!isInside(given, root, CASE_INSENSITIVE)) {
    throw new ToolInputError(`"${value}" is outside the root folder; only files inside ${slashed(root)} can be used.`);
  }
  let real: string;
  try {
    real = await realpath(given);
  } catch {
    throw new ToolInputError(`"${value}" does not exist in the root folder.`);
  }
  if (!isInside(real, root, CASE_INSENSITIVE)) {
    throw new ToolInputError(`"${value}" leads out of the root folder through a symbolic link; only files inside it can be used.`);
  }
  const info = await stat(real);
  if (!info.isFile()) {
    throw new ToolInputError(`"${value}" is ${info.isDirectory() ? 'a folder' : 'not a regular file'}; give a file.`);
  }
  return { absolute: slashed(real), relative: slashed(relative(root, real)) };
}

/** A path as the tools answer it: relative to the root, `/`-separated. */
export function shownFromRoot(root: string, absolute: string): string {
  return slashed(relative(root, absolute));
}
