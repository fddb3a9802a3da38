// Numbers for people, in the display language; pure, so the wording helpers and the views share them.

/** A number for people: thousands separators in the display language. */
export function formatNumber(value: number, locale?: string): string {
  return localeString(value, locale);
}

/** A fraction (0..1) as a percentage, at most one decimal: "16.1%", "50%". */
export function formatPercent(fraction: number, locale?: string): string {
  return localeString(fraction, locale, { style: 'percent', maximumFractionDigits: 1 });
}

function localeString(value: number, locale: string | undefined, options?: Intl.NumberFormatOptions): string {
  try {
    return value.toLocaleString(locale, options);
  } catch {
    // A display language the runtime does not know (a pseudo-locale): the runtime's default.
    return value.toLocaleString(undefined, options);
  }
}
