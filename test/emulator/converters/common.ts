/**
 * Small helpers shared by the converter families: output names, input checks, error wrapping.
 */
import { readFile } from 'node:fs/promises';
import { ConversionFailedError, type InputFile } from './types';

/** Error codes a converter uses: the service's conversion failure codes (CONTRACT.md, "Errors"). */
export const ErrorCode = {
  /** The input cannot be converted, for no more specific reason below. */
  conversionFailed: 5001,
  /** The file is damaged: not what its extension says, or truncated. */
  fileDamaged: 5002,
  /** A password-protected file and no Password parameter. */
  passwordProtected: 5003,
  /** web→pdf: the Url parameter is not an http(s) URL ("the file link is incorrect"). */
  invalidUrl: 50010,
  /** A Password parameter that does not open the file ("cannot decrypt the PDF"). */
  invalidPassword: 5007,
  /** web→pdf could not (or, off loopback, would not) fetch the page ("unable to access the file"). */
  remoteFileUnavailable: 5008,
} as const;

/**
 * The part of a file name before its last dot: "report final.v2.md" → "report final.v2".
 * A leading dot alone (".env") is not an extension. Directory parts, if a client sent any, are dropped.
 */
export function baseName(fileName: string): string {
  const name = fileName.split(/[\\/]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return base === '' ? 'file' : base;
}

/** The input's base name with a new extension: ("My Ünïcode file.md", "pdf") → "My Ünïcode file.pdf". */
export function renamed(fileName: string, extension: string): string {
  return `${baseName(fileName)}.${extension}`;
}

/** Every converter except web→pdf needs an uploaded file; say so clearly instead of crashing on undefined. */
export function requireInput(input: InputFile | undefined): InputFile {
  if (input === undefined) {
    throw new ConversionFailedError('this conversion needs an input file (part "File")');
  }
  return input;
}

/** Reads the whole input; for converters whose library wants bytes in memory (all but any→zip). */
export async function readInput(input: InputFile): Promise<Buffer> {
  try {
    return await readFile(input.path);
  } catch (err) {
    throw failure(`cannot read the uploaded file ${input.name}`, err);
  }
}

/** Reads the input as UTF-8 text, without a byte-order mark; invalid bytes become U+FFFD. */
export async function readInputText(input: InputFile): Promise<string> {
  const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: false }).decode(await readInput(input));
  return text.replace(/\r\n?/g, '\n');
}

/** The message of anything thrown, on one line. */
export function describeError(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/\s+/g, ' ').trim() || 'unknown error';
}

/**
 * Wraps a library error as a ConversionFailedError whose message says what was being done.
 * A ConversionFailedError passes through unchanged so that the innermost, most specific message wins.
 */
export function failure(what: string, err: unknown, code: number = ErrorCode.conversionFailed): ConversionFailedError {
  if (err instanceof ConversionFailedError) {
    return err;
  }
  return new ConversionFailedError(`${what}: ${describeError(err)}`, code);
}

/** A conversion parameter by name, matched case-insensitively as the service does; undefined when absent or blank. */
export function param(params: Readonly<Record<string, string>>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(params)) {
    if (key.toLowerCase() === wanted && value.trim() !== '') {
      return value;
    }
  }
  return undefined;
}

/** The integer a validated parameter holds, or `fallback`. */
export function intParam(params: Readonly<Record<string, string>>, name: string, fallback?: number): number | undefined {
  const value = param(params, name);
  return value === undefined ? fallback : Number(value);
}

/** A true/false parameter (validated, so true or false in any case), or `fallback` when absent. */
export function flagParam(params: Readonly<Record<string, string>>, name: string, fallback: boolean): boolean {
  const value = param(params, name);
  return value === undefined ? fallback : /^true$/i.test(value.trim());
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A complete HTML5 document around a body fragment, titled (escaped) with `title`. */
export function htmlDocument(title: string, body: string): string {
  return [
    '<!DOCTYPE html>',
    '<html>',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '</head>',
    '<body>',
    body.trimEnd(),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Views an encoder's Uint8Array as a Buffer, without copying the bytes. */
export function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
