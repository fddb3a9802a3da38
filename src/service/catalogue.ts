/**
 * The converter catalogue: what the service converts and with which options, read from its
 * OpenAPI document (`GET /info/openapi`, CONTRACT.md "Converter catalogue (real)"), the same
 * document the official .NET client builds its converter list from. Parsing is tolerant: the
 * document is large, written by another party and may grow members we do not know, so anything
 * unknown is ignored and anything malformed is skipped, one entry at a time.
 */
import { BadResponseError } from './errors';
import { FORMAT_ALIASES, FORMAT_TABLE, normalizeFormat, validateFormat } from './formats';
import type { HttpTransport } from './http';
import { readJson } from './responses';

/** A value a parameter can take, as JSON has it. */
export type ParameterScalar = string | number | boolean;
export type ParameterValue = ParameterScalar | readonly ParameterScalar[];

export type ParameterType = 'string' | 'integer' | 'number' | 'boolean' | 'array';

/** One converter parameter (a property of the operation's multipart schema). */
export interface ConverterParameter {
  /** The part name sent to the service (`PageRange`). */
  readonly name: string;
  readonly type: ParameterType;
  /** The type of each item of an array parameter, when the document says. */
  readonly itemType?: Exclude<ParameterType, 'array'>;
  /** What a person reads (x-ca-label), else the name. */
  readonly label: string;
  readonly description?: string;
  /** x-ca-group (`Execution`, `Page`, `Security`, …). */
  readonly group?: string;
  /** x-ca-featured: shown first. */
  readonly featured: boolean;
  readonly required: boolean;
  readonly default?: ParameterValue;
  /** Allowed values (enum), in the document's order. */
  readonly enum?: readonly ParameterScalar[];
  /** Bounds from minimum/maximum, else from x-ca-range when numeric. */
  readonly minimum?: number;
  readonly maximum?: number;
  /** x-ca-range as the document gives it (strings). */
  readonly range?: { readonly from?: string; readonly to?: string };
  /** A file part rather than a text field (binary format, a File x-ca-type, or allowed extensions). */
  readonly file: boolean;
  /** Extensions a file parameter takes (x-ca-allowed-extensions), lower case without dots. */
  readonly allowedExtensions?: readonly string[];
  /** The converter's own input (`File`, `Files`), which the conversion supplies, not the form. */
  readonly input: boolean;
  /** Looks like a credential (password format or name): never stored, never logged. */
  readonly secret: boolean;
  /** The form a string value must have (OpenAPI `pattern`, an ECMAScript regular expression), when the document gives one. */
  readonly pattern?: string;
  /** x-ca-type and x-ca-representation, kept for the UI's finer choices. */
  readonly xType?: string;
  readonly representation?: string;
}

/** One converter: `POST /convert/{source}/to/{target}`. */
export interface Converter {
  /** Source format as in the path (`docx`, `any`, `web`, `images`). */
  readonly source: string;
  readonly target: string;
  /** The formats it takes: the path's source plus x-ca-source-formats, lower case, unique. */
  readonly sourceFormats: readonly string[];
  readonly summary?: string;
  readonly description?: string;
  /** Converter tag names (x-ca-tags). */
  readonly tags: readonly string[];
  readonly parameters: readonly ConverterParameter[];
  /** Takes several inputs (`Files`) rather than one `File`. */
  readonly multiInput: boolean;
}

/** An entry of info.x-ca-converter-tags. */
export interface ConverterTag {
  readonly name: string;
  readonly friendlyName?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly category?: string;
}

/** A whole catalogue; plain JSON so that it can be stored as it is. */
export interface Catalogue {
  /** `service`: parsed from the document; `builtin`: made from formats.ts (no options known). */
  readonly origin: 'service' | 'builtin';
  readonly converters: readonly Converter[];
  readonly tags: readonly ConverterTag[];
}

/** Bytes of the document we read at most: the real one is a few MiB, a runaway answer is not held. */
export const MAX_CATALOGUE_BYTES = 32 * 1024 * 1024;
const MAX_CONVERTERS = 5_000;
const MAX_PARAMETERS = 300;
const MAX_TEXT = 4_000;
const MAX_ENUM = 500;

/** Part names the form and presets never offer: the extension sets them itself. */
export const CLIENT_MANAGED_PARAMETERS: readonly string[] = ['StoreFile'];

