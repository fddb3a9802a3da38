// The convert tool's request read as a rule of a rules file: `target`, `steps`, `pipeline` or
// `preset` become that rule's one target, checked by the rules file's own reader, with the root's
// presets and pipelines (the rules file's, then convertFiles.presets and convertFiles.pipelines of
// its .vscode/settings.json) as Run Conversion Rules and the command line look them up.
import { readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { parse } from 'jsonc-parser';
import { oneOfProblem, parametersProblem } from '../../checks/convertArguments';
import { parsePipelines, type ResolvedPipeline } from '../../conversion/chains/pipelines';
import type { Step } from '../../conversion/chains';
import {
  parseRulesFile,
  readFolderSettings,
  RULES_FILE,
  type PipelineLookup,
  type PresetLookup,
  type Rule,
  type RulesFile,
} from '../../conversion/rules';
import { normalizeFormat, type ParameterMap } from '../../service/catalogue';
import { parsePresets, type Preset } from '../../service/catalogue/options';
import { argumentsOf, optionalText, refuse, ToolInputError } from './toolInput';

export const CONVERT_KEYS = ['files', 'target', 'steps', 'preset', 'pipeline', 'parameters', 'onConflict'] as const;
export const ON_CONFLICT = ['skip', 'rename', 'overwrite'] as const;
export type OnConflict = (typeof ON_CONFLICT)[number];

/** The most files one call names. */
export const MAX_FILES = 100;

export interface ConvertRequest {
  readonly files: readonly unknown[];
  readonly rule: Rule;
  readonly file: RulesFile;
  readonly presets: PresetLookup;
  readonly pipelines: PipelineLookup;
  readonly onConflict: OnConflict;
  /** A preset made for files of one format only. */
  readonly onlyFrom?: string;
}

/** The root's presets and pipelines outside the rules file: convertFiles.presets and convertFiles.pipelines of .vscode/settings.json. */
async function settingDefinitions(root: string): Promise<{ presets: readonly Preset[]; pipelines: ResolvedPipeline[] }> {
  const settings = await readFolderSettings(root);
  const { presets } = parsePresets(settings.presets);
  const pipelines: ResolvedPipeline[] = [];
  for (const pipeline of parsePipelines(settings.pipelines ?? {}).pipelines) {
    const steps: Step[] = [];
    for (const step of pipeline.steps) {
      const preset =
        step.preset === undefined
          ? undefined
          : presets.find((p) => p.name.toLowerCase() === step.preset!.toLowerCase() && p.target === step.to);
      if (step.preset !== undefined && !preset) {
        break; // A step naming a preset that is not there: the pipeline is left out, as the editor does.
      }
      steps.push({
        to: step.to,
        ...((preset?.parameters ?? step.parameters) ? { parameters: preset?.parameters ?? step.parameters } : {}),
      });
    }
    if (steps.length === pipeline.steps.length) {
      pipelines.push({ name: pipeline.name, steps, keepIntermediates: pipeline.keepIntermediates });
    }
  }
  return { presets, pipelines };
}

/** The rules file's top-level `presets` and `pipelines` as written (no rules file: none). */
async function rulesFileDefinitions(root: string): Promise<Record<string, unknown>> {
  const text = await readFile(posix.join(root, RULES_FILE), 'utf8').catch(() => undefined);
  const parsed: unknown = text === undefined ? undefined : parse(text, [], { allowTrailingComma: true });
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return {};
  }
  const { presets, pipelines } = parsed as Record<string, unknown>;
  return { ...(presets !== undefined ? { presets } : {}), ...(pipelines !== undefined ? { pipelines } : {}) };
}

/** Reads and checks a convert call's arguments (not yet its files). */
export async function readConvertRequest(root: string, input: unknown): Promise<ConvertRequest> {
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
  refuse(parametersProblem(fields.parameters));
  if (fields.parameters !== undefined && (fields.steps !== undefined || fields.pipeline !== undefined)) {
    throw new ToolInputError('"parameters" go with "target" or "preset"; for "steps" give each step its own {"to", "parameters"}.');
  }
  const definitions = await settingDefinitions(root);
  let target: unknown;
  let parameters = fields.parameters as ParameterMap | undefined;
  let onlyFrom: string | undefined;
  if (fields.target !== undefined) {
    target = typeof fields.target === 'string' ? normalizeFormat(fields.target) : fields.target;
  } else if (fields.steps !== undefined) {
    target = fields.steps;
  } else if (fields.pipeline !== undefined) {
    target = { pipeline: optionalText(fields, 'pipeline', 80) };
  } else {
    const name = optionalText(fields, 'preset', 80);
    const preset = definitions.presets.find((p) => p.name.toLowerCase() === name?.toLowerCase());
    if (!preset) {
      const known = definitions.presets.map((p) => `"${p.name}" (${p.target})`).join(', ');
      throw new ToolInputError(
        `No preset "${name}" in convertFiles.presets of the root's .vscode/settings.json${known ? `; presets: ${known}` : ' (it defines none)'}.`,
      );
    }
    target = preset.target;
    parameters = { ...preset.parameters, ...parameters };
    onlyFrom = preset.source;
  }
  const rule = { name: 'convert', files: ['**'], targets: [target], ...(parameters ? { parameters } : {}) };
  // The rules file's own reader checks the target, each step and the parameters' shape.
  // A plain target needs none of the rules file's definitions (nor fails on a broken one).
  const definedInFile = fields.target !== undefined ? {} : await rulesFileDefinitions(root);
  const { file, problems } = parseRulesFile(JSON.stringify({ ...definedInFile, rules: [rule] }));
  if (!file || !file.rules[0]) {
    throw new ToolInputError(problems.map((p) => p.message.replace(/^rule "convert": /, '')).join(' '));
  }
  const pipelines = definitions.pipelines;
  return {
    files: fields.files as unknown[],
    rule: file.rules[0],
    file,
    presets: (name, format) =>
      definitions.presets.find((p) => p.name.toLowerCase() === name.toLowerCase() && p.target === format)?.parameters,
    pipelines: {
      find: (name) => pipelines.find((p) => p.name.toLowerCase() === name.toLowerCase()),
      names: () => pipelines.map((p) => p.name),
    },
    onConflict: (fields.onConflict as OnConflict | undefined) ?? 'skip',
    ...(onlyFrom ? { onlyFrom } : {}),
  };
}
