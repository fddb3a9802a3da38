/**
 * The transport: sends one request through a fetch engine with the connect, answer and idle
 * timeouts, retries (busy, refused, reset before anything was sent), the credential check per
 * path, and every failure mapped to a typed error (statusErrors.ts, networkErrors.ts).
 */
import { isLoopbackHost, normalizeBaseUrl } from './baseUrl';
import { coded, BadResponseError, CancelledError, ConfigError, ConvertServiceError, Redactor } from '../errors';
import { Deadline } from './deadline';
import { hostFetchEngine, loadUndiciEngine } from './fetchEngine';
import { ROUTE_CHANGED, type FetchEngine } from './fetchTypes';
import { codeOf, errorFromBody } from './statusErrors';
import { failedToConnect, networkError } from './networkErrors';
import { parseRetryAfter, readJson, readText, type HttpResponse } from './responses';
import { redirectRefused, sendOnce } from './sendOnce';
import { type ServiceLogger, type ServiceSettings, type HttpRequest, allowedCredentials } from './request';

const DEFAULT_TIMEOUTS = { connectMs: 15_000, headersMs: 300_000, bodyMs: 300_000 };
const DEFAULT_RETRY = { maxAttempts: 3, baseDelayMs: 500, maxDelayMs: 30_000 };
/** The step of the growing pause after a 503 without Retry-After. */
const BUSY_STEP_MS = 5_000;
/**
 * The longest a fetch of the extension host waits for an answer: Node's fetch (which VS Code
 * patches) stops waiting for headers and between body chunks after 300 s, whatever we set.
 */
export const HOST_FETCH_MAX_WAIT_MS = 300_000;
/** However it is configured, a client never makes more attempts than this. */
export const MAX_ATTEMPTS = 10;

/** Sends requests through a fetch engine, with timeouts, retries, credential checks and error mapping. */
export class HttpTransport {
  readonly baseUrl: string;
  private engine: FetchEngine | undefined;
  private readonly timeouts: typeof DEFAULT_TIMEOUTS;
  /** The deadline for each whole answer; the service's Timeout parameter is made to match it. */
  readonly totalMs: number;
  /** True when the configured wait was longer than the host's fetch allows (then raising it cannot help). */
  private readonly capped: boolean;
  private readonly retry: typeof DEFAULT_RETRY;
  readonly redactor: Redactor;

  constructor(private readonly settings: ServiceSettings) {
    this.baseUrl = normalizeBaseUrl(settings.baseUrl);
    const timeouts = { ...DEFAULT_TIMEOUTS, ...definedOnly(settings.timeouts) };
    const wanted = settings.timeouts?.totalMs ?? timeouts.headersMs;
    // Through the host's fetch no answer can take longer than its own limit: the deadline and the
    // service's Timeout follow it, so the service never converts (and charges) after the fetch gave up.
    // (The keep-alive engine hands some requests to the host's fetch: the same limit.)
    const hostFetch = settings.fetch !== undefined || settings.host !== undefined;
    this.capped = hostFetch && wanted > HOST_FETCH_MAX_WAIT_MS;
    const cap = (ms: number): number => (hostFetch ? Math.min(ms, HOST_FETCH_MAX_WAIT_MS) : ms);
    this.timeouts = { ...timeouts, headersMs: cap(timeouts.headersMs), bodyMs: cap(timeouts.bodyMs) };
    this.totalMs = cap(wanted);
    const retry = { ...DEFAULT_RETRY, ...definedOnly(settings.retry) };
    this.retry = { ...retry, maxAttempts: Math.min(MAX_ATTEMPTS, Math.max(1, Math.floor(retry.maxAttempts))) };
    this.redactor = settings.redactor ?? new Redactor();
  }

  /** Closes every connection. */
  async close(): Promise<void> {
    const engine = this.engine;
    this.engine = undefined;
    await engine?.close();
  }

  /** The engine, made on first use so that undici loads only when a request needs it. */
  private engineFor(): FetchEngine {
    if (!this.engine) {
      const { fetch, host, proxy } = this.settings;
      this.engine = fetch && !host ? hostFetchEngine(() => fetch) : loadUndiciEngine({ proxy, host, ...this.timeouts });
      this.log(
        'debug',
        `Requests go through ${this.engine.name === 'vscode' ? "VS Code's fetch (its proxy and certificate settings)" : this.engine.name}.`,
      );
    }
    return this.engine;
  }

