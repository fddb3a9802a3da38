/** The service layer: plain Node, no vscode. */
export * from './errors';
export * from './baseUrl';
export * from './redact';
export * from './http';
export * from './responses';
export * from './fileNames';
export * from './jwt';
export * from './formats';
export * from './files';
export * from './multipart';
export * from './credentialProviders';
export * from './conversion';
export * from './admin';
