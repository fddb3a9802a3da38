// What a rules file must be, checked value by value; each problem is reported with its JSON path
// so that the caller can name the line. The schema (schemas/convert-files.schema.json) says the
// same for the editor.
import type { ParameterMap } from '../../service/catalogue';
import { presetParameterProblem } from '../../service/catalogue/options';
import { MAX_PIPELINE_STEPS, MAX_PIPELINES, parsePipelines, parseStep, stepFormat, type Pipeline } from '../chains/pipelines';
import { readMarkdownOptions, type MarkdownOptions } from '../markdown/options';
import type { JsonPath, Rule, RulesFile, StepSpec, TargetSpec, Trigger } from './types';
import { FILE_NAME_VARIABLES, OUTPUT_DIRECTORY_VARIABLES, templateProblem } from './templates';

type Report = (path: JsonPath, message: string, rule?: string) => void;

const TRIGGERS: readonly Trigger[] = ['manual', 'onSave', 'onChange'];
const TOP_KEYS = ['$schema', 'presets', 'pipelines', 'rules'];
const RULE_KEYS = [
  'name',
  'files',
  'exclude',
  'targets',
  'preset',
  'parameters',
  'outputDirectory',
  'fileName',
  'trigger',
  'markdown',
  'join',
];
const MAX_RULES = 200;
const MAX_TARGETS = 20;
const MAX_STEPS = MAX_PIPELINE_STEPS;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unknownKeys(value: Record<string, unknown>, allowed: readonly string[], path: JsonPath, report: Report, rule?: string): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) {
      report([...path, key], `"${key}" is not a field here (allowed: ${allowed.join(', ')})`, rule);
    }
  }
}

function checkParameters(value: unknown, path: JsonPath, report: Report, rule?: string): ParameterMap | undefined {
  if (!isObject(value)) {
    report(path, 'parameters must be an object of option names and values', rule);
    return undefined;
  }
  let ok = true;
  for (const [name, v] of Object.entries(value)) {
    const problem = presetParameterProblem(name, v);
    if (problem) {
      report([...path, name], problem, rule);
      ok = false;
    }
  }
  return ok ? (value as ParameterMap) : undefined;
}

function checkFormat(value: unknown, path: JsonPath, report: Report, rule?: string): string | undefined {
  const format = stepFormat(value);
  if (format === undefined) {
    report(path, `${JSON.stringify(value)} is not a format (1 to 16 letters or digits, such as "pdf")`, rule);
  }
  return format;
}

/** A glob relative to the workspace folder: no absolute path, no `..`. */
/**
 * A list of globs (or one). `sources`: the rule's `files`, which must be given, and which never
 * reach into `.vscode/`: the walk never enters the rules file's own folder (the rules, their
 * record, the editor's settings), so such a glob would match nothing without a word.
 */