  /** Logs through the configured logger, redacted. */
  log(level: keyof ServiceLogger, message: string): void {
    this.settings.logger?.[level](this.redactor.redact(message));
  }

  /**
   * Sends a request, retrying 503/429 (honouring Retry-After) and connection failures that
   * happened before any body byte left; never other statuses. Resolves with a 2xx response
   * whose body the caller must consume; throws a typed error for everything else.
   */
  async send(req: HttpRequest): Promise<HttpResponse> {
    const url = this.resolve(req.target);
    if (req.credential) {
      if (url.origin !== this.baseUrl) {
        // Credentials go to the configured service host only.
        throw new ConfigError(coded('config.credentialsElsewhere', { origin: url.origin, baseUrl: this.baseUrl }), 'baseUrl');
      }
      const allowed = allowedCredentials(url.pathname);
      if (allowed && !allowed.includes(req.credential.kind)) {
        // A slip of the client's own code (it picks the credential per endpoint), still said in words.
        const account = url.pathname.startsWith('/user');
        throw new ConfigError(
          coded('config.wrongCredential', {
            credential: req.credential.kind,
            allowed: allowed.join(','),
            ...(account ? {} : { path: url.pathname }),
          }),
          req.credential.kind,
        );
      }
      this.redactor.add(req.credential.bearer);
    }
    const label = req.label ?? `${req.method} ${url.pathname}`;
    const sleep = this.settings.sleep ?? delay;
    let rerouted = false;
    for (let attempt = 1; ; attempt++) {
      throwIfAborted(req.signal);
      const started = Date.now();
      let bodyStarted = false;
      const engine = this.engineFor();
      const deadline = new Deadline(this.totalMs, url.host, req.signal, this.capped);
      try {
        if (!req.body) {
          deadline.start();
        }
        const response: HttpResponse = await sendOnce(engine.fetch, url, {
          method: req.method,
          headers: this.headersFor(req),
          body: req.body?.open(),
          // The caller's signal and the whole-answer deadline together.
          signal: deadline.signal,
          timeouts: this.attemptTimeouts(req),
          onBodyStart: () => (bodyStarted = true),
          // The answer's clock starts once the upload is out: its own length is not the answer's.
          onBodySent: () => deadline.start(),
          onUploadProgress: req.onUploadProgress,
        });
        const ms = Date.now() - started;
        if (response.statusCode >= 200 && response.statusCode < 300) {
          this.log('debug', `${label}: ${response.statusCode} in ${ms} ms`);
          // The deadline runs on while the caller reads the body; it ends with the body.
          response.body.once('close', () => deadline.clear());
          return response;
        }
        const retryable = response.statusCode === 503 || response.statusCode === 429;
        const retryAfter = parseRetryAfter(response.headers['retry-after']);
        const text = await readText(response).catch(() => '');
        deadline.clear();
        // The service's 503 is a rejection before processing (CONTRACT.md, Errors): safe to send
        // again also after the upload. A 503 that is not the service's own JSON answer (a
        // gateway's page) may come after the work was done, and a 429 is not documented at all:
        // after the upload those are resent only when the server asked for a pause.
        const reached = bodyStarted || (req.method !== 'GET' && !req.body);
        const fromService = response.statusCode === 503 && codeOf(text) !== undefined;
        const throttled = retryAfter !== undefined || fromService;
        // A server that asks for a longer pause than we are willing to wait gets an honest
        // "try again later" rather than an early retry it asked us not to make.
        if (
          retryable &&
          (!reached || throttled) &&
          attempt < this.retry.maxAttempts &&
          (retryAfter === undefined || retryAfter <= this.retry.maxDelayMs)
        ) {
          const wait =
            retryAfter === undefined && response.statusCode === 503 ? this.busyBackoff(attempt) : this.backoff(attempt, retryAfter);
          this.log(
            'warn',
            `${label}: ${response.statusCode}, retrying in ${wait} ms (attempt ${attempt + 1} of ${this.retry.maxAttempts})`,
          );
          await sleep(wait, req.signal);
          continue;
        }
        const error = errorFromBody(response, text, req.credential?.kind, this.redactor);
        this.log('warn', `${label}: ${response.statusCode} ${error.code ?? ''} ${error.message}`);
        throw error;
      } catch (err) {
        deadline.clear();
        if (deadline.expired && !req.signal?.aborted) {
          // The whole answer took too long: not retried, the user has waited the full timeout once.
          this.log('error', `${label}: ${(deadline.error as Error).message}`);
          throw deadline.error;
        }
        if (err instanceof ConvertServiceError) {
          throw err;
        }
        // The engine took another way to the host before anything was sent: once more, at once.
        if ((err as Error)?.name === ROUTE_CHANGED && !rerouted) {
          rerouted = true;
          attempt--;
          continue;
        }
        // Only our own signal means "cancelled": undici also reports a proxy's refusal as an abort.
        if (req.signal?.aborted) {
          throw new CancelledError();
        }
        if (redirectRefused(err)) {
          throw new BadResponseError(coded('response.redirect'), {}, '');
        }
        const mapped = networkError(err, url, engine.proxied(url) === true, this.redactor);
        // A POST without a body (Web→PDF) is complete once connected: only a failure to connect
        // proves the server never saw it.
        const sent = !failedToConnect(err) && (bodyStarted || (req.method !== 'GET' && !req.body));
        const safeToRetry =
          mapped.reason !== 'tls' && mapped.reason !== 'dns' && mapped.reason !== 'proxy' && (!sent || req.method === 'GET');
        if (safeToRetry && attempt < this.retry.maxAttempts) {
          const wait = this.backoff(attempt);
          this.log('warn', `${label}: ${mapped.message} Retrying in ${wait} ms (attempt ${attempt + 1} of ${this.retry.maxAttempts}).`);
          await sleep(wait, req.signal);
          continue;
        }
        this.log('error', `${label}: ${mapped.message}`);
        throw mapped;
      }
    }
  }

