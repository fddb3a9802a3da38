/**
 * The converter catalogue: what the service converts and with which options, as the official
 * .NET client reads it from the service's OpenAPI document (openApiCatalogue.ts reads it), or
 * the built-in one before that; and the questions asked of it (which converters take a format).
 */
import { FORMAT_ALIASES, FORMAT_TABLE, isMultiFile, normalizeFormat } from './formats';

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
  /**
   * One result or several, as the document says: its 200 answer offers application/octet-stream
   * (the raw bytes, for converters that give one file) or only JSON and multipart/mixed. Undefined
   * when the document lists no answer types.
   */
  readonly results?: 'one' | 'several';
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

/** Part names the form and presets never offer: the extension sets them itself. */
export const CLIENT_MANAGED_PARAMETERS: readonly string[] = ['StoreFile'];

/** Parameters to send with a conversion: name → value (arrays go as `Name[0]`, `Name[1]`, …). */
export type ParameterMap = Readonly<Record<string, ParameterValue>>;
const CONVERTER_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True for a format as converter paths spell it: letters and digits, inner hyphens (`extract-images`), at most 40. */
export function isConverterFormat(format: string): boolean {
  return format.length <= 40 && CONVERTER_FORMAT.test(format);
}
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

/**
 * Whether src→dst gives one result or several. The service's catalogue can say "several" (only
 * JSON or multipart answers listed: never ask such a converter for the raw bytes of one); its
 * "one" (raw bytes listed) is read from the help page, not confirmed, so the built-in table's
 * "several" (formats.ts) still wins over it: a JSON answer serves one result as well as several,
 * while raw bytes asked of a converter that gives several would lose results.
 */
export function resultCount(catalogue: Catalogue | undefined, sourceFormat: string, targetFormat: string): 'one' | 'several' {
  const said = catalogue?.origin === 'service' ? findConverter(catalogue, sourceFormat, targetFormat)?.results : undefined;
  const table = isMultiFile(normalizeFormat(sourceFormat), normalizeFormat(targetFormat)) ? 'several' : 'one';
  return said === 'several' || table === 'several' ? 'several' : 'one';
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

/** The value when it is a plain JSON object. */
export function obj(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** The list without repeats (case-insensitive unless `lower` is false), first spelling kept. */
export function unique(list: readonly string[], lower = true): string[] {
  const seen = new Set<string>();
  return list.filter((v) => {
    const key = lower ? v.toLowerCase() : v;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
