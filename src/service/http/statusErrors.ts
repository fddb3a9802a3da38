/**
 * An answer that is no success, read as the typed error it means: the status, the service's Code
 * and Message, InvalidParameters (CONTRACT.md, Errors).
 */
import {
  AccountError,
  AuthError,
  BadResponseError,
  ConversionTimeoutError,
  ConvertServiceError,
  PasswordProtectedError,
  NotFoundError,
  QuotaError,
  RequestError,
  ServiceError,
  TooLargeError,
  type CredentialKind,
  type InvalidParameters,
  type MessageData,
  coded,
  serverWords,
  Redactor,
  serverText,
  busyError,
  blockedPageError,
  isForeignRefusal,
  bodyExcerpt,
  isPlainServerMessage,
  withoutBom,
} from '../errors';
import { HttpResponse, parseRetryAfter, excerpt, member } from './responses';

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
  const body = isJson ? undefined : bodyExcerpt(text, redactor);
  // The person reads the service's words only when they are a sentence for a person, and an excerpt
  // of a page only when it holds no internals; internals (a library's error with its documentation
  // link, a stack frame) stay in the English message, for the log (wordings/wording.ts wordedData).
  const saidData: MessageData = {
    ...serverWords(serverMessage, body?.text),
    ...(serverMessage !== undefined && !isPlainServerMessage(serverMessage, response.requestUrl?.origin)
      ? { detailsInLog: 1 }
      : body?.plain === false
        ? { bodyInLog: 1 }
        : {}),
  };
  const details = { status, code, serverMessage, invalidParameters };
  const said: MessageData = { status, ...saidData };
  const kind = credential ?? 'none';
  switch (true) {
    // A proxy's or portal's page is no answer of the service: not its quota (CONTRACT.md, Errors: bodies that are not JSON).
    case isForeignRefusal(status, response.headers, text):
      return blockedPageError(status, response.requestUrl?.host ?? '?', text, redactor);
    // Before 401: Code 4014 comes as 401 on the real service, and it is no reason to drop a credential.
    case isQuotaAnswer(status, code):
      // 4031 is a guess; the message naming the token's limit is what the client can rely on.
      return code === 4031 || /consumption limit|token'?s? (own )?limit|limit of (the|this) token/i.test(serverMessage ?? '')
        ? new QuotaError(coded('quota.token', said), 'token', details)
        : new QuotaError(coded('quota.account', said), 'account', details);
    // Codes that refuse the account, not the credential (CONTRACT.md, Errors): the token stays good.
    case status === 401 && (code === 4015 || code === 4017):
      return code === 4015
        ? new AccountError(coded('account.inactive', { ...said, credential: kind }), kind, details)
        : new AccountError(coded('account.refused', { ...said, code: code ?? 401 }), kind, details);
    case status === 401:
      return code === 4013 || !credential
        ? new AuthError(coded('auth.noCredential', said), kind, details)
        : new AuthError(coded('auth.refused', { ...said, credential: kind }), kind, details);
    case status === 404:
      return new NotFoundError(coded('request.notFound', said), details);
    case status === 413:
      return new TooLargeError(coded('request.tooLarge', said), details);
    // Before the other 4xx: a 429 is "slow down", not a refusal of the request.
    case status === 503 || status === 429:
      return busyError(status, parseRetryAfter(response.headers['retry-after']), details);
    case status >= 400 && status < 500:
      if (invalidParameters) {
        const parameters = describeInvalidParameters(invalidParameters);
        return new RequestError(coded('request.invalidParameters', { status, parameters }), details);
      }
      return new RequestError(coded('request.refused', said), details);
    case status < 400:
      // Redirects are not followed: the service never sends one, a captive portal or proxy might.
      return new BadResponseError(coded('response.unexpectedStatus', { status }), { status }, excerpt(text, redactor));
    default: {
      const ms = parseRetryAfter(response.headers['retry-after']);
      const failed = { ...details, retryAfterSeconds: ms === undefined ? undefined : Math.round(ms / 1000) };
      if (code === 5000) {
        return new ConversionTimeoutError(coded('service.timeout', said), failed);
      }
      if (code === 5003) {
        return new PasswordProtectedError(coded('service.passwordProtected', said), failed);
      }
      // 5008: the service could not fetch a page or file by its address (CONTRACT.md, Errors);
      // "check that the file opens on your computer" would send the person the wrong way.
      if (code === 5008) {
        const { detailsInLog, ...words } = saidData;
        return new ServiceError(
          coded('service.remoteUnavailable', { status, ...words, ...(detailsInLog ? { bodyInLog: 1 } : {}) }),
          failed,
        );
      }
      // 5001 and up (5xxx, 5xxxx): the service ran the converter and it could not convert this input.
      return code !== undefined && code >= 5001
        ? new ServiceError(coded('service.convertFailed', { ...said, code }), failed)
        : new ServiceError(coded('service.failed', said), failed);
    }
  }
}
