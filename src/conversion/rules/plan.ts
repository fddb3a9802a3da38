// What a run of the rules would do, decided before anything is sent: for each source and target
// the result's path, whether it is up to date, and whether the file there is the rule's own.
// Configuration errors (two targets writing one file, a result outside the folder) stop the run.
import { posix } from 'node:path';
import { isMultiFile, normalizeFormat } from '../../service/catalogue';
import { splitName } from '../../service/convert';
import type { ExcludeValue } from '../../util/glob';
import { chainResultFormat } from '../chains';
import {
  bookChanges,
  bookHash,
  bookInputs,
  bookOrder,
  bookSources,
  bookTarget,
  isMarkdownPath,
  notMarkdownProblem,
  type BookInput,
  type BookPlan,
} from './book';
import { resolveTargets, type PipelineLookup, type PresetLookup, type ResolvedTarget } from './definitions';
import { outputFolderProblem, resultPathState } from './paths';
import { hashFile, type ConversionRecord, type RecordEntry } from './record';
import type { Rule, RulesFile } from './ruleFile';
import { findSources } from './sources';
import { outputFolder, resultFileName } from './templates';

/** One source to one target of one rule. Paths are relative to the workspace folder. */
export interface PlanItem {
  readonly rule: Rule;
  readonly source: string;
  readonly sourceFormat: string;
  readonly target: ResolvedTarget;
  /** Where the result goes (a multi-file result: the folder named after the source, in `folder`). */
  readonly result: string;
  readonly folder: string;
  readonly fileName: string;
  readonly multiFile: boolean;
  /** A book (a rule with `join`): `source` is its first chapter, these are all of them in order. */
  readonly book?: BookPlan;
  /** What a shared run keeps together (shards.ts): a book's result; else the source. */
  readonly unit?: string;
}

/** What the record says about an item, with why it must convert. */
export type ItemState =
  | { readonly status: 'upToDate' }
  | { readonly status: 'skip'; readonly why: string }
  | {
      readonly status: 'convert';
      readonly why: 'new' | 'source changed' | 'definition changed' | 'result gone' | 'forced' | 'renamed';
      readonly sourceHash: string;
      /** A book: each chapter's hash (what the record keeps), and what changed since the record's entry. */
      readonly inputs?: readonly BookInput[];
      readonly changes?: string;
      /** The file at the result's path is the rule's own and unchanged: replaced in place. */
      readonly replace: boolean;
      /** Something is at the result's path that the rule did not write (or that was edited since): the conflict policy decides. */
      readonly conflict: boolean;
      /** The rule's own numbered copy from an earlier conflict (`out/a (1).pdf`), unchanged: replaced in place instead. */
      readonly replaceAt?: string;
      /** What the rule wrote for this item before and is unchanged (a pipeline's kept intermediates may replace only these). */
      readonly own?: readonly string[];
      /** Renamed: the gone source with the same bytes whose result (with its hash) moves here instead of a conversion (orphans.ts). */
      readonly moveFrom?: { readonly source: string; readonly result: string; readonly hash: string };
    };

export interface PlanInput {
  /** Absolute, `/`-separated. */
  readonly workspaceFolder: string;
  readonly file: RulesFile;
  readonly filesExclude?: Readonly<Record<string, ExcludeValue>>;
  readonly presets?: PresetLookup;
  /** Pipelines not in the rules file (the editor: convertFiles.pipelines). */
  readonly pipelines?: PipelineLookup;
  readonly now: Date;
  /** The sources of each rule when the caller names them (files checked already, relative): the folder is not walked. */
  readonly sources?: ReadonlyMap<Rule, readonly string[]>;
}

/** Every item of the rules file, or the configuration errors that stop the run. */
export interface RulesPlan {
  readonly items: readonly PlanItem[];
  readonly problems: readonly string[];
}

