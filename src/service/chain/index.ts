/**
 * Chains of conversions at the service: a source uploaded once (a FileId), steps whose input is a
 * stored file, stored results downloaded and every stored file removed once its fate is known.
 * Imports errors/, http/, auth/, catalogue/ and convert/.
 */
export { ChainClient, type StepInput, type StoredStepRequest, type StoredStepResult } from './chainClient';
export { isSafeFileId, type StoredFile, StoredFiles } from './storedFiles';
