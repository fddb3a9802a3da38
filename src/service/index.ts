/** The service layer: plain Node, no vscode. */
export * from './errors';
export * from './baseUrl';
export * from './redact';
export * from './http';
export * from './responses';
export * from './jwt';
export * from './formats';
export * from './catalogue';
export * from './catalogueCache';
export * from './options';
export * from './presets';
export * from './files';
export * from './multipart';
export {
  MAX_NAME_BYTES,
  NumberedNames,
  isOperationTarget,
  numberedName,
  resultName,
  safeFileName,
  splitName,
  truncateUtf8,
} from './resultNames';
export * from './chain/storedFiles';
export * from './chain/chainClient';
export * from './credentialProviders';
export * from './conversion';
export * from './admin';
export { parseCsv, safeCsv, safeCsvCell } from './csvSafety';
export * from './localErrors';
export { conversionsCharged, markCharged } from './charged';
export * from './usageDeadline';
