/**
 * One option's value as typed: parsed and checked against its kind and range (the problems coded
 * for the form, presets and argument objects alike), and formatted back for an input box.
 */
import { problem, type Problem } from '../../errors';
import type { ParameterScalar, ParameterValue } from '../catalogue';
import type { OptionField } from './options';

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
          : fail(problem('option.toggle', { label: field.label }));
    }
    case 'integer':
    case 'number':
      return parseNumber(field, field.kind, raw, false);
    case 'pick': {
      const value = pickValue(field, raw);
      const choices = (field.choices ?? []).join(', ');
      return value === undefined ? fail(problem('option.choice', { label: field.label, choices })) : { ok: true, value };
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
    ? fail(problem('option.form', { label: field.label, value: raw }))
    : fail(
        problem('option.formExample', {
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
 * better than pieces), the field's label (said as "Each item of …" for an item), and whether a
 * comma was typed for the decimal point.
 */
function notInRange(field: OptionField, kind: 'integer' | 'number', item: boolean, decimalComma: boolean): ParsedInput {
  const { minimum: lo, maximum: hi } = field;
  const form = lo !== undefined && hi !== undefined ? 'Range' : lo !== undefined ? 'Min' : hi !== undefined ? 'Max' : '';
  const code = `option.${kind === 'integer' ? 'whole' : 'number'}${form}` as const;
  const data = {
    label: field.label,
    ...(item ? { item: 1 } : {}),
    ...(lo !== undefined ? { min: lo } : {}),
    ...(hi !== undefined ? { max: hi } : {}),
    ...(decimalComma ? { decimalComma: 1 } : {}),
  };
  return fail(problem(code, data));
}

function parseListItem(field: OptionField, item: string): ParsedInput {
  if (field.choices && field.choices.length > 0) {
    const value = pickValue(field, item);
    const choices = field.choices.join(', ');
    return value === undefined
      ? fail(
          problem('option.notInList', {
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
  return allowed.includes(ext) ? undefined : fail(problem('option.fileType', { label: field.label, types, name }));
}

function fail(why: Problem): ParsedInput {
  return { ok: false, ...why };
}

export function required(label: string): ParsedInput & Problem {
  return { ok: false, ...problem('option.required', { label }) };
}
