/**
 * The subset of VS Code's glob syntax that `files.exclude` uses: `**`, `*`, `?`, `{a,b}` and
 * `[abc]` / `[!abc]`, matched against `/`-separated paths relative to the workspace folder.
 */

function escapeLiteral(text: string): string {
  return text.replace(/[.+^$()|\\\]{}[]/g, '\\$&');
}

/** Finds the `}` that closes the `{` at `open`, or -1. */
function closingBrace(pattern: string, open: number): number {
  let depth = 0;
  for (let i = open; i < pattern.length; i += 1) {
    if (pattern[i] === '{') {
      depth += 1;
    } else if (pattern[i] === '}') {
      depth -= 1;
      if (depth === 0) {
        return i;
      }
    }
  }
  return -1;
}

/** Splits `a,b{c,d}` on the commas that are not inside nested braces. */
function splitAlternatives(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i += 1) {
    if (body[i] === '{') {
      depth += 1;
    } else if (body[i] === '}') {
      depth -= 1;
    } else if (body[i] === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts;
}

function globSource(pattern: string): string {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i];
    if (c === '*' && pattern[i + 1] === '*') {
      const atSegmentStart = i === 0 || pattern[i - 1] === '/';
      const atSegmentEnd = i + 2 === pattern.length || pattern[i + 2] === '/';
      if (atSegmentStart && atSegmentEnd) {
        if (pattern[i + 2] === '/') {
          // "**/" : any number of whole segments, including none.
          out += '(?:[^/]+/)*';
          i += 3;
        } else if (out.endsWith('/')) {
          // "/**" at the end: the folder itself and everything below it.
          out = `${out.slice(0, -1)}(?:/.*)?`;
          i += 2;
        } else {
          out += '.*';
          i += 2;
        }
        continue;
      }
      out += '[^/]*';
      i += 2;
      continue;
    }
    if (c === '*') {
      out += '[^/]*';
    } else if (c === '?') {
      out += '[^/]';
    } else if (c === '{') {
      const close = closingBrace(pattern, i);
      if (close < 0) {
        out += '\\{';
      } else {
        out += `(?:${splitAlternatives(pattern.slice(i + 1, close))
          .map(globSource)
          .join('|')})`;
        i = close;
      }
    } else if (c === '[') {
      const close = pattern.indexOf(']', i + 2);
      if (close < 0) {
        out += '\\[';
      } else {
        let body = pattern.slice(i + 1, close);
        const negated = body.startsWith('!') || body.startsWith('^');
        body = (negated ? body.slice(1) : body).replace(/\\/g, '\\\\');
        out += negated ? `[^/${body}]` : `[${body}]`;
        i = close;
      }
    } else {
      out += escapeLiteral(c);
    }
    i += 1;
  }
  return out;
}

/** A regular expression for a whole `/`-separated path matching `pattern`. */
export function globToRegExp(pattern: string, options: { ignoreCase?: boolean } = {}): RegExp {
  const normalized = pattern.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, '');
  return new RegExp(`^${globSource(normalized)}$`, options.ignoreCase ? 'i' : '');
}

/** The value of one `files.exclude` entry: on/off, or on when a sibling exists. */
export type ExcludeValue = boolean | { readonly when?: string } | null | undefined;

/**
 * Decides whether a path is excluded by `files.exclude`-style patterns. `relativePath` is
 * relative to the folder the patterns belong to; `siblingExists` answers for `when` clauses
 * such as `{"when": "$(basename).ts"}`.
 */
export function createExcludeMatcher(
  patterns: Readonly<Record<string, ExcludeValue>>,
  options: { ignoreCase?: boolean } = {},
): (relativePath: string, siblingExists?: (name: string) => boolean) => boolean {
  const rules = Object.entries(patterns)
    .filter(
      ([glob, value]) =>
        glob.trim() !== '' && (value === true || (typeof value === 'object' && value !== null && typeof value.when === 'string')),
    )
    .map(([glob, value]) => ({
      regex: globToRegExp(glob.trim(), options),
      when: typeof value === 'object' && value !== null ? value.when : undefined,
    }));
  return (relativePath, siblingExists) => {
    const path = relativePath.replace(/\\/g, '/').replace(/^\/+/, '');
    const base = path.slice(path.lastIndexOf('/') + 1);
    const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
    return rules.some((rule) => {
      if (!rule.regex.test(path)) {
        return false;
      }
      if (rule.when === undefined) {
        return true;
      }
      return siblingExists?.(rule.when.replace(/\$\(basename\)/g, stem)) ?? false;
    });
  };
}
