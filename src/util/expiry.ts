// Plain formatting of token expiry and web-page file names, shared by the JWT and web commands.
import { safeFileName } from '../service';

/** "2026-11-21 20:15 UTC": unambiguous for every reader, whatever their locale or time zone. */
export function formatUtcMinute(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export type DurationUnit = 's' | 'min' | 'h' | 'd';

/**
 * A duration rounded to the unit a person would say: seconds under 90 s, minutes under 90 min,
 * hours under 48 h, days beyond. Negative durations (already past) keep their sign.
 */
export function roughDuration(seconds: number): { value: number; unit: DurationUnit } {
  const abs = Math.abs(seconds);
  const sign = seconds < 0 ? -1 : 1;
  if (abs < 90) {
    return { value: sign * Math.round(abs), unit: 's' };
  }
  if (abs < 90 * 60) {
    return { value: sign * Math.round(abs / 60), unit: 'min' };
  }
  if (abs < 48 * 3600) {
    return { value: sign * Math.round(abs / 3600), unit: 'h' };
  }
  return { value: sign * Math.round(abs / 86_400), unit: 'd' };
}

/** The file name a converted web page gets by default: "<host>.pdf". */
export function pdfNameForPage(pageUrl: string): string {
  let host = '';
  try {
    host = new URL(pageUrl).hostname.replace(/^\[|\]$/g, '');
  } catch {
    // Not a URL: the fallback name below.
  }
  return `${safeFileName(host.replace(/:/g, '-'), 'page')}.pdf`;
}
