// The action's `args` input as words, the way a POSIX shell splits a simple command, without a
// shell: quotes and backslashes group and escape, nothing else is special. `$HOME`, `*`, `;`, `|`,
// `>` and backticks stay as they are written, so an input (or an expression a workflow puts into
// it) can never run a command; globs are the command line's own to expand.

/** An `args` input that cannot be split (an unclosed quote, a trailing backslash). */
export class ArgsSyntaxError extends Error {
  override readonly name = 'ArgsSyntaxError';
}

/** Characters a backslash escapes inside double quotes (as in sh); before others it stays. */
const ESCAPABLE_IN_DOUBLE_QUOTES = '"\\$`\n';

/**
 * Splits `text` into words: runs of non-space characters, where '…' keeps everything literally,
 * "…" keeps everything but `\"`, `\\`, `\$`, `` \` `` and `\` before a line break, and a backslash
 * outside quotes escapes the next character (before a line break it joins the lines).
 */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  let word = '';
  // A word exists once anything of it was read: `''` is one empty word.
  let started = false;
  let quote: "'" | '"' | undefined;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote === "'") {
      if (c === "'") {
        quote = undefined;
      } else {
        word += c;
      }
    } else if (quote === '"') {
      if (c === '"') {
        quote = undefined;
      } else if (c === '\\' && i + 1 < text.length && ESCAPABLE_IN_DOUBLE_QUOTES.includes(text[i + 1])) {
        i += 1;
        word += text[i] === '\n' ? '' : text[i];
      } else {
        word += c;
      }
    } else if (c === "'" || c === '"') {
      quote = c;
      started = true;
    } else if (c === '\\') {
      if (i + 1 >= text.length) {
        throw new ArgsSyntaxError('args ends with a backslash that escapes nothing');
      }
      i += 1;
      if (text[i] !== '\n') {
        word += text[i];
        started = true;
      }
    } else if (/\s/.test(c)) {
      if (started) {
        words.push(word);
      }
      word = '';
      started = false;
    } else {
      word += c;
      started = true;
    }
  }
  if (quote) {
    throw new ArgsSyntaxError(`args has a ${quote === '"' ? 'double' : 'single'} quote that is never closed`);
  }
  if (started) {
    words.push(word);
  }
  return words;
}