function checkGlobs(value: unknown, path: JsonPath, report: Report, rule: string, sources: boolean): string[] {
  const required = sources;
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : undefined;
  if (list === undefined || (required && list.length === 0)) {
    if (value !== undefined || required) {
      report(path, 'must be a glob such as "docs/**/*.md" or a list of globs', rule);
    }
    return [];
  }
  const out: string[] = [];
  list.forEach((glob, i) => {
    const at = typeof value === 'string' ? path : [...path, i];
    if (typeof glob !== 'string' || glob.trim() === '') {
      report(at, 'a glob must be a non-empty text', rule);
    } else if (/^([/\\]|[a-zA-Z]:)/.test(glob.trim()) || glob.split(/[/\\]/).includes('..')) {
      report(at, `"${glob}" must stay inside the workspace folder (relative, without "..")`, rule);
    } else if (sources && /^(\.[/\\])?\.vscode([/\\]|$)/.test(glob.trim())) {
      report(
        at,
        `"${glob}" is inside .vscode, the rules file's own folder, which is never a source (it holds the rules, their record and the editor's settings): it would match nothing`,
        rule,
      );
    } else {
      out.push(glob.trim().replace(/\\/g, '/').replace(/^\.\//, ''));
    }
  });
  return out;
}

/** The options of a rule (a chain's step has its own, pipelines.ts parseStep): a preset's name or parameters, not both. */
function checkOptions(
  value: Record<string, unknown>,
  path: JsonPath,
  report: Report,
  rule: string,
): { parameters?: ParameterMap; preset?: string } {
  if (value.parameters !== undefined && value.preset !== undefined) {
    report(path, 'a rule has "preset" or "parameters", not both', rule);
  }
  const parameters = value.parameters === undefined ? undefined : checkParameters(value.parameters, [...path, 'parameters'], report, rule);
  if (value.preset !== undefined && (typeof value.preset !== 'string' || value.preset.trim() === '')) {
    report([...path, 'preset'], 'a preset is named by a non-empty text', rule);
  }
  return { parameters, preset: typeof value.preset === 'string' ? value.preset : undefined };
}

function checkTargets(value: unknown, path: JsonPath, report: Report, rule: string): TargetSpec[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_TARGETS) {
    report(path, `targets must be a list of 1 to ${MAX_TARGETS} formats or chains, such as ["pdf", "html"]`, rule);
    return [];
  }
  const out: TargetSpec[] = [];
  value.forEach((entry: unknown, i) => {
    if (typeof entry === 'string') {
      const to = checkFormat(entry, [...path, i], report, rule);
      if (to !== undefined) {
        out.push({ kind: 'format', to });
      }
    } else if (Array.isArray(entry) && entry.length > 0 && entry.length <= MAX_STEPS) {
      // Read as a pipeline's steps are (pipelines.ts), each problem at its step.
      const steps = entry.map((s: unknown, j) => {
        const step = parseStep(s);
        if (typeof step === 'string') {
          report([...path, i, j], step, rule);
        }
        return step;
      });
      if (steps.every((s): s is StepSpec => typeof s !== 'string')) {
        out.push({ kind: 'chain', steps });
      }
    } else if (isObject(entry) && entry.pipeline !== undefined) {
      unknownKeys(entry, ['pipeline'], [...path, i], report, rule);
      if (typeof entry.pipeline !== 'string' || entry.pipeline.trim() === '') {
        report([...path, i, 'pipeline'], 'a pipeline is named by a non-empty text', rule);
      } else {
        out.push({ kind: 'pipeline', name: entry.pipeline });
      }
    } else {
      report(
        [...path, i],
        `a target is a format ("pdf"), a chain of 1 to ${MAX_STEPS} steps (["pdf", {"to": "compress"}]) or a pipeline ({"pipeline": "name"})`,
        rule,
      );
    }
  });
  return out;
}

function checkTemplate(value: unknown, path: JsonPath, report: Report, rule: string, variables: readonly string[]): string | undefined {
  if (value === undefined) {
    return undefined;
  }
  const problem = typeof value === 'string' ? templateProblem(value, variables) : 'must be a text';
  if (problem) {
    report(path, `${String(path[path.length - 1])}: ${problem}`, rule);
    return undefined;
  }
  return value as string;
}

function checkRule(value: unknown, index: number, names: Set<string>, report: Report): Rule | undefined {
  const path: JsonPath = ['rules', index];
  if (!isObject(value)) {
    report(path, `rule ${index + 1} must be an object with "files" and "targets"`);
    return undefined;
  }
  const named = typeof value.name === 'string' && value.name.trim() !== '';
  const name = named ? (value.name as string).trim() : `rule ${index + 1}`;
  if (value.name !== undefined && !named) {
    report([...path, 'name'], 'name must be a non-empty text', name);
  }
  if (names.has(name.toLowerCase())) {
    report([...path, 'name'], 'two rules have this name; tasks and messages need them apart', name);
  }
  names.add(name.toLowerCase());
  unknownKeys(value, RULE_KEYS, path, report, name);
  const files = checkGlobs(value.files, [...path, 'files'], report, name, true);
  const exclude = checkGlobs(value.exclude, [...path, 'exclude'], report, name, false);
  const targets = checkTargets(value.targets, [...path, 'targets'], report, name);
  const { parameters, preset } = checkOptions(value, path, report, name);
  const trigger = value.trigger ?? 'manual';
  if (!TRIGGERS.includes(trigger as Trigger)) {
    report([...path, 'trigger'], `trigger must be one of ${TRIGGERS.join(', ')}`, name);
  }
  const outputDirectory = checkTemplate(value.outputDirectory, [...path, 'outputDirectory'], report, name, OUTPUT_DIRECTORY_VARIABLES);
  const fileName = checkTemplate(value.fileName, [...path, 'fileName'], report, name, FILE_NAME_VARIABLES);
  if (typeof fileName === 'string' && /[/\\]/.test(fileName)) {
    report([...path, 'fileName'], 'fileName is a name without folders (outputDirectory says where)', name);
  }
  const join = value.join === undefined ? undefined : checkJoin(value, targets, outputDirectory, path, report, name);
  let markdown: MarkdownOptions | undefined;
  if (value.markdown !== undefined) {
    const read = readMarkdownOptions(value.markdown, 'markdown');
    read.problems.forEach((problem) => report([...path, 'markdown'], problem, name));
    markdown = read.options;
  }
  return {
    name,
    index,
    files,
    exclude,
    targets,
    preset,
    parameters,
    outputDirectory,
    fileName,
    trigger: trigger as Trigger,
    ...(markdown ? { markdown } : {}),
    ...(join !== undefined ? { join } : {}),
  };
}

/**
 * A book's `join`: the one PDF's file name (not a path); its targets are `["pdf"]`, it has no
 * `fileName`, and its folder cannot name a source (`${relativeDir}`…), for it has many.
 */
function checkJoin(
  value: Record<string, unknown>,
  targets: readonly TargetSpec[],
  outputDirectory: string | undefined,
  path: JsonPath,
  report: Report,
  rule: string,
): string | undefined {
  const at: JsonPath = [...path, 'join'];
  const problem = joinNameProblem(value.join);
  if (problem) {
    report(at, problem, rule);
  }
  if (targets.length !== 1 || targets[0]!.kind !== 'format' || targets[0]!.to !== 'pdf') {
    report([...path, 'targets'], 'a rule with "join" makes one PDF: its targets are ["pdf"]', rule);
  }
  if (value.fileName !== undefined) {
    report([...path, 'fileName'], '"join" names the book; "fileName" is not used with it', rule);
  }
  if (outputDirectory !== undefined && /\$\{(?!workspaceFolder\})/.test(outputDirectory)) {
    report([...path, 'outputDirectory'], 'a book has many sources: its outputDirectory may use ${workspaceFolder} only', rule);
  }
  return problem ? undefined : (value.join as string).trim();
}

/** Why `join` is not a PDF's file name, or undefined. */
export function joinNameProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') {
    return 'join is the file name of the book, such as "handbook.pdf"';
  }
  const name = value.trim();
  if (/[/\\]/.test(name) || name === '.' || name === '..') {
    return `join is a file name, not a path ("${name}"; outputDirectory says where)`;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f<>:"|?*]/.test(name) || name.includes('${') || name.length > 200) {
    return `join "${name}" is not a file name (no control characters, <>:"|?* or \${…}; at most 200 characters)`;
  }
  if (!/\.pdf$/i.test(name) || name.length === 4) {
    return `join "${name}" must end in .pdf: a book is one PDF`;
  }
  return undefined;
}

