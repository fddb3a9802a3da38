/**
 * Reading the service's catalogue: GET /info/openapi, parsed tolerantly into converters and their
 * options (CONTRACT.md "Converter catalogue (real)"), the same document the official .NET client
 * builds its converter list from. Parsing is tolerant: the document is large, written by another
 * party and may grow members we do not know, so anything unknown is ignored and anything
 * malformed is skipped, one entry at a time; caps bound what a runaway document may hold.
 */
import { coded, BadResponseError } from '../../errors';
import { validateFormat } from '../formats';
import { type HttpTransport, readJson } from '../../http';
import {
  ParameterScalar,
  ParameterValue,
  ParameterType,
  ConverterParameter,
  Converter,
  ConverterTag,
  Catalogue,
  isConverterFormat,
  looksLikeSecretName,
  obj,
  unique,
} from '../catalogue';

/** Bytes of the document we read at most: the real one is a few MiB, a runaway answer is not held. */
export const MAX_CATALOGUE_BYTES = 32 * 1024 * 1024;

const MAX_CONVERTERS = 5_000;

const MAX_PARAMETERS = 300;

const MAX_TEXT = 4_000;

const MAX_ENUM = 500;

/** Fetches and parses the service's catalogue (no credentials: the document is public). */
export async function fetchCatalogue(transport: HttpTransport, signal?: AbortSignal): Promise<Catalogue> {
  const response = await transport.send({
    method: 'GET',
    target: '/info/openapi',
    headers: { accept: 'application/json' },
    signal,
    label: 'info/openapi',
  });
  const doc = await readJson(response, transport.redactor, MAX_CATALOGUE_BYTES, signal);
  const catalogue = parseCatalogue(doc);
  if (catalogue.converters.length === 0) {
    // Nothing usable is worse than the cached or built-in catalogue: say so instead of replacing it.
    throw new BadResponseError(coded('response.noConverters'), { status: response.statusCode }, '');
  }
  return catalogue;
}

/** Parses an OpenAPI document into converters; never throws. */
export function parseCatalogue(doc: unknown): Catalogue {
  const paths = obj(obj(doc)?.paths);
  const converters: Converter[] = [];
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(paths ?? {})) {
    if (converters.length >= MAX_CONVERTERS) {
      break;
    }
    const converter = safely(() => parseConverter(path, item));
    if (converter && !seen.has(`${converter.source}→${converter.target}`)) {
      seen.add(`${converter.source}→${converter.target}`);
      converters.push(converter);
    }
  }
  return { origin: 'service', converters, tags: parseTags(obj(obj(doc)?.info)?.['x-ca-converter-tags']) };
}

const CONVERTER_PATH = /^\/convert\/([^/]+)\/to\/([^/]+)\/?$/i;

function parseConverter(path: string, item: unknown): Converter | undefined {
  const m = CONVERTER_PATH.exec(path);
  const pathItem = obj(item);
  const post = obj(pathItem?.post);
  if (!m || !pathItem || !post) {
    return undefined;
  }
  const source = m[1].toLowerCase();
  const target = m[2].toLowerCase();
  if (!isConverterFormat(source) || !isConverterFormat(target)) {
    // A template ({src}) or something stranger: not a converter we can call.
    return undefined;
  }
  const extra = [...extensionList(post['x-ca-source-formats']), ...extensionList(pathItem['x-ca-source-formats'])];
  const parameters = parseParameters(post);
  return {
    source,
    target,
    sourceFormats: unique([source, ...extra]),
    // The service titles its pages "DOCX to PDF API": in a list of formats the last word says nothing.
    summary: (text(pathItem.summary) ?? text(post.summary))?.replace(/\s+API$/i, ''),
    description: text(pathItem.description) ?? text(post.description),
    tags: unique([...stringList(post['x-ca-tags']), ...stringList(pathItem['x-ca-tags'])], false),
    parameters,
    multiInput: parameters.some((p) => p.input && p.type === 'array'),
    ...resultsOf(post),
  };
}

/** One result or several, from the media types of the 200 answer (see Converter.results); nothing when it lists none. */
function resultsOf(post: Record<string, unknown>): { results?: 'one' | 'several' } {
  const responses = obj(post.responses);
  const ok = obj(responses?.['200'] ?? responses?.[200]);
  const types = Object.keys(obj(ok?.content) ?? {}).map((t) => t.toLowerCase());
  if (types.length === 0) {
    return {};
  }
  return { results: types.includes('application/octet-stream') ? 'one' : 'several' };
}

function parseParameters(post: Record<string, unknown>): ConverterParameter[] {
  const content = obj(obj(post.requestBody)?.content);
  // Multipart is what the client sends; another content type only when multipart is absent.
  const media =
    obj(content?.['multipart/form-data']) ??
    Object.values(content ?? {})
      .map(obj)
      .find((c) => obj(c?.schema));
  const schema = obj(media?.schema);
  const required = new Set(stringList(schema?.required).map((n) => n.toLowerCase()));
  const out: ConverterParameter[] = [];
  for (const [name, raw] of Object.entries(obj(schema?.properties) ?? {}).slice(0, MAX_PARAMETERS)) {
    const p = safely(() => parseParameter(name, raw, required.has(name.toLowerCase())));
    if (p) {
      out.push(p);
    }
  }
  return out;
}

