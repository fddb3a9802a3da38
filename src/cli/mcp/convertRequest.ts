// The convert tool's arguments read into the command line's request (conversion/adhoc, as
// `convert-files convert` reads its flags): `target` or `steps` are its steps, `pipeline` a
// pipeline of the root's rules file or of convertFiles.pipelines in its .vscode/settings.json,
// `preset` one of convertFiles.presets there (a preset with a target); a step's `preset` the rules
// file's, else convertFiles.presets' for its format. The files are the root's.
import { posix } from 'node:path';
import { oneOfProblem, parametersProblem } from '../../checks/convertArguments';
import type { ConversionRequest, NamedSource, RequestedStep } from '../../conversion/adhoc';
import { presetForStep, resolvePipelines } from '../../conversion/chains/pipelines';
import { readFolderSettings, readRulesFile, RULES_FILE, RulesFileError, type RulesFile } from '../../conversion/rules';
import { normalizeFormat, type ParameterMap } from '../../service/catalogue';
import { parsePresets, type Preset } from '../../service/catalogue/options';
import { rootFile } from './rootFiles';
import { argumentsOf, optionalText, presetNamed, refuse, ToolInputError } from '../../conversion/tools/toolInput';

export const CONVERT_KEYS = ['files', 'target', 'steps', 'preset', 'pipeline', 'parameters', 'onConflict'] as const;
export const ON_CONFLICT = ['skip', 'rename', 'overwrite'] as const;
export type OnConflict = (typeof ON_CONFLICT)[number];

/** The most files one call names. */
export const MAX_FILES = 100;
const MAX_STEPS = 10;

export interface McpConvertRequest {
  readonly request: ConversionRequest;
  readonly onConflict: OnConflict;
  /** The preset is for files of this format only (convertFiles.presets' `source`). */
  readonly onlyFrom?: string;
}

/**
 * Options as the command line's `-p Key=Value` types them (the catalogue types them again). A
 * value `@path` would name a file to send: refused, this server sends no file options.
 */
function typedOptions(parameters: unknown, field: string): Record<string, string> {
  refuse(parametersProblem(parameters));
  const options: Record<string, string> = {};
  for (const [name, value] of Object.entries((parameters ?? {}) as ParameterMap)) {
    if (typeof value === 'string' && value.startsWith('@')) {
      throw new ToolInputError(`"${field}": ${name} starts with "@", which names a file; this server sends no file options.`);
    }
    options[name] = String(value);
  }
  return options;
}

/** A step of `steps`: a format, or `{ to, parameters?, preset? }` (a preset of the root's rules file or convertFiles.presets). */
function stepOf(value: unknown, index: number): RequestedStep {
  if (typeof value === 'string' && value.trim() !== '') {
    return { to: normalizeFormat(value), options: {} };
  }
  const step = value as { to?: unknown; parameters?: unknown; preset?: unknown } | null;
  const keys = typeof step === 'object' && step !== null && !Array.isArray(step) ? Object.keys(step) : undefined;
  if (!keys || typeof step!.to !== 'string' || keys.some((k) => !['to', 'parameters', 'preset'].includes(k))) {
    throw new ToolInputError(`"steps[${index}]" must be a format such as "pdf", or {"to": "pdf", "parameters"?: {…}, "preset"?: "name"}.`);
  }
  if (step!.preset !== undefined && typeof step!.preset !== 'string') {
    throw new ToolInputError(`"steps[${index}].preset" must be the name of a preset of the root's rules file or of convertFiles.presets.`);
  }
  return {
    to: normalizeFormat(step!.to),
    options: typedOptions(step!.parameters, `steps[${index}].parameters`),
    ...(typeof step!.preset === 'string' ? { preset: step!.preset } : {}),
  };
}

/**
 * A step's preset: the rules file's of that name (as `convert-files convert` reads it), else the one of
 * convertFiles.presets of that name made for the step's format (as the editor's tools and the MCP
 * server's pipelines read it). A step's own parameters go over its preset's.
 */
function withSettingsPreset(step: RequestedStep, index: number, file: RulesFile | undefined, presets: readonly Preset[]): RequestedStep {
  if (step.preset === undefined || Object.hasOwn(file?.presets ?? {}, step.preset)) {
    return step;
  }
  const preset = presetForStep(presets, step.preset.trim(), step.to);
  if (!preset) {
    const known = [...Object.keys(file?.presets ?? {}), ...presets.filter((p) => p.target === step.to).map((p) => p.name)];
    throw new ToolInputError(
      `"steps[${index}].preset": no preset "${step.preset}" in the root's rules file, nor one for ${step.to} in convertFiles.presets of its .vscode/settings.json${known.length > 0 ? ` (presets: ${known.map((n) => `"${n}"`).join(', ')})` : ''}.`,
    );
  }
  return { to: step.to, options: { ...typedOptions(preset.parameters, `preset "${preset.name}"`), ...step.options } };
}

