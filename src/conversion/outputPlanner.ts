/**
 * Where converted files go, and what happens when something is already there. Pure: paths are
 * `/`-separated URI paths (what `Uri.path` holds), file-system access comes in through
 * callbacks, so the rules are tested in plain Node.
 */
import { posix } from 'node:path';
import { NumberedNames, numberedName, resultName, safeFileName, splitName, type OutputPlan } from '../service/convert';
import { SerialQueue } from '../util/concurrency';

export type ConflictPolicy = 'ask' | 'rename' | 'overwrite' | 'skip';
export type ConflictAction = 'overwrite' | 'keepBoth' | 'skip';

// One home for name rules: the service layer, which also cleans the names servers choose.
export { numberedName, splitName } from '../service/convert';

/** The name a single result gets: the source's stem with the target extension (the service layer names it so). */
export function expectedResultName(sourceName: string, targetFormat: string): string {
  return resultName(sourceName, targetFormat);
}

/**
 * The source's stem as one safe path segment: `...pdf` has the stem "..", which as a folder or
 * a path variable would climb to the parent folder.
 */
function stemSegment(sourceName: string): string {
  return safeFileName(splitName(sourceName).stem, 'result');
}

export interface OutputDirectoryInput {
  /** URI path of the source file. */
  readonly sourcePath: string;
  /** The `convertFiles.outputDirectory` setting, as typed. */
  readonly setting: string;
  /** URI path of the workspace folder holding the source, when there is one. */
  readonly workspaceFolderPath?: string;
  /** The user's home directory as a URI path; only for local files (enables `~` and `${userHome}`). */
  readonly homePath?: string;
}

/** A file-system path as typed by the user (maybe with backslashes or a drive letter) as a URI path. */
function toUriPath(text: string): string {
  const slashed = text.replace(/\\/g, '/');
  return /^[a-zA-Z]:(\/|$)/.test(slashed) ? `/${slashed}` : slashed;
}

/**
 * The folder results go to: next to the source when the setting is empty; otherwise the setting
 * with `${workspaceFolder}`, `${fileDirname}`, `${fileBasenameNoExtension}` (and, for local
 * files, `~` and `${userHome}`) replaced, relative paths taken from the source's folder.
 */
export function resolveOutputDirectory(input: OutputDirectoryInput): string {
  const sourceDir = posix.dirname(input.sourcePath);
  const setting = input.setting.trim();
  if (setting === '') {
    return sourceDir;
  }
  const base = posix.basename(input.sourcePath);
  const values: Record<string, string | undefined> = {
    workspaceFolder: input.workspaceFolderPath ?? sourceDir,
    fileDirname: sourceDir,
    fileBasenameNoExtension: stemSegment(base),
    userHome: input.homePath,
  };
  let expanded = setting.replace(/\$\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : value;
  });
  if (input.homePath && (expanded === '~' || expanded.startsWith('~/') || expanded.startsWith('~\\'))) {
    expanded = input.homePath + expanded.slice(1);
  }
  const path = toUriPath(expanded);
  return posix.normalize(path.startsWith('/') ? path : posix.join(sourceDir, path)).replace(/(.)\/+$/, '$1');
}

/**
 * The path of one result: in `directory`, or for multi-file results in a folder named after
 * the source (`report.pdf` split → `report/report-1.pdf`).
 */
export function resultPath(directory: string, sourceName: string, resultName: string, multiFile: boolean): string {
  return posix.join(multiFile ? resultFolder(directory, sourceName) : directory, resultName);
}

/** The folder a source's several results go in: `report.pdf` → `<directory>/report`. */
export function resultFolder(directory: string, sourceName: string): string {
  return posix.join(directory, stemSegment(sourceName));
}

/** What is at a path: nothing, a file, or a folder with the names of the files directly in it. */
export type PathState =
  { readonly kind: 'none' } | { readonly kind: 'file' } | { readonly kind: 'folder'; readonly files: readonly string[] };

/** What `ask` is told about a conflict. */
export interface ConflictQuestion {
  readonly path: string;
  readonly name: string;
  readonly directory: string;
  /** The path of the file being converted, when known: the question names it. */
  readonly source?: string;
  /** The other files the conversion reads (a Track Changes original, a CompareFile, a merge's other inputs): never replaced either. */
  readonly inputs?: readonly string[];
  /** The path is the folder several results go in (asked before sending, as their names are not known yet). */
  readonly folder?: boolean;
  /** A file, not a folder, has the folder's name: it is never replaced by one (Keep Both or Skip). */
  readonly fileInTheWay?: boolean;
}

/** The user's answer; `applyToAll` keeps it for the rest of the batch. */
export interface ConflictAnswer {
  readonly action: ConflictAction;
  readonly applyToAll: boolean;
}

export interface PlannerDeps {
  /** Whether something exists at the path. */
  exists(path: string): Promise<boolean>;
  /** What is at the path (for the folder of several results); without it, a folder that exists is a clash. */
  lookAt?(path: string): Promise<PathState>;
  /** Asks the user (policy "ask"); undefined (dismissed) counts as Skip. */
  ask(question: ConflictQuestion): Promise<ConflictAnswer | undefined>;
  /** Paths differing only in case are the same file (Windows, macOS). */
  readonly caseInsensitive?: boolean;
  /**
   * Every input of the batch (sources, merged and zipped files, file parameters): never
   * replaced either, whatever the policy (a fileName naming another source's name).
   */
  readonly inputs?: readonly string[];
}

