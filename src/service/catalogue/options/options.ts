/**
 * The options form of one converter, without any UI: which fields it has and in what order, and
 * what kind of input each one takes (optionInput.ts checks typed text, optionParameters.ts builds
 * what the conversion sends). The VS Code layer only renders it (quick picks, input boxes, file pickers).
 */
import {
  CLIENT_MANAGED_PARAMETERS,
  type Converter,
  type ConverterParameter,
  type ParameterScalar,
  type ParameterValue,
} from '../catalogue';

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
