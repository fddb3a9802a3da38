/**
 * A converter's options form (its fields, typed input, the parameters it makes) and presets, on
 * the catalogue. Apart from the catalogue's index because only the code loaded on first use needs
 * them (ARCHITECTURE.md, "One lazy seam"). Imports errors/, auth/ and the catalogue.
 */
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
