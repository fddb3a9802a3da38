/**
 * One conversion from source file to result file: the client, the checks of a result, result
 * names, the files written under a temporary name and the results stored at the service.
 * Imports errors/, http/, auth/ and catalogue/.
 */
export { ConversionClient } from './conversionClient';
export { type ConversionPhase, type ConversionResult, type ConvertRequest, type ResultDescriptor, webToPdfLink } from './conversionRequest';
export { nodeOutputFileSystem, type OutputFileSystem, type OutputPlan, sourceFromPath, type StagedFile, temporaryName } from './files';
export { LocalOutputTarget, writeWhole } from './localOutput';
export { numberedName, NumberedNames, resultName, safeFileName, splitName } from './resultNames';
