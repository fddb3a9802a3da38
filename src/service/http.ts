import { Readable } from 'node:stream';
import { Agent, ProxyAgent, request, type Dispatcher } from 'undici';
import { isLoopbackHost, normalizeBaseUrl } from './baseUrl';
import {
  AuthError,
  BadResponseError,
  CancelledError,
  ConfigError,
  ConvertServiceError,
  NetworkError,
  NotFoundError,
  QuotaError,
  RequestError,
  ServiceError,
  TooLargeError,
  type CredentialKind,
  type NetworkCause,
} from './errors';
import { Redactor, redactPatterns, redactUrl } from './redact';

/** Where log lines go; every line is already redacted. */
export interface ServiceLogger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** Proxy configuration, as read by the caller from VS Code settings and the environment. */
export interface ProxySettings {
  /** Proxy URL (http://host:port); empty or undefined: no proxy. */
  readonly url?: string;
  /** Verify the service's certificate (VS Code's http.proxyStrictSSL). */
  readonly strictSSL?: boolean;
  /** Hosts that bypass the proxy (VS Code's http.noProxy, NO_PROXY). */
  readonly noProxy?: readonly string[];
}

/** Everything the service layer needs to know; a plain, readonly snapshot. */
export interface ServiceSettings {
  /** Service origin, e.g. https://v2.convertapi.com (validated again here). */
  readonly baseUrl: string;
  readonly timeouts?: { readonly connectMs?: number; readonly headersMs?: number; readonly bodyMs?: number };
  /** Attempts in all (1 = no retry); base and cap of the exponential backoff. */
  readonly retry?: { readonly maxAttempts?: number; readonly baseDelayMs?: number; readonly maxDelayMs?: number };
  readonly proxy?: ProxySettings;
  readonly userAgent?: string;
  readonly logger?: ServiceLogger;
  readonly redactor?: Redactor;
  /** Waits between attempts (injectable so that tests need not sleep); default: a real timer. */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** A body that can be produced again for a retry, with a known length when possible. */
export interface ReplayableBody {
  readonly contentType: string;
  readonly length?: number;
  /** Returns a fresh body each call. */
  open(): AsyncIterable<Uint8Array> | Buffer | string;
}

export interface HttpRequest {
  readonly method: 'GET' | 'POST';
  /** Path with query, starting with "/", or an absolute URL (downloads). */
  readonly target: string;
  readonly headers?: Record<string, string>;
  readonly body?: ReplayableBody;
  /** Bearer value and what kind of credential it is; never sent to another origin than baseUrl. */
  readonly credential?: { readonly kind: CredentialKind; readonly bearer: string };
  /** The credential carried in the query instead (Web→PDF's Token=), so a 401 names it. */
  readonly queryCredentialKind?: CredentialKind;
  readonly signal?: AbortSignal;
  /** Label for log lines, e.g. "convert md→pdf". */
  readonly label?: string;
  /** Called with bytes sent so far (upload progress). */
  readonly onUploadProgress?: (sent: number) => void;
}

/** A 2xx answer whose body the caller must consume, with the URL it came from (for error messages). */
export type HttpResponse = Dispatcher.ResponseData & { readonly requestUrl?: URL };

const DEFAULT_TIMEOUTS = { connectMs: 15_000, headersMs: 300_000, bodyMs: 300_000 };
const DEFAULT_RETRY = { maxAttempts: 3, baseDelayMs: 500, maxDelayMs: 30_000 };
/** However it is configured, a client never makes more attempts than this. */
export const MAX_ATTEMPTS = 10;

/** Which credential kinds an endpoint accepts (CONTRACT.md); checked before anything is sent. */
export function allowedCredentials(pathname: string): readonly CredentialKind[] | undefined {
  if (pathname === '/token/jwt') {
    return ['apiToken'];
  }
  if (pathname === '/user' || pathname.startsWith('/user/')) {
    return ['masterToken'];
  }
  if (pathname.startsWith('/convert/') || pathname === '/upload') {
    return ['apiToken', 'serviceJwt', 'selfSignedJwt'];
  }
  return undefined;
}

/** One keep-alive dispatcher per origin, proxy-aware, with timeouts, retries and error mapping. */
export class HttpTransport {
  readonly baseUrl: string;
  private readonly dispatchers = new Map<string, Dispatcher>();
  private readonly timeouts: typeof DEFAULT_TIMEOUTS;
  private readonly retry: typeof DEFAULT_RETRY;
  readonly redactor: Redactor;

