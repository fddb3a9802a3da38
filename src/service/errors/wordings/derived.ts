// The values a template may name that the message's data does not hold as they are said: each
// derived from the data once, here, in the user's language, and only for a template that names it.
import type { MessageData } from '../messageCodes';
import type { Localiser, Values, Wording } from './wording';

const DERIVED: { readonly [key: string]: (l10n: Localiser, d: MessageData) => string | number } = {
  /** A TLS error's code in parentheses (" (CERT_HAS_EXPIRED)"), when the network layer named one. */
  named: (_, d) => d.named ?? '',
  /** What the network layer said about a failure it has no code for. */
  detail: (_, d) => d.detail ?? '',
  /** The title of a page that stood in for the service's answer, in parentheses, when it had one. */
  pageTitle: (l10n, d) => (d.page === undefined ? '' : l10n.t(' ("{page}")', d)),
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