  /** Sends a request and parses its JSON answer; a non-JSON 2xx is a BadResponseError. */
  async sendJson(req: HttpRequest): Promise<unknown> {
    const response = await this.send({ ...req, headers: { accept: 'application/json', ...req.headers } });
    return readJson(response, this.redactor);
  }

  /** The absolute URL of a path on the service, or of an absolute download URL. */
  resolve(target: string): URL {
    const url = target.startsWith('/') ? new URL(this.baseUrl + target) : new URL(target);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
      const target = `${url.protocol}//${url.host}`;
      throw new ConfigError(coded('config.protocolRefused', { target }), 'baseUrl');
    }
    return url;
  }

  /** The silence limits of one attempt: a request's own wait for its answer replaces the configured one (never past the host's limit). */
  private attemptTimeouts(req: HttpRequest): typeof DEFAULT_TIMEOUTS {
    if (req.answerWithinMs === undefined) {
      return this.timeouts;
    }
    const headersMs = this.settings.fetch !== undefined ? Math.min(req.answerWithinMs, HOST_FETCH_MAX_WAIT_MS) : req.answerWithinMs;
    return { ...this.timeouts, headersMs };
  }

  private headersFor(req: HttpRequest): Record<string, string> {
    const headers: Record<string, string> = { 'user-agent': this.settings.userAgent ?? 'convert-files-vscode', ...req.headers };
    if (req.body) {
      headers['content-type'] = req.body.contentType;
      if (req.body.length !== undefined) {
        headers['content-length'] = String(req.body.length);
      }
    }
    if (req.credential) {
      headers.authorization = `Bearer ${req.credential.bearer}`;
    }
    return headers;
  }

  /** A bare 503: the vendor's advice of 5, 10, 15 s, held under the configured cap. */
  private busyBackoff(attempt: number): number {
    return Math.min(this.retry.maxDelayMs, BUSY_STEP_MS * Math.min(attempt, 3));
  }

  private backoff(attempt: number, retryAfterMs?: number): number {
    if (retryAfterMs !== undefined) {
      return Math.min(retryAfterMs, this.retry.maxDelayMs);
    }
    const exp = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (attempt - 1));
    // "Equal jitter": at least half the step, so clients spread out without retrying at once.
    return Math.round(exp / 2 + Math.random() * (exp / 2));
  }
}

function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) {
    throw new CancelledError();
  }
}

/** Waits `ms`, or rejects with CancelledError as soon as the signal aborts. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new CancelledError());
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new CancelledError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