  constructor(private readonly settings: ServiceSettings) {
    this.baseUrl = normalizeBaseUrl(settings.baseUrl);
    this.timeouts = { ...DEFAULT_TIMEOUTS, ...definedOnly(settings.timeouts) };
    const retry = { ...DEFAULT_RETRY, ...definedOnly(settings.retry) };
    this.retry = { ...retry, maxAttempts: Math.min(MAX_ATTEMPTS, Math.max(1, Math.floor(retry.maxAttempts))) };
    this.redactor = settings.redactor ?? new Redactor();
  }

  /** Closes every connection. */
  async close(): Promise<void> {
    const all = [...this.dispatchers.values()];
    this.dispatchers.clear();
    await Promise.all(all.map((d) => d.close().catch(() => undefined)));
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
        throw new ConfigError(`Refusing to send credentials to ${url.origin}: only ${this.baseUrl} receives them.`, 'baseUrl');
      }
      const allowed = allowedCredentials(url.pathname);
      if (allowed && !allowed.includes(req.credential.kind)) {
        throw new ConfigError(
          `A ${credentialName(req.credential.kind)} cannot be used for ${url.pathname.startsWith('/user') ? 'the account (administrative) requests' : url.pathname}; it takes ${allowed.map(credentialName).join(' or ')}.`,
          req.credential.kind,
        );
      }
      this.redactor.add(req.credential.bearer);
    }
    const label = req.label ?? `${req.method} ${url.pathname}`;
    const sleep = this.settings.sleep ?? delay;
    for (let attempt = 1; ; attempt++) {
      throwIfAborted(req.signal);
      const started = Date.now();
      let bodyStarted = false;
      try {
        const body = req.body ? this.trackBody(req.body, () => (bodyStarted = true), req.onUploadProgress) : undefined;
        const response = await request(url, {
          method: req.method,
          dispatcher: this.dispatcherFor(url),
          headers: this.headersFor(req),
          body,
          signal: req.signal,
        });
        const ms = Date.now() - started;
        if (response.statusCode >= 200 && response.statusCode < 300) {
          this.log('debug', `${label}: ${response.statusCode} in ${ms} ms`);
          return Object.assign(response, { requestUrl: url });
        }
        const retryable = response.statusCode === 503 || response.statusCode === 429;
        const retryAfter = parseRetryAfter(response.headers['retry-after']);
        const text = await readText(response).catch(() => '');
        // Once a request reached the server whole, only the service's own "slow down" (a
        // Retry-After, or Code 5030) proves nothing was converted; a gateway's bare 503 may come
        // after the work was done, and sending it again could convert and charge twice.
        const reached = bodyStarted || (req.method !== 'GET' && !req.body);
        const throttled = retryAfter !== undefined || codeOf(text) === 5030;
        // A server that asks for a longer pause than we are willing to wait gets an honest
        // "try again later" rather than an early retry it asked us not to make.
        if (retryable && (!reached || throttled) && attempt < this.retry.maxAttempts && (retryAfter === undefined || retryAfter <= this.retry.maxDelayMs)) {
          const wait = this.backoff(attempt, retryAfter);
          this.log('warn', `${label}: ${response.statusCode}, retrying in ${wait} ms (attempt ${attempt + 1} of ${this.retry.maxAttempts})`);
          await sleep(wait, req.signal);
          continue;
        }
        const error = errorFromBody(response, text, req.credential?.kind ?? req.queryCredentialKind, this.redactor);
        this.log('warn', `${label}: ${response.statusCode} ${error.code ?? ''} ${error.message}`);
        throw error;
      } catch (err) {
        if (err instanceof ConvertServiceError) {
          throw err;
        }
        // Only our own signal means "cancelled": undici also reports a proxy's refusal as an abort.
        if (req.signal?.aborted) {
          throw new CancelledError();
        }
        const mapped = networkError(err, url, this.dispatcherFor(url) instanceof ProxyAgent, this.redactor);
        // A POST without a body (Web→PDF) is complete once connected: only a failure to connect
        // proves the server never saw it.
        const sent = bodyStarted || (req.method !== 'GET' && !req.body && !failedToConnect(err));
        const safeToRetry = mapped.reason !== 'tls' && mapped.reason !== 'dns' && mapped.reason !== 'proxy' && (!sent || req.method === 'GET');
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
      throw new ConfigError(`Refusing to use ${url.protocol}//${url.host}: only https:// (or http:// on loopback) is allowed.`, 'baseUrl');
    }
    return url;
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

  private trackBody(body: ReplayableBody, onStart: () => void, onProgress?: (sent: number) => void): Readable {
    const source = body.open();
    const generator = (async function* () {
      let sent = 0;
      const chunks: AsyncIterable<Uint8Array> | Uint8Array[] =
        typeof source === 'string' ? [Buffer.from(source)] : Buffer.isBuffer(source) ? [source] : source;
      for await (const chunk of chunks) {
        onStart();
        sent += chunk.byteLength;
        yield chunk;
        onProgress?.(sent);
      }
    })();
    return Readable.from(generator, { objectMode: false });
  }

  private dispatcherFor(url: URL): Dispatcher {
    let dispatcher = this.dispatchers.get(url.origin);
    if (!dispatcher) {
      const strict = this.settings.proxy?.strictSSL ?? true;
      const tls = { timeout: this.timeouts.connectMs, rejectUnauthorized: strict };
      // An idle socket is kept 4 s unless the server's Keep-Alive header says otherwise: a socket
      // the server has already closed would fail the next upload after its body started, and
      // such a POST cannot be retried safely.
      const common = { headersTimeout: this.timeouts.headersMs, bodyTimeout: this.timeouts.bodyMs, keepAliveTimeout: 4_000 };
      const proxyUrl = this.settings.proxy?.url?.trim();
      dispatcher =
        proxyUrl && !bypassesProxy(url, this.settings.proxy?.noProxy ?? [])
          ? new ProxyAgent({ ...common, uri: proxyUrl, proxyTls: tls, requestTls: tls })
          : new Agent({ ...common, connect: tls });
      this.dispatchers.set(url.origin, dispatcher);
    }
    return dispatcher;
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

/**
 * True when requests to `url` go direct although a proxy is set: loopback hosts always (a proxy
 * cannot reach this machine's loopback), and hosts on the no-proxy list. Entries are host names
 * ("example.com" also matches its subdomains, as do ".example.com" and "*.example.com"), IP
 * literals ("[::1]" or "::1"), optionally with ":port"; "*" bypasses the proxy for every host.
 */
export function bypassesProxy(url: URL, noProxy: readonly string[]): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isLoopbackHost(host)) {
    return true;
  }
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  for (const raw of noProxy.flatMap((e) => e.split(/[\s,]+/))) {
    const entry = raw.trim().toLowerCase();
    if (entry === '') {
      continue;
    }
    if (entry === '*') {
      return true;
    }
    // "[v6]:port", "host:port", "[v6]", bare "v6" (more than one colon), or a host name.
    const m = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry) ?? (entry.split(':').length === 2 ? /^([^:]+):(\d+)$/.exec(entry) : null);
    const entryHost = (m ? m[1] : entry).replace(/^\*?\./, '');
    const entryPort = m?.[2] ? Number(m[2]) : undefined;
    if (entryPort !== undefined && entryPort !== port) {
      continue;
    }
    if (host === entryHost || host.endsWith(`.${entryHost}`)) {
      return true;
    }
  }
  return false;
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
export function bodyError(err: unknown, response: Pick<HttpResponse, 'requestUrl'> | undefined, signal?: AbortSignal): ConvertServiceError | Error {
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

/** A short, redacted, single-line excerpt of a body, for messages. */
export function excerpt(text: string, redactor: Redactor, max = 120): string {
  const line = redactor.redact(text).replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max)}…` : line || '(empty body)';
}

/** Parses a 2xx JSON body; anything else is a BadResponseError naming the status. */
export async function readJson(response: HttpResponse, redactor: Redactor, limit = MAX_JSON_BODY, signal?: AbortSignal): Promise<unknown> {
  const { text, truncated } = await readCapped(response, limit, signal);
  if (truncated) {
    throw new BadResponseError(
      `The service answered ${response.statusCode} with a JSON body larger than ${Math.round(limit / (1024 * 1024))} MiB, more than the extension reads in one piece.`,
      { status: response.statusCode },
      excerpt(text.slice(0, 200), redactor),
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadResponseError(
      `The service answered ${response.statusCode} with a body that is not JSON: "${excerpt(text, redactor)}".`,
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

const CREDENTIAL_NAMES: Record<CredentialKind | 'none', string> = {
  apiToken: 'API Token',
  serviceJwt: 'JWT from the token endpoint',
  selfSignedJwt: 'self-signed JWT',
  masterToken: 'Master Token',
  none: 'credential',
};

/** A readable name for a credential kind, for messages. */
export function credentialName(kind: CredentialKind | 'none'): string {
  return CREDENTIAL_NAMES[kind];
}

/** Turns a non-2xx response into the matching typed error. Always consumes the body. */
export async function errorFromResponse(response: HttpResponse, credential: CredentialKind | undefined, redactor: Redactor): Promise<ConvertServiceError> {
  const text = await readText(response).catch(() => '');
  return errorFromBody(response, text, credential, redactor);
}

/** The server's `Code` in an error body, when it has one. */
export function codeOf(text: string): number | undefined {
  try {
    const c = member(JSON.parse(text), 'Code');
    return typeof c === 'number' ? c : typeof c === 'string' && /^\d+$/.test(c) ? Number(c) : undefined;
  } catch {
    return undefined;
  }
}

/** Turns a non-2xx status and its (already read) body into the matching typed error. */
export function errorFromBody(response: Pick<HttpResponse, 'statusCode' | 'headers'>, text: string, credential: CredentialKind | undefined, redactor: Redactor): ConvertServiceError {
  const status = response.statusCode;
  let code: number | undefined;
  let serverMessage: string | undefined;
  let isJson = false;
  try {
    const parsed = JSON.parse(text) as unknown;
    const c = member(parsed, 'Code');
    const m = member(parsed, 'Message');
    code = typeof c === 'number' ? c : typeof c === 'string' && /^\d+$/.test(c) ? Number(c) : undefined;
    serverMessage = typeof m === 'string' ? redactor.redact(m) : undefined;
    isJson = true;
  } catch {
    // Not JSON: a proxy's page or an empty body; the status still tells what happened.
  }
  const said = serverMessage ? ` The service said: "${serverMessage}"` : isJson ? '' : ` (body: "${excerpt(text, redactor)}")`;
  const details = { status, code, serverMessage };
  const kind = credential ?? 'none';
  switch (true) {
    case status === 401:
      return new AuthError(
        code === 4013 || !credential
          ? `No credential was sent, or the service did not find it (401).${said}`
          : `The ${credentialName(kind)} was refused (401).${said}`,
        kind,
        details,
      );
    case status === 403:
      return code === 4031
        ? new QuotaError(`The API Token's own consumption limit is used up (403).${said}`, 'token', details)
        : new QuotaError(`No conversions are left on the account (403).${said}`, 'account', details);
    case status === 404:
      return new NotFoundError(`The service has no such converter or resource (404).${said}`, details);
    case status === 413:
      return new TooLargeError(`The file is larger than the service accepts (413).${said}`, details);
    case status >= 400 && status < 500:
      return new RequestError(`The service refused the request (${status}).${said}`, details);
    case status < 400:
      // Redirects are not followed: the service never sends one, a captive portal or proxy might.
      return new BadResponseError(`The service answered ${status} (a redirect or another unexpected status) instead of a result. Check the service address and your proxy.`, { status }, excerpt(text, redactor));
    default:
      return new ServiceError(
        status === 503 || status === 429
          ? `The service is busy (${status}) and asked us to slow down; try again in a moment.${said}`
          : code !== undefined && code >= 5001 && code <= 5009
            ? // 5001..5009: the service ran the converter and it could not convert this input.
              `The service could not convert the file (${status}, code ${code}).${said}`
            : `The service failed (${status}).${said}`,
        { ...details, retryAfterSeconds: (() => { const ms = parseRetryAfter(response.headers['retry-after']); return ms === undefined ? undefined : Math.round(ms / 1000); })() },
      );
  }
}

