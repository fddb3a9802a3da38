/**
 * Reading the service's answers: bodies with caps, JSON, members by name. A failed answer is
 * mapped in statusErrors.ts, a failed connection in networkErrors.ts.
 */
import {
  coded,
  BadResponseError,
  bodyExcerpt,
  CancelledError,
  ConvertServiceError,
  pageWords,
  Redactor,
  serverText,
  type MessageData,
} from '../errors';
import type { ResponseBody } from './sendOnce';
import { networkError } from './networkErrors';

/** A 2xx answer whose body the caller must consume, with the URL it came from (for error messages). */
export interface HttpResponse {
  readonly statusCode: number;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: ResponseBody;
  readonly requestUrl?: URL;
}

/** Parses Retry-After (whole or decimal seconds, or an HTTP date) into milliseconds; undefined when unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) {
    return undefined;
  }
  if (/^\d+(\.\d+)?$/.test(text)) {
    return Math.round(Number(text) * 1000);
  }
  // An HTTP date names a weekday or month; Date.parse alone would also take "1.5" or "-3".
  if (!/[a-z]{3}/i.test(text)) {
    return undefined;
  }
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const MAX_ERROR_BODY = 64 * 1024;
/** Results come as download links (StoreFile=true), so a JSON answer is small; inline base64 results are allowed up to this. */
const MAX_JSON_BODY = 64 * 1024 * 1024;

/** Reads at most `limit` bytes of a body as text and discards the rest. A broken body is a NetworkError. */
export async function readText(response: HttpResponse, limit = MAX_ERROR_BODY, signal?: AbortSignal): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body) {
      const buf = Buffer.from(chunk as Uint8Array);
      chunks.push(buf);
      size += buf.length;
      if (size > limit) {
        // Enough for any message: an endless body must not keep the caller waiting.
        response.body.destroy();
        break;
      }
    }
  } catch (err) {
    throw bodyError(err, response, signal);
  }
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}

/** Like readText, but says whether the body was longer than `limit`. */
async function readCapped(response: HttpResponse, limit: number, signal?: AbortSignal): Promise<{ text: string; truncated: boolean }> {
  const text = await readText(response, limit + 1, signal);
  return Buffer.byteLength(text) > limit ? { text: text.slice(0, limit), truncated: true } : { text, truncated: false };
}

/**
 * Maps a failure while reading a response body (reset, body timeout, abort) to the typed error
 * a caller shows; typed errors pass through unchanged.
 */
export function bodyError(
  err: unknown,
  response: Pick<HttpResponse, 'requestUrl'> | undefined,
  signal?: AbortSignal,
): ConvertServiceError | Error {
  if (err instanceof ConvertServiceError) {
    return err;
  }
  if (signal?.aborted) {
    return new CancelledError();
  }
  if (response?.requestUrl) {
    return networkError(err, response.requestUrl);
  }
  return err instanceof Error ? err : new Error(String(err));
}

/** A short, redacted, single-line excerpt of a body (of a page of markup, its words), for messages. */
export function excerpt(text: string, redactor: Pick<Redactor, 'redact'>, max = 120): string {
  return serverText(pageWords(text), redactor, max) || '(empty body)';
}

/**
 * A body's excerpt as message data (`excerpt`), with, when the body holds internals (a stack
 * frame, a library's link), the note that it is in the log (`bodyInLog`): the person then reads
 * only the note, the log (the English message) the excerpt either way.
 */
export function excerptData(text: string, redactor: Pick<Redactor, 'redact'>): MessageData {
  const { text: shown, plain } = bodyExcerpt(text, redactor);
  return plain ? { excerpt: shown } : { excerpt: shown, bodyInLog: 1 };
}

/** Parses a 2xx JSON body; anything else is a BadResponseError naming the status. */
export async function readJson(response: HttpResponse, redactor: Redactor, limit = MAX_JSON_BODY, signal?: AbortSignal): Promise<unknown> {
  const { text, truncated } = await readCapped(response, limit, signal);
  if (truncated) {
    const mib = Math.round(limit / (1024 * 1024));
    throw new BadResponseError(
      coded('response.jsonTooLarge', { status: response.statusCode, mib }),
      { status: response.statusCode },
      excerpt(text.slice(0, 200), redactor),
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadResponseError(
      coded('response.notJson', { status: response.statusCode, ...excerptData(text, redactor) }),
      { status: response.statusCode },
      excerpt(text, redactor),
    );
  }
}

/** Case-insensitive member lookup on a parsed JSON object. */
export function member(obj: unknown, ...names: string[]): unknown {
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) {
    return undefined;
  }
  const wanted = names.map((n) => n.toLowerCase());
  for (const [key, value] of Object.entries(obj as Record<string, unknown>)) {
    if (wanted.includes(key.toLowerCase())) {
      return value;
    }
  }
  return undefined;
}