const TYPES = new Set<ParameterType>(['string', 'integer', 'number', 'boolean', 'array']);

const PARAMETER_NAME = /^[A-Za-z][A-Za-z0-9_.[\]-]{0,99}$/;

function parseParameter(name: string, raw: unknown, required: boolean): ConverterParameter | undefined {
  const s = obj(raw);
  if (!s || !PARAMETER_NAME.test(name)) {
    return undefined;
  }
  const type = text(s.type)?.toLowerCase() as ParameterType | undefined;
  if (!type || !TYPES.has(type)) {
    // An unknown type ("object", "file", a typo) cannot be sent as a form field safely.
    return undefined;
  }
  const items = obj(s.items);
  const xType = text(s['x-ca-type']);
  const allowedExtensions = extensionList(s['x-ca-allowed-extensions']);
  const binary = text(s.format)?.toLowerCase() === 'binary' || text(items?.format)?.toLowerCase() === 'binary';
  const file = binary || /file/i.test(xType ?? '') || allowedExtensions.length > 0;
  const input = file && /^files?$/i.test(name);
  const range = obj(s['x-ca-range']);
  const rangeFrom = scalarText(range?.from);
  const rangeTo = scalarText(range?.to);
  const numeric = type === 'integer' || type === 'number';
  const enumValues = Array.isArray(s.enum)
    ? s.enum.filter(isScalar).slice(0, MAX_ENUM)
    : Array.isArray(items?.enum)
      ? items.enum.filter(isScalar).slice(0, MAX_ENUM)
      : [];
  const representation = text(s['x-ca-representation']);
  const itemType = text(items?.type)?.toLowerCase() as ParameterType | undefined;
  return {
    name,
    type,
    itemType:
      type === 'array' && itemType && itemType !== 'array' && TYPES.has(itemType)
        ? (itemType as Exclude<ParameterType, 'array'>)
        : undefined,
    label: text(s['x-ca-label']) ?? name,
    description: text(s.description),
    group: text(s['x-ca-group']),
    featured: flag(s['x-ca-featured']),
    required,
    default: defaultValue(s.default),
    enum: enumValues.length > 0 ? enumValues : undefined,
    minimum: finite(s.minimum) ?? (numeric ? finite(rangeFrom) : undefined),
    maximum: finite(s.maximum) ?? (numeric ? finite(rangeTo) : undefined),
    range: rangeFrom !== undefined || rangeTo !== undefined ? { from: rangeFrom, to: rangeTo } : undefined,
    file,
    allowedExtensions: allowedExtensions.length > 0 ? allowedExtensions : undefined,
    input,
    secret: looksLikeSecretName(name) || /password/i.test(`${text(s.format) ?? ''} ${representation ?? ''} ${xType ?? ''}`),
    pattern: type === 'string' ? usablePattern(s.pattern) : undefined,
    xType,
    representation,
  };
}

/** A `pattern` the client can check values against: a string that compiles, of sane length; else none (the service still checks). */
function usablePattern(value: unknown): string | undefined {
  const source = text(value);
  return source !== undefined && source.length <= 500 && safely(() => new RegExp(source, 'u')) !== undefined ? source : undefined;
}

function parseTags(value: unknown): ConverterTag[] {
  // The .NET client takes either a list or a map of tag objects; so do we.
  const entries: [string | undefined, unknown][] = Array.isArray(value)
    ? value.map((v) => [undefined, v])
    : Object.entries(obj(value) ?? {});
  const tags: ConverterTag[] = [];
  for (const [key, raw] of entries) {
    const t = obj(raw);
    const name = text(t?.name) ?? key;
    if (t && name) {
      tags.push({
        name,
        friendlyName: text(t.friendlyName),
        summary: text(t.summary),
        description: text(t.description),
        category: text(t.category),
      });
    }
  }
  return tags;
}

function safely<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.slice(0, MAX_TEXT) : undefined;
}

function scalarText(value: unknown): string | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value);
}

function finite(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

function flag(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

function isScalar(value: unknown): value is ParameterScalar {
  return typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}

function defaultValue(value: unknown): ParameterValue | undefined {
  if (isScalar(value)) {
    return value;
  }
  return Array.isArray(value) && value.every(isScalar) ? value : undefined;
}

function stringList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,;]/) : [];
  return list
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/** "pdf, .DOCX;png" or ["pdf", ".docx"] → ["pdf", "docx", "png"]; anything not a format is dropped. */
function extensionList(value: unknown): string[] {
  return unique(
    stringList(value)
      .map((e) => e.replace(/^\*?\./, '').toLowerCase())
      .filter((e) => !validateFormat(e)),
  );
}