/** Lists every item of every rule and checks the whole for configuration errors. */
export async function planRules(input: PlanInput): Promise<RulesPlan> {
  const problems: string[] = [];
  const targets = new Map<Rule, ResolvedTarget[]>();
  for (const rule of input.file.rules) {
    try {
      targets.set(rule, resolveTargets(rule, input.file, input.presets, input.pipelines));
    } catch (err) {
      problems.push((err as Error).message);
    }
  }
  if (problems.length > 0) {
    return { items: [], problems };
  }
  const sources =
    input.sources ??
    (await findSources({ workspaceFolder: input.workspaceFolder, rules: input.file.rules, filesExclude: input.filesExclude }));
  const items: PlanItem[] = [];
  const checked = new Map<string, string | undefined>();
  const said = new Set<string>();
  /** True when results may not go to `folder`; said once per rule and folder (every source and target sent there would repeat it). */
  const refused = async (rule: Rule, folder: string, what: string): Promise<boolean> => {
    if (!checked.has(folder)) {
      checked.set(folder, await outputFolderProblem(input.workspaceFolder, folder));
    }
    const problem = checked.get(folder);
    if (problem && !said.has(`${rule.index} ${folder}`)) {
      said.add(`${rule.index} ${folder}`);
      problems.push(`rule "${rule.name}": ${problem} (for ${what})`);
    }
    return problem !== undefined;
  };
  for (const rule of input.file.rules) {
    if (rule.join !== undefined) {
      const chapters = await bookSources(rule, sources.get(rule) ?? [], input.sources !== undefined, input);
      await planBook(rule, chapters, targets.get(rule) ?? [], input, refused, items, problems);
      continue;
    }
    for (const source of sources.get(rule) ?? []) {
      const sourceFormat = normalizeFormat(splitName(posix.basename(source)).ext);
      if (sourceFormat === '') {
        continue; // No extension: the service could not tell its format.
      }
      for (const target of targets.get(rule) ?? []) {
        const chain = target.target.length > 1;
        const templateInput = {
          workspaceFolder: input.workspaceFolder,
          relativePath: source,
          target: target.format,
          // docx → pdf → compress makes a .pdf: an operation keeps the type it was given.
          extension: chainResultFormat(sourceFormat, target.target),
          preset: target.preset,
          now: input.now,
        };
        const folderPath = outputFolder(rule.outputDirectory, templateInput);
        if (await refused(rule, folderPath, source)) {
          continue;
        }
        let fileName: string;
        try {
          fileName = resultFileName(rule.fileName, templateInput);
        } catch (err) {
          problems.push(`rule "${rule.name}": ${(err as Error).message}`);
          continue;
        }
        const folder = posix.relative(input.workspaceFolder, folderPath);
        const multiFile = !chain && isMultiFile(sourceFormat, target.format);
        const stem = splitName(fileName).stem;
        const result = multiFile ? posix.join(folder, stem) : posix.join(folder, fileName);
        if (result === source) {
          problems.push(`rule "${rule.name}" would write its result over its source ${source} (set outputDirectory or fileName)`);
          continue;
        }
        items.push({ rule, source, sourceFormat, target, result, folder, fileName, multiFile });
      }
    }
  }
  problems.push(...collisions(items));
  // No rule's result is ever a source: not in this plan, and not what an earlier run wrote
  // (a pipeline's kept intermediates, `<source stem>.step<N>.<ext>` beside its result, included).
  const results = new Set(items.map((i) => i.result));
  const kept = items
    .filter((i) => i.target.keepIntermediates)
    .map((i) => posix.join(i.folder, `${splitName(posix.basename(i.source)).stem}.step`));
  const intermediate = (source: string) => kept.some((p) => source.startsWith(p) && /^\d+\.[^/]+$/.test(source.slice(p.length)));
  return {
    items: items.filter(
      (i) => !results.has(i.source) && !intermediate(i.source) && !items.some((o) => o.multiFile && i.source.startsWith(`${o.result}/`)),
    ),
    problems,
  };
}

/** The one item of a book (none when it has no chapters yet); a problem when it joins anything but Markdown. */
async function planBook(
  rule: Rule,
  sources: readonly string[],
  targets: readonly ResolvedTarget[],
  input: PlanInput,
  refused: (rule: Rule, folder: string, what: string) => Promise<boolean>,
  items: PlanItem[],
  problems: string[],
): Promise<void> {
  const chapters = bookOrder(rule.files, sources);
  const others = chapters.filter((c) => !isMarkdownPath(c));
  if (others.length > 0) {
    problems.push(notMarkdownProblem(rule, others));
    return;
  }
  if (chapters.length === 0 || targets.length === 0) {
    return;
  }
  const folderPath = outputFolder(rule.outputDirectory ?? '${workspaceFolder}', {
    workspaceFolder: input.workspaceFolder,
    relativePath: chapters[0]!,
    target: 'pdf',
    now: input.now,
  });
  if (await refused(rule, folderPath, rule.join!)) {
    return;
  }
  const folder = posix.relative(input.workspaceFolder, folderPath);
  const result = posix.join(folder, rule.join!);
  const source = chapters[0]!;
  const target = bookTarget(rule, targets[0]!);
  items.push({
    rule,
    source,
    sourceFormat: 'md',
    target,
    result,
    folder,
    fileName: rule.join!,
    multiFile: false,
    book: { chapters },
    unit: result,
  });
}

