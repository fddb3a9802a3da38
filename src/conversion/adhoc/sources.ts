// The files a conversion asked for by name (`convert-files convert FILE|GLOB …`, or `run FILE…`)
// names: each argument a file, a folder or a glob, expanded by the tool itself (quoted or not),
// with the rules file's own rules: hidden files and folders, `.git` and `node_modules` are left
// out unless the glob spells them out; links are not followed. Every problem names the argument.
import { stat } from 'node:fs/promises';
import { posix } from 'node:path';
import type { ExcludeValue } from '../../util/glob';
import { findSources, shown, slashed, type Rule } from '../rules';

/** One file to convert: its absolute `/`-separated path, and the folder its glob started from. */
export interface NamedSource {
  readonly path: string;
  /** The glob's base (`docs` of `docs/**\/*.md`), or the file's own folder: what `--out` mirrors below. */
  readonly base: string;
}

/** True when the argument is a glob rather than a file name. */
export function isGlob(argument: string): boolean {
  return /[*?[\]{}]/.test(argument);
}

/** `docs/**\/*.md` → the folder `docs` and the pattern `**\/*.md` below it. */
export function splitGlob(glob: string): { readonly base: string; readonly pattern: string } {
  const segments = slashed(glob).split('/');
  const first = segments.findIndex((s) => isGlob(s));
  const literal = segments.slice(0, first);
  const base = literal.length === 0 ? '.' : literal.join('/') === '' ? '/' : literal.join('/');
  return { base, pattern: segments.slice(first).join('/') };
}

/** A rule that matches `pattern` only, for the walk of the rules engine. */
function patternRule(pattern: string): Rule {
  return { name: pattern, index: 0, files: [pattern], exclude: [], targets: [], trigger: 'manual' };
}

/** The files under `folder` (absolute) that `pattern` matches, as absolute paths. */
async function matching(folder: string, pattern: string, filesExclude: Readonly<Record<string, ExcludeValue>>): Promise<string[]> {
  const rule = patternRule(pattern);
  const found = await findSources({ workspaceFolder: folder, rules: [rule], filesExclude });
  return (found.get(rule) ?? []).map((p) => posix.join(folder, p));
}

/**
 * Expands the arguments into files, in the order given (each file once). A file that is not
 * there, a glob or a folder that matches nothing, and anything that is not a file is a problem
 * naming the argument as typed (control characters escaped: a line break cannot start a line of its own).
 */
export async function expandSources(
  args: readonly string[],
  cwd: string,
  filesExclude: Readonly<Record<string, ExcludeValue>> = {},
): Promise<{ readonly sources: readonly NamedSource[]; readonly problems: readonly string[] }> {
  const sources = new Map<string, NamedSource>();
  const problems: string[] = [];
  const add = (path: string, base: string) => {
    if (!sources.has(path)) {
      sources.set(path, { path, base });
    }
  };
  for (const arg of args) {
    if (isGlob(arg)) {
      const { base, pattern } = splitGlob(arg);
      const folder = posix.resolve(slashed(cwd), base);
      const found = await matching(folder, pattern, filesExclude);
      if (found.length === 0) {
        problems.push(`no file matches "${shown(arg)}"`);
      }
      found.forEach((p) => add(p, folder));
      continue;
    }
    const path = posix.resolve(slashed(cwd), slashed(arg));
    const info = await stat(path).catch(() => undefined);
    if (!info) {
      problems.push(`${shown(arg)}: no such file`);
    } else if (info.isDirectory()) {
      const found = await matching(path, '**', filesExclude);
      if (found.length === 0) {
        problems.push(`${shown(arg)}: the folder holds no file to convert`);
      }
      found.forEach((p) => add(p, path));
    } else if (info.isFile()) {
      add(path, posix.dirname(path));
    } else {
      problems.push(`${shown(arg)}: not a file`);
    }
  }
  return { sources: [...sources.values()], problems };
}
