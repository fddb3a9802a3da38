/**
 * Whether a service's `Message` reads as a sentence for a person. A converter's library error that
 * the service passes through ("Can't find end of central directory : is this a zip file ? If it
 * is, see https://stuk.github.io/jszip/…"), a stack frame, an exception's class or a path on the
 * server tells the person nothing they can act on: such a message is kept for the log only, and
 * the person reads the client's own sentence and its next step.
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

/** True when `message` may be shown to the person as the service's own words. */
export function isPlainServerMessage(message: string): boolean {
  return message.length <= PLAIN_MAX && !INTERNALS.some((pattern) => pattern.test(message));
}
