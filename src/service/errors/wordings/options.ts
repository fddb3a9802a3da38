// A converter's options refused as typed in the form or kept in a preset, before anything is sent.
import type { MessageCode, MessageData } from '../messageCodes';
import type { Localiser, Wordings } from './wording';

type OptionCode = Extract<MessageCode, `${'option' | 'preset'}.${string}`>;

/** A problem of a saved preset names the preset first. */
export function inPreset(l10n: Localiser, d: MessageData, text: string): string {
  return d.preset === undefined ? text : l10n.t('Preset "{preset}": {problem}', { preset: d.preset, problem: text });
}

export const OPTION_WORDINGS: Wordings<OptionCode> = {
  'option.required': '{label} is required.',
  'option.toggle': '{label} is on or off: enter true or false.',
  'option.choice': '{label} is one of: {choices}.',
  'option.notInList': '"{item}" is not one of {label}’s values: {choices}.',
  'option.fileType': '{label} takes {types} files; {name} is not one.',
  'option.unknown': 'This converter has no option "{name}".',
  'option.whole': '{subject} must be a whole number{decimalHint}.',
  'option.wholeRange': '{subject} must be a whole number from {min} to {max}{decimalHint}.',
  'option.wholeMin': '{subject} must be a whole number of at least {min}{decimalHint}.',
  'option.wholeMax': '{subject} must be a whole number of at most {max}{decimalHint}.',
  'option.number': '{subject} must be a number{decimalHint}.',
  'option.numberRange': '{subject} must be a number from {min} to {max}{decimalHint}.',
  'option.numberMin': '{subject} must be a number of at least {min}{decimalHint}.',
  'option.numberMax': '{subject} must be a number of at most {max}{decimalHint}.',
  'option.form': '{label} does not take "{value}": the service would refuse it.',
  'option.formExample': '{label} does not take "{value}"; it takes values such as {example}.',
  'preset.namesFile':
    '{label} is a file; presets never name files (a path on one machine means nothing on another, and a shared one could send any file).',
  'preset.holdsPassword': '{label} is a password field; presets may be shared with the workspace, so they never hold one.',
  'preset.unusable': 'These options cannot be saved as a preset ({detail}).',
};
