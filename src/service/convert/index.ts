/**
 * One conversion from source file to result file: the client, the checks of a result, result
 * names, the files written under a temporary name and the results stored at the service.
 * Imports errors/, http/, auth/ and catalogue/.
 */
export { ConversionClient } from './conversionClient';
export {
  type ConversionPhase,
  type ConversionResult,
  type ConvertRequest,
  type ResultDescriptor,
  linkNeedsApiToken,
  webToPdfLink,
} from './conversionRequest';
export {
  commitAll,
  discardAll,
  nodeOutputFileSystem,
  removeEmptyDirectories,
  type OutputFileSystem,
  type OutputPlan,
  sourceFromPath,
  type StagedFile,
  temporaryName,
} from './files';
export { LocalOutputTarget, writeWhole } from './localOutput';
export { isOperationTarget, numberedName, NumberedNames, resultName, safeFileName, splitName } from './resultNames';
export { flattenParameters, holdingSecretValues, serviceTimeout, withoutClientManaged, withoutTimeout } from './requestParameters';
export { conversionWait, type ConversionWait, TIMEOUT_MARGIN_SECONDS } from './conversionWait';
export { stageStoredResult, type StoredEntry } from './resultDownload';
export { removeStoredFile } from './removeStored';
export { DEFAULT_DELETION_BOUNDS, type DeletionBounds } from './storedResults';
