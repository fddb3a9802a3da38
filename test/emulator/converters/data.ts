/**
 * Data family: csv→json, csv→pdf (csv-parse) and json→csv (csv-stringify).
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { baseName, failure, param, readInput, readInputText, renamed, requireInput } from './common';
import { textToPdf } from './pdfText';
import { ConversionFailedError, type Converter, type InputFile } from './types';

/** The optional `Delimiter` parameter: one character, a comma when absent. */
function delimiterOf(params: Readonly<Record<string, string>>): string {
  const value = param(params, 'Delimiter') ?? ',';
  const delimiter = value === '\\t' ? '\t' : value;
  if ([...delimiter].length !== 1) {
    throw new ConversionFailedError(`the Delimiter parameter must be one character, not "${value}"`);
  }
  return delimiter;
}

/** The rows of a CSV upload (BOM dropped, empty lines skipped); `relaxColumns` lets rows differ in length. */
async function csvRows(file: InputFile, delimiter: string, relaxColumns = false): Promise<string[][]> {
  try {
    return parse(await readInput(file), { bom: true, delimiter, skip_empty_lines: true, relax_column_count: relaxColumns });
  } catch (err) {
    throw failure(`${file.name} is not valid CSV`, err);
  }
}

/** csv→json: an array of objects keyed by the header row; every value stays a string. */
export const csvToJson: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const delimiter = delimiterOf(ctx.params);
  const rows = await csvRows(file, delimiter);
  const [header, ...records] = rows;
  if (header === undefined) {
    throw new ConversionFailedError(`${file.name} is empty: a header row is needed to name the JSON members`);
  }
  const seen = new Set<string>();
  for (const name of header) {
    if (seen.has(name)) {
      throw new ConversionFailedError(`the header row of ${file.name} names the column "${name}" twice`);
    }
    seen.add(name);
  }
  // Object.fromEntries makes own properties, so a column named "__proto__" is just a member.
  const objects = records.map((record) => Object.fromEntries(header.map((name, i) => [name, record[i] ?? ''])));
  return [{ name: renamed(file.name, 'json'), data: Buffer.from(JSON.stringify(objects, null, 2) + '\n', 'utf8') }];
};

/** csv→pdf: one text line per row, cells separated by " | " (a line break inside a cell becomes a space), in a monospaced font. */
export const csvToPdf: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const rows = await csvRows(file, delimiterOf(ctx.params), true);
  const text = rows.map((row) => row.map((value) => value.replace(/\s*[\r\n]+\s*/g, ' ')).join(' | ')).join('\n');
  const pdf = await textToPdf([{ kind: 'preformatted', text }], baseName(file.name), ctx.signal);
  return [{ name: renamed(file.name, 'pdf'), data: pdf }];
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One CSV cell: strings as they are, null as empty, nested objects and arrays as their JSON. */
function cell(value: unknown): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'object') {
    return JSON.stringify(value);
  }
  return String(value);
}

/** json→csv: an array of objects becomes a header (every member name, in first-seen order) and one row per object. */
export const jsonToCsv: Converter = async (input, ctx) => {
  const file = requireInput(input);
  const delimiter = delimiterOf(ctx.params);
  let value: unknown;
  try {
    value = JSON.parse(await readInputText(file)) as unknown;
  } catch (err) {
    throw failure(`${file.name} is not valid JSON`, err);
  }
  if (!Array.isArray(value)) {
    const found = value === null ? 'null' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
    throw new ConversionFailedError(`${file.name} must hold a JSON array of objects to become CSV; it holds ${found}`);
  }
  const items: unknown[] = value;
  const badIndex = items.findIndex((item) => !isRecord(item));
  if (badIndex >= 0) {
    throw new ConversionFailedError(`${file.name} must hold a JSON array of objects to become CSV; item ${badIndex} is not an object`);
  }
  const objects = items as Record<string, unknown>[];
  const columns = [...new Set(objects.flatMap((object) => Object.keys(object)))];
  // Rows go to csv-stringify as arrays: with object records it would read dotted names as paths.
  const rows = objects.map((object) => columns.map((name) => cell(Object.hasOwn(object, name) ? object[name] : undefined)));
  const csv = columns.length === 0 ? '' : stringify([columns, ...rows], { delimiter, record_delimiter: 'unix' });
  return [{ name: renamed(file.name, 'csv'), data: Buffer.from(csv, 'utf8') }];
};