/** Two targets writing one file: a configuration error naming both rules. */
function collisions(items: readonly PlanItem[]): string[] {
  const byResult = new Map<string, PlanItem>();
  const problems: string[] = [];
  for (const item of items) {
    const other = byResult.get(item.result.toLowerCase());
    if (other) {
      const from = other.source === item.source ? `from ${item.source}` : `from ${other.source} and ${item.source}`;
      problems.push(
        other.rule !== item.rule
          ? `rules "${other.rule.name}" and "${item.rule.name}" would both write ${item.result} (${from})`
          : other.source === item.source
            ? `rule "${item.rule.name}": two of its targets would both write ${item.result} (${from})`
            : `rule "${item.rule.name}" would write ${item.result} twice (${from})`,
      );
    } else {
      byResult.set(item.result.toLowerCase(), item);
    }
  }
  return problems;
}

async function ownAndUnchanged(workspaceFolder: string, entry: RecordEntry | undefined, path: string): Promise<boolean> {
  const file = entry?.files.find((f) => f.path === path);
  return file !== undefined && (await hashFile(posix.join(workspaceFolder, path)).catch(() => '')) === file.hash;
}

/** Decides one item against the record: up to date, or convert (and whether the file there may be replaced). */
export async function itemState(workspaceFolder: string, item: PlanItem, record: ConversionRecord, force: boolean): Promise<ItemState> {
  if (item.sourceFormat === item.target.format && item.target.target.length === 1) {
    return { status: 'skip', why: `already a ${item.sourceFormat} file` };
  }
  const at = posix.join(workspaceFolder, item.result);
  const there = await resultPathState(at);
  if (there === 'link' || (there === 'other' && !item.multiFile)) {
    return { status: 'skip', why: `${item.result} is ${there === 'link' ? 'a link' : 'not a file'}; it is left alone` };
  }
  const inputs = item.book ? await bookInputs(workspaceFolder, item.book.chapters) : undefined;
  const sourceHash = inputs ? bookHash(inputs) : await hashFile(posix.join(workspaceFolder, item.source));
  const entry = record.get(item.result);
  const exists = async (p: string) => (await resultPathState(posix.join(workspaceFolder, p))) !== 'none';
  let why: Extract<ItemState, { status: 'convert' }>['why'] | undefined;
  if (force) {
    why = 'forced';
  } else if (!entry) {
    why = 'new';
  } else if (entry.sourceHash !== sourceHash) {
    why = 'source changed';
  } else if (entry.definitionHash !== item.target.definitionHash) {
    why = 'definition changed';
  } else if (entry.files.length === 0 || !(await Promise.all(entry.files.map((f) => exists(f.path)))).every(Boolean)) {
    why = 'result gone';
  }
  if (why === undefined) {
    return { status: 'upToDate' };
  }
  if (inputs) {
    const changes = why === 'source changed' ? bookChanges(entry, inputs) : '';
    return { ...(await convertState(workspaceFolder, item, entry, there, why, sourceHash)), inputs, ...(changes ? { changes } : {}) };
  }
  if (item.target.keepIntermediates && entry) {
    const own = (
      await Promise.all(entry.files.map(async (f) => ((await ownAndUnchanged(workspaceFolder, entry, f.path)) ? [f.path] : [])))
    ).flat();
    return { ...(await convertState(workspaceFolder, item, entry, there, why, sourceHash)), own };
  }
  return convertState(workspaceFolder, item, entry, there, why, sourceHash);
}

async function convertState(
  workspaceFolder: string,
  item: PlanItem,
  entry: RecordEntry | undefined,
  there: Awaited<ReturnType<typeof resultPathState>>,
  why: Extract<ItemState, { status: 'convert' }>['why'],
  sourceHash: string,
): Promise<Extract<ItemState, { status: 'convert' }>> {
  const exists = async (p: string) => (await resultPathState(posix.join(workspaceFolder, p))) !== 'none';
  if (item.multiFile) {
    // The service names the pages: the rule's own files, all unchanged, may be replaced.
    const own = entry
      ? await Promise.all(entry.files.map(async (f) => !(await exists(f.path)) || ownAndUnchanged(workspaceFolder, entry, f.path)))
      : [];
    return { status: 'convert', why, sourceHash, replace: own.length > 0 && own.every(Boolean), conflict: false };
  }
  if (there === 'none') {
    return { status: 'convert', why, sourceHash, replace: false, conflict: false };
  }
  const replace = await ownAndUnchanged(workspaceFolder, entry, item.result);
  const copy = entry?.files.length === 1 ? entry.files[0]!.path : undefined;
  if (
    !replace &&
    copy !== undefined &&
    copy !== item.result &&
    posix.dirname(copy) === posix.dirname(item.result) &&
    (await ownAndUnchanged(workspaceFolder, entry, copy))
  ) {
    // An earlier run wrote a numbered copy beside a file it did not write: that copy is the rule's
    // own, so it is replaced in place (no "(2)", "(3)"… on every change) and the other file stays.
    return { status: 'convert', why, sourceHash, replace: true, conflict: false, replaceAt: copy };
  }
  return { status: 'convert', why, sourceHash, replace, conflict: !replace };
}