/** Checks a parsed rules file; `report` is called for each problem (the result is usable only when none was). */
export function checkRulesFile(value: unknown, report: Report): RulesFile | undefined {
  if (!isObject(value)) {
    report([], 'the rules file must be an object with "rules"');
    return undefined;
  }
  unknownKeys(value, TOP_KEYS, [], report);
  const presets: Record<string, ParameterMap> = {};
  if (value.presets !== undefined) {
    if (!isObject(value.presets)) {
      report(['presets'], 'presets must be an object: { "name": { "parameters": { … } } }');
    } else {
      for (const [name, preset] of Object.entries(value.presets)) {
        if (!isObject(preset) || !isObject(preset.parameters)) {
          report(['presets', name], `preset "${name}" must be { "parameters": { … } }`);
          continue;
        }
        unknownKeys(preset, ['parameters', 'description'], ['presets', name], report);
        const parameters = checkParameters(preset.parameters, ['presets', name, 'parameters'], report);
        if (parameters) {
          presets[name] = parameters;
        }
      }
    }
  }
  const pipelines = checkPipelines(value.pipelines, report);
  if (!Array.isArray(value.rules) || value.rules.length === 0 || value.rules.length > MAX_RULES) {
    report(['rules'], `rules must be a list of 1 to ${MAX_RULES} rules`);
    return undefined;
  }
  const names = new Set<string>();
  const rules = value.rules.map((rule: unknown, i) => checkRule(rule, i, names, report));
  return { presets, pipelines, rules: rules.filter((r): r is Rule => r !== undefined) };
}

/** The file's `pipelines`, read by the same reader as the convertFiles.pipelines setting; each problem at its pipeline's line. */
function checkPipelines(value: unknown, report: Report): Record<string, Pipeline> {
  const out: Record<string, Pipeline> = {};
  if (value === undefined) {
    return out;
  }
  if (!isObject(value)) {
    report(['pipelines'], 'pipelines must be an object: { "name": { "steps": ["pdf", { "to": "compress" }] } }');
    return out;
  }
  if (Object.keys(value).length > MAX_PIPELINES) {
    report(['pipelines'], `a rules file defines at most ${MAX_PIPELINES} pipelines`);
  }
  for (const [name, raw] of Object.entries(value).slice(0, MAX_PIPELINES)) {
    const { pipelines, problems } = parsePipelines({ [name]: raw });
    problems.forEach((problem) => report(['pipelines', name], problem));
    if (pipelines[0]) {
      out[name] = pipelines[0];
    }
  }
  return out;
}
