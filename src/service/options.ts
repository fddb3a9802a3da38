/**
 * The options form of one converter, without any UI: which fields it has and in what order,
 * what kind of input each one takes, whether typed text is acceptable, and the parameter map the
 * conversion sends. The VS Code layer only renders it (quick picks, input boxes, file pickers).
 */
import { problem, type Problem } from './messageCodes';
import {
  CLIENT_MANAGED_PARAMETERS,
  type Converter,
  type ConverterParameter,
  type ParameterMap,
  type ParameterScalar,
  type ParameterValue,
} from './catalogue';

/** How a field is asked for. */
export type OptionKind =
  /** One of a fixed set of values (enum): a quick pick. */
  | 'pick'
  /** On or off. */
  | 'toggle'
  /** A whole number, checked against the range as typed. */
  | 'integer'
  /** A decimal number, checked against the range as typed. */
  | 'number'
  | 'text'
  /** Several values, typed comma-separated (or picked from `choices`). */
  | 'list'
  /** Another file (an overlay, a file to compare with), through a file picker. */
  | 'file'
  | 'files';

export interface OptionField {
  readonly name: string;
  readonly label: string;
  readonly description?: string;
  /** The group it is shown under; "General" when the document names none. */
  readonly group: string;
  readonly featured: boolean;
  readonly required: boolean;
  readonly kind: OptionKind;
  readonly default?: ParameterValue;
  /** The values of a pick (or of a list's items), as the service spells them. */
  readonly choices?: readonly ParameterScalar[];
  readonly minimum?: number;
  readonly maximum?: number;
  /** The items of a list: whole numbers, numbers or text. */
  readonly itemKind?: 'integer' | 'number' | 'text';
  /** For file fields: the extensions it takes (lower case, no dot); undefined takes any. */
  readonly allowedExtensions?: readonly string[];
  /** The form a text value must have, as the catalogue gives it (PageRange: "1-3,5"). */
  readonly pattern?: RegExp;
  /** A credential (password): a password box; never kept in a preset, a log or a setting. */
  readonly secret: boolean;
}

/** A value the user chose: parameter values, or file paths for file fields. */
export type OptionValues = Readonly<Record<string, ParameterValue | undefined>>;

/** The groups that hold the service's housekeeping (Timeout): shown after the converter's own. */
const LATE_GROUPS = new Set(['execution']);
const GENERAL = 'General';

/**
 * The fields of a converter's form: featured first (in the document's order), then the others
 * by group (groups in order of first appearance, housekeeping last). The converter's own input
 * and the parameters the extension manages (StoreFile) are not fields.
 */
export function optionFields(converter: Pick<Converter, 'parameters'>): OptionField[] {
  const managed = new Set(CLIENT_MANAGED_PARAMETERS.map((n) => n.toLowerCase()));
  const fields = converter.parameters.filter((p) => !p.input && !managed.has(p.name.toLowerCase())).map(fieldOf);
  const featured = fields.filter((f) => f.featured);
  const groups = new Map<string, OptionField[]>();
  for (const f of fields.filter((f) => !f.featured)) {
    groups.set(f.group, [...(groups.get(f.group) ?? []), f]);
  }
  const ordered = [...groups.entries()].sort(
    ([a], [b]) => Number(LATE_GROUPS.has(a.toLowerCase())) - Number(LATE_GROUPS.has(b.toLowerCase())),
  );
  return [...featured, ...ordered.flatMap(([, list]) => list)];
}

function fieldOf(p: ConverterParameter): OptionField {
  return {
    name: p.name,
    label: p.label,
    description: p.description,
    group: p.group ?? GENERAL,
    featured: p.featured,
    required: p.required,
    kind: kindOf(p),
    default: p.default,
    choices: p.enum,
    minimum: p.minimum,
    maximum: p.maximum,
    itemKind: p.type === 'array' ? (p.itemType === 'integer' ? 'integer' : p.itemType === 'number' ? 'number' : 'text') : undefined,
    allowedExtensions: p.allowedExtensions,
    pattern: p.pattern === undefined ? undefined : new RegExp(p.pattern, 'u'),
    secret: p.secret,
  };
}