/** The root's rules file when there is one (its presets and pipelines); a broken one is an error only when its definitions are named. */
async function rulesFileOf(root: string, needed: boolean): Promise<RulesFile | undefined> {
  try {
    return await readRulesFile(posix.join(root, RULES_FILE));
  } catch (err) {
    if (err instanceof RulesFileError && (!needed || err.missing)) {
      return undefined;
    }
    throw new ToolInputError(`${RULES_FILE}: ${(err as Error).message.replace(/^[^:]*: /, '')}`);
  }
}

/** Reads and checks a convert call's arguments and files; what the request's own checks find is for the caller. */
export async function readConvertRequest(root: string, input: unknown, now: Date): Promise<McpConvertRequest> {
  const fields = argumentsOf(input, CONVERT_KEYS);
  if (!Array.isArray(fields.files) || fields.files.length === 0 || fields.files.length > MAX_FILES) {
    throw new ToolInputError(`"files" must be a list of 1 to ${MAX_FILES} paths of files inside the root folder.`);
  }
  const given = (['target', 'steps', 'preset', 'pipeline'] as const).filter((k) => fields[k] !== undefined);
  if (given.length !== 1) {
    throw new ToolInputError(
      `Give exactly one of "target" (a format such as "pdf"), "steps", "preset" or "pipeline"${given.length > 1 ? `, not ${given.map((k) => `"${k}"`).join(' and ')}` : ''}.`,
    );
  }
  refuse(oneOfProblem('onConflict', fields.onConflict, ON_CONFLICT));
  if (fields.parameters !== undefined && (fields.steps !== undefined || fields.pipeline !== undefined)) {
    throw new ToolInputError('"parameters" go with "target" or "preset"; for "steps" give each step its own {"to", "parameters"}.');
  }
  const options = typedOptions(fields.parameters, 'parameters');
  const sources: NamedSource[] = [];
  for (const [i, value] of (fields.files as unknown[]).entries()) {
    const file = await rootFile(root, value, `files[${i}]`);
    if (!sources.some((s) => s.path === file.absolute)) {
      sources.push({ path: file.absolute, base: posix.dirname(file.absolute) });
    }
  }
  let steps: RequestedStep[] = [];
  let pipeline: string | undefined;
  let onlyFrom: string | undefined;
  const settings = fields.target === undefined ? await readFolderSettings(root) : undefined;
  const presets = parsePresets(settings?.presets).presets;
  if (fields.target !== undefined) {
    const target = optionalText(fields, 'target', 40)!;
    steps = [{ to: normalizeFormat(target), options }];
  } else if (fields.steps !== undefined) {
    if (!Array.isArray(fields.steps) || fields.steps.length === 0 || fields.steps.length > MAX_STEPS) {
      throw new ToolInputError(`"steps" must be a list of 1 to ${MAX_STEPS} steps, such as ["pdf", {"to": "compress"}].`);
    }
    steps = (fields.steps as unknown[]).map(stepOf);
  } else if (fields.pipeline !== undefined) {
    pipeline = optionalText(fields, 'pipeline', 80);
  } else {
    const preset = presetNamed(presets, optionalText(fields, 'preset', 80), "convertFiles.presets of the root's .vscode/settings.json");
    steps = [{ to: preset.target, options: { ...typedOptions(preset.parameters, `preset "${preset.name}"`), ...options } }];
    onlyFrom = preset.source;
  }
  const needed = pipeline !== undefined || steps.some((s) => s.preset !== undefined);
  const file = await rulesFileOf(root, needed);
  // convertFiles.pipelines of the root's settings, their presets resolved as the editor resolves them:
  // a pipeline whose preset is not there is left out, as in the editor, and named with why.
  const fromSettings = pipeline !== undefined ? resolvePipelines(settings?.pipelines, presets) : undefined;
  if (pipeline !== undefined && !Object.hasOwn(file?.pipelines ?? {}, pipeline)) {
    const why = fromSettings?.leftOut.get(pipeline);
    if (why !== undefined) {
      throw new ToolInputError(`convertFiles.pipelines of the root's .vscode/settings.json: ${why}`);
    }
  }
  const request: ConversionRequest = {
    sources,
    steps: steps.map((step, i) => withSettingsPreset(step, i, file, presets)),
    ...(pipeline !== undefined ? { pipeline } : {}),
    // The rules file's own pipelines take precedence over the setting's, as in the editor.
    file: {
      presets: file?.presets ?? {},
      pipelines: { ...Object.fromEntries((fromSettings?.pipelines ?? []).map((p) => [p.name, p])), ...file?.pipelines },
    },
    cwd: root,
    now,
  };
  return { request, onConflict: (fields.onConflict as OnConflict | undefined) ?? 'skip', ...(onlyFrom ? { onlyFrom } : {}) };
}
