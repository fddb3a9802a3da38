/**
 * The converter catalogue: `GET /info/openapi` (every converter) and `GET /info/openapi/{src}/to/{dst}`
 * (one), an OpenAPI 3.0.1 document shaped like the service's own (CONTRACT.md, "Converter
 * catalogue"), and the validation of conversion parameters against the same entries.
 */
import { CONVERTER_TAGS, type ConverterEntry } from './converters/index';
import type { ParamSpec } from './converters/parameters';
import { checkValue } from './converters/parameters';
import { invalidParameters } from './errors';

function property(spec: ParamSpec): Record<string, unknown> {
  return {
    ...(spec.minimum === undefined ? {} : { minimum: spec.minimum }),
    ...(spec.maximum === undefined ? {} : { maximum: spec.maximum }),
    type: spec.type,
    ...(spec.type === 'array' ? { items: { type: 'string', format: 'binary' } } : spec.file ? { format: 'binary' } : {}),
    description: spec.description,
    ...(spec.default === undefined ? {} : { default: spec.default }),
    ...(spec.enum ? { enum: spec.enum } : {}),
    ...(spec.pattern ? { pattern: spec.pattern.source } : {}),
    'x-ca-featured': spec.featured ?? false,
    'x-ca-label': spec.label,
    'x-ca-group': spec.group,
    'x-ca-type': spec.xType,
    'x-ca-representation': spec.representation ?? 'Default',
    ...(spec.minimum === undefined && spec.maximum === undefined
      ? {}
      : { 'x-ca-range': { from: String(spec.minimum ?? ''), to: String(spec.maximum ?? '') } }),
    ...(spec.allowedExtensions ? { 'x-ca-allowed-extensions': spec.allowedExtensions.join(',') } : {}),
  };
}

const ERROR_SCHEMA = {
  type: 'object',
  properties: {
    Code: { type: 'integer' },
    Message: { type: 'string' },
    InvalidParameters: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};

function pathItem(entry: ConverterEntry): Record<string, unknown> {
  return {
    summary: entry.summary,
    description: entry.description,
    post: {
      tags: ['Conversion'],
      'x-ca-tags': entry.tags,
      ...(entry.sourceFormats.length > 1 ? { 'x-ca-source-formats': entry.sourceFormats.slice(1).join(',') } : {}),
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: {
              required: entry.params.filter((p) => p.required).map((p) => p.name),
              type: 'object',
              properties: Object.fromEntries(entry.params.map((p) => [p.name, property(p)])),
            },
          },
        },
      },
      responses: {
        // The raw bytes are offered only by a converter that gives one file (CONTRACT.md: octet-stream
        // "for converters that give one file"); every converter answers JSON and multipart/mixed.
        200: {
          description: 'The conversion result: ConversionCost and Files.',
          content: {
            'application/json': { schema: { type: 'object' } },
            'multipart/mixed': { schema: { type: 'string', format: 'binary' } },
            ...(entry.results === 'one' ? { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } : {}),
          },
        },
        400: { description: 'Parameter validation error.', content: { 'application/json': { schema: ERROR_SCHEMA } } },
        401: { description: 'Authentication failure.' },
        500: { description: 'The conversion failed.' },
      },
    },
  };
}

/** The file server's paths, which the real documents carry in every form. */
const FILE_SERVER_PATHS = {
  '/upload': {
    post: {
      tags: ['File Server'],
      summary: 'Upload a file to the file server',
      description: 'Store a file for up to 3 hours and reference it by its FileId in conversions.',
      parameters: [
        { name: 'filename', in: 'query', description: 'The file name; wins over Content-Disposition.', schema: { type: 'string' } },
        { name: 'url', in: 'query', description: 'Fetch the file from this URL instead of the body.', schema: { type: 'string' } },
        {
          name: 'fileId',
          in: 'query',
          description: 'The id to store it under: 32 lower-case letters and digits.',
          schema: { type: 'string' },
        },
      ],
      responses: { 200: { description: 'FileId, FileName, FileExt, FileSize, Url.' }, 415: { description: 'Unsupported file type.' } },
    },
  },
  '/d/{fileId}': {
    get: {
      tags: ['File Server'],
      summary: 'Download a stored file',
      parameters: [
        { name: 'fileId', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'download', in: 'query', schema: { type: 'string', enum: ['attachment', 'inline'] } },
      ],
      responses: { 200: { description: 'The file.' }, 404: { description: 'No such file.' } },
    },
    delete: {
      tags: ['File Server'],
      summary: 'Delete a stored file',
      parameters: [{ name: 'fileId', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { 200: { description: 'Deleted.' }, 404: { description: 'No such file.' } },
    },
  },
};

/** The catalogue document for `entries` (all of them, or the one a `/{src}/to/{dst}` request names). */
export function openApiDocument(entries: readonly ConverterEntry[], baseUrl: string): Record<string, unknown> {
  const usedTags = new Set(entries.flatMap((e) => e.tags));
  return {
    openapi: '3.0.1',
    info: {
      title: 'Conversion service emulator',
      description: 'The converters this emulator offers, described as the service describes its own.',
      version: 'v2',
      'x-ca-converter-tags': Object.fromEntries(
        Object.entries(CONVERTER_TAGS)
          .filter(([name]) => usedTags.has(name))
          .map(([name, t]) => [name, { name, ...t }]),
      ),
    },
    servers: [{ url: baseUrl }],
    paths: {
      ...FILE_SERVER_PATHS,
      ...Object.fromEntries(entries.map((e) => [`/convert/${e.src}/to/${e.dst}`, pathItem(e)])),
    },
  };
}

/**
 * Checks a request's plain parameters against the entry: unknown names, wrong types, values
 * outside the enum or range. Throws 400/4000 with InvalidParameters naming every one at fault.
 * `ignored` are names that are not converter parameters (download, …), compared without case.
 */
export function validateParameters(entry: ConverterEntry, params: Readonly<Record<string, string>>, ignored: readonly string[]): void {
  const problems: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(params)) {
    if (ignored.some((i) => i.toLowerCase() === name.toLowerCase())) {
      continue;
    }
    const spec = entry.params.find((p) => p.name.toLowerCase() === name.toLowerCase() && !p.file);
    const why = spec === undefined ? `Unknown parameter for ${entry.src} to ${entry.dst}.` : checkValue(spec, value);
    if (why !== undefined) {
      problems[name] = [why];
    }
  }
  for (const spec of entry.params) {
    if (
      spec.required &&
      !spec.file &&
      !Object.keys(params).some((k) => k.toLowerCase() === spec.name.toLowerCase() && params[k]!.trim() !== '')
    ) {
      problems[spec.name] = ['Required.'];
    }
  }
  if (Object.keys(problems).length > 0) {
    throw invalidParameters(problems);
  }
}