function kindOf(p: ConverterParameter): OptionKind {
  if (p.file) {
    return p.type === 'array' ? 'files' : 'file';
  }
  if (p.type === 'array') {
    return 'list';
  }
  if (p.enum && p.enum.length > 0) {
    return 'pick';
  }
  return p.type === 'boolean' ? 'toggle' : p.type === 'integer' ? 'integer' : p.type === 'number' ? 'number' : 'text';
}

/** The result of reading typed text: a value (undefined: left empty), or why it is not acceptable. */
export type ParsedInput = { readonly ok: true; readonly value: ParameterValue | undefined } | ({ readonly ok: false } & Problem);

const INTEGER = /^[+-]?\d+$/;
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const TRUE = new Set(['true', 'yes', 'on', '1']);
const FALSE = new Set(['false', 'no', 'off', '0']);

/** Reads what the user typed (or picked) for a field, checking it the way the service will. */
export function parseOptionInput(field: OptionField, input: string): ParsedInput {
  const raw = field.secret ? input : input.trim();
  if (raw === '') {
    return field.required ? required(field.label) : { ok: true, value: undefined };
  }
  switch (field.kind) {
    case 'toggle': {
      const t = raw.toLowerCase();
      return TRUE.has(t)
        ? { ok: true, value: true }
        : FALSE.has(t)
          ? { ok: true, value: false }
          : fail(problem('option.toggle', `${field.label} is on or off: enter true or false.`, { label: field.label }));
    }
    case 'integer':
    case 'number':
      return parseNumber(field, field.kind, raw, false);
    case 'pick': {
      const value = pickValue(field, raw);
      const choices = (field.choices ?? []).join(', ');
      return value === undefined
        ? fail(problem('option.choice', `${field.label} is one of: ${choices}.`, { label: field.label, choices }))
        : { ok: true, value };
    }
    case 'list': {
      const items = raw
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
      const values: ParameterScalar[] = [];
      for (const item of items) {
        const parsed = parseListItem(field, item);
        if (!parsed.ok) {
          return parsed;
        }
        values.push(parsed.value as ParameterScalar);
      }
      return values.length === 0 && field.required ? required(field.label) : { ok: true, value: values.length === 0 ? undefined : values };
    }
    case 'file':
      return checkFileName(field, raw) ?? { ok: true, value: raw };
    case 'files': {
      const paths = raw
        .split(/\r?\n/)
        .map((s) => s.trim())
        .filter((s) => s !== '');
      for (const p of paths) {
        const problem = checkFileName(field, p);
        if (problem) {
          return problem;
        }
      }
      return { ok: true, value: paths };
    }
    default:
      return field.pattern && !field.pattern.test(raw) ? notInForm(field, raw) : { ok: true, value: raw };
  }
}

/** A text value that does not have the form the catalogue gives; the default, when there is one, shows the form. */
function notInForm(field: OptionField, raw: string): ParsedInput {
  const example = typeof field.default === 'string' && field.pattern?.test(field.default) ? field.default : undefined;
  return example === undefined
    ? fail(
        problem('option.form', `${field.label} does not take "${raw}": the service would refuse it.`, { label: field.label, value: raw }),
      )
    : fail(
        problem('option.formExample', `${field.label} does not take "${raw}"; it takes values such as ${example}.`, {
          label: field.label,
          value: raw,
          example,
        }),
      );
}

/** For an input box's live validation: the message, or undefined when the text is acceptable. */
export function validateOptionInput(field: OptionField, input: string): string | undefined {
  const parsed = parseOptionInput(field, input);
  return parsed.ok ? undefined : parsed.message;
}

