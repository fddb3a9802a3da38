/**
 * Whether a service's `Message` reads as a sentence for a person. A converter's library error that
 * the service passes through ("Can't find end of central directory : is this a zip file ? If it
 * is, see https://stuk.github.io/jszip/…"), a stack frame, an exception's class or a path on the
 * server tells the person nothing they can act on: such a message, and a body that is not JSON
 * holding one, is kept for the log only, and the person reads the client's own sentence and its
 * next step.
 */
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

/** True when `message` may be shown to the person as the service's own words. */
export function isPlainServerMessage(message: string): boolean {
  return message.length <= PLAIN_MAX && !INTERNALS.some((pattern) => pattern.test(message));
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
