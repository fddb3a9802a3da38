// A conversion asked for by name, without a rules file (`convert-files convert a.docx --to pdf`):
// its checks, and its plan through the rules engine (one rule per output folder, the named files
// as its sources, a record that is never written), so that it runs on the very road a rules file
// runs on: the same placement, conflict policy, chains on the service, costs and events.
import { posix } from 'node:path';
import { isConverterFormat, normalizeFormat, sourceFormatOf, type ParameterMap } from '../../service/catalogue';
import { planRules, shown, type RulesPlan } from '../rules';
import { FILE_NAME_VARIABLES, templateProblem } from '../rules/templates';
import type { Rule, RulesFile, StepSpec, TargetSpec } from '../rules/types';
import type { MarkdownRendererChoice } from '../markdown/options';
import type { NamedSource } from './sources';

/** One step as asked: its format, its options as typed (`Key=Value`; a value `@path` is a file), a preset of the rules file. */
export interface RequestedStep {
  readonly to: string;
  readonly options: Readonly<Record<string, string>>;
  readonly preset?: string;
}

export interface ConversionRequest {
  readonly sources: readonly NamedSource[];
  /** `--to pdf --then compress`; empty when `pipeline` names the steps. */
  readonly steps: readonly RequestedStep[];
  /** A pipeline of the rules file's `pipelines`. */
  readonly pipeline?: string;
  /** Where results go (absolute); below it, each source's folder relative to its glob's base. Undefined: beside each source. */
  readonly outputFolder?: string;
  /** The result's name without extension, with the rules file's variables. */
  readonly fileName?: string;
  /** The rules file whose presets and pipelines may be named. */
  readonly file?: Pick<RulesFile, 'presets' | 'pipelines'>;
  /** The working folder: files of `@path` options are found from it, and problems name paths relative to it. */
  readonly cwd: string;
  readonly now: Date;
  /** The renderer Markdown PDFs get where the results are planned (its settings): `preview` (the default) checks their options against html/to/pdf. */
  readonly markdownRenderer?: MarkdownRendererChoice;
}

/** A step with its parameters as sent: options typed by the catalogue, presets resolved, files apart. */
export interface ReadyStep {
  readonly to: string;
  readonly parameters: ParameterMap;
  /** File options: name → absolute path. */
  readonly files: Readonly<Record<string, string>>;
}

/** A path as problems name it: relative to the working folder when inside it, control characters escaped. */
export function shownPath(cwd: string, path: string): string {
  const relative = posix.relative(cwd, path);
  return shown(relative === '' ? '.' : relative.startsWith('../') || posix.isAbsolute(relative) ? path : relative);
}

/** The problems every request has before any catalogue is read: formats, presets, pipelines, names, files of options. */
export function requestProblems(request: ConversionRequest): string[] {
  const problems: string[] = [];
  if (request.steps.length === 0 && request.pipeline === undefined) {
    problems.push('no target: give --to FORMAT (or --pipeline NAME)');
  }
  for (const step of request.steps) {
    if (!isConverterFormat(normalizeFormat(step.to))) {
      problems.push(`"${step.to}" is not a format (letters, digits and inner hyphens, such as pdf or compress)`);
    }
    if (step.preset !== undefined && !Object.prototype.hasOwnProperty.call(request.file?.presets ?? {}, step.preset)) {
      problems.push(`preset "${step.preset}" is not defined in "presets" of the rules file (${known(request.file?.presets)})`);
    }
  }
  if (request.pipeline !== undefined && !Object.prototype.hasOwnProperty.call(request.file?.pipelines ?? {}, request.pipeline)) {
    problems.push(`pipeline "${request.pipeline}" is not defined in "pipelines" of the rules file (${known(request.file?.pipelines)})`);
  }
  const nameProblem = request.fileName === undefined ? undefined : templateProblem(request.fileName, FILE_NAME_VARIABLES);
  if (nameProblem) {
    problems.push(`--name: ${nameProblem}`);
  }
  const fileOptions = request.steps.flatMap((s) => Object.entries(s.options).filter(([, v]) => v.startsWith('@')));
  if (fileOptions.length > 0 && request.steps.length !== 1) {
    problems.push('a file option (-p Name=@path) works on a single conversion, not on a chain');
  }
  for (const source of request.sources) {
    if (sourceFormatOf(source.path) === undefined) {
      problems.push(`${shownPath(request.cwd, source.path)}: no extension, so its format is unknown`);
    }
  }
  return problems;
}

