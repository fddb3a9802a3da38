/**
 * Text that came from a server (an error's Message, a body excerpt, a record's field) made safe
 * to show or log: credentials redacted, one line (a line break in a Message could forge a log
 * line), no control or invisible bidi characters (which could make it read backwards), and
 * capped in length.
 */
import type { Redactor } from './redact';

/** Controls (C0, DEL, C1), line and paragraph separators: each becomes a space. */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
/** Format characters (bidi overrides, zero-width characters, BOM): removed. */
const INVISIBLE = /\p{Cf}/gu;

/** The default length of server text in a message. */
export const SERVER_TEXT_MAX = 300;

/**
 * One redacted line of at most `max` characters (plus "…" when cut). Redaction runs before
 * the line is cut, so a cut cannot split a secret into a shape the redactor no longer knows.
 */
export function serverText(
  text: string,
  redactor: Pick<Redactor, 'redact'> & Partial<Pick<Redactor, 'redactEcho'>>,
  max = SERVER_TEXT_MAX,
): string {
  // A server may echo a short password the user typed: the redactor that knows it masks it here.
  const redact = (t: string): string => (redactor.redactEcho ? redactor.redactEcho(t) : redactor.redact(t));
  // Redacted before and after the invisible characters go: a secret that holds one is found
  // as it is, and one a server split with them is found once they are out.
  const clean = redact(redact(text).replace(INVISIBLE, ''));
  const line = clean.replace(BREAKS, ' ').replace(/\s+/g, ' ').trim();
  if (line.length <= max) {
    return line;
  }
  // Never cut between the halves of a surrogate pair.
  const cut = /[\uD800-\uDBFF]/.test(line[max - 1] ?? '') ? max - 1 : max;
  return `${line.slice(0, cut)}…`;
}
