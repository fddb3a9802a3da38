/** Small HTTP helpers shared by the emulator's routes: query access, JSON bodies, negotiation, answers. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PrintedPage } from './converters/types';
import { ApiError, ErrorCode, badJson, notFound, validationError } from './errors';

/**
 * Sent with every request the emulator itself makes for Web Page to PDF (each redirect hop too).
 * The emulator answers such a request 404 on its management API and the dashboard's secrets, so a
 * loopback page converted to PDF can never hold a token, a secret or the Master Token (issue 27).
 */
export const PAGE_FETCH_HEADER = 'X-Emulator-Page-Fetch';

/** True for a request the emulator's own Web Page to PDF made. */
export function isPageFetch(req: IncomingMessage): boolean {
  return req.headers[PAGE_FETCH_HEADER.toLowerCase()] !== undefined;
}

/** Query parameters with case-insensitive names (the service's are matched that way). */
export class QueryParams {
  readonly entries: ReadonlyArray<readonly [string, string]>;
  constructor(search: URLSearchParams) {
    this.entries = [...search.entries()];
  }
  /** The first value whose name equals `name` ignoring case. */
  get(name: string): string | undefined {
    const lower = name.toLowerCase();
    return this.entries.find(([k]) => k.toLowerCase() === lower)?.[1];
  }
}

/** Everything a route needs about one request. */
export interface RequestContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly method: string;
  readonly path: string;
  readonly query: QueryParams;
  /** The peer address, IPv4-mapped IPv6 written as plain IPv4. */
  readonly remoteIp: string;
  /** Set by authentication, read by the request log. */
  authKind?: 'apiToken' | 'jwt' | 'masterToken' | 'none';
  /** Where the credential came from (set by authentication, read by the request log). */
  authFrom?: 'header' | 'query';
  /** Bytes of files the request carried (conversion file parts, an upload's body), read by the request log. */
  fileBytes?: number;
  /** Inputs named by a FileId or URL instead of sent (`File=<FileId>`), read by the request log. */
  fileRefs?: number;
  /** html→pdf: what was printed (set by the converter through ConvertContext.report). */
  printed?: PrintedPage;
}

/** Answers with a JSON body. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const data = Buffer.from(JSON.stringify(body), 'utf8');
  sendBytes(res, status, data, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
}

/** Answers with raw bytes. */
export function sendBytes(res: ServerResponse, status: number, data: Buffer, headers: Record<string, string>): void {
  res.writeHead(status, { ...headers, 'Content-Length': String(data.length) });
  res.end(data);
}

/** Answers with the `{Code, Message, InvalidParameters?}` body of an error; unknown errors are the emulator's own bugs. */
export function sendError(res: ServerResponse, err: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (err instanceof ApiError) {
    sendJson(res, err.status, err.body(), { ...err.headers });
    return;
  }
  const message = err instanceof Error ? err.message : String(err);
  sendJson(res, 500, { Code: ErrorCode.internal, Message: `Emulator internal error: ${message}` });
}

/** One percent-encoded path segment; 404 when it does not decode. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw notFound('Malformed path.');
  }
}

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Picks the preferred of `offered` media types by the request's Accept header (q-values honoured,
 * ties to the earlier entry). Returns `fallback` when Accept is absent or names none of them.
 */
export function negotiate(accept: string | undefined, offered: readonly string[], fallback: string): string {
  if (!accept) {
    return fallback;
  }
  let best: { type: string; q: number } | undefined;
  for (const item of accept.split(',')) {
    const [rawType, ...params] = item.split(';').map((s) => s.trim().toLowerCase());
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!rawType || !Number.isFinite(q) || q <= 0) {
      continue;
    }
    const match = offered.find((t) => t === rawType);
    if (match && (!best || q > best.q)) {
      best = { type: match, q };
    }
  }
  return best?.type ?? fallback;
}

/** Reads a request body of at most `limit` bytes into memory (only for small JSON and form bodies). */
export async function readSmallBody(req: IncomingMessage, limit = 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      throw validationError('Body', `Larger than ${limit} bytes.`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Reads a JSON object body; 400 code 4000 when it is malformed or not an object. */
export async function readJsonObject(
  req: IncomingMessage,
  { requireJsonType }: { requireJsonType: boolean },
): Promise<Record<string, unknown>> {
  const type = mediaType(req.headers['content-type']);
  if (requireJsonType && type !== 'application/json' && !type.endsWith('+json')) {
    throw badJson('The body must be JSON, sent with Content-Type: application/json.');
  }
  const text = (await readSmallBody(req)).toString('utf8');
  if (!requireJsonType && text.trim() === '') {
    return {};
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badJson('The body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badJson('The body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

/** A member of a JSON object matched case-insensitively; 400 when two members differ only by case. */
export function member(obj: Record<string, unknown>, name: string): unknown {
  const lower = name.toLowerCase();
  const keys = Object.keys(obj).filter((k) => k.toLowerCase() === lower);
  if (keys.length > 1) {
    throw validationError(name, `Given more than once (${keys.join(', ')}).`);
  }
  return keys.length === 1 ? obj[keys[0]!] : undefined;
}

/** Writes `name` as RFC 5987 ext-value: UTF-8, percent-encoded outside attr-char. */
export function encodeRfc5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The file name of a Content-Disposition header: `filename*` (RFC 5987, UTF-8 or ISO-8859-1)
 * wins over `filename`; any directory part is dropped. Undefined when there is none.
 */
export function dispositionFileName(header: string | undefined): string | undefined {
  if (!header) {
    return undefined;
  }
  const params = new Map<string, string>();
  const re = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (let m = re.exec(header); m; m = re.exec(header)) {
    const key = m[1]!.toLowerCase();
    let value = m[2]!.trim();
    if (value.startsWith('"')) {
      value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    }
    if (!params.has(key)) {
      params.set(key, value);
    }
  }
  let name: string | undefined;
  const extended = params.get('filename*');
  if (extended !== undefined) {
    const m = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(extended);
    if (m) {
      const charset = m[1]!.toLowerCase();
      try {
        name = charset === 'utf-8' ? decodeURIComponent(m[2]!) : charset === 'iso-8859-1' ? unescapeLatin1(m[2]!) : undefined;
      } catch {
        name = undefined;
      }
    }
  }
  name ??= params.get('filename');
  if (name === undefined) {
    return undefined;
  }
  name = name.split(/[\\/]/).pop() ?? '';
  return name === '' ? undefined : name;
}

function unescapeLatin1(s: string): string {
  return s.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
