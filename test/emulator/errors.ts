/**
 * Errors the emulator answers with. Every error body is `{"Code", "Message"}` (CONTRACT.md);
 * the codes below are the contract's, plus two of our own where none fits (4050, 5000).
 */

export const ErrorCode = {
  validation: 4000,
  badMasterToken: 4010,
  badApiToken: 4011,
  badJwt: 4012,
  noCredentials: 4013,
  accountInactive: 4015,
  noConversionsLeft: 4030,
  tokenLimitUsedUp: 4031,
  notFound: 4040,
  /** Not in the contract: a known path with a method it does not serve. */
  methodNotAllowed: 4050,
  fileTooLarge: 4130,
  conversionFailed: 5001,
  /** Not in the contract: a bug in the emulator itself, never a conversion failure. */
  internal: 5000,
  throttled: 5030,
} as const;

/** An error that becomes an HTTP answer with a JSON `{Code, Message}` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly headers: Readonly<Record<string, string>>;
  constructor(status: number, code: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

/** 400 code 4000 naming the member or parameter at fault. */
export function validationError(message: string): ApiError {
  return new ApiError(400, ErrorCode.validation, message);
}

/** 401 with the given code. */
export function unauthorized(code: number, message: string): ApiError {
  return new ApiError(401, code, message, { 'WWW-Authenticate': 'Bearer' });
}

/** 404 code 4040. */
export function notFound(message: string): ApiError {
  return new ApiError(404, ErrorCode.notFound, message);
}

/** 413 code 4130. */
export function fileTooLarge(limit: number): ApiError {
  return new ApiError(413, ErrorCode.fileTooLarge, `The file is larger than this server's limit of ${limit} bytes.`);
}
