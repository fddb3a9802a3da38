// The values a template may name that the message's data does not hold as they are said: each
// derived from the data once, here, in the user's language, and only for a template that names it.
import type { MessageData } from '../messageCodes';
import { credentialLabel, type Localiser, type Values, type Wording } from './wording';

/** "the converted file", or "the result report.pdf". */
export function resultNamed(l10n: Localiser, d: MessageData): string {
  return d.name === undefined ? l10n.t('the converted file') : l10n.t('the result {name}', d);
}

/** The answer's content type, or "no content type". */
export function contentType(l10n: Localiser, d: MessageData): string | number {
  return d.type ?? l10n.t('no content type');
}

/** "5000 bytes", or "5000 bytes and 10 bytes" (the sizes come as "5000,10"). */
function announced(l10n: Localiser, d: MessageData): string {
  return String(d.announced)
    .split(',')
    .map((bytes) => l10n.t('{bytes} bytes', { bytes }))
    .reduce((list, last) => l10n.t('{list} and {last}', { list, last }));
}

const DERIVED: { readonly [key: string]: (l10n: Localiser, d: MessageData) => string | number } = {
  /** The credential's name ("API Token"), where the data holds its kind (apiToken). */
  credential: (l10n, d) => credentialLabel(l10n, d.credential),
  /** A TLS error's code in parentheses (" (CERT_HAS_EXPIRED)"), when the network layer named one. */
  named: (_, d) => d.named ?? '',
  /** What the network layer said about a failure it has no code for. */
  detail: (_, d) => d.detail ?? '',
  /** The title of a page that stood in for the service's answer, in parentheses, when it had one. */
  pageTitle: (l10n, d) => (d.page === undefined ? '' : l10n.t(' ("{page}")', d)),
  result: resultNamed,
  type: contentType,
  announced,
  /** An option's label, or "Each item of …" for one item of a list. */
  subject: (l10n, d) => (d.item ? l10n.t('Each item of {label}', d) : String(d.label)),
  /** Said when a comma was typed for the decimal point. */
  decimalHint: (l10n, d) => (d.decimalComma ? l10n.t(' (use a dot for decimals)') : ''),
};

/** The data, and the derived values of the placeholders `template` names. */
function valuesFor(l10n: Localiser, template: string, data: MessageData): Values {
  const values: Record<string, string | number> = { ...data };
  for (const [, key] of template.matchAll(/\{(\w+)\}/g)) {
    if (Object.hasOwn(DERIVED, key!)) {
      values[key!] = DERIVED[key!]!(l10n, data);
    }
  }
  return values;
}

/** The names a template may use beyond its data. */
export const DERIVED_KEYS: readonly string[] = Object.keys(DERIVED);

/** A wording in the language of `l10n`: its template filled from `data`, or its function's text. */
export function word(l10n: Localiser, wording: Wording, data: MessageData): string {
  return typeof wording === 'string' ? l10n.t(wording, valuesFor(l10n, wording, data)) : wording(l10n, data);
}
