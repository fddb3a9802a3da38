/**
 * Typed errors of the service layer. Every message is safe to show to a user: it never holds
 * a token, a secret or a URL with credentials in it. An error carries a message code and its
 * data; its English `message` (the log, the command line) is the catalogue's wording of them
 * (./wordings/catalogue.ts), which the VS Code layer says in the user's language, with a next step.
 */

import type { MessageCode, MessageData } from './messageCodes';
import { englishText, type CodedMessage } from './wordings/catalogue';

/** Which credential a request used (or should have used). */
export type CredentialKind = 'apiToken' | 'serviceJwt' | 'selfSignedJwt' | 'masterToken';

/**
 * What an error says: a message code with its data, or, from the VS Code layer only, a sentence it
 * has already put in the user's language.
 */
export type Said = CodedMessage | string;

/** A message code and its data, as an error takes them. */
export function coded(messageCode: MessageCode, messageData?: MessageData): CodedMessage {
  return messageData === undefined ? { messageCode } : { messageCode, messageData };
}

export interface ErrorDetails {
  status?: number;
  code?: number;
  serverMessage?: string;
  invalidParameters?: InvalidParameters;
}

type ServerDetails = { status?: number; code?: number; serverMessage?: string };

/**
 * Base class: `kind` lets callers switch on the failure. Each class names itself (`name`, as the
 * log shows it: "AuthError: …"): the activation bundle is minified without esbuild's keepNames,
 * so a class's own name there is not its source name (test/unit/service/errors/errorNames.test.ts).
 */
export abstract class ConvertServiceError extends Error {
  abstract readonly kind: ServiceFailure['kind'];
  /** HTTP status, when the server answered. */
  readonly status?: number;
  /** The server's `Code`, when its body had one. */
  readonly code?: number;
  /** The server's `Message`, when its body had one (already redacted). */
  readonly serverMessage?: string;
  /** 400/4000: the parameters the service refused, each with its reasons (already redacted), so the user can fix the right one. */
  readonly invalidParameters?: InvalidParameters;
  /**
   * A stable id of the wording, when the VS Code layer has one for it: it words the error in the
   * user's language from this and `messageData`; `message` stays English, for the log.
   */
  readonly messageCode?: MessageCode;
  readonly messageData?: MessageData;

  constructor(said: Said, details: ErrorDetails = {}) {
    // No `cause`: a low-level error may hold a credential (a header value, a URL with Token=);
    // what the user needs is in the message, the codes and the data.
    super(typeof said === 'string' ? said : englishText(said));
    this.status = details.status;
    this.code = details.code;
    this.serverMessage = details.serverMessage;
    this.invalidParameters = details.invalidParameters;
    if (typeof said !== 'string') {
      this.messageCode = said.messageCode;
      this.messageData = said.messageData;
    }
  }
}

/** A refusal that names the credential the request used. */
abstract class CredentialRefusal extends ConvertServiceError {
  constructor(
    said: Said,
    /** The credential the request used: refused (AuthError), or recognised (AccountError). */
    readonly credential: CredentialKind | 'none',
    details: ServerDetails = {},
  ) {
    super(said, details);
  }
}

/** 401: the credential is invalid, expired, refused for this endpoint, or missing. */
export class AuthError extends CredentialRefusal {
  override name = 'AuthError';
  readonly kind = 'auth';
}

/**
 * 401 that refuses the account, not the credential: Code 4015 (the account is inactive) and
 * 4017 (listed by the service, meaning not published). The service recognised the credential,
 * so it is not marked bad and the person is sent to the dashboard, not to set another token.
 */
export class AccountError extends CredentialRefusal {
  override name = 'AccountError';
  readonly kind = 'account';
}

/** 403, or Code 4014 with 401 or 403: no conversions left on the account, or the API Token's own limit is used up. Never a bad credential. */
export class QuotaError extends ConvertServiceError {
  override name = 'QuotaError';
  readonly kind = 'quota';
  constructor(
    said: Said,
    readonly scope: 'account' | 'token',
    details: ServerDetails = {},
  ) {
    super(said, details);
  }
}

/** 404: no such converter (or resource). */
export class NotFoundError extends ConvertServiceError {
  override name = 'NotFoundError';
  readonly kind = 'notFound';
}

/** The parameters a 400/4000 named, each with the service's reasons (already sanitised). */
export type InvalidParameters = Readonly<Record<string, readonly string[]>>;

/** 400 and other 4xx: the server refused the request as malformed. */
export class RequestError extends ConvertServiceError {
  override name = 'RequestError';
  readonly kind = 'request';
}

/** 413: the file is larger than the server accepts. */
export class TooLargeError extends ConvertServiceError {
  override name = 'TooLargeError';
  readonly kind = 'tooLarge';
}

