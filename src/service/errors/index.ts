/**
 * The service's failures as typed errors with message codes and data, the one catalogue that words
 * each code (English for the log and every plain front-end, the same templates for vscode.l10n),
 * and what keeps secrets out of them: the redactor and the sanitiser of server text. Imports
 * nothing of the service.
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
  coded,
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
  type Said,
  ServiceError,
  TooLargeError,
} from './errors';
export { localFileError } from './localErrors';
export { type MessageCode, type MessageData } from './messageCodes';
export { Redactor, redactPatterns, redactUrl } from './redact';
export { serverText } from './sanitize';
export { bodyExcerpt, isPlainServerBody, isPlainServerMessage, pageWords } from './plainServerMessage';
export { englishText, problem, type Problem, serverWords, SERVICE_WORDINGS, wordCoded, type CodedMessage } from './wordings/catalogue';
export { inPreset } from './wordings/options';
export { english, type Localiser, type Translate, type Values, type Wording, type Wordings } from './wordings/wording';
export { DERIVED_KEYS, word } from './wordings/derived';
