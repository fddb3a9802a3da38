/**
 * Checks a result before it is committed: the bytes are what the service announced (FileSize,
 * the attachment's `size=`, Content-Length), base64 is base64, and a 200 that is not the
 * service's answer at all (a captive portal's login page, a proxy's notice, an empty body) is
 * an error naming what came back. A check that fails makes the staging fail, so nothing is left.
 */
import { coded, BadResponseError, type Redactor, serverText } from '../errors';
import type { HttpResponse } from '../http';

type Headers = HttpResponse['headers'];

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function wholeNumber(text: string | undefined): number | undefined {
  return text !== undefined && /^\s*\d+\s*$/.test(text) ? Number(text) : undefined;
}

/** The sizes an answer announces for its body: the attachment's `size=` (and `File-Size`), and Content-Length. */
export function announcedSizes(headers: Headers): { readonly declared?: number; readonly contentLength?: number } {
  const disposition = header(headers, 'content-disposition') ?? '';
  const size = /;\s*size\s*=\s*"?(\d+)"?/i.exec(disposition)?.[1];
  return {
    declared: wholeNumber(size) ?? wholeNumber(header(headers, 'file-size')),
    contentLength: wholeNumber(header(headers, 'content-length')),
  };
}

/** What a result must measure up to: every size given must hold; none given means only "not empty". */
export interface ExpectedSize {
  /** The result's name, for messages. */
  readonly name: string;
  /** Sizes announced for it (FileSize, size=, Content-Length); undefined entries are ignored. */
  readonly sizes: readonly (number | undefined)[];
  /** Called as bytes arrive: the count so far and the size announced (the smallest), when one was. */
  readonly onBytes?: (received: number, announced: number | undefined) => void;
}

/** More bytes than announced (`tooLong`, counting stopped at `bytes`), or fewer or other than announced. */
function sizeError(expected: ExpectedSize, got: { tooLong: boolean; bytes: number }): BadResponseError {
  // Never empty: a size check runs only when some size was announced.
  const sizes = [...new Set(expected.sizes.filter((s): s is number => s !== undefined))];
  // The sizes go as "100,5000": the wording says each in the user's words.
  const data = { name: expected.name, bytes: got.bytes, announced: sizes.join(',') };
  return new BadResponseError(coded(got.tooLong ? 'result.tooLong' : 'result.incomplete', data), { status: 200 }, '');
}

/**
 * Passes the bytes of one result through, counting them; fails as soon as there are more than
 * announced, and at the end when there are fewer (a close-delimited body cut short looks
 * complete to HTTP), or none where nothing said the result is empty.
 */
export async function* verifiedBytes(source: AsyncIterable<Uint8Array> | Uint8Array, expected: ExpectedSize): AsyncGenerator<Uint8Array> {
  const sizes = expected.sizes.filter((s): s is number => s !== undefined);
  const limit = sizes.length > 0 ? Math.min(...sizes) : Infinity;
  let count = 0;
  for await (const chunk of source instanceof Uint8Array ? [source] : source) {
    count += chunk.byteLength;
    if (count > limit) {
      throw sizeError(expected, { tooLong: true, bytes: limit });
    }
    expected.onBytes?.(count, Number.isFinite(limit) ? limit : undefined);
    yield chunk;
  }
  if (sizes.some((s) => s !== count)) {
    throw sizeError(expected, { tooLong: false, bytes: count });
  }
  if (sizes.length === 0 && count === 0) {
    throw new BadResponseError(coded('result.empty', { name: expected.name }), { status: 200 }, '');
  }
}

/**
 * Decodes FileData strictly: standard base64 (line breaks allowed), nothing else. Buffer.from
 * would silently skip stray characters and save a damaged file as a good one.
 */
export function decodeBase64Strict(data: string, name: string): Buffer {
  const compact = data.replace(/[\r\n]/g, '');
  if (compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) {
    throw new BadResponseError(coded('result.badBase64', { name }), { status: 200 }, '');
  }
  return Buffer.from(compact, 'base64');
}

