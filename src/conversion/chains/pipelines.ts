// Pipelines by name: a chain of steps saved under a name, in the `convertFiles.pipelines` setting
// and as `pipelines` at the top of a rules file, in one shape read by one checker:
//   { "<name>": { "steps": [ "pdf" | { "to", "parameters"?, "preset"? } ], "keepIntermediates"?: boolean } }
// A step's `preset` is resolved from convertFiles.presets by resolvePipelines (a rules file's own
// presets by the rules engine, conversion/rules/definitions.ts).
import { normalizeFormat, validateFormat, type ParameterMap } from '../../service/catalogue';
import { presetParameterProblem, type Preset } from '../../service/catalogue/options';
import type { Step } from './steps';

/** One step as written: a preset named, not yet resolved. */
export interface PipelineStep {
  readonly to: string;
  readonly parameters?: ParameterMap;
  readonly preset?: string;
}

export interface Pipeline {
  readonly name: string;
  readonly steps: readonly PipelineStep[];
  readonly keepIntermediates: boolean;
}

/** A pipeline with its presets resolved, ready to run. */
export interface ResolvedPipeline {
  readonly name: string;
  readonly steps: readonly Step[];
  readonly keepIntermediates: boolean;
}

/** The most pipelines read from one setting or rules file. */
export const MAX_PIPELINES = 100;
const PIPELINE_KEYS = ['steps', 'keepIntermediates'];
const STEP_KEYS = ['to', 'parameters', 'preset'];
/** The most steps a pipeline has (the builder stops offering Add a Step there). */
export const MAX_PIPELINE_STEPS = 10;
/** The longest pipeline name (the Save as Pipeline box says so). */
export const MAX_PIPELINE_NAME = 80;
const MAX_STEPS = MAX_PIPELINE_STEPS;
const MAX_NAME = MAX_PIPELINE_NAME;

/** What a reader of pipelines found: the pipelines, and each problem (naming its pipeline and step). */
export interface PipelinesRead<P> {
  readonly pipelines: readonly P[];
  readonly problems: readonly string[];
  /** The pipelines left out, by name, each with its problem (as in `problems`). */
  readonly leftOut: ReadonlyMap<string, string>;
}

/** Reads the pipelines; each problem names the pipeline (and step) it is about. A pipeline with a problem is left out. */
export function parsePipelines(raw: unknown): PipelinesRead<Pipeline> {
  if (raw === undefined || raw === null) {
    return { pipelines: [], problems: [], leftOut: new Map() };
  }
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return { pipelines: [], problems: ['pipelines must be an object: a name for each pipeline, with its steps.'], leftOut: new Map() };
  }
  const pipelines: Pipeline[] = [];
  const problems: string[] = [];
  const leftOut = new Map<string, string>();
  const entries = Object.entries(raw as Record<string, unknown>);
  for (const [name, value] of entries.slice(0, MAX_PIPELINES)) {
    const found = parsePipeline(name, value);
    if ('problem' in found) {
      problems.push(`Pipeline "${name}": ${found.problem}`);
      leftOut.set(name, problems.at(-1)!);
    } else {
      pipelines.push(found);
    }
  }
  if (entries.length > MAX_PIPELINES) {
    problems.push(`Only the first ${MAX_PIPELINES} pipelines are read.`);
  }
  return { pipelines, problems, leftOut };
}

function parsePipeline(name: string, value: unknown): Pipeline | { problem: string } {
  if (name.trim() === '' || name.length > MAX_NAME) {
    return { problem: `a name is 1 to ${MAX_NAME} characters.` };
  }
  const record = value as { steps?: unknown; keepIntermediates?: unknown } | undefined;
  if (!record || typeof record !== 'object' || Array.isArray(record) || !Array.isArray(record.steps)) {
    return { problem: 'give its steps: { "steps": ["pdf", { "to": "compress" }] }.' };
  }
  if (record.steps.length === 0 || record.steps.length > MAX_STEPS) {
    return { problem: `a pipeline has 1 to ${MAX_STEPS} steps.` };
  }
  const unknown = Object.keys(record).find((key) => !PIPELINE_KEYS.includes(key));
  if (unknown !== undefined) {
    return { problem: `"${unknown}" is not a field of a pipeline (allowed: ${PIPELINE_KEYS.join(', ')}).` };
  }
  if (record.keepIntermediates !== undefined && typeof record.keepIntermediates !== 'boolean') {
    return { problem: 'keepIntermediates is true or false.' };
  }
  const steps: PipelineStep[] = [];
  for (const [i, raw] of record.steps.entries()) {
    const step = parseStep(raw);
    if (typeof step === 'string') {
      return { problem: `step ${i + 1}: ${step}` };
    }
    steps.push(step);
  }
  return { name, steps, keepIntermediates: record.keepIntermediates === true };
}

