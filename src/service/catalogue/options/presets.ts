/**
 * Named option sets (`convertFiles.presets`). The setting can live in a workspace and be shared
 * through the repository, so a preset never holds a credential: names that look like one
 * (Password, Token, Secret, Auth, ApiKey) and values that look like a JWT are refused, and so are
 * the parameters the extension manages itself.
 */
import {
  CLIENT_MANAGED_PARAMETERS,
  isConverterFormat,
  looksLikeSecretName,
  type Converter,
  type ParameterScalar,
  type ParameterValue,
} from '../catalogue';
import { normalizeFormat } from '../formats';
import { looksLikeJwt } from '../../auth';
import { buildParameters } from './optionParameters';
import { optionFields, type OptionField, type OptionValues } from './options';
import { problem, type Problem } from '../../errors';

export interface Preset {
  /** What the user picks it by; unique (case-insensitively) within the setting. */
  readonly name: string;
  /** The source format it is for; undefined: any source that has the target. */
  readonly source?: string;
  readonly target: string;
  readonly parameters: Readonly<Record<string, ParameterValue>>;
}

const MAX_PRESETS = 200;
/** The longest preset name (the Save as Preset box says so before the preset is built). */
export const MAX_PRESET_NAME = 80;
const MAX_NAME = MAX_PRESET_NAME;
const MAX_PARAMETERS = 100;
const MAX_VALUE = 2_000;
const MAX_LIST = 1_000;
const PARAMETER_NAME = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;

/** Why one parameter of a preset is not acceptable, or undefined. */
export function presetParameterProblem(name: string, value: unknown): string | undefined {
  if (!PARAMETER_NAME.test(name)) {
    return `"${name}" is not a parameter name.`;
  }
  if (looksLikeSecretName(name)) {
    return `${name} looks like a password or token; presets may be shared with the workspace, so they never hold one.`;
  }
  if (CLIENT_MANAGED_PARAMETERS.some((m) => m.toLowerCase() === name.toLowerCase()) || /^files?$/i.test(name)) {
    return `${name} is set by the extension, not by a preset.`;
  }
  const scalars = Array.isArray(value) ? (value as unknown[]) : [value];
  if (scalars.length === 0 || !scalars.every(isScalar)) {
    return `${name} must be text, a number, true/false, or a list of those.`;
  }
  if (scalars.length > MAX_LIST || scalars.some((v) => typeof v === 'string' && (v.length > MAX_VALUE || looksLikeJwt(v.trim())))) {
    return `${name} holds something too long or token-like for a shared preset.`;
  }
  return undefined;
}

/** Reads one preset; problems say what was wrong (the preset is undefined when it is unusable). */
export function parsePreset(value: unknown): { readonly preset?: Preset; readonly problems: readonly string[] } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { problems: ['A preset is an object with name, target and parameters.'] };
  }
  const v = value as Record<string, unknown>;
  const name = typeof v.name === 'string' ? v.name.trim() : '';
  const label = name ? `Preset "${name}"` : 'A preset';
  const problems: string[] = [];
  if (!name || name.length > MAX_NAME) {
    problems.push(`${label} needs a name of 1 to ${MAX_NAME} characters.`);
  }
  const target = typeof v.target === 'string' ? normalizeFormat(v.target) : '';
  if (!isConverterFormat(target)) {
    problems.push(`${label} needs a target format such as "pdf".`);
  }
  const source = typeof v.source === 'string' && v.source.trim() !== '' ? normalizeFormat(v.source) : undefined;
  if (v.source !== undefined && v.source !== null && (source === undefined || !isConverterFormat(source))) {
    problems.push(`${label}: "${String(v.source)}" is not a source format.`);
  }
  const rawParameters = v.parameters ?? {};
  const parameters: Record<string, ParameterValue> = {};
  if (!rawParameters || typeof rawParameters !== 'object' || Array.isArray(rawParameters)) {
    problems.push(`${label}: parameters must be an object of name → value.`);
  } else {
    const entries = Object.entries(rawParameters as Record<string, unknown>);
    if (entries.length > MAX_PARAMETERS) {
      problems.push(`${label} has more than ${MAX_PARAMETERS} parameters.`);
    }
    for (const [key, val] of entries.slice(0, MAX_PARAMETERS)) {
      const problem = presetParameterProblem(key, val);
      if (problem) {
        problems.push(`${label}: ${problem}`);
      } else {
        parameters[key] = val as ParameterValue;
      }
    }
  }
  // A preset with a refused parameter is refused whole: running it without that parameter would
  // silently convert differently from what its author meant.
  return problems.length > 0 ? { problems } : { preset: { name, source, target, parameters }, problems };
}

