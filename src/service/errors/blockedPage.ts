/**
 * A 403 that is not the service's own JSON error: the page of a corporate proxy, a firewall or
 * a captive portal. Read as "no conversions left" it would send the person to buy a plan they
 * do not need; it is a network that blocks the service, and says so with the status.
 */
import { coded, NetworkError } from './errors';
import type { Redactor } from './redact';
import { bodyExcerpt } from './plainServerMessage';

/**
 * True for a 403 that is a web page (HTML, also an empty one labelled so), not the service's JSON
 * error. Any other 403 (plain text, a JSON string, an empty body) keeps CONTRACT.md's reading,
 * "no conversions left": only a page is clearly someone else's.
 */
export function isForeignRefusal(status: number, headers: Readonly<Record<string, string | string[] | undefined>>, text: string): boolean {
  if (status !== 403) {
    return false;
  }
  try {
    const parsed = JSON.parse(withoutBom(text)) as unknown;
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      // The service's own error body, whatever type it was labelled with.
      return false;
    }
  } catch {
    // Not JSON.
  }
  return (
    String(headers['content-type'] ?? '')
      .toLowerCase()
      .includes('html') || /^<(!doctype html|html)\b/i.test(withoutBom(text).trimStart())
  );
}

/** A byte-order mark before JSON is still the service's JSON (JSON.parse refuses it). */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The error for such a page: a network problem (check the proxy), never a quota or a credential. */
export function blockedPageError(status: number, host: string, text: string, redactor: Pick<Redactor, 'redact'>): NetworkError {
  // The words of the page, for the log: its title and text tell whose page it is. The person reads
  // them only when they hold no internals (a link, a stack frame); the next step is the same either way.
  const { text: words, plain } = bodyExcerpt(/^\s*</.test(text) ? text : `<html>${text}`, redactor);
  const page = words === '(empty body)' ? '' : words;
  return new NetworkError(
    coded('network.blockedPage', page ? { host, status, page, ...(plain ? {} : { pageInLog: 1 }) } : { host, status }),
    'proxy',
    host,
    { status },
  );
}
