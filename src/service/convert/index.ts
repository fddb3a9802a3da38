/**
 * One conversion from source file to result file: the client, the checks of a result, result
 * names, the files written under a temporary name and the results stored at the service.
 * Imports errors/, http/, auth/ and catalogue/.
 */
export { ConversionClient, type ConversionClientOptions } from './conversionClient';
export { type AsyncMode, type AsyncSettings, DEFAULT_ASYNC_SETTINGS, askedTimeoutSeconds, useAsyncApi } from './asyncChoice';
export { JOB_ID_PATTERN } from './asyncJob';
export {
  type ConversionPhase,
  type ConversionResult,
  type ConvertRequest,
  type ConversionProgress,
  type JobEvent,
  type ResultDescriptor,
  type ResolveOutput,
  conversionHttpRequest,
  linkNeedsApiToken,
  webPageRequest,
  webPageSource,
  webToPdfLink,
} from './conversionRequest';
export {
  commitAll,
  discardAll,
  removeEmptyDirectories,
  type OutputTarget,
  type OutputPlan,
  sourceFromPath,
  stagedFile,
  type StagedFile,
  temporaryName,
} from './files';
export { LocalOutputTarget, writeWhole } from './localOutput';
export { memoryOutput } from './memoryOutput';
export { isOperationTarget, numberedName, NumberedNames, resultName, safeFileName, splitName } from './resultNames';
export { holdingSecretValues, sendConversion } from './requestParameters';
export { conversionWait, type ConversionWait, TIMEOUT_MARGIN_SECONDS } from './conversionWait';
export { stageStoredResult, type StoredEntry } from './resultDownload';
export { removeStoredFile } from './removeStored';
export { DEFAULT_DELETION_BOUNDS, type DeletionBounds } from './storedResults';