function errorCodes(err: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] };
    if (typeof e.code === 'string') {
      codes.push(e.code);
    }
    if (typeof e.name === 'string') {
      codes.push(e.name);
    }
    if (Array.isArray(e.errors)) {
      for (const inner of e.errors) {
        codes.push(...errorCodes(inner));
      }
    }
    current = e.cause;
  }
  return codes;
}

function messages(err: unknown): string {
  const parts: string[] = [];
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { message?: unknown; cause?: unknown };
    if (typeof e.message === 'string') {
      parts.push(e.message);
    }
    current = e.cause;
  }
  return parts.join(' | ');
}

/** Maps a low-level failure to a NetworkError that names its cause and the host (never the URL). */
/** True when the connection was never made (refused, or the connect timeout): nothing reached the server. */
export function failedToConnect(err: unknown): boolean {
  return errorCodes(err).some((c) => c === 'ECONNREFUSED' || c === 'UND_ERR_CONNECT_TIMEOUT' || c === 'ConnectTimeoutError');
}

export function networkError(err: unknown, url: URL, proxied = false, redactor?: Redactor): NetworkError {
  const codes = errorCodes(err);
  const has = (...names: string[]): boolean => codes.some((c) => names.includes(c) || names.some((n) => n.endsWith('*') && c.startsWith(n.slice(0, -1))));
  const host = url.host;
  let reason: NetworkCause = 'other';
  let message: string;
  if (has('ECONNREFUSED')) {
    reason = 'refused';
    message = `The connection to ${host} was refused: is the service address right and the service running?`;
  } else if (has('ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL')) {
    reason = 'dns';
    message = `The host ${host} could not be found (DNS). Check the service address and your network.`;
  } else if (has('UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT', 'TimeoutError', 'HeadersTimeoutError', 'BodyTimeoutError', 'ConnectTimeoutError')) {
    reason = 'timeout';
    message = `${host} did not answer in time. Check your network, or raise the timeout settings.`;
  } else if (has('CERT_*', 'ERR_TLS_*', 'ERR_SSL_*', 'DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN', 'UNABLE_TO_*', 'HOSTNAME_MISMATCH', 'EPROTO')) {
    reason = 'tls';
    message = `The secure connection to ${host} failed (certificate or TLS). Check the service address, or your proxy's certificate and http.proxyStrictSSL.`;
  } else if (has('UND_ERR_PRX_TLS', 'ProxyError', 'UND_ERR_PROXY') || /Proxy response \(\d+\)|Proxy Authentication Required/i.test(messages(err))) {
    reason = 'proxy';
    message = `The proxy refused or failed the connection to ${host}. Check http.proxy.`;
  } else if (has('ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE', 'SocketError', 'UND_ERR_CLOSED')) {
    reason = 'reset';
    message = `The connection to ${host} was closed before the answer was complete.`;
  } else {
    const detail = String((err as Error)?.message ?? err);
    message = `The request to ${host} failed: ${redactor ? redactor.redact(detail) : redactPatterns(detail)}.`;
  }
  if (proxied && reason !== 'proxy') {
    message += ' The request went through the proxy set in http.proxy; check it too.';
  }
  return new NetworkError(message, reason, host, err);
}

/** For log lines: the URL without any credential in it. */
export function safeUrl(url: URL | string): string {
  return redactUrl(typeof url === 'string' ? url : url.toString());
}