/** Parameters to send with a conversion: name → value (arrays go as `Name[0]`, `Name[1]`, …). */
export type ParameterMap = Readonly<Record<string, ParameterValue>>;

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
    throw new BadResponseError(
      'The service’s converter catalogue (/info/openapi) lists no converter the extension can read.',
      { status: response.statusCode, messageCode: 'response.noConverters' },
      '',
    );
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
const CONVERTER_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True for a format as converter paths spell it: letters and digits, inner hyphens (`extract-images`), at most 40. */
export function isConverterFormat(format: string): boolean {
  return format.length <= 40 && CONVERTER_FORMAT.test(format);
}

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
  };
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
/** Name parts that mark a credential; whole words, so "Author" is not "Auth". */
const SECRET_WORDS = new Set(['password', 'passwd', 'pwd', 'passphrase', 'token', 'secret', 'auth', 'apikey', 'credential', 'credentials']);

/** True when a parameter name looks like a credential (OwnerPassword, AuthToken, api_key). */
export function looksLikeSecretName(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const joined = words.join('');
  return words.some((w) => SECRET_WORDS.has(w)) || joined.includes('apikey') || joined.includes('password');
}

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

/**
 * The converters that take a file of `sourceFormat` ("jpeg" and "jpg" alike): the source's own
 * converters first, then those that list it in x-ca-source-formats, then `any` ones (zip), one
 * per target. The request goes to the converter's own path (`converter.source`).
 */
export function convertersFor(catalogue: Catalogue, sourceFormat: string): Converter[] {
  const wanted = normalizeFormat(sourceFormat);
  const rank = (c: Converter): number =>
    normalizeFormat(c.source) === wanted ? 0 : c.sourceFormats.some((f) => normalizeFormat(f) === wanted) ? 1 : c.source === 'any' ? 2 : 3;
  const byTarget = new Map<string, Converter>();
  for (const c of catalogue.converters.filter((c) => rank(c) < 3).sort((a, b) => rank(a) - rank(b))) {
    if (!byTarget.has(c.target)) {
      byTarget.set(c.target, c);
    }
  }
  return [...byTarget.values()];
}

/** The converter for one source and target, if the catalogue has it. */
export function findConverter(catalogue: Catalogue, sourceFormat: string, targetFormat: string): Converter | undefined {
  const target = normalizeFormat(targetFormat);
  return convertersFor(catalogue, sourceFormat).find((c) => normalizeFormat(c.target) === target);
}

/** Every source format the catalogue knows (for "Choose Format…" on files the static menu misses). */
export function knownSourceFormats(catalogue: Catalogue): Set<string> {
  return new Set(catalogue.converters.flatMap((c) => c.sourceFormats.map(normalizeFormat)));
}

/**
 * The source types (lower case, aliases included: "jpeg" with "jpg") that the catalogue converts
 * to `target`: what the Explorer's quick menu offers a target for, so that it never offers a
 * conversion the service does not have.
 */
export function sourcesConvertingTo(catalogue: Catalogue, target: string): string[] {
  const wanted = normalizeFormat(target);
  const sources = new Set(
    catalogue.converters
      .filter((c) => normalizeFormat(c.target) === wanted && c.source !== 'any' && c.source !== '*')
      .flatMap((c) => c.sourceFormats.map(normalizeFormat))
      .filter((f) => f !== wanted),
  );
  for (const [alias, canonical] of Object.entries(FORMAT_ALIASES)) {
    if (sources.has(canonical)) {
      sources.add(alias);
    }
  }
  return [...sources].sort();
}

/** The catalogue used before the service's is known: formats.ts, without any option. */
export function builtinCatalogue(): Catalogue {
  const converters: Converter[] = [];
  for (const [source, targets] of Object.entries(FORMAT_TABLE)) {
    for (const t of unique(targets.map((t) => t.ext))) {
      converters.push({
        source,
        target: t,
        sourceFormats: [source],
        summary: `${source.toUpperCase()} to ${t.toUpperCase()}`,
        tags: [],
        parameters: [],
        multiInput: false,
      });
    }
  }
  return { origin: 'builtin', converters, tags: [] };
}

/** Reads back a stored catalogue; undefined when it is not one (another version, damage). */
export function reviveCatalogue(value: unknown): Catalogue | undefined {
  const v = obj(value);
  if (!v || (v.origin !== 'service' && v.origin !== 'builtin') || !Array.isArray(v.converters) || !Array.isArray(v.tags)) {
    return undefined;
  }
  const ok = v.converters.every((c) => {
    const o = obj(c);
    return (
      !!o &&
      typeof o.source === 'string' &&
      typeof o.target === 'string' &&
      Array.isArray(o.sourceFormats) &&
      Array.isArray(o.parameters) &&
      Array.isArray(o.tags)
    );
  });
  return ok ? (v as unknown as Catalogue) : undefined;
}

function safely<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

function obj(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
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

function unique(list: readonly string[], lower = true): string[] {
  const seen = new Set<string>();
  return list.filter((v) => {
    const key = lower ? v.toLowerCase() : v;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
