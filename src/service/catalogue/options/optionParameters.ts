/**
 * The chosen option values turned into what a conversion sends: text and file parameters, values
 * equal to the default left out, required ones checked.
 */
import { problem, type Problem } from '../../errors';
import type { ParameterMap, ParameterValue } from '../catalogue';
import { parseOptionInput, required } from './optionInput';
import type { OptionField, OptionValues } from './options';

/** What the conversion sends for the chosen values. */
export interface BuiltParameters {
  /** Text parameters, for ConvertRequest.parameters. */
  readonly parameters: ParameterMap;
  /** File parameters: name → the chosen paths, to open as SourceFiles for ConvertRequest.fileParameters. */
  readonly files: Readonly<Record<string, readonly string[]>>;
  /** Why the values cannot be sent (missing required fields, unknown names); empty when they can. */
  readonly problems: readonly Problem[];
}

/**
 * Turns the chosen values into what a conversion sends. Values equal to the default are left
 * out (the service applies them anyway, and presets stay short); required fields are always sent.
 */
export function buildParameters(fields: readonly OptionField[], values: OptionValues): BuiltParameters {
  const byName = new Map(fields.map((f) => [f.name.toLowerCase(), f]));
  const parameters: Record<string, ParameterValue> = {};
  const files: Record<string, readonly string[]> = {};
  const problems: Problem[] = [];
  for (const [name, value] of Object.entries(values)) {
    const field = byName.get(name.toLowerCase());
    if (!field) {
      problems.push(problem('option.unknown', { name }));
      continue;
    }
    if (value === undefined) {
      continue;
    }
    // Re-checked here too: a value may come from a preset rather than from the form.
    const parsed = parseOptionInput(field, typeof value === 'string' ? value : formatForParse(field, value));
    if (!parsed.ok) {
      problems.push(parsed);
      continue;
    }
    if (parsed.value === undefined || (!field.required && sameValue(parsed.value, field.default))) {
      continue;
    }
    if (field.kind === 'file' || field.kind === 'files') {
      files[field.name] = Array.isArray(parsed.value) ? parsed.value.map(String) : [String(parsed.value)];
    } else {
      parameters[field.name] = parsed.value;
    }
  }
  for (const f of fields) {
    if (f.required && !Object.keys(values).some((n) => n.toLowerCase() === f.name.toLowerCase() && values[n] !== undefined)) {
      problems.push(required(f.label));
    }
  }
  return { parameters, files, problems };
}

function formatForParse(field: OptionField, value: ParameterValue): string {
  return Array.isArray(value) ? value.join(field.kind === 'files' ? '\n' : ',') : String(value);
}

function sameValue(a: ParameterValue, b: ParameterValue | undefined): boolean {
  if (b === undefined) {
    return false;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((x, i) => String(x).toLowerCase() === String(b[i]).toLowerCase())
    );
  }
  return String(a).toLowerCase() === String(b).toLowerCase();
}
