/**
 * Whether a service's `Message` reads as a sentence for a person. A converter's library error that
 * the service passes through ("Can't find end of central directory : is this a zip file ? If it
 * is, see https://stuk.github.io/jszip/…"), a stack frame, an exception's class or a path on the
 * server tells the person nothing they can act on: such a message, and a body that is not JSON
 * holding one, is kept for the log only, and the person reads the client's own sentence and its
 * next step.
 */
import type { Redactor } from './redact';
import { serverText } from './sanitize';

const INTERNALS: readonly RegExp[] = [
  // A link: to a library's documentation, an issue tracker, an internal host.
  /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\./i,
  // Stack frames of .NET, Java and JavaScript.
  /\bat [\w.$<>`[\]]+\(|\bat [\w.$<>]+ \(|\bat .+:\d+:\d+|\bline \d+ in\b/,
  // An exception's class name: System.IO.IOException, java.lang.NullPointerException.
  /\b[A-Z]?\w*\.\w+(Exception|Error)\b|\bException\b/,
  // A path on the server.
  /(^|[\s"'(])(\/[\w.-]+){3,}|\b[A-Za-z]:\\/,
];

/** Longer than this, a message is a dump rather than a sentence. */
const PLAIN_MAX = 240;

/** How much of a body that is not JSON is looked at: well past the excerpt shown, so that a cut cannot hide a frame. */
const BODY_WINDOW = 4000;

/**
 * True when `message` may be shown to the person as the service's own words. `serviceOrigin`, the
 * origin of the configured service host the answer came from: a link to a page of that host (the
 * one host the extension already trusts with files and credentials: the emulator naming its
 * sample page, say) is no internal; a link anywhere else still keeps the message in the log.
 */
export function isPlainServerMessage(message: string, serviceOrigin?: string): boolean {
  const looked = serviceOrigin === undefined ? message : withoutOwnLinks(message, serviceOrigin);
  return message.length <= PLAIN_MAX && looked !== undefined && !INTERNALS.some((pattern) => pattern.test(looked));
}

/** A link: scheme, host and what follows up to a blank or a quote. */
const LINK = /\bhttps?:\/\/[^\s"'<>]*/gi;

/** `message` with each link to `origin` taken out; undefined when a link is malformed. */
function withoutOwnLinks(message: string, origin: string): string | undefined {
  let malformed = false;
  const rest = message.replace(LINK, (link) => {
    let url: URL | undefined;
    try {
      // A sentence's full stop or bracket after the link is no part of it.
      url = new URL(link.replace(/[.,;:!?)\]]+$/, ''));
    } catch {
      malformed = true;
    }
    // Credentials in a link (user:pass@) are never "the service's own page".
    return url && url.origin === origin && url.username === '' && url.password === '' ? ' ' : link;
  });
  return malformed ? undefined : rest;
}

/**
 * True when an excerpt of `body`, an answer that is not JSON (a plain-text or HTML error page),
 * may be shown to the person: its start holds none of the internals above. Such a body is a page,
 * not a sentence, so its length does not count.
 */
export function isPlainServerBody(body: string): boolean {
  const start = body.slice(0, BODY_WINDOW);
  return !INTERNALS.some((pattern) => pattern.test(start));
}

const ENTITIES: Readonly<Record<string, string>> = { nbsp: ' ', amp: '&', quot: '"', '#39': "'", apos: "'" };

/**
 * The words of a body that is markup (it starts with "<": an HTML error page): comments, scripts
 * and styles dropped, every tag a space, a few entities read (not &lt; and &gt;: no markup comes
 * back). Any other body is returned as it is.
 */
export function pageWords(body: string): string {
  if (!/^\s*</.test(body)) {
    return body;
  }
  return body
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<[^>]*(?:>|$)/g, ' ')
    .replace(/&(nbsp|amp|quot|#39|apos);/g, (_, name: string) => ENTITIES[name] ?? ' ');
}

/**
 * The excerpt of a body that is not JSON (its words, one redacted line of at most `max`
 * characters) and whether the person may read it. Two starts are looked at: the raw body's
 * (markup: a link in an attribute, a path in a comment) and that of the one line the excerpt is
 * cut from, because collapsing blanks, dropping invisible characters and masking a long token
 * all pull later text forward into the excerpt.
 */
export function bodyExcerpt(
  body: string,
  redactor: Pick<Redactor, 'redact'> & Partial<Pick<Redactor, 'redactEcho'>>,
  max = 120,
): { text: string; plain: boolean } {
  const words = pageWords(body);
  const text = serverText(words, redactor, max) || '(empty body)';
  return { text, plain: isPlainServerBody(body) && isPlainServerBody(serverText(words, redactor, BODY_WINDOW)) };
}
