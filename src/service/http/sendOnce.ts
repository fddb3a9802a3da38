/**
 * One attempt of one request through a fetch engine: the request body streamed (duplex "half"),
 * the response body handed on as a Node stream, and the timeouts a fetch does not have, kept by
 * a watchdog that aborts the request: connecting (until the engine writes the body, or the
 * answer for a bodiless request), waiting for the answer after the upload, and the longest
 * pause between two chunks of the answer.
 */
import { Readable } from 'node:stream';
import type { FetchFunction } from './fetchTypes';

/** A response body: a Node stream, plus dump() to throw away what is left (and free the connection). */
export type ResponseBody = Readable & { dump(): Promise<void> };

export interface AttemptTimeouts {
  readonly connectMs: number;
  readonly headersMs: number;
  readonly bodyMs: number;
}

export interface AttemptOptions {
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body?: AsyncIterable<Uint8Array> | Buffer | string;
  readonly signal?: AbortSignal;
  readonly timeouts: AttemptTimeouts;
  /** Called when the engine, connected, starts writing the body (the server may see the request from now on). */
  readonly onBodyStart?: () => void;
  /** Called when the engine has taken the last byte of the body. */
  readonly onBodySent?: () => void;
  readonly onUploadProgress?: (sent: number) => void;
}

export interface AttemptResponse {
  readonly statusCode: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: ResponseBody;
  readonly requestUrl: URL;
}

/** Sends once; rejects with what the engine threw, or with a TimeoutError when the watchdog fired. */
export async function sendOnce(fetch: FetchFunction, url: URL, options: AttemptOptions): Promise<AttemptResponse> {
  const controller = new AbortController();
  const { signal } = options;
  const forwardAbort = (): void => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  const release = (): void => signal?.removeEventListener('abort', forwardAbort);
  if (signal?.aborted) {
    forwardAbort();
  }

  let timer: NodeJS.Timeout | undefined;
  const disarm = (): void => clearTimeout(timer);
  const arm = (ms: number, waitingFor: string): void => {
    disarm();
    timer = setTimeout(() => controller.abort(timeoutError(waitingFor, ms)), ms);
  };

  let answered = false;
  const { connectMs, headersMs, bodyMs } = options.timeouts;
  const body =
    options.body === undefined
      ? undefined
      : uploadStream(options.body, {
          first: () => {
            disarm();
            options.onBodyStart?.();
          },
          // A server that stops reading the upload holds the engine's writes: the longest pause
          // between two chunks taken is bodyMs, as for the answer.
          moving: () => {
            if (!answered) {
              arm(bodyMs, 'the upload to move on');
            }
          },
          end: () => {
            options.onBodySent?.();
            if (!answered) {
              arm(headersMs, 'the answer');
            }
          },
          progress: options.onUploadProgress,
        });
  arm(body ? connectMs : connectMs + headersMs, body ? 'the connection' : 'the answer');

  let response: Response;
  try {
    response = await fetch(url.href, {
      method: options.method,
      headers: options.headers,
      body,
      duplex: body ? 'half' : undefined,
      signal: controller.signal,
      // The service never redirects; a captive portal or proxy might, and that is reported, not
      // followed. With a body, "error" rather than "manual": fetch clones (tees) the request to be
      // able to replay it unless the window is "no-window" and redirects are errors, and the
      // unread half of that tee would hold the whole upload in memory until the socket closes.
      redirect: body ? 'error' : 'manual',
      window: null,
    });
  } catch (err) {
    disarm();
    release();
    throw err;
  } finally {
    answered = true;
  }
  disarm();

  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
  return {
    statusCode: response.status,
    headers,
    body: responseStream(response, () => arm(bodyMs, 'more of the answer'), disarm, release),
    requestUrl: url,
  };
}

/** True when fetch refused a redirect (an upload's answer was a 3xx; see redirect: 'error' above). */
export function redirectRefused(err: unknown): boolean {
  const cause = (err as { cause?: unknown } | undefined)?.cause;
  return err instanceof TypeError && cause instanceof Error && cause.message === 'unexpected redirect';
}

function timeoutError(waitingFor: string, ms: number): Error {
  // Named and coded like Node's own timeouts, so that the error mapping calls it a timeout.
  return Object.assign(new Error(`Waited ${ms} ms for ${waitingFor}.`), { name: 'TimeoutError', code: 'ETIMEDOUT' });
}

function uploadStream(
  source: AsyncIterable<Uint8Array> | Buffer | string,
  hooks: { first(): void; moving(): void; end(): void; progress?: (sent: number) => void },
): ReadableStream<Uint8Array> {
  const chunks: AsyncIterable<Uint8Array> | Uint8Array[] =
    typeof source === 'string' ? [Buffer.from(source)] : Buffer.isBuffer(source) ? [source] : source;
  const iterator = (async function* () {
    yield* chunks;
  })();
  let sent = 0;
  let pulls = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        // fetch takes the first chunk before it connects; asking for the second means it has
        // connected and is writing.
        if (++pulls === 2) {
          hooks.first();
        }
        if (pulls >= 2) {
          hooks.moving();
        }
        const next = await iterator.next();
        if (next.done) {
          hooks.end();
          controller.close();
          return;
        }
        sent += next.value.byteLength;
        controller.enqueue(next.value);
        hooks.progress?.(sent);
      },
      async cancel() {
        await iterator.return(undefined);
      },
    },
    // Nothing is read ahead of the engine, so what it takes tells a failed connection (safe to
    // retry) from a request the server may have seen.
    { highWaterMark: 0 },
  );
}

function responseStream(response: Response, armIdle: () => void, disarm: () => void, release: () => void): ResponseBody {
  const reader = response.body?.getReader();
  let finished = !reader;
  const stream = new Readable({
    read() {
      if (!reader) {
        release();
        this.push(null);
        return;
      }
      armIdle();
      reader.read().then(
        (chunk) => {
          disarm();
          if (chunk.done) {
            finished = true;
            release();
            this.push(null);
          } else {
            this.push(chunk.value);
          }
        },
        (err: unknown) => {
          disarm();
          finished = true;
          release();
          this.destroy(err instanceof Error ? err : new Error(String(err)));
        },
      );
    },
    destroy(err, callback) {
      disarm();
      release();
      if (!finished) {
        finished = true;
        reader?.cancel().catch(() => undefined);
      }
      callback(err);
    },
  }) as ResponseBody;
  stream.dump = async () => {
    stream.destroy();
  };
  return stream;
}
