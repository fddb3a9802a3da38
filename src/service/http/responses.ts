/**
 * Reading the service's answers: bodies with caps, JSON, and the mapping of statuses, error
 * bodies and low-level failures to the typed errors of errors.ts.
 */
import {
  AccountError,
  AuthError,
  BadResponseError,
  CancelledError,
  ConversionTimeoutError,
  ConvertServiceError,
  NetworkError,
  PasswordProtectedError,
  NotFoundError,
  QuotaError,
  RequestError,
  ServiceError,
  TooLargeError,
  type CredentialKind,
  type InvalidParameters,
  type NetworkCause,
  type MessageCode,
  type MessageData,
  serverWords,
  Redactor,
  redactPatterns,
  serverText,
  busyError,
  blockedPageError,
  isForeignRefusal,
  withoutBom,
} from '../errors';

import type { ResponseBody } from './sendOnce';

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

/** A short, redacted, single-line excerpt of a body, for messages. */
export function excerpt(text: string, redactor: Pick<Redactor, 'redact'>, max = 120): string {
  return serverText(text, redactor, max) || '(empty body)';
}

/** Parses a 2xx JSON body; anything else is a BadResponseError naming the status. */
export async function readJson(response: HttpResponse, redactor: Redactor, limit = MAX_JSON_BODY, signal?: AbortSignal): Promise<unknown> {
  const { text, truncated } = await readCapped(response, limit, signal);
  if (truncated) {
    const mib = Math.round(limit / (1024 * 1024));
    throw new BadResponseError(
      `The service answered ${response.statusCode} with a JSON body larger than ${mib} MiB, more than the extension reads in one piece.`,
      { status: response.statusCode, messageCode: 'response.jsonTooLarge', messageData: { status: response.statusCode, mib } },
      excerpt(text.slice(0, 200), redactor),
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadResponseError(
      `The service answered ${response.statusCode} with a body that is not JSON: "${excerpt(text, redactor)}".`,
      {
        status: response.statusCode,
        messageCode: 'response.notJson',
        messageData: { status: response.statusCode, excerpt: excerpt(text, redactor) },
      },
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

/** The server's `Code` in an error body, when it has one. */
export function codeOf(text: string): number | undefined {
  try {
    const c = member(JSON.parse(text), 'Code');
    return typeof c === 'number' ? c : typeof c === 'string' && /^\d+$/.test(c) ? Number(c) : undefined;
  } catch {
    return undefined;
  }
}

/** Reads `InvalidParameters` (400/4000): each name with its reasons, sanitised; undefined when absent or empty. */
export function invalidParametersOf(parsed: unknown, redactor: Pick<Redactor, 'redact'>): InvalidParameters | undefined {
  const raw = member(parsed, 'InvalidParameters');
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return undefined;
  }
  const out: Record<string, string[]> = {};
  for (const [name, why] of Object.entries(raw as Record<string, unknown>).slice(0, 20)) {
    const reasons = (Array.isArray(why) ? why : [why])
      .filter((r): r is string => typeof r === 'string')
      .map((r) => serverText(r, redactor, 200));
    out[serverText(name, redactor, 60)] = reasons;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** "StoreFile: must be true or false; Timeout: …": what a user reads to find the parameter to fix. */
export function describeInvalidParameters(params: InvalidParameters): string {
  return Object.entries(params)
    .map(([name, reasons]) => (reasons.length > 0 ? `${name}: ${reasons.join(' ')}` : name))
    .join('; ')
    .replace(/[.…\s]+$/, '');
}

/** True when a 401/403 means "no conversions left" rather than a refused credential (CONTRACT.md, Errors). */
export function isQuotaAnswer(status: number, code: number | undefined): boolean {
  return status === 403 || (status === 401 && code === 4014);
}

/** Turns a non-2xx status and its (already read) body into the matching typed error. */
export function errorFromBody(
  response: Pick<HttpResponse, 'statusCode' | 'headers' | 'requestUrl'>,
  text: string,
  credential: CredentialKind | undefined,
  redactor: Redactor,
): ConvertServiceError {
  const status = response.statusCode;
  let code: number | undefined;
  let serverMessage: string | undefined;
  let invalidParameters: InvalidParameters | undefined;
  let isJson = false;
  try {
    const parsed = JSON.parse(withoutBom(text)) as unknown;
    const c = member(parsed, 'Code');
    const m = member(parsed, 'Message');
    code = typeof c === 'number' ? c : typeof c === 'string' && /^\d+$/.test(c) ? Number(c) : undefined;
    // One line, capped, redacted: a line break in Message could forge a log line.
    serverMessage = typeof m === 'string' ? serverText(m, redactor) : undefined;
    invalidParameters = invalidParametersOf(parsed, redactor);
    isJson = true;
  } catch {
    // Not JSON: a proxy's page or an empty body; the status still tells what happened.
  }
  const { text: said, data: saidData } = serverWords(serverMessage, isJson ? undefined : excerpt(text, redactor));
  const details = { status, code, serverMessage, invalidParameters };
  const coded = (messageCode: MessageCode, data: MessageData = {}): { messageCode: MessageCode; messageData: MessageData } => ({
    messageCode,
    messageData: { status, ...data, ...saidData },
  });
  const kind = credential ?? 'none';
  switch (true) {
    // A proxy's or portal's page is no answer of the service: not its quota (CONTRACT.md, Errors: bodies that are not JSON).
    case isForeignRefusal(status, response.headers, text):
      return blockedPageError(status, response.requestUrl?.host ?? '?', text, redactor);
    // Before 401: Code 4014 comes as 401 on the real service, and it is no reason to drop a credential.
    case isQuotaAnswer(status, code):
      // 4031 is a guess; the message naming the token's limit is what the client can rely on.
      return code === 4031 || /consumption limit|token'?s? (own )?limit|limit of (the|this) token/i.test(serverMessage ?? '')
        ? new QuotaError(`The API Token's own consumption limit is used up (${status}).${said}`, 'token', {
            ...details,
            ...coded('quota.token'),
          })
        : new QuotaError(`No conversions are left on the account (${status}).${said}`, 'account', {
            ...details,
            ...coded('quota.account'),
          });
    // Codes that refuse the account, not the credential (CONTRACT.md, Errors): the token stays good.
    case status === 401 && (code === 4015 || code === 4017):
      return code === 4015
        ? new AccountError(
            `The account is inactive (401, code 4015): the service recognised the ${credentialName(kind)}, but the account cannot convert.${said}`,
            kind,
            { ...details, ...coded('account.inactive', { credential: kind }) },
          )
        : new AccountError(`The service refused the request (401, code ${code}).${said}`, kind, {
            ...details,
            ...coded('account.refused', { code: code ?? 401 }),
          });
    case status === 401:
      return code === 4013 || !credential
        ? new AuthError(`No credential was sent, or the service did not find it (401).${said}`, kind, {
            ...details,
            ...coded('auth.noCredential'),
          })
        : new AuthError(`The ${credentialName(kind)} was refused (401).${said}`, kind, {
            ...details,
            ...coded('auth.refused', { credential: kind }),
          });
    case status === 404:
      return new NotFoundError(`The service has no such converter or resource (404).${said}`, { ...details, ...coded('request.notFound') });
    case status === 413:
      return new TooLargeError(`The file is larger than the service accepts (413).${said}`, { ...details, ...coded('request.tooLarge') });
    // Before the other 4xx: a 429 is "slow down", not a refusal of the request.
    case status === 503 || status === 429:
      return busyError(status, parseRetryAfter(response.headers['retry-after']), details);
    case status >= 400 && status < 500:
      if (invalidParameters) {
        const parameters = describeInvalidParameters(invalidParameters);
        return new RequestError(`The service refused the parameters (${status}): ${parameters}.`, {
          ...details,
          messageCode: 'request.invalidParameters',
          messageData: { status, parameters },
        });
      }
      return new RequestError(`The service refused the request (${status}).${said}`, { ...details, ...coded('request.refused') });
    case status < 400:
      // Redirects are not followed: the service never sends one, a captive portal or proxy might.
      return new BadResponseError(
        `The service answered ${status} (a redirect or another unexpected status) instead of a result. Check the service address and your proxy.`,
        { status, messageCode: 'response.unexpectedStatus', messageData: { status } },
        excerpt(text, redactor),
      );
    default: {
      const ms = parseRetryAfter(response.headers['retry-after']);
      const failed = { ...details, retryAfterSeconds: ms === undefined ? undefined : Math.round(ms / 1000) };
      if (code === 5000) {
        return new ConversionTimeoutError(
          `The conversion took longer than the service was allowed (${status}, code 5000). Raise the request timeout setting and try again.${said}`,
          { ...failed, ...coded('service.timeout') },
        );
      }
      if (code === 5003) {
        return new PasswordProtectedError(`The file is password-protected (${status}, code 5003); it needs its password.${said}`, {
          ...failed,
          ...coded('service.passwordProtected'),
        });
      }
      // 5001 and up (5xxx, 5xxxx): the service ran the converter and it could not convert this input.
      return code !== undefined && code >= 5001
        ? new ServiceError(`The service could not convert the file (${status}, code ${code}).${said}`, {
            ...failed,
            ...coded('service.convertFailed', { code }),
          })
        : new ServiceError(`The service failed (${status}).${said}`, { ...failed, ...coded('service.failed') });
    }
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

/**
 * Names the certificate problem in words. An untrusted issuer is the usual sign of a network
 * that inspects TLS: the fix is its root certificate in the OS trust store (which VS Code hands
 * to extensions with http.systemCertificates), never switching certificate checks off.
 */
function tlsMessage(host: string, codes: readonly string[]): { message: string; messageCode: MessageCode; messageData: MessageData } {
  const code = codes.find((c) => /^(CERT_|ERR_TLS_|ERR_SSL_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_|HOSTNAME_MISMATCH)/.test(c));
  const named = code ? ` (${code})` : '';
  const messageData = { host, named };
  if (code && /^(UNABLE_TO_|SELF_SIGNED_CERT_IN_CHAIN|DEPTH_ZERO_SELF_SIGNED_CERT|CERT_UNTRUSTED|CERT_SIGNATURE_FAILURE)/.test(code)) {
    return {
      message:
        `The certificate of ${host} is not trusted: it is signed by a certificate authority this computer does not know${named}. ` +
        `If your network inspects secure connections (a corporate proxy or security software), add its root certificate to the operating system's trust store (ask your IT department); VS Code passes that store to extensions while http.systemCertificates is on.`,
      messageCode: 'network.tlsUntrusted',
      messageData,
    };
  }
  if (code && /^CERT_(HAS_EXPIRED|NOT_YET_VALID)/.test(code)) {
    return {
      message: `The certificate of ${host} is outside its validity period${named}. Check this computer's date and time.`,
      messageCode: 'network.tlsExpired',
      messageData,
    };
  }
  if (code && /ALTNAME|HOSTNAME_MISMATCH/.test(code)) {
    return {
      message: `The certificate presented for ${host} is for another host name${named}. Check the service address.`,
      messageCode: 'network.tlsHostname',
      messageData,
    };
  }
  return {
    message: `The secure connection to ${host} failed${named}. Check the service address and your network.`,
    messageCode: 'network.tls',
    messageData,
  };
}

/** True when the connection was never made (refused, or the connect timeout): nothing reached the server. */
export function failedToConnect(err: unknown): boolean {
  return errorCodes(err).some((c) => c === 'ECONNREFUSED' || c === 'UND_ERR_CONNECT_TIMEOUT' || c === 'ConnectTimeoutError');
}

/** Maps a low-level failure to a NetworkError that names its cause and the host (never the URL). */
export function networkError(err: unknown, url: URL, proxied = false, redactor?: Redactor): NetworkError {
  const codes = errorCodes(err);
  const has = (...names: string[]): boolean =>
    codes.some((c) => names.includes(c) || names.some((n) => n.endsWith('*') && c.startsWith(n.slice(0, -1))));
  const host = url.host;
  let reason: NetworkCause = 'other';
  let message: string;
  let messageCode: MessageCode = 'network.other';
  let messageData: Record<string, string | number> = { host };
  if (has('ECONNREFUSED')) {
    reason = 'refused';
    message = `The connection to ${host} was refused: is the service address right and the service running?`;
    messageCode = 'network.refused';
  } else if (has('ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL')) {
    reason = 'dns';
    message = `The host ${host} could not be found (DNS). Check the service address and your network.`;
    messageCode = 'network.dns';
  } else if (
    has(
      'UND_ERR_CONNECT_TIMEOUT',
      'UND_ERR_HEADERS_TIMEOUT',
      'UND_ERR_BODY_TIMEOUT',
      'ETIMEDOUT',
      'TimeoutError',
      'HeadersTimeoutError',
      'BodyTimeoutError',
      'ConnectTimeoutError',
    )
  ) {
    reason = 'timeout';
    message = `${host} did not answer in time. Check your network, or raise the timeout settings.`;
    messageCode = 'network.timeout';
  } else if (
    has(
      'CERT_*',
      'ERR_TLS_*',
      'ERR_SSL_*',
      'DEPTH_ZERO_SELF_SIGNED_CERT',
      'SELF_SIGNED_CERT_IN_CHAIN',
      'UNABLE_TO_*',
      'HOSTNAME_MISMATCH',
      'EPROTO',
    )
  ) {
    reason = 'tls';
    ({ message, messageCode, messageData } = tlsMessage(host, codes));
  } else if (/Proxy response \(407\)|Proxy Authentication Required/i.test(messages(err))) {
    reason = 'proxy';
    message = `The proxy asks for a sign-in (407 Proxy Authentication Required) before it connects to ${host}, and no accepted credentials were given. Sign in when VS Code asks for the proxy's credentials. Never put the password into http.proxy: settings are plain text and may be synced.`;
    messageCode = 'network.proxyAuth';
  } else if (has('UND_ERR_PRX_TLS', 'ProxyError', 'UND_ERR_PROXY') || /Proxy response \(\d+\)/i.test(messages(err))) {
    reason = 'proxy';
    message = `The proxy refused or failed the connection to ${host}. Check http.proxy.`;
    messageCode = 'network.proxy';
  } else if (has('ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE', 'SocketError', 'UND_ERR_CLOSED')) {
    reason = 'reset';
    message = `The connection to ${host} was closed before the answer was complete.`;
    messageCode = 'network.reset';
  } else {
    const raw = String((err as Error)?.message ?? err);
    const detail = redactor ? redactor.redact(raw) : redactPatterns(raw);
    message = `The request to ${host} failed: ${detail}.`;
    messageData = { host, detail };
  }
  if (proxied && reason !== 'proxy') {
    message += ' The request went through the proxy set in http.proxy; check it too.';
    messageData = { ...messageData, viaProxy: 1 };
  }
  return new NetworkError(message, reason, host, err, { messageCode, messageData });
}