/** What else `plan` needs to know about one result. */
export interface PlanOptions {
  /** The conflict policy for this result (a resource-scoped setting: one batch may span workspace folders that differ). */
  readonly policy: ConflictPolicy;
  /** The path of the file being converted: never replaced, whatever the policy or the answer. */
  readonly source?: string;
  /** The other files the conversion reads (a Track Changes original, a CompareFile, a merge's other inputs): never replaced either. */
  readonly inputs?: readonly string[];
  /**
   * The path is the folder a converter that gives several results puts them in: overwrite means
   * they go in it (replacing files of their names), keepBoth a numbered folder beside it.
   */
  readonly folder?: boolean;
  /**
   * With `folder`: whether a file of the folder (by name) could be replaced by a result. A folder
   * that holds none is no clash: the results go in without a question.
   */
  readonly clashes?: (name: string) => boolean;
}

/** The policy for a file in the way of a folder: "overwrite" keeps both (a folder never replaces a file). */
function fileInTheWayPolicy(policy: ConflictPolicy): ConflictPolicy {
  return policy === 'overwrite' ? 'rename' : policy;
}

/** How many numbered names to try, from where the last search for the same name stopped, before giving up. */
const MAX_NUMBERED = 9999;

/**
 * Plans where each result of one batch goes, on one file system. Never plans an overwrite the
 * user did not agree to (by the policy or an answer); remembers the paths it handed out, so two
 * files of the same batch never aim at the same name; asks one question at a time.
 */
export class OutputPlanner {
  private readonly reserved = new Set<string>();
  private readonly numbers = new NumberedNames();
  private readonly queue = new SerialQueue();
  private readonly inputs: ReadonlySet<string>;
  private applyToAll: ConflictAction | undefined;

  constructor(private readonly deps: PlannerDeps) {
    this.inputs = new Set((deps.inputs ?? []).map((path) => this.key(path)));
  }

  private key(path: string): string {
    return this.deps.caseInsensitive ? path.toLowerCase() : path;
  }

  /** Where the result for `path` goes, or undefined to skip it. */
  plan(path: string, options: PlanOptions): Promise<OutputPlan | undefined> {
    return this.queue.run(() => this.decide(path, options));
  }

  /** Gives a planned path back (its conversion failed or went elsewhere). */
  release(path: string): void {
    this.reserved.delete(this.key(path));
  }

  private async decide(path: string, options: PlanOptions): Promise<OutputPlan | undefined> {
    const ownResult = this.reserved.has(this.key(path));
    const isSource =
      [options.source, ...(options.inputs ?? [])].some((p) => p !== undefined && this.key(p) === this.key(path)) ||
      this.inputs.has(this.key(path));
    const state = options.folder && !ownResult && !isSource ? await this.deps.lookAt?.(path) : undefined;
    if (state?.kind === 'file') {
      return this.beside(path, await this.actionFor(path, { ...options, policy: fileInTheWayPolicy(options.policy) }, true));
    }
    const noClash = state?.kind === 'folder' && options.clashes !== undefined && !state.files.some(options.clashes);
    if (!ownResult && !isSource && (state?.kind === 'none' || noClash || (state === undefined && !(await this.deps.exists(path))))) {
      return this.reserve(path, false);
    }
    // Another result of this batch, or the source itself (the service named the result after
    // it): keep both, there is nothing to ask about.
    const action = ownResult || isSource ? 'keepBoth' : await this.actionFor(path, options);
    switch (action) {
      case 'overwrite':
        return this.reserve(path, true);
      case 'keepBoth':
        return this.reserve(await this.freeNumberedPath(path, options.folder === true), false);
      default:
        return undefined;
    }
  }

  /** A file has the name of the results' folder: it is never replaced by a folder; Keep Both puts them in a numbered one. */
  private async beside(path: string, action: ConflictAction): Promise<OutputPlan | undefined> {
    return action === 'skip' ? undefined : this.reserve(await this.freeNumberedPath(path, true), false);
  }

  private async actionFor(path: string, options: PlanOptions, fileInTheWay = false): Promise<ConflictAction> {
    switch (options.policy) {
      case 'overwrite':
        return 'overwrite';
      case 'rename':
        return 'keepBoth';
      case 'skip':
        return 'skip';
      default: {
        if (this.applyToAll) {
          return this.applyToAll;
        }
        const answer = await this.deps.ask({
          path,
          name: posix.basename(path),
          directory: posix.dirname(path),
          source: options.source,
          ...(options.folder ? { folder: true } : {}),
          ...(fileInTheWay ? { fileInTheWay: true } : {}),
        });
        if (!answer) {
          return 'skip';
        }
        if (answer.applyToAll) {
          this.applyToAll = answer.action;
        }
        return answer.action;
      }
    }
  }

  private async freeNumberedPath(path: string, folder: boolean): Promise<string> {
    const dir = posix.dirname(path);
    const name = posix.basename(path);
    // Start after the last number given for this name: n copies cost O(n) checks in all, not O(n²).
    const first = this.numbers.start(this.key(path));
    for (let n = first; n < first + MAX_NUMBERED; n += 1) {
      // A folder's name has no extension to keep: "report.v2 (2)", not "report (2).v2".
      const candidate = posix.join(dir, folder ? `${name} (${n})` : numberedName(name, n));
      if (!this.reserved.has(this.key(candidate)) && !(await this.deps.exists(candidate))) {
        this.numbers.taken(this.key(path), n);
        return candidate;
      }
    }
    throw new Error(`No free name like ${numberedName(name, 1)} in ${dir}.`);
  }

  private reserve(path: string, overwrite: boolean): OutputPlan {
    this.reserved.add(this.key(path));
    return { path, overwrite };
  }
}
