// The part of YAML a Markdown front matter uses for what this extension reads (`title:` and the
// `convertFiles:` mapping): block mappings by indentation, flow mappings `{ a: 1, b: "x" }`,
// quoted and plain scalars, numbers, booleans, null, comments. Anything else (lists, anchors, block
// text) is kept as its text and never understood as options. A full YAML parser would double what
// the commands bundle adds for this; this is all the options need. Pure.

export type YamlValue = string | number | boolean | null | { readonly [key: string]: YamlValue };

export class YamlSubsetError extends Error {}

function stripComment(line: string): string {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) {
        quote = undefined;
      }
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]!))) {
      return line.slice(0, i);
    }
  }
  return line;
}

/** A scalar as YAML's core schema reads it. */
function scalar(text: string): YamlValue {
  const t = text.trim();
  if (t.startsWith('"') && t.endsWith('"') && t.length >= 2) {
    try {
      return JSON.parse(t) as string;
    } catch {
      throw new YamlSubsetError(`bad quoted text ${t}`);
    }
  }
  if (t.startsWith("'") && t.endsWith("'") && t.length >= 2) {
    return t.slice(1, -1).replace(/''/g, "'");
  }
  if (/^(true|True|TRUE)$/.test(t)) {
    return true;
  }
  if (/^(false|False|FALSE)$/.test(t)) {
    return false;
  }
  if (t === '' || /^(null|Null|NULL|~)$/.test(t)) {
    return null;
  }
  if (/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(t)) {
    return Number(t);
  }
  return t;
}

/** `{ a: 1, b: { c: "x, y" } }`: a flow mapping, nested ones included. */
function flowMapping(text: string): YamlValue {
  let i = 0;
  const skip = () => {
    while (i < text.length && /\s/.test(text[i]!)) {
      i++;
    }
  };
  const value = (stop: string): YamlValue => {
    skip();
    if (text[i] === '{') {
      return mapping();
    }
    const start = i;
    let quote: string | undefined;
    for (; i < text.length; i++) {
      const c = text[i]!;
      if (quote) {
        quote = c === quote ? undefined : quote;
      } else if (c === '"' || c === "'") {
        quote = c;
      } else if (stop.includes(c)) {
        break;
      }
    }
    return scalar(text.slice(start, i));
  };
  const mapping = (): YamlValue => {
    i++; // {
    const out: Record<string, YamlValue> = {};
    for (;;) {
      skip();
      if (text[i] === '}') {
        i++;
        return out;
      }
      const key = value(':,}');
      if (text[i] !== ':') {
        throw new YamlSubsetError(`expected ":" after ${String(key)}`);
      }
      i++;
      out[String(key)] = value(',}');
      skip();
      if (text[i] === ',') {
        i++;
      } else if (text[i] !== '}') {
        throw new YamlSubsetError('expected "," or "}" in a flow mapping');
      }
    }
  };
  const result = mapping();
  skip();
  if (i !== text.length) {
    throw new YamlSubsetError('text after a flow mapping');
  }
  return result;
}

/** A block mapping (a front matter) as a value; throws YamlSubsetError where it cannot be read. */
export function readYamlSubset(yaml: string): YamlValue {
  const lines = yaml
    .split(/\r?\n/)
    .map((line) => stripComment(line).replace(/\s+$/, ''))
    .filter((line) => line.trim() !== '');
  let index = 0;
  const block = (indent: number): Record<string, YamlValue> => {
    const out: Record<string, YamlValue> = {};
    while (index < lines.length) {
      const line = lines[index]!;
      const own = line.length - line.trimStart().length;
      if (own < indent) {
        break;
      }
      if (own > indent || /\t/.test(line.slice(0, own))) {
        throw new YamlSubsetError(`unexpected indentation at "${line.trim()}"`);
      }
      const match = /^(?:"([^"]*)"|'([^']*)'|([^:#{}[\]]+?)):(?:\s+(.*)|$)/.exec(line.trimStart());
      index++;
      if (!match) {
        // A list item, block text or anything else: its lines are skipped, never read as options.
        while (index < lines.length && lines[index]!.length - lines[index]!.trimStart().length > indent) {
          index++;
        }
        continue;
      }
      const key = match[1] ?? match[2] ?? match[3]!.trim();
      const rest = match[4]?.trim() ?? '';
      if (rest === '') {
        const next = lines[index];
        const nextIndent = next === undefined ? -1 : next.length - next.trimStart().length;
        out[key] = nextIndent > indent && !next!.trimStart().startsWith('- ') ? block(nextIndent) : null;
        while (index < lines.length && lines[index]!.length - lines[index]!.trimStart().length > indent) {
          index++;
        }
      } else if (rest.startsWith('{')) {
        out[key] = flowMapping(rest);
      } else if (/^[|>[&*!]/.test(rest)) {
        // Block text, a flow list, an anchor or a tag: kept as written.
        out[key] = rest;
        while (index < lines.length && lines[index]!.length - lines[index]!.trimStart().length > indent) {
          index++;
        }
      } else {
        out[key] = scalar(rest);
      }
    }
    return out;
  };
  const first = lines[0];
  return first === undefined ? null : block(first.length - first.trimStart().length);
}
