import { randomBytes } from 'node:crypto';
import type { ReplayableBody } from './http';
import type { SourceFile } from './files';

/** Escapes a value for a quoted multipart header parameter, as browsers do (RFC 7578 §4.2). */
function quoteParam(value: string): string {
  return value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** RFC 5987 ext-value: UTF-8, percent-encoded. */
export function rfc5987(value: string): string {
  return `UTF-8''${encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * A multipart/form-data body with the file part `File` streamed from its source and the other
 * parameters as plain fields. Its length is known up front, so it is sent with Content-Length.
 */
export function multipartBody(file: SourceFile, fields: Readonly<Record<string, string>>): ReplayableBody {
  const boundary = `----convert-files-${randomBytes(12).toString('hex')}`;
  const fieldParts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${quoteParam(name)}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    fieldParts.join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="${quoteParam(file.name)}"; filename*=${rfc5987(file.name)}\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: head.length + file.size + tail.length,
    open: () =>
      (async function* () {
        yield head;
        for await (const chunk of file.open()) {
          yield chunk;
        }
        yield tail;
      })(),
  };
}

/** A JSON request body. */
export function jsonBody(value: unknown): ReplayableBody {
  const text = Buffer.from(JSON.stringify(value), 'utf8');
  return { contentType: 'application/json', length: text.length, open: () => text };
}

/** The file name in a Content-Disposition header (filename* preferred), or undefined. */
export function fileNameFromContentDisposition(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) {
    return undefined;
  }
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(value);
  if (extended) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(value);
  if (plain) {
    return (plain[2] ?? plain[1]).replace(/\\(.)/g, '$1').trim();
  }
  return undefined;
}

/** A file name safe to create in a directory: no path separators, no control characters, not "." or "..". */
export function safeFileName(name: string, fallback: string): string {
  const cleaned = [...name]
    .map((c) => ('\\/:*?"<>|'.includes(c) || c.charCodeAt(0) < 0x20 ? '_' : c))
    .join('')
    .replace(/^\.+$/, '')
    .trim();
  return cleaned.length > 0 ? cleaned.slice(0, 255) : fallback;
}