/** The preset a step names: the one of `presets` called `name` (ignoring case, as preset names are unique) made for the step's format. */
export function presetForStep(presets: readonly Preset[], name: string, to: string): Preset | undefined {
  return presets.find((p) => p.name.toLowerCase() === name.toLowerCase() && p.target === to);
}

/**
 * The pipelines of `raw` (parsePipelines), each step's preset replaced by its parameters
 * (presetForStep). A pipeline whose preset is not there is left out and named in the problems, as
 * a broken one is: the editor's setting, the agent's steps and the MCP server's all read this way.
 */
export function resolvePipelines(raw: unknown, presets: readonly Preset[]): PipelinesRead<ResolvedPipeline> {
  const read = parsePipelines(raw);
  const problems = [...read.problems];
  const leftOut = new Map(read.leftOut);
  const pipelines = read.pipelines.flatMap((pipeline): ResolvedPipeline[] => {
    const steps: Step[] = [];
    for (const [i, step] of pipeline.steps.entries()) {
      const preset = step.preset === undefined ? undefined : presetForStep(presets, step.preset, step.to);
      if (step.preset !== undefined && !preset) {
        problems.push(`Pipeline "${pipeline.name}": step ${i + 1}: no preset "${step.preset}" for ${step.to} in convertFiles.presets.`);
        leftOut.set(pipeline.name, problems.at(-1)!);
        return [];
      }
      const parameters = preset?.parameters ?? step.parameters;
      steps.push({ to: step.to, ...(parameters ? { parameters } : {}) });
    }
    return [{ name: pipeline.name, steps, keepIntermediates: pipeline.keepIntermediates }];
  });
  return { pipelines, problems, leftOut };
}

/**
 * The format `value` names, normalised, as the schema allows it (a leading dot, 1 to 16 letters or
 * digits; an operation of the catalogue may hold inner hyphens, text-watermark); undefined: none.
 */
export function stepFormat(value: unknown): string | undefined {
  const format = typeof value === 'string' && /^\.?[a-z0-9]+(-[a-z0-9]+)*$/i.test(value.trim()) ? normalizeFormat(value) : undefined;
  return format !== undefined && validateFormat(format.replace(/-/g, '')) === undefined ? format : undefined;
}

/** One step of a pipeline or of a rules file's chain, or what is wrong with it: the one reader of a step as written. */
export function parseStep(raw: unknown): PipelineStep | string {
  const step = typeof raw === 'string' ? { to: raw } : (raw as { to?: unknown; parameters?: unknown; preset?: unknown } | null);
  if (!step || typeof step !== 'object' || Array.isArray(step) || typeof step.to !== 'string') {
    return 'a step is a format ("pdf") or { "to": "compress", "parameters": { … } }.';
  }
  const unknown = Object.keys(step).find((key) => !STEP_KEYS.includes(key));
  if (unknown !== undefined) {
    return `"${unknown}" is not a field of a step (allowed: ${STEP_KEYS.join(', ')}).`;
  }
  const to = stepFormat(step.to);
  if (to === undefined) {
    return `"${step.to}" is not a format.`;
  }
  if (step.preset !== undefined && (typeof step.preset !== 'string' || step.preset.trim() === '')) {
    return 'preset is the name of a preset.';
  }
  if (step.preset !== undefined && step.parameters !== undefined) {
    return 'give preset or parameters, not both.';
  }
  if (step.parameters !== undefined) {
    if (!step.parameters || typeof step.parameters !== 'object' || Array.isArray(step.parameters)) {
      return 'parameters is an object of names and values.';
    }
    for (const [name, value] of Object.entries(step.parameters)) {
      const why = presetParameterProblem(name, value);
      if (why) {
        return why;
      }
    }
  }
  return {
    to,
    ...(step.parameters !== undefined ? { parameters: step.parameters as ParameterMap } : {}),
    ...(typeof step.preset === 'string' ? { preset: step.preset } : {}),
  };
}

/** A pipeline as the setting and the rules file write it: a step without options is just its format. */
export function pipelineValue(
  steps: readonly Step[],
  keepIntermediates: boolean,
): {
  steps: (string | { to: string; parameters: ParameterMap })[];
  keepIntermediates?: true;
} {
  return {
    steps: steps.map((s) => (s.parameters && Object.keys(s.parameters).length > 0 ? { to: s.to, parameters: s.parameters } : s.to)),
    ...(keepIntermediates && steps.length > 1 ? { keepIntermediates: true as const } : {}),
  };
}
