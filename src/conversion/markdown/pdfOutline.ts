// Bookmarks for a book's PDF. Chromium's print to PDF makes an outline only when asked
// (`generateDocumentOutline`, a tagged PDF), and no html/to/pdf parameter for it is known
// (/work/notes/html-to-pdf.md), so the client adds it: the page links every heading from its
// table of contents, for which Chromium keeps a named destination (`/Dests`), and an incremental
// update appends outline items pointing at those destinations. Nothing of the printed PDF is
// rewritten; a PDF that has an outline already (the service made one), or that this cannot read
// (a cross-reference stream, no destinations), is left as it came. Pure.
import type { BookHeading } from './bookPage';

/** The PDF with bookmarks added, or as it was and why not. */
export type OutlineResult = { readonly pdf: Uint8Array; readonly added: number } | { readonly pdf: Uint8Array; readonly why: string };

interface XrefTable {
  readonly offsets: ReadonlyMap<number, number>;
  readonly trailer: string;
}

/** The last classic cross-reference table and its trailer; undefined for a cross-reference stream. */
function lastXref(text: string): { table: XrefTable; start: number } | undefined {
  const m = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!m) {
    return undefined;
  }
  const start = Number(m[1]);
  if (text.slice(start, start + 4) !== 'xref') {
    return undefined;
  }
  const offsets = new Map<number, number>();
  const lines = text.slice(start + 4, text.indexOf('trailer', start)).split(/\r\n|\r|\n/);
  let next = 0;
  for (const line of lines) {
    const head = /^\s*(\d+)\s+(\d+)\s*$/.exec(line);
    const entry = /^(\d{10}) (\d{5}) ([nf])/.exec(line);
    if (head) {
      next = Number(head[1]);
    } else if (entry) {
      if (entry[3] === 'n') {
        offsets.set(next, Number(entry[1]));
      }
      next += 1;
    }
  }
  const trailerAt = text.indexOf('trailer', start);
  const trailer = trailerAt < 0 ? '' : text.slice(trailerAt, text.indexOf('startxref', trailerAt));
  return { table: { offsets, trailer }, start };
}

/** The text of object `num` between `obj` and `endobj`. */
function objectText(text: string, table: XrefTable, num: number): string | undefined {
  const at = table.offsets.get(num);
  if (at === undefined) {
    return undefined;
  }
  const m = new RegExp(`^${num}\\s+\\d+\\s+obj\\b`).exec(text.slice(at, at + 40));
  if (!m) {
    return undefined;
  }
  const end = text.indexOf('endobj', at);
  return end < 0 ? undefined : text.slice(at + m[0].length, end).trim();
}

