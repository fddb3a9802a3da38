// Rendered Markdown read the way a browser reads it, far enough to rewrite what a page may hold:
// each start tag with its attributes (a `>` inside a quoted value does not end the tag), the text
// of raw-text elements (`<style>`, `<script>`, …) apart from the markup around it, comments and
// end tags left as they are. Not a full HTML parser: what it does not recognise it passes through,
// and every attribute it hands out is written back from its decoded value, so the browser that
// prints the page reads exactly the value that was checked. Pure.

/** One attribute of a start tag, its value decoded (character references resolved); undefined without `=`. */
export interface TagAttribute {
  readonly name: string;
  readonly value: string | undefined;
}

export interface StartTag {
  /** Lower case. */
  readonly element: string;
  readonly attributes: readonly TagAttribute[];
  readonly selfClosing: boolean;
}

export interface HtmlRewriter {
  /** The attributes a start tag keeps (the same list, a changed one, or fewer). */
  tag(tag: StartTag): Promise<readonly TagAttribute[]>;
  /** A stylesheet's text (a `<style>` element's) as it should stand. */
  stylesheet(css: string): Promise<string>;
}

/** Elements inside which `<style>` and `<script>` hold markup, as a browser reads them. */
const FOREIGN = new Set(['svg', 'math']);

/**
 * `html` with every start tag and every stylesheet passed through `rewriter`. Where the reading
 * cannot be sure, it reads markup (whose attributes are then checked) rather than text: `<script>`
 * is text only outside SVG and MathML, as in a browser.
 */
export async function rewriteHtml(html: string, rewriter: HtmlRewriter): Promise<string> {
  const out: string[] = [];
  let foreign = 0;
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt < 0) {
      out.push(html.slice(at));
      break;
    }
    out.push(html.slice(at, lt));
    if (html.startsWith('<!--', lt)) {
      const stop = commentEnd(html, lt);
      out.push(html.slice(lt, stop));
      at = stop;
      continue;
    }
    if (!/[a-zA-Z]/.test(html[lt + 1] ?? '')) {
      // An end tag, a doctype, or a `<` that starts nothing: as it is (an end tag holds no attribute a browser uses).
      const end = /^<[/!?][^>]*>/.exec(html.slice(lt));
      const stop = end ? lt + end[0].length : lt + 1;
      const closed = end ? /^<\/([a-zA-Z]+)/.exec(end[0])?.[1]?.toLowerCase() : undefined;
      if (closed !== undefined && FOREIGN.has(closed) && foreign > 0) {
        foreign--;
      }
      out.push(html.slice(lt, stop));
      at = stop;
      continue;
    }
    const parsed = parseStartTag(html, lt);
    if (!parsed) {
      // A tag the document never closes: a browser drops it and everything after it; so does the page.
      break;
    }
    const { tag } = parsed;
    out.push(writeStartTag(tag, await rewriter.tag(tag)));
    at = parsed.end;
    if (FOREIGN.has(tag.element) && !tag.selfClosing) {
      foreign++;
    }
    // In HTML a `/>` closes nothing (`<style/>` starts a stylesheet); in SVG it does.
    const rawText = foreign === 0 ? tag.element === 'style' || tag.element === 'script' : tag.element === 'style' && !tag.selfClosing;
    if (rawText) {
      const close = new RegExp(`</${tag.element}[\\s/>]`, 'i').exec(html.slice(at));
      const stop = close ? at + close.index : html.length;
      const text = html.slice(at, stop);
      if (tag.element === 'script') {
        out.push(text);
      } else if (foreign === 0) {
        out.push(await rewriter.stylesheet(text));
      } else {
        // In SVG a stylesheet is ordinary text: references resolved, and written back as text with no markup in it.
        out.push(escapeText(await rewriter.stylesheet(decodeCharacterReferences(text))));
      }
      at = stop;
    }
  }
  return out.join('');
}

/** Where the comment at `lt` ends, as a browser ends it (`<!-->` and `--!>` included). */
function commentEnd(html: string, lt: number): number {
  const early = /^<!---?>/.exec(html.slice(lt, lt + 6));
  if (early) {
    return lt + early[0].length;
  }
  const end = /--!?>/.exec(html.slice(lt + 4));
  return end ? lt + 4 + end.index + end[0].length : html.length;
}

/** The start tag at `lt` (as HTML's tokenizer reads one) and where it ends; undefined when it never ends. */
function parseStartTag(html: string, lt: number): { tag: StartTag; end: number } | undefined {
  const name = /^<([a-zA-Z][^\s/>]*)/.exec(html.slice(lt, lt + 200))!;
  let i = lt + name[0].length;
  const attributes: TagAttribute[] = [];
  let selfClosing = false;
  for (;;) {
    while (i < html.length && /[\s/]/.test(html[i]!)) {
      selfClosing = html[i] === '/';
      i++;
    }
    if (i >= html.length) {
      return undefined;
    }
    if (html[i] === '>') {
      return { tag: { element: name[1]!.toLowerCase(), attributes, selfClosing }, end: i + 1 };
    }
    selfClosing = false;
    // A name runs to a space, `/`, `>` or `=` (a leading `=` belongs to it).
    const start = i;
    i++;
    while (i < html.length && !/[\s/>=]/.test(html[i]!)) {
      i++;
    }
    const attributeName = html.slice(start, i).toLowerCase();
    let j = i;
    while (j < html.length && /\s/.test(html[j]!)) {
      j++;
    }
    if (html[j] !== '=') {
      attributes.push({ name: attributeName, value: undefined });
      continue;
    }
    j++;
    while (j < html.length && /\s/.test(html[j]!)) {
      j++;
    }
    const quote = html[j];
    let raw: string;
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, j + 1);
      if (close < 0) {
        return undefined;
      }
      raw = html.slice(j + 1, close);
      i = close + 1;
    } else {
      const value = /^[^\s>]*/.exec(html.slice(j))![0];
      raw = value;
      i = j + value.length;
    }
    attributes.push({ name: attributeName, value: decodeCharacterReferences(raw) });
  }
}

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  sol: '/',
  bsol: '\\',
  period: '.',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
};

/** Character references as a browser resolves them (an attribute, a heading's text): numeric ones (`&#47;`, `&#x2F`) and the common names. */
export function decodeCharacterReferences(value: string): string {
  return value
    .replace(/&#(?:[xX]([0-9a-fA-F]+)|([0-9]+));?/g, (_all, hex: string | undefined, dec: string | undefined) => {
      const code = hex !== undefined ? parseInt(hex, 16) : Number(dec);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    })
    .replace(/&([a-zA-Z]+);/g, (all, name: string) => NAMED[name.toLowerCase()] ?? all);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/** Text or an attribute's value as HTML writes it: `&`, `<`, `>` and `"` escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The start tag written again: every value double-quoted and escaped. */
function writeStartTag(tag: StartTag, attributes: readonly TagAttribute[]): string {
  const written = attributes.map((a) => (a.value === undefined ? ` ${a.name}` : ` ${a.name}="${escapeHtml(a.value)}"`));
  return `<${tag.element}${written.join('')}${tag.selfClosing ? ' /' : ''}>`;
}