/** 5xx: the conversion failed on the server, or the server is throttling (after retries). */
export class ServiceError extends ConvertServiceError {
  override name = 'ServiceError';
  readonly kind = 'service';
  constructor(said: Said, details: ServerDetails & { retryAfterSeconds?: number } = {}) {
    super(said, details);
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
  /** Seconds the server asked us to wait (503 Retry-After), when it said. */
  readonly retryAfterSeconds?: number;
}

/** 500/5000: the conversion outlasted the Timeout the client sent; a longer request timeout may help. */
export class ConversionTimeoutError extends ServiceError {
  override name = 'ConversionTimeoutError';
}

/** 500/5003: the document is password-protected; the caller may ask for the password and try again. */
export class PasswordProtectedError extends ServiceError {
  override name = 'PasswordProtectedError';
}

/** Why a request never got a usable answer. */
export type NetworkCause = 'refused' | 'dns' | 'tls' | 'timeout' | 'reset' | 'proxy' | 'other';

/** The request did not get an answer: refused, DNS, TLS, timeout, reset. */
export class NetworkError extends ConvertServiceError {
  override name = 'NetworkError';
  readonly kind = 'network';
  constructor(
    said: Said,
    readonly reason: NetworkCause,
    /** The host that could not be reached (never a full URL, so never a query token). */
    readonly host: string,
    /** `status` when something answered, but not the service (a proxy's page). */
    details: Pick<ErrorDetails, 'status'> = {},
  ) {
    super(said, details);
  }
}

/** The server answered with something that is not JSON, or not the expected shape. */
export class BadResponseError extends ConvertServiceError {
  override name = 'BadResponseError';
  readonly kind = 'badResponse';
  constructor(
    said: Said,
    details: { status?: number },
    /** A short, redacted excerpt of what came back. */
    readonly excerpt: string,
  ) {
    super(said, details);
  }
}

/** The settings or the call are wrong before anything is sent (base URL, wrong credential for an endpoint). */
export class ConfigError extends ConvertServiceError {
  override name = 'ConfigError';
  readonly kind = 'config';
  constructor(
    said: Said,
    /** The setting or input to fix, e.g. "baseUrl". */
    readonly setting?: string,
  ) {
    super(said);
  }

  /** The error for a validator's finding about `setting`. */
  static of(found: CodedMessage, setting?: string): ConfigError {
    return new ConfigError(found, setting);
  }
}

/** The target file exists and the caller did not agree to overwrite it. */
export class OutputExistsError extends ConvertServiceError {
  override name = 'OutputExistsError';
  readonly kind = 'outputExists';
  constructor(readonly path: string) {
    super(coded('file.outputExists', { path }));
  }
}

/** The caller aborted the operation. Not a failure: the UI stays silent. */
export class CancelledError extends ConvertServiceError {
  override name = 'CancelledError';
  readonly kind = 'cancelled';
  constructor() {
    // Commands stay silent on it; a language model tool still answers the model with a sentence.
    super(coded('operation.cancelled'));
  }
}

/*
 * Failures of this machine's file system while saving a result (the mapping from errno codes is
 * in localErrors.ts). They are not the network's fault and need another next step.
 */
/** What went wrong locally. */
export type LocalFileCause =
  | 'diskFull'
  | 'permission'
  | 'pathTooLong'
  | 'isDirectory'
  | 'notDirectory'
  | 'readOnly'
  | 'exists'
  | 'notFound'
  | 'tooManyFiles'
  | 'other';

/** A result could not be written, moved into place, or its folder created. */
export class LocalFileError extends ConvertServiceError {
  override name = 'LocalFileError';
  readonly kind = 'localFile';
  constructor(
    readonly reason: LocalFileCause,
    /** The file (or folder) that could not be written. */
    readonly path: string | undefined,
    /** The system's code: ENOSPC, EACCES, or VS Code's NoPermissions, … */
    readonly errno: string,
  ) {
    // describeLocalFileError words it from these, adding whether the conversion was charged.
    super(coded('local.writeFailed', { reason, errno, ...(path === undefined ? {} : { path }) }));
  }
}

/** Every error the service layer throws, told apart by its literal `kind`. */
export type ServiceFailure =
  | AuthError
  | AccountError
  | QuotaError
  | NotFoundError
  | RequestError
  | TooLargeError
  | ServiceError
  | NetworkError
  | BadResponseError
  | ConfigError
  | OutputExistsError
  | LocalFileError
  | CancelledError;

export type FailureKind = ServiceFailure['kind'];

/** Every kind, so that `classifyError` knows one by its value (a kind left out here fails to compile). */
const KINDS: Readonly<Record<FailureKind, true>> = {
  auth: true,
  account: true,
  quota: true,
  notFound: true,
  request: true,
  tooLarge: true,
  service: true,
  network: true,
  badResponse: true,
  config: true,
  outputExists: true,
  localFile: true,
  cancelled: true,
};

/**
 * The one classifier: the typed error `err` is, narrowed by its `kind` (checked by value, not
 * instanceof, so that an error from another bundle's copy of these classes still counts); an
 * abort from Node or undici counts as a CancelledError. Anything else is undefined: unexpected.
 */
export function classifyError(err: unknown): ServiceFailure | undefined {
  const e = err as { kind?: unknown; name?: unknown; code?: unknown } | undefined;
  if (err instanceof Error && typeof e?.kind === 'string' && Object.hasOwn(KINDS, e.kind)) {
    return err as ServiceFailure;
  }
  if (e?.name === 'AbortError' || e?.code === 'UND_ERR_ABORTED' || e?.code === 'ABORT_ERR') {
    return new CancelledError();
  }
  return undefined;
}

/** True when `err` is (or wraps) a cancellation. */
export function isCancellation(err: unknown): boolean {
  return classifyError(err)?.kind === 'cancelled';
}