/** Reads the whole setting: the usable presets, and what was wrong with the others. */
export function parsePresets(value: unknown): { readonly presets: readonly Preset[]; readonly problems: readonly string[] } {
  if (value === undefined || value === null) {
    return { presets: [], problems: [] };
  }
  if (!Array.isArray(value)) {
    return { presets: [], problems: ['convertFiles.presets must be a list of presets.'] };
  }
  const presets: Preset[] = [];
  const problems: string[] = [];
  const names = new Set<string>();
  for (const item of value.slice(0, MAX_PRESETS)) {
    const { preset, problems: p } = parsePreset(item);
    problems.push(...p);
    if (preset && names.has(preset.name.toLowerCase())) {
      problems.push(`Preset "${preset.name}" is there twice; the first one is used.`);
    } else if (preset) {
      names.add(preset.name.toLowerCase());
      presets.push(preset);
    }
  }
  if (value.length > MAX_PRESETS) {
    problems.push(`Only the first ${MAX_PRESETS} presets are read.`);
  }
  return { presets, problems };
}

/** The presets for a file type (and target, when given): those for that source first, then the general ones. */
export function presetsFor(presets: readonly Preset[], sourceFormat: string, targetFormat?: string): Preset[] {
  const source = normalizeFormat(sourceFormat);
  const target = targetFormat === undefined ? undefined : normalizeFormat(targetFormat);
  const matching = presets.filter((p) => (p.source === undefined || p.source === source) && (target === undefined || p.target === target));
  return [...matching.filter((p) => p.source !== undefined), ...matching.filter((p) => p.source === undefined)];
}

/** Checks a preset against the converter it runs on (names it lacks, values out of range); empty when it fits. */
export function presetProblems(preset: Preset, converter: Pick<Converter, 'parameters'>): Problem[] {
  const fields = optionFields(converter);
  // Only the converter knows which names are files or passwords: a shared preset naming a file
  // would upload whatever path it holds, and a format:password field need not be named like one.
  const refused = Object.keys(preset.parameters).flatMap((name) => {
    const field = fields.find((f) => f.name.toLowerCase() === name.toLowerCase());
    if (field?.kind === 'file' || field?.kind === 'files') {
      return [problem('preset.namesFile', { label: field.label })];
    }
    return field?.secret ? [problem('preset.holdsPassword', { label: field.label })] : [];
  });
  const checked = buildParameters(fields, preset.parameters).problems.filter((p) => p.messageCode !== 'option.required');
  // The preset's name goes with each problem: the VS Code layer puts it in front, as here.
  return [...refused, ...checked].map((p) => problem(p.messageCode, { ...p.messageData, preset: preset.name }));
}

/**
 * A preset from values chosen in the form. Secrets and file parameters are left out (a path on
 * one machine means nothing on another); `left` names what was left out, so the UI can say so.
 */
export function presetFromValues(
  name: string,
  target: string,
  fields: readonly OptionField[],
  values: OptionValues,
  source?: string,
): { readonly preset?: Preset; readonly left: readonly string[]; readonly problems: readonly Problem[] } {
  const left: string[] = [];
  const kept: Record<string, ParameterValue | undefined> = {};
  for (const f of fields) {
    const v = Object.entries(values).find(([k]) => k.toLowerCase() === f.name.toLowerCase())?.[1];
    if (v === undefined) {
      continue;
    }
    if (f.secret || f.kind === 'file' || f.kind === 'files' || presetParameterProblem(f.name, v)) {
      left.push(f.label);
    } else {
      kept[f.name] = v;
    }
  }
  const built = buildParameters(
    fields.filter((f) => f.name in kept),
    kept,
  );
  const { preset, problems } = parsePreset({ name, source, target, parameters: built.parameters });
  // The form's values were checked above and the name by its input box, so the preset's own
  // problems are not expected here; should one come, it is said with its (English) detail.
  const unusable = problems.map((p) => problem('preset.unusable', { detail: p }));
  return { preset, left, problems: [...built.problems, ...unusable] };
}

function isScalar(value: unknown): value is ParameterScalar {
  return typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}
