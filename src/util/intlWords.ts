// Relative times and plural forms through Intl, in the display language; pure (the caller passes
// the locale), so that unit tests can check English and German without VS Code.

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/**
 * A locale Intl can use for `kind`, else English: VS Code's display language may be a
 * pseudo-locale ("qps-ploc") or a tag the runtime rejects, and a message must still read well.
 */
export function usableLocale(locale: string | undefined, kind: 'relative' | 'plural' = 'relative'): string {
  try {
    const supported =
      kind === 'relative' ? Intl.RelativeTimeFormat.supportedLocalesOf(locale ?? []) : Intl.PluralRules.supportedLocalesOf(locale ?? []);
    return supported[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** "in 5 minutes", "vor 2 Tagen", "now": `value` units from now (negative: ago). */
export function relativeTime(value: number, unit: RelativeUnit, locale: string | undefined): string {
  return new Intl.RelativeTimeFormat(usableLocale(locale), { numeric: 'auto' }).format(value, unit);
}

/** The forms a plural wording gives: `other` always, `one` for languages that have it; other categories fall back to `other`. */
export type PluralForms<T> = { readonly one: T; readonly other: T } & Partial<Readonly<Record<Intl.LDMLPluralRule, T>>>;

/** The form for `count` by the language's plural rules (German and English: one for 1, other otherwise). */
export function plural<T>(count: number, locale: string | undefined, forms: PluralForms<T>): T {
  const category = new Intl.PluralRules(usableLocale(locale, 'plural')).select(count);
  return forms[category] ?? forms.other;
}
