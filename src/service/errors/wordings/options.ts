// A converter's options refused as typed in the form or kept in a preset, before anything is sent.
import type { MessageCode, MessageData } from '../messageCodes';
import type { Localiser, Wordings } from './wording';

type OptionCode = Extract<MessageCode, `${'option' | 'preset'}.${string}`>;

/** The field's label, or "Each item of …" for one item of a list. */
function subject(l10n: Localiser, d: MessageData): string {
  return d.item ? l10n.t('Each item of {0}', d.label) : String(d.label);
}

/** Said when a comma was typed for the decimal point. */
function hint(l10n: Localiser, d: MessageData): string {
  return d.decimalComma ? l10n.t(' (use a dot for decimals)') : '';
}

/** A problem of a saved preset names the preset first. */
export function inPreset(l10n: Localiser, d: MessageData, text: string): string {
  return d.preset === undefined ? text : l10n.t('Preset "{preset}": {problem}', { preset: d.preset, problem: text });
}

export const OPTION_WORDINGS: Wordings<OptionCode> = {
  'option.required': (l10n, d) => l10n.t('{0} is required.', d.label),
  'option.toggle': (l10n, d) => l10n.t('{0} is on or off: enter true or false.', d.label),
  'option.choice': (l10n, d) => l10n.t('{0} is one of: {1}.', d.label, d.choices),
  'option.notInList': (l10n, d) => l10n.t('"{0}" is not one of {1}’s values: {2}.', d.item, d.label, d.choices),
  'option.fileType': (l10n, d) => l10n.t('{0} takes {1} files; {2} is not one.', d.label, d.types, d.name),
  'option.unknown': (l10n, d) => l10n.t('This converter has no option "{0}".', d.name),
  'option.whole': (l10n, d) => l10n.t('{0} must be a whole number{1}.', subject(l10n, d), hint(l10n, d)),
  'option.wholeRange': (l10n, d) => l10n.t('{0} must be a whole number from {1} to {2}{3}.', subject(l10n, d), d.min, d.max, hint(l10n, d)),
  'option.wholeMin': (l10n, d) => l10n.t('{0} must be a whole number of at least {1}{2}.', subject(l10n, d), d.min, hint(l10n, d)),
  'option.wholeMax': (l10n, d) => l10n.t('{0} must be a whole number of at most {1}{2}.', subject(l10n, d), d.max, hint(l10n, d)),
  'option.number': (l10n, d) => l10n.t('{0} must be a number{1}.', subject(l10n, d), hint(l10n, d)),
  'option.numberRange': (l10n, d) => l10n.t('{0} must be a number from {1} to {2}{3}.', subject(l10n, d), d.min, d.max, hint(l10n, d)),
  'option.numberMin': (l10n, d) => l10n.t('{0} must be a number of at least {1}{2}.', subject(l10n, d), d.min, hint(l10n, d)),
  'option.numberMax': (l10n, d) => l10n.t('{0} must be a number of at most {1}{2}.', subject(l10n, d), d.max, hint(l10n, d)),
  'option.form': (l10n, d) => l10n.t('{0} does not take "{1}": the service would refuse it.', d.label, d.value),
  'option.formExample': (l10n, d) => l10n.t('{0} does not take "{1}"; it takes values such as {2}.', d.label, d.value, d.example),
  'preset.namesFile': (l10n, d) =>
    l10n.t(
      '{0} is a file; presets never name files (a path on one machine means nothing on another, and a shared one could send any file).',
      d.label,
    ),
  'preset.holdsPassword': (l10n, d) =>
    l10n.t('{0} is a password field; presets may be shared with the workspace, so they never hold one.', d.label),
  'preset.unusable': (l10n, d) => l10n.t('These options cannot be saved as a preset ({0}).', d.detail),
};
