import { randomBytes } from 'node:crypto';
import type { ReplayableBody } from './request';

/** A file to convert: a name, a size, and a way to read it as a stream (again, for retries). */
export interface SourceFile {
  readonly name: string;
  readonly size: number;
  open(): AsyncIterable<Uint8Array>;
}

/** Escapes a value for a quoted multipart header parameter, as browsers do (RFC 7578 §4.2). */
function quoteParam(value: string): string {
  return value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** RFC 5987 ext-value: UTF-8, percent-encoded. */
export function rfc5987(value: string): string {
  return `UTF-8''${encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** One file part of a multipart body: the part name (`File`, `Files[0]`, `OverlayFile`) and the file. */
/** Bodies up to this size are sent as one chunk. */
const SMALL_BODY = 64 * 1024;

export interface FilePart {
  readonly field: string;
  readonly file: SourceFile;
}

/**
 * A multipart/form-data body with the parameters as plain fields, then the file parts streamed
 * from their sources (one `File` part when given a single file). Its length is known up front,
 * so it is sent with Content-Length.
 */
export function multipartBody(files: SourceFile | readonly FilePart[], fields: Readonly<Record<string, string>>): ReplayableBody {
  const parts: readonly FilePart[] = Array.isArray(files) ? files : [{ field: 'File', file: files as SourceFile }];
  const boundary = `----convert-files-${randomBytes(12).toString('hex')}`;
  const fieldParts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${quoteParam(name)}"\r\n\r\n${value}\r\n`,
  );
  const fileHead = ({ field, file }: FilePart, index: number): Buffer =>
    Buffer.from(
      (index === 0 ? fieldParts.join('') : '\r\n') +
        `--${boundary}\r\nContent-Disposition: form-data; name="${quoteParam(field)}"; filename="${quoteParam(file.name)}"; filename*=${rfc5987(file.name)}\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
      'utf8',
    );
  const heads = parts.map(fileHead);
  const tail = Buffer.from(parts.length > 0 ? `\r\n--${boundary}--\r\n` : `${fieldParts.join('')}--${boundary}--\r\n`, 'utf8');
  const length = heads.reduce((n, h, i) => n + h.length + parts[i]!.file.size, 0) + tail.length;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    length,
    open: () =>
      (async function* () {
        // A small body goes as one chunk: one write (one TLS record, one segment or a few) instead of one per part.
        const held: Uint8Array[] | undefined = length <= SMALL_BODY ? [] : undefined;
        for (const [i, part] of parts.entries()) {
          yield* hold(heads[i]!);
          for await (const chunk of part.file.open()) {
            yield* hold(chunk);
          }
        }
        yield* hold(tail);
        if (held) {
          yield Buffer.concat(held);
        }
        function* hold(chunk: Uint8Array): Generator<Uint8Array> {
          if (held) {
            held.push(chunk);
          } else {
            yield chunk;
          }
        }
      })(),
  };
}

/** A JSON request body. */
export function jsonBody(value: unknown): ReplayableBody {
  const text = Buffer.from(JSON.stringify(value), 'utf8');
  return { contentType: 'application/json', length: text.length, open: () => text };
}

/**
 * The file name in a Content-Disposition header, or undefined. `filename*` (RFC 5987, UTF-8 or
 * ISO-8859-1) wins over `filename`; an undecodable `filename*` falls back to `filename`.
 */
export function fileNameFromContentDisposition(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) {
    return undefined;
  }
  const params = new Map<string, string>();
  const re = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (let m = re.exec(value); m; m = re.exec(value)) {
    const name = m[1].toLowerCase();
    let raw = m[2].trim();
    if (raw.startsWith('"')) {
      raw = raw.slice(1, -1).replace(/\\(.)/g, '$1');
    }
    if (!params.has(name)) {
      params.set(name, raw);
    }
  }
  const extended = params.get('filename*');
  if (extended !== undefined) {
    const m = /^([^']*)'[^']*'(.*)$/.exec(extended);
    const charset = m?.[1].toLowerCase();
    try {
      if (m && (charset === 'utf-8' || charset === '')) {
        return decodeURIComponent(m[2]);
      }
      if (m && (charset === 'iso-8859-1' || charset === 'latin1')) {
        return m[2].replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      }
    } catch {
      // Malformed percent-encoding: fall through to the plain parameter.
    }
  }
  const plain = params.get('filename');
  return plain === undefined || plain === '' ? undefined : plain;
}
