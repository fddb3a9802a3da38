/**
 * Errors the emulator answers with: `{"Code", "Message", "InvalidParameters"?}` (CONTRACT.md,
 * "Errors"). Each code is used only with the meaning the service's response-code page gives it;
 * where the table has no code (404, 405, 413, 415) the emulator sends the HTTP status as Code.
 */

export const ErrorCode = {
  /** Parameter validation error; always with InvalidParameters. */
  validation: 4000,
  /** An application/octet-stream body without Content-Disposition. */
  noContentDisposition: 4001,
  /** A JSON body that is not valid JSON. */
  badJson: 4002,
  badMasterToken: 4010,
  badApiToken: 4011,
  badJwt: 4012,
  noCredentials: 4013,
  /** No conversions left on the account (401 or 403, the account's QuotaStatus). */
  noConversionsLeft: 4014,
  accountInactive: 4015,
  /** Guess: the API Token's own consumption limit is used up (403). */
  tokenLimitUsedUp: 4031,
  /** No code in the table: the status itself. */
  notFound: 404,
  methodNotAllowed: 405,
  fileTooLarge: 413,
  unsupportedMediaType: 415,
  conversionTimeout: 5000,
  conversionFailed: 5001,
  fileDamaged: 5002,
  passwordProtected: 5003,
  /** 5005–5008 as the response-code page has them now (CONTRACT.md revision 3; the 2021 meanings are gone). */
  cannotDeleteAllPages: 5005,
  unicodePasswordEncryption: 5006,
  /** The PDF cannot be decrypted (a wrong Password). */
  cannotDecrypt: 5007,
  /** Unable to access the file: a remote file (`File=<URL>`, a web page) that cannot be fetched. */
  remoteFileUnavailable: 5008,
  invalidFileId: 5009,
  /** The file link is incorrect (web→pdf: a Url that is no http(s) address). */
  fileLinkIncorrect: 50010,
  /** A bug in the emulator itself: a plain 500, never a conversion failure code. */
  internal: 500,
  throttled: 503,
} as const;

/** Names of parameters at fault, each with the reasons. */
export type InvalidParameters = Readonly<Record<string, readonly string[]>>;

/** An error that becomes an HTTP answer with a JSON `{Code, Message}` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly invalidParameters?: InvalidParameters;
  constructor(status: number, code: number, message: string, headers: Record<string, string> = {}, invalidParameters?: InvalidParameters) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.headers = headers;
    if (invalidParameters !== undefined) {
      this.invalidParameters = invalidParameters;
    }
  }

  /** The JSON body the service sends for this error. */
  body(): Record<string, unknown> {
    return { Code: this.code, Message: this.message, ...(this.invalidParameters ? { InvalidParameters: this.invalidParameters } : {}) };
  }
}

/** 400 code 4000 with InvalidParameters naming each parameter at fault. */
export function invalidParameters(problems: InvalidParameters): ApiError {
  return new ApiError(400, ErrorCode.validation, 'Parameter validation error.', {}, problems);
}

/** 400 code 4000 for one parameter or JSON member. */
export function validationError(name: string, why: string): ApiError {
  return invalidParameters({ [name]: [why] });
}

/** 401 with the given code. */
export function unauthorized(code: number, message: string): ApiError {
  return new ApiError(401, code, message, { 'WWW-Authenticate': 'Bearer' });
}

/** 400 code 4002: a JSON body the emulator cannot use. */
export function badJson(message: string): ApiError {
  return new ApiError(400, ErrorCode.badJson, message);
}

/** 404. */
export function notFound(message: string): ApiError {
  return new ApiError(404, ErrorCode.notFound, message);
}

/** 413 (guess: the service documents no size limit). */
export function fileTooLarge(limit: number): ApiError {
  return new ApiError(413, ErrorCode.fileTooLarge, `The file is larger than this server's limit of ${limit} bytes.`);
}

/** 415: a file type the converter (or the file server) does not take. */
export function unsupportedType(message: string): ApiError {
  return new ApiError(415, ErrorCode.unsupportedMediaType, message);
}

/** 500 with a conversion failure code (5000-5009, 50010). */
export function conversionError(code: number, message: string): ApiError {
  return new ApiError(500, code, message);
}

/** 405 with the Allow header. */
export function methodNotAllowed(method: string, allowed: readonly string[]): ApiError {
  return new ApiError(405, ErrorCode.methodNotAllowed, `${method} is not served here; use ${allowed.join(' or ')}.`, {
    Allow: allowed.join(', '),
  });
}
