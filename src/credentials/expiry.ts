// Plain formatting of token expiry, shared by the JWT and web commands.

/** "2026-11-21 20:15 UTC": unambiguous for every reader, whatever their locale or time zone. */
export function formatUtcMinute(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export type DurationUnit = 's' | 'min' | 'h' | 'd';

/**
 * A duration in the unit a person would say: seconds under 90 s, whole minutes under an hour,
 * then hours (one decimal, "1.5 h") under two days, then days. Each step rounds first, so that
 * a token minted for an hour, a moment ago, reads "1 h" and not "60 min". Negative durations
 * (already past) keep their sign.
 */
export function roughDuration(seconds: number): { value: number; unit: DurationUnit } {
  const abs = Math.abs(seconds);
  const sign = seconds < 0 ? -1 : 1;
  if (Math.round(abs) < 90) {
    return { value: sign * Math.round(abs), unit: 's' };
  }
  if (Math.round(abs / 60) < 60) {
    return { value: sign * Math.round(abs / 60), unit: 'min' };
  }
  const hours = Math.round(abs / 360) / 10;
  if (hours < 48) {
    return { value: sign * hours, unit: 'h' };
  }
  return { value: sign * (Math.round(abs / 8640) / 10), unit: 'd' };
}