/** How a 2xx answer presents itself. */
export type AnswerShape = 'json' | 'attachment' | 'other';

/** JSON (the conversion's description), a file attachment (the raw result), or something else. */
export function answerShape(headers: Headers): AnswerShape {
  const type = (header(headers, 'content-type') ?? '').toLowerCase();
  if (/^application\/([\w.+-]+\+)?json\b/.test(type.trim())) {
    return 'json';
  }
  const disposition = (header(headers, 'content-disposition') ?? '').toLowerCase();
  if (/^\s*attachment\b/.test(disposition) || /\bfilename\*?\s*=/.test(disposition) || type.startsWith('application/octet-stream')) {
    return 'attachment';
  }
  return 'other';
}

/** How much of an unexpected answer is read to say what it was. */
const PEEK_BYTES = 4096;

/**
 * The error for a 2xx that is neither the JSON answer nor a file: names the content type and
 * what the body looks like (an HTML page's title), sanitised. Reads at most a few KB and
 * discards the rest.
 */
export async function unexpectedAnswer(response: HttpResponse, redactor: Redactor, resultName?: string): Promise<BadResponseError> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body) {
      chunks.push(Buffer.from(chunk as Uint8Array));
      size += (chunk as Uint8Array).byteLength;
      if (size >= PEEK_BYTES) {
        break;
      }
    }
  } catch {
    // What was read is enough to describe it.
  }
  response.body.destroy();
  return describeUnexpected(
    response.statusCode,
    header(response.headers, 'content-type'),
    Buffer.concat(chunks).toString('utf8'),
    redactor,
    resultName,
  );
}

/**
 * The message for an answer that is not what was asked for: the converted file, or the result
 * named `resultName`. Pure, for tests and for callers that already hold the body.
 */
export function describeUnexpected(
  status: number,
  contentType: string | undefined,
  body: string,
  redactor: Redactor,
  resultName?: string,
): BadResponseError {
  const named = contentType?.split(';')[0].trim().toLowerCase() || undefined;
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(body)?.[1];
  const looksLikePage = named === 'text/html' || /^\s*<(!doctype html|html)\b/i.test(body);
  const shown = serverText(title ?? body.replace(/<[^>]*>/g, ' '), redactor, 80);
  const messageCode =
    body.trim() === '' ? 'response.unexpectedEmpty' : looksLikePage ? 'response.unexpectedPage' : 'response.unexpectedOther';
  const messageData = {
    status,
    ...(named ? { type: named } : {}),
    ...(shown ? { shown } : {}),
    ...(resultName === undefined ? {} : { name: resultName }),
  };
  return new BadResponseError(coded(messageCode, messageData), { status }, shown);
}

/**
 * Whether a downloaded result's content type contradicts its name: an HTML page or JSON where
 * the result is no such file is what a portal or an error page sends, not the converted file.
 */
export function contradictsName(contentType: string | undefined, name: string): boolean {
  const type = contentType?.split(';')[0].trim().toLowerCase() ?? '';
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (type === 'text/html') {
    return !['html', 'htm', 'xhtml', 'mhtml'].includes(ext);
  }
  if (type === 'application/json' || type.endsWith('+json')) {
    return !['json', 'geojson'].includes(ext);
  }
  return false;
}

/** The service's own domain: the published hosts (v2, eu-v2, …) and its file servers live under it. */
const SERVICE_DOMAIN = 'convertapi.com';

/**
 * Whether a result link may be downloaded: from the service's own origin; otherwise only over
 * https, and only on the service's domain family (convertapi.com and its subdomains) or on the
 * configured base host. A link elsewhere would make the extension fetch whatever a server names.
 */
export function resultLinkAllowed(url: URL, baseUrl: string): boolean {
  const base = new URL(baseUrl);
  if (url.origin === base.origin) {
    return true;
  }
  if (url.protocol !== 'https:') {
    return false;
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return host === SERVICE_DOMAIN || host.endsWith(`.${SERVICE_DOMAIN}`) || host === base.hostname.toLowerCase();
}