/** A value as the form shows it (and as an input box starts with); secrets are never shown. */
export function formatOptionValue(field: OptionField, value: ParameterValue | undefined): string {
  if (value === undefined || field.secret) {
    return '';
  }
  if (Array.isArray(value)) {
    return value.join(field.kind === 'files' ? '\n' : ', ');
  }
  return String(value);
}

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
      problems.push(problem('option.unknown', `This converter has no option "${name}".`, { name }));
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

function parseNumber(field: OptionField, kind: 'integer' | 'number', raw: string, item: boolean): ParsedInput {
  const pattern = kind === 'integer' ? INTEGER : NUMBER;
  const n = Number(raw);
  if (!pattern.test(raw) || !Number.isFinite(n)) {
    return notInRange(field, kind, item, kind === 'number' && /^[+-]?\d+,\d+$/.test(raw));
  }
  if ((field.minimum !== undefined && n < field.minimum) || (field.maximum !== undefined && n > field.maximum)) {
    return notInRange(field, kind, item, false);
  }
  return { ok: true, value: n };
}

/**
 * "Scale must be a number from 0.1 to 10." One code per kind of range (whole sentences translate
 * better than pieces), the field's label (or "Each item of …"), and whether a comma was typed
 * for the decimal point.
 */
function notInRange(field: OptionField, kind: 'integer' | 'number', item: boolean, decimalComma: boolean): ParsedInput {
  const { minimum: lo, maximum: hi } = field;
  const label = item ? `Each item of ${field.label}` : field.label;
  const what = kind === 'integer' ? 'a whole number' : 'a number';
  const range =
    lo !== undefined && hi !== undefined
      ? ` from ${lo} to ${hi}`
      : lo !== undefined
        ? ` of at least ${lo}`
        : hi !== undefined
          ? ` of at most ${hi}`
          : '';
  const form = lo !== undefined && hi !== undefined ? 'Range' : lo !== undefined ? 'Min' : hi !== undefined ? 'Max' : '';
  const code = `option.${kind === 'integer' ? 'whole' : 'number'}${form}` as const;
  const data = {
    label: field.label,
    ...(item ? { item: 1 } : {}),
    ...(lo !== undefined ? { min: lo } : {}),
    ...(hi !== undefined ? { max: hi } : {}),
    ...(decimalComma ? { decimalComma: 1 } : {}),
  };
  return fail(problem(code, `${label} must be ${what}${range}${decimalComma ? ' (use a dot for decimals)' : ''}.`, data));
}

function parseListItem(field: OptionField, item: string): ParsedInput {
  if (field.choices && field.choices.length > 0) {
    const value = pickValue(field, item);
    const choices = field.choices.join(', ');
    return value === undefined
      ? fail(
          problem('option.notInList', `"${item}" is not one of ${field.label}’s values: ${choices}.`, {
            item,
            label: field.label,
            choices,
          }),
        )
      : { ok: true, value };
  }
  if (field.itemKind === 'integer' || field.itemKind === 'number') {
    return parseNumber(field, field.itemKind, item, true);
  }
  return { ok: true, value: item };
}

/** The choice typed text stands for, case-insensitively, as the service spells it. */
function pickValue(field: OptionField, raw: string): ParameterScalar | undefined {
  return field.choices?.find((c) => String(c).toLowerCase() === raw.toLowerCase());
}

function checkFileName(field: OptionField, path: string): ParsedInput | undefined {
  const allowed = field.allowedExtensions;
  if (!allowed || allowed.length === 0) {
    return undefined;
  }
  const name = path.split(/[\\/]/).pop() ?? path;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const types = allowed.map((e) => `.${e}`).join(', ');
  return allowed.includes(ext)
    ? undefined
    : fail(problem('option.fileType', `${field.label} takes ${types} files; ${name} is not one.`, { label: field.label, types, name }));
}

function fail(why: Problem): ParsedInput {
  return { ok: false, ...why };
}

function required(label: string): ParsedInput & Problem {
  return { ok: false, ...problem('option.required', `${label} is required.`, { label }) };
}
