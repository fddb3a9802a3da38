/**
 * Web family: html→pdf's text layout (used where no Chromium is found: htmlPrint.ts) and web→pdf (a page fetched from
 * `params.Url`, loopback hosts only, so that tests never reach the network).
 */
import { setTimeout as delay } from 'node:timers/promises';
import { PAGE_FETCH_HEADER } from '../http';
import { isLoopbackHost } from '../ip';
import { ErrorCode, baseName, failure, param } from './common';
import { htmlToBlocks } from './htmlText';
import { textToPdf, type TextBlock } from './pdfText';
import { ConversionFailedError, type Converter } from './types';

const MAX_REDIRECTS = 5;
const MAX_PAGE_BYTES = 20 * 1024 * 1024;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** html→pdf without a browser: the text a reader sees (scripts and styles dropped), headings kept, titled by <title> or the file name. */
export async function htmlTextToPdf(html: string, fileName: string, signal: AbortSignal): Promise<Buffer> {
  const { title, blocks } = htmlToBlocks(html);
  return textToPdf(blocks, title ?? baseName(fileName), signal);
}

/** Parses and vets a URL before any connection is made. */
function fetchableUrl(raw: string, base?: URL, samplePage?: string): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new ConversionFailedError(`the Url parameter is not a valid URL: ${raw}`, ErrorCode.invalidUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConversionFailedError(`only http and https URLs can be fetched, not ${url.protocol}`, ErrorCode.invalidUrl);
  }
  if (!isLoopbackHost(url.hostname)) {
    throw new ConversionFailedError(
      `only loopback URLs can be fetched by the emulator${samplePage ? `; try its sample page ${samplePage}` : ''}`,
      ErrorCode.remoteFileUnavailable,
    );
  }
  return url;
}

/** The URL without query or fragment, for messages (a query string may carry a token). */
function shown(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

async function readCapped(response: Response, url: URL, signal: AbortSignal): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (response.body === null) {
    return Buffer.alloc(0);
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      break;
    }
    total += value.byteLength;
    if (total > MAX_PAGE_BYTES) {
      await reader.cancel();
      throw new ConversionFailedError(`${shown(url)} is larger than ${MAX_PAGE_BYTES} bytes`, ErrorCode.remoteFileUnavailable);
    }
    chunks.push(value);
    signal.throwIfAborted();
  }
  return Buffer.concat(chunks);
}

function decode(bytes: Buffer, contentType: string): string {
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** Fetches a page, following redirects by hand so that each hop is checked for loopback too. */
async function fetchPage(
  raw: string,
  signal: AbortSignal,
  auth?: string,
  samplePage?: string,
): Promise<{ url: URL; text: string; contentType: string }> {
  let url = fetchableUrl(raw, undefined, samplePage);
  for (let hop = 0; ; hop++) {
    signal.throwIfAborted();
    let response: Response;
    try {
      response = await fetch(url, {
        redirect: 'manual',
        signal,
        headers: {
          accept: 'text/html, text/plain;q=0.9, */*;q=0.5',
          [PAGE_FETCH_HEADER]: '1',
          ...(auth ? { authorization: auth } : {}),
        },
      });
    } catch (err) {
      signal.throwIfAborted();
      throw failure(`could not fetch ${shown(url)}`, err, ErrorCode.remoteFileUnavailable);
    }
    if (REDIRECTS.has(response.status)) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      if (location === null || hop >= MAX_REDIRECTS) {
        throw new ConversionFailedError(
          `${shown(url)} redirects ${location === null ? 'without a Location' : 'too many times'}`,
          ErrorCode.remoteFileUnavailable,
        );
      }
      url = fetchableUrl(location, url, samplePage);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ConversionFailedError(
        `${shown(url)} answered ${response.status} ${response.statusText}`.trimEnd(),
        ErrorCode.remoteFileUnavailable,
      );
    }
    const contentType = response.headers.get('content-type') ?? 'text/html';
    try {
      return { url, text: decode(await readCapped(response, url, signal), contentType), contentType };
    } catch (err) {
      signal.throwIfAborted();
      throw failure(`could not read ${shown(url)}`, err, ErrorCode.remoteFileUnavailable);
    }
  }
}

/** The output's base name: the FileName parameter, else the URL's last path segment, else its host. */
function pageBaseName(url: URL, params: Readonly<Record<string, string>>): string {
  let name =
    param(params, 'FileName') ??
    url.pathname
      .split('/')
      .filter((s) => s !== '')
      .pop() ??
    '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // Keep the segment as it was sent.
  }
  const safe = (s: string): string => s.replace(/[\\/:*?"<>|[\]\p{Cc}]/gu, '_').trim();
  return safe(name) === '' ? safe(url.hostname) : baseName(safe(name));
}

/**
 * web→pdf: fetches `params.Url` (loopback only; with AuthUsername/AuthPassword as HTTP Basic
 * authentication), waits ConversionDelay seconds, and lays out the page's visible text as a PDF.
 */
export const webToPdf: Converter = async (_input, ctx) => {
  const raw = param(ctx.params, 'Url');
  if (raw === undefined) {
    throw new ConversionFailedError('the Url parameter is required: the address of the page to convert', ErrorCode.invalidUrl);
  }
  const user = param(ctx.params, 'AuthUsername');
  const auth =
    user === undefined ? undefined : `Basic ${Buffer.from(`${user}:${param(ctx.params, 'AuthPassword') ?? ''}`).toString('base64')}`;
  const page = await fetchPage(raw.trim(), ctx.signal, auth, ctx.samplePage);
  const delaySec = Number(param(ctx.params, 'ConversionDelay') ?? '0');
  if (delaySec > 0) {
    await delay(delaySec * 1000, undefined, { signal: ctx.signal });
  }
  let title: string | undefined;
  let blocks: TextBlock[];
  if (/^text\/plain\b/i.test(page.contentType)) {
    blocks = [{ kind: 'preformatted', text: page.text.replace(/\r\n?/g, '\n') }];
  } else {
    ({ title, blocks } = htmlToBlocks(page.text));
  }
  const pdf = await textToPdf(blocks, title ?? shown(page.url), ctx.signal);
  return [{ name: `${pageBaseName(page.url, ctx.params)}.pdf`, data: pdf }];
};
