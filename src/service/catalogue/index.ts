/**
 * What the service converts: the converter catalogue (fetched, parsed, cached), target formats,
 * the options form of a converter and presets. Imports errors/, http/ and auth/.
 */
export {
  builtinCatalogue,
  type Catalogue,
  type Converter,
  convertersFor,
  findConverter,
  isConverterFormat,
  knownSourceFormats,
  resultCount,
  sourcesConvertingTo,
  looksLikeSecretName,
  type ParameterMap,
  type ParameterValue,
} from './catalogue';
export { CatalogueCache, type CatalogueSnapshot } from './catalogueCache';
export { isMultiFile, normalizeFormat, sourceFormatOf, type TargetFormat, targetsFor, validateFormat } from './formats';
export { fetchCatalogue } from './openApiCatalogue';
export { formatOptionValue, parseOptionInput } from './optionInput';
export { buildParameters } from './optionParameters';
export { type OptionField, optionFields, type OptionValues } from './options';
export {
  MAX_PRESET_NAME,
  parsePresets,
  type Preset,
  presetFromValues,
  presetParameterProblem,
  presetProblems,
  presetsFor,
} from './presets';