/** A name as PDF writes it (`#xx` for other bytes), read back as text (UTF-8). */
function pdfName(raw: string): string {
  const bytes = Buffer.from(
    raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/** Named destinations of a `/Dests` dictionary: name → the destination array as written. */
function destinations(text: string, table: XrefTable, catalog: string): Map<string, string> {
  const out = new Map<string, string>();
  const ref = /\/Dests\s+(\d+)\s+\d+\s+R/.exec(catalog);
  const dict = ref ? objectText(text, table, Number(ref[1])) : /\/Dests\s*(<<[\s\S]*?>>)/.exec(catalog)?.[1];
  for (const m of (dict ?? '').matchAll(/\/([^\s/[\]<>()]+)\s*(\[[^\]]*\])/g)) {
    out.set(pdfName(m[1]!), m[2]!);
  }
  return out;
}

/** A PDF text string in UTF-16BE with its byte-order mark, as hex: any character is safe. */
function textString(text: string): string {
  const hex = Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();
  return `<FEFF${hex}>`;
}

interface Node {
  readonly heading: BookHeading;
  readonly dest: string;
  readonly children: Node[];
  num: number;
}

function count(node: { children: readonly Node[] }): number {
  return node.children.reduce((n, c) => n + 1 + count(c), 0);
}

/** Adds the headings (h1–h3, in order) as bookmarks; h2 under the h1 before it, h3 under the h2. */
export function addOutline(pdf: Uint8Array, headings: readonly BookHeading[]): OutlineResult {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  const xref = lastXref(text);
  if (!xref) {
    return { pdf, why: 'its cross-reference table is not one this reads' };
  }
  const { table } = xref;
  const root = /\/Root\s+(\d+)\s+(\d+)\s+R/.exec(table.trailer);
  const size = /\/Size\s+(\d+)/.exec(table.trailer);
  const catalog = root ? objectText(text, table, Number(root[1])) : undefined;
  if (!root || !size || catalog === undefined || !catalog.startsWith('<<') || !catalog.endsWith('>>')) {
    return { pdf, why: 'its catalog is not one this reads' };
  }
  if (/\/Outlines\b/.test(catalog)) {
    return { pdf, why: 'it has bookmarks already' };
  }
  const dests = destinations(text, table, catalog);
  const top: Node[] = [];
  const path: Node[] = [];
  for (const heading of headings) {
    const dest = dests.get(heading.id);
    if (dest === undefined) {
      continue;
    }
    const node: Node = { heading, dest, children: [], num: 0 };
    while (path.length > 0 && path[path.length - 1]!.heading.level >= heading.level) {
      path.pop();
    }
    (path.length > 0 ? path[path.length - 1]!.children : top).push(node);
    path.push(node);
  }
  if (top.length === 0) {
    return { pdf, why: 'the printed PDF has no destinations for its headings' };
  }
  let next = Number(size[1]);
  const outlinesNum = next++;
  const all: Node[] = [];
  const number = (nodes: Node[]): void =>
    nodes.forEach((n) => {
      n.num = next++;
      all.push(n);
      number(n.children);
    });
  number(top);
  const objects: Array<[number, string]> = [
    [Number(root[1]), `${catalog.slice(0, -2)} /Outlines ${outlinesNum} 0 R /PageMode /UseOutlines>>`],
    [outlinesNum, `<</Type /Outlines /First ${top[0]!.num} 0 R /Last ${top[top.length - 1]!.num} 0 R /Count ${count({ children: top })}>>`],
  ];
  const emit = (nodes: readonly Node[], parent: number): void =>
    nodes.forEach((n, i) => {
      const fields = [
        `/Title ${textString(n.heading.text)}`,
        `/Parent ${parent} 0 R`,
        i > 0 ? `/Prev ${nodes[i - 1]!.num} 0 R` : '',
        i < nodes.length - 1 ? `/Next ${nodes[i + 1]!.num} 0 R` : '',
        n.children.length > 0
          ? `/First ${n.children[0]!.num} 0 R /Last ${n.children[n.children.length - 1]!.num} 0 R /Count ${count(n)}`
          : '',
        `/Dest ${n.dest}`,
      ].filter(Boolean);
      objects.push([n.num, `<<${fields.join(' ')}>>`]);
      emit(n.children, n.num);
    });
  emit(top, outlinesNum);
  let body = text.endsWith('\n') ? '' : '\n';
  const offsets = new Map<number, number>();
  for (const [num, value] of objects) {
    offsets.set(num, text.length + body.length);
    body += `${num} 0 obj\n${value}\nendobj\n`;
  }
  const xrefAt = text.length + body.length;
  const sorted = [...offsets.entries()].sort((a, b) => a[0] - b[0]);
  const rows = sorted.map(([num, at]) => `${num} 1\n${String(at).padStart(10, '0')} 00000 n \n`).join('');
  const keep = ['Info', 'ID']
    .map((key) => new RegExp(`/${key}\\s*(\\d+\\s+\\d+\\s+R|\\[[^\\]]*\\])`).exec(table.trailer)?.[0])
    .filter(Boolean)
    .join(' ');
  body += `xref\n${rows}trailer\n<</Size ${next} /Root ${root[1]} ${root[2]} R ${keep} /Prev ${xref.start}>>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return { pdf: Buffer.concat([Buffer.from(pdf), Buffer.from(body, 'latin1')]), added: all.length };
}