function known(defined: Readonly<Record<string, unknown>> | undefined): string {
  const names = Object.keys(defined ?? {});
  return names.length > 0 ? `known: ${names.map((n) => `"${n}"`).join(', ')}` : 'none is defined';
}

/** The longest folder holding every path (`/` when they share none). */
function commonFolder(paths: readonly string[]): string {
  let common = paths[0]!.split('/');
  for (const path of paths.slice(1)) {
    const segments = path.split('/');
    let i = 0;
    while (i < common.length && i < segments.length && common[i] === segments[i]) {
      i += 1;
    }
    common = common.slice(0, i);
  }
  const joined = common.join('/');
  return joined === '' ? '/' : /^[a-zA-Z]:$/.test(joined) ? `${joined}/` : joined;
}

/** Where one source's result goes: beside it, or below the output folder as its folder lies below its glob's base. */
function resultFolder(request: ConversionRequest, source: NamedSource): string {
  const dir = posix.dirname(source.path);
  return request.outputFolder === undefined ? dir : posix.join(request.outputFolder, posix.relative(source.base, dir));
}

/** The sources by the folder their results go to. */
function resultFolders(request: ConversionRequest, sources: readonly NamedSource[]): Map<string, NamedSource[]> {
  const folders = new Map<string, NamedSource[]>();
  for (const source of sources) {
    const folder = resultFolder(request, source);
    folders.set(folder, [...(folders.get(folder) ?? []), source]);
  }
  return folders;
}

/** The folder the plan of `request` works in (whose settings apply): the one holding every source and result. */
export function requestWorkspaceFolder(request: ConversionRequest): string {
  const folders = resultFolders(request, request.sources);
  return request.sources.length === 0
    ? request.cwd
    : commonFolder([...request.sources.map((s) => posix.dirname(s.path)), ...folders.keys()]);
}

/** The target as the rules engine reads it. */
function targetSpec(request: ConversionRequest, steps: readonly ReadyStep[]): TargetSpec {
  if (request.pipeline !== undefined) {
    return { kind: 'pipeline', name: request.pipeline };
  }
  return steps.length === 1
    ? { kind: 'format', to: normalizeFormat(steps[0]!.to) }
    : { kind: 'chain', steps: steps.map((s): StepSpec => ({ to: normalizeFormat(s.to), parameters: s.parameters })) };
}

/**
 * The plan of a checked request: its items, relative to `workspaceFolder` (the folder holding
 * every source and result), or the problems the rules engine found (two sources writing one
 * result, a result over its source, an output folder in `.git` or through a link).
 */
export async function planRequest(
  request: ConversionRequest,
  steps: readonly ReadyStep[],
): Promise<RulesPlan & { readonly workspaceFolder: string; readonly alreadyTarget: readonly NamedSource[] }> {
  // A file already of the one target's format is not converted (nor is it a result over its source).
  const single = request.pipeline === undefined && steps.length === 1 ? normalizeFormat(steps[0]!.to) : undefined;
  const alreadyTarget = request.sources.filter((s) => single !== undefined && sourceFormatOf(s.path) === single);
  const planned = request.sources.filter((s) => !alreadyTarget.includes(s));
  if (planned.length === 0) {
    return { items: [], problems: [], workspaceFolder: request.cwd, alreadyTarget };
  }
  const folders = resultFolders(request, planned);
  const workspaceFolder = commonFolder([...planned.map((s) => posix.dirname(s.path)), ...folders.keys()]);
  const target = targetSpec(request, steps);
  const files = steps.length === 1 && Object.keys(steps[0]!.files).length > 0 ? steps[0]!.files : undefined;
  const sources = new Map<Rule, string[]>();
  [...folders.entries()].forEach(([folder, named], index) => {
    const rule: Rule = {
      name: 'convert',
      index,
      files: [],
      exclude: [],
      targets: [target],
      ...(target.kind === 'format' ? { parameters: steps[0]!.parameters } : {}),
      outputDirectory: folder,
      ...(request.fileName !== undefined ? { fileName: request.fileName } : {}),
      trigger: 'manual',
      ...(files ? { fileParameters: files } : {}),
    };
    sources.set(
      rule,
      named.map((s) => posix.relative(workspaceFolder, s.path)),
    );
  });
  const plan = await planRules({
    workspaceFolder,
    file: { presets: request.file?.presets ?? {}, pipelines: request.file?.pipelines ?? {}, rules: [...sources.keys()] },
    now: request.now,
    sources,
  });
  return { ...plan, workspaceFolder, alreadyTarget };
}
