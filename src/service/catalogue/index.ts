/**
 * What the service converts: the converter catalogue (parsed, cached) and target formats. Fetching
 * it (openApi/) and a converter's options form and presets (options/) have their own index: what
 * activation loads holds this one only (ARCHITECTURE.md, "One lazy seam"). Imports errors/ and http/.
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
