// Which files of a workspace folder a rule converts. Links are never followed (a link cannot lead
// a rule out of its folder); hidden files and folders, node_modules and what files.exclude hides
// are sources only when a glob spells out their path; the rules file's own folder never is.
import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { posix } from 'node:path';
import { createExcludeMatcher, globToRegExp, type ExcludeValue } from '../../util/glob';
import type { Rule } from './ruleFile';

/** How many entries one walk reads at most, so that a huge tree cannot stall a run. */
export const MAX_WALK_ENTRIES = 200_000;

/** A file or folder name that is never a source unless a glob names it. */
function hiddenName(name: string): boolean {
  return name.startsWith('.') || name === 'node_modules';
}

/** The glob's leading part without wildcards (`docs/.drafts` of `docs/.drafts/*.md`). */
function literalPrefix(glob: string): string {
  const segments: string[] = [];
  for (const segment of glob.split('/')) {
    if (/[*?[\]{}]/.test(segment)) {
      break;
    }
    segments.push(segment);
  }
  return segments.join('/');
}

/** True when the glob spells out `path` (a folder or file the usual walk leaves out). */
function spellsOut(glob: string, path: string): boolean {
  const literal = literalPrefix(glob);
  return literal === path || literal.startsWith(`${path}/`);
}

export interface SourceQuery {
  /** The workspace folder, absolute, `/`-separated. */
  readonly workspaceFolder: string;
  readonly rules: readonly Rule[];
  /** The folder's `files.exclude` (the editor's setting, or the CLI's reading of .vscode/settings.json). */
  readonly filesExclude?: Readonly<Record<string, ExcludeValue>>;
}

/** A rule's matcher: its globs, its excludes, and the paths it may enter although hidden. */
class RuleMatcher {
  private readonly include: readonly RegExp[];
  private readonly exclude: readonly RegExp[];

  constructor(readonly rule: Rule) {
    this.include = rule.files.map((g) => globToRegExp(g));
    this.exclude = rule.exclude.map((g) => globToRegExp(g));
  }

  mayEnter(hiddenPath: string): boolean {
    return this.rule.files.some((g) => spellsOut(g, hiddenPath));
  }

  matches(path: string, deepestHidden: string | undefined): boolean {
    if (deepestHidden !== undefined && !this.mayEnter(deepestHidden)) {
      return false;
    }
    return this.include.some((r) => r.test(path)) && !this.exclude.some((r) => r.test(path) || r.test(posix.dirname(path)));
  }
}

/**
 * The sources of each rule, as paths relative to the workspace folder, in a stable order. Only
 * regular files are sources; a link (to a file or a folder) is not followed.
 */
export async function findSources(query: SourceQuery): Promise<Map<Rule, string[]>> {
  const matchers = query.rules.map((r) => new RuleMatcher(r));
  const excluded = createExcludeMatcher(query.filesExclude ?? {});
  const found = new Map<Rule, string[]>(query.rules.map((r) => [r, []]));
  let budget = MAX_WALK_ENTRIES;
  const walk = async (relativeDir: string, deepestHidden: string | undefined): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(relativeDir === '' ? query.workspaceFolder : posix.join(query.workspaceFolder, relativeDir), {
        withFileTypes: true,
      });
    } catch {
      return; // A folder that cannot be read holds no sources.
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      budget -= 1;
      if (budget < 0) {
        throw new Error(`The workspace folder has more than ${MAX_WALK_ENTRIES} files and folders; narrow the rules' globs.`);
      }
      const path = relativeDir === '' ? entry.name : `${relativeDir}/${entry.name}`;
      const hidden = hiddenName(entry.name) || excluded(path) ? path : deepestHidden;
      if (entry.isDirectory()) {
        // The rules file's own folder holds the rules and their record: never sources.
        if (path === '.vscode' || (hidden !== undefined && !matchers.some((m) => m.mayEnter(hidden)))) {
          continue;
        }
        await walk(path, hidden);
      } else if (entry.isFile()) {
        for (const m of matchers) {
          if (m.matches(path, hidden)) {
            found.get(m.rule)?.push(path);
          }
        }
      }
      // Anything else (a link, a socket) is not a source.
    }
  };
  await walk('', undefined);
  return found;
}

/**
 * The rules that would convert each of `paths` (relative, `/`-separated) if it were there: the
 * same globs, excludes, hidden names and `files.exclude` as the walk, without looking at the disk
 * (a source that is gone is planned so, to know which results were its own).
 */
export function matchSources(query: SourceQuery, paths: readonly string[]): Map<Rule, string[]> {
  const matchers = query.rules.map((r) => new RuleMatcher(r));
  const excluded = createExcludeMatcher(query.filesExclude ?? {});
  const found = new Map<Rule, string[]>(query.rules.map((r) => [r, []]));
  for (const path of [...new Set(paths)].sort()) {
    const segments = path.split('/');
    if (segments[0] === '.vscode') {
      continue;
    }
    let deepestHidden: string | undefined;
    for (let i = 0; i < segments.length; i += 1) {
      const at = segments.slice(0, i + 1).join('/');
      if (hiddenName(segments[i]!) || excluded(at)) {
        deepestHidden = at;
      }
    }
    for (const m of matchers) {
      if (m.matches(path, deepestHidden)) {
        found.get(m.rule)?.push(path);
      }
    }
  }
  return found;
}
