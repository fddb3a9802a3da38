/**
 * The service's failures as typed errors with message codes and data, and what keeps secrets out of
 * them: the redactor and the sanitiser of server text. Imports nothing of the service.
 */
export { blockedPageError, isForeignRefusal, withoutBom } from './blockedPage';
export { busyError } from './busy';
export { conversionsCharged, markCharged } from './charged';
export { jobLeftRunning, markJobLeftRunning } from './leftRunning';
export {
  AccountError,
  AuthError,
  BadResponseError,
  CancelledError,
  classifyError,
  ConfigError,
  ConversionTimeoutError,
  ConvertServiceError,
  type CredentialKind,
  type InvalidParameters,
  isCancellation,
  type LocalFileCause,
  LocalFileError,
  type NetworkCause,
  NetworkError,
  NotFoundError,
  OutputExistsError,
  PasswordProtectedError,
  QuotaError,
  RequestError,
  ServiceError,
  TooLargeError,
} from './errors';
export { localFileError } from './localErrors';
export { type MessageCode, type MessageData, problem, type Problem, serverWords } from './messageCodes';
export { Redactor, redactPatterns, redactUrl } from './redact';
export { serverText } from './sanitize';
export { bodyExcerpt, isPlainServerBody, isPlainServerMessage, pageWords } from './plainServerMessage';
