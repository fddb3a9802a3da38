/** `File=<URL>` and `/upload?url=`: the emulator fetches the file itself, from loopback addresses only (else 500/5008). */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ErrorCode, conversionError } from './errors';
import { writeLimited } from './files';
import { dispositionFileName } from './http';
import { isLoopbackHost } from './ip';

/** Downloads `url` to `path` (at most `limit` bytes); returns the file's name and size. */
export async function fetchToFile(url: string, path: string, limit: number, signal: AbortSignal): Promise<{ name: string; size: number }> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw conversionError(ErrorCode.remoteFileUnavailable, 'File: neither a FileId nor a URL.');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw conversionError(ErrorCode.remoteFileUnavailable, 'Only http and https URLs can be fetched.');
  }
  if (!isLoopbackHost(parsed.hostname)) {
    throw conversionError(ErrorCode.remoteFileUnavailable, 'The emulator fetches loopback URLs only.');
  }
  const controller = new AbortController();
  const onAbort = (): void => controller.abort();
  signal.addEventListener('abort', onAbort);
  try {
    let response: Response;
    try {
      response = await fetch(parsed, { signal: controller.signal, redirect: 'error' });
    } catch (err) {
      throw conversionError(ErrorCode.remoteFileUnavailable, `Could not fetch ${parsed.href}: ${(err as Error).message}`);
    }
    if (!response.ok || !response.body) {
      throw conversionError(ErrorCode.remoteFileUnavailable, `Fetching ${parsed.href} answered ${response.status}.`);
    }
    const fromPath = safeDecode(parsed.pathname.split('/').pop() ?? '');
    const name = dispositionFileName(response.headers.get('content-disposition') ?? undefined) ?? (fromPath || 'file');
    const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    try {
      return { name, size: await writeLimited(body, path, limit) };
    } finally {
      controller.abort();
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
