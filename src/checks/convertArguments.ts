// The checks of a convert command's argument object (`{ files, targets, preset, parameters,
// outputDirectory, fileName, conflictPolicy, saveBeforeConvert }`): its shape, value by value,
// each answered with a coded Problem. What needs the editor (a file that exists, a preset of the
// settings, the catalogue's options) is checked by the caller with these same codes.
import { inputProblem, type Problem } from './problem';

/** The keys every convert command reads; Run Conversion Rules reads `rule` in place of the conversion's own. */
export const CONVERT_ARGUMENT_KEYS = [
  'files',
  'targets',
  'preset',
  'parameters',
  'outputDirectory',
  'fileName',
  'conflictPolicy',
  'saveBeforeConvert',
] as const;
export const RULES_ARGUMENT_KEYS = ['files', 'rule', 'conflictPolicy', 'saveBeforeConvert'] as const;

export const CONFLICT_POLICIES = ['ask', 'rename', 'overwrite', 'skip'] as const;
export const SAVE_POLICIES = ['ask', 'always', 'never'] as const;

/** A key the command does not read (a typo would otherwise be ignored). */
export function unknownKeyProblem(given: Readonly<Record<string, unknown>>, allowed: readonly string[]): Problem | undefined {
  const unknown = Object.keys(given).find((key) => !allowed.includes(key));
  return unknown === undefined
    ? undefined
    : inputProblem('input.argumentUnknown', {
        name: unknown,
        allowed: allowed.join(', '),
      });
}

/** A value that must be one of `allowed` when given. */
export function oneOfProblem(name: string, value: unknown, allowed: readonly string[]): Problem | undefined {
  return value === undefined || (typeof value === 'string' && allowed.includes(value))
    ? undefined
    : inputProblem('input.argumentNotOneOf', { name, allowed: allowed.join(', ') });
}

/** A value that must be a non-empty string when given. */
export function textProblem(name: string, value: unknown): Problem | undefined {
  return value === undefined || (typeof value === 'string' && value.trim() !== '')
    ? undefined
    : inputProblem('input.argumentNotText', { name });
}

/** A required argument left out. */
export function missingProblem(name: string): Problem {
  return inputProblem('input.argumentMissing', { name });
}

/** A list of strings or of one string (`files`, `targets`): the items, or the problem. */
export function listOf(name: string, value: unknown, isItem: (item: unknown) => boolean): { items?: unknown[]; problem?: Problem } {
  const items = Array.isArray(value) ? (value as unknown[]) : value === undefined ? [] : [value];
  if (items.length === 0) {
    return { problem: missingProblem(name) };
  }
  const bad = items.find((item) => !isItem(item));
  return bad === undefined
    ? { items }
    : {
        problem: inputProblem('input.argumentNotText', { name }),
      };
}

/** A target format as a file extension ("pdf", ".docx"): lower case, without the dot; or the problem. */
export function targetFormat(value: string): { format?: string; problem?: Problem } {
  const format = value.trim().replace(/^\./, '').toLowerCase();
  return /^[a-z0-9-]{1,20}$/.test(format) ? { format } : { problem: inputProblem('input.targetFormat', { value }) };
}

/** Conversion parameters: an object of strings, numbers and true/false. */
export function parametersProblem(value: unknown): Problem | undefined {
  if (value === undefined) {
    return undefined;
  }
  const ok =
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean');
  return ok ? undefined : inputProblem('input.argumentParameters');
}

/** A file or folder of `files` that is not there. */
export function notFoundProblem(path: string): Problem {
  return inputProblem('input.argumentNotFound', { path });
}

/** A preset name that names no preset for the target. */
export function unknownPresetProblem(name: string, target: string, known: readonly string[]): Problem {
  const list = known.join(', ') || 'none';
  return inputProblem('input.argumentPreset', {
    name,
    target,
    known: list,
  });
}

/** A merge needs two files or more, a zip one. */
export function tooFewFilesProblem(min: number): Problem {
  return inputProblem('input.argumentTooFewFiles', { min });
}
