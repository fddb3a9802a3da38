/** The service layer: plain Node, no vscode. */
export * from './errors';
export * from './baseUrl';
export * from './redact';
export * from './http';
export * from './jwt';
export * from './formats';
export * from './catalogue';
export * from './catalogueCache';
export * from './options';
export * from './presets';
export * from './files';
export * from './multipart';
export { MAX_NAME_BYTES, NumberedNames, numberedName, resultName, splitName } from './resultNames';
export * from './credentials';
export * from './conversion';
export * from './admin';
export * from './localErrors';
export { conversionsCharged } from './charged';
