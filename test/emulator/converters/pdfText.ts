/**
 * Lays text out on A4 pages with the PDF standard fonts (pdf-lib): the back end of txt→pdf,
 * md→pdf, html→pdf and web→pdf. Long lines wrap at word boundaries (long words break anywhere),
 * text flows onto as many pages as it needs, and characters the standard fonts cannot encode
 * (WinAnsi only) are replaced instead of making pdf-lib throw.
 */
import { PDFDocument, PageSizes, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { toBuffer } from './common';

/** One block of text; a '\n' inside `text` starts a new line. */
export interface TextBlock {
  readonly kind: 'heading' | 'paragraph' | 'preformatted';
  /** 1..6 for headings. */
  readonly level?: number;
  readonly text: string;
  /** Left indent in points (list items, quotes). */
  readonly indent?: number;
}

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 56;
const MAX_INDENT = 200;

interface Style {
  readonly font: StandardFonts;
  readonly size: number;
  readonly leading: number;
  readonly spaceBefore: number;
  readonly spaceAfter: number;
}

const HEADING_SIZES = [20, 16, 14, 12.5, 11.5, 11];
const BODY: Style = { font: StandardFonts.Helvetica, size: 11, leading: 15, spaceBefore: 0, spaceAfter: 6 };
const PRE: Style = { font: StandardFonts.Courier, size: 10, leading: 13, spaceBefore: 0, spaceAfter: 6 };

function styleOf(block: TextBlock): Style {
  switch (block.kind) {
    case 'heading': {
      const size = HEADING_SIZES[Math.min(Math.max(block.level ?? 1, 1), 6) - 1] ?? 11;
      return { font: StandardFonts.HelveticaBold, size, leading: Math.round(size * 1.3), spaceBefore: size * 0.7, spaceAfter: 4 };
    }
    case 'preformatted':
      return PRE;
    case 'paragraph':
      return BODY;
  }
}

/**
 * Returns a function that maps text to what `font` can draw: tabs become spaces, control and
 * format characters are dropped, accented letters outside WinAnsi lose their accent where that
 * leaves a drawable letter ("ő" → "o"), and anything else becomes "?".
 */
function encoderFor(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  const drawable = (s: string): boolean => [...s].every((c) => supported.has(c.codePointAt(0) ?? -1));
  return (text) => {
    let out = '';
    for (const ch of text) {
      if (supported.has(ch.codePointAt(0) ?? -1)) {
        out += ch;
      } else if (ch === '\t') {
        out += '    ';
      } else if (/[\p{Cc}\p{Cf}]/u.test(ch)) {
        // Control and zero-width format characters draw nothing.
      } else {
        const bare = ch.normalize('NFKD').replace(/\p{M}/gu, '');
        out += bare !== '' && drawable(bare) ? bare : '?';
      }
    }
    return out;
  };
}

/** Breaks one line into pieces no wider than `maxWidth`; leading spaces (indentation) are kept. */
function wrap(line: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const widthOf = (s: string): number => font.widthOfTextAtSize(s, size);
  const lines: string[] = [];
  let current = '';
  let width = 0;
  const flush = (): void => {
    lines.push(current.trimEnd());
    current = '';
    width = 0;
  };
  for (const token of line.match(/\S+\s*|\s+/g) ?? []) {
    const word = token.trimEnd();
    const wordWidth = widthOf(word);
    if (width + wordWidth <= maxWidth) {
      current += token;
      width += widthOf(token);
      continue;
    }
    if (current.trim() !== '') {
      flush();
    }
    if (wordWidth <= maxWidth) {
      current = token;
      width = widthOf(token);
      continue;
    }
    for (const ch of word) {
      const w = widthOf(ch);
      if (width + w > maxWidth && current !== '') {
        flush();
      }
      current += ch;
      width += w;
    }
    current += token.slice(word.length);
    width = widthOf(current);
  }
  flush();
  return lines;
}

/** Keeps the cursor and starts pages as the text flows down. */
class Typesetter {
  private page: PDFPage | undefined;
  private y = 0;
  private readonly fonts = new Map<StandardFonts, { font: PDFFont; encode: (t: string) => string }>();

  constructor(private readonly doc: PDFDocument) {}

  async font(name: StandardFonts): Promise<{ font: PDFFont; encode: (t: string) => string }> {
    let entry = this.fonts.get(name);
    if (entry === undefined) {
      const font = await this.doc.embedFont(name);
      entry = { font, encode: encoderFor(font) };
      this.fonts.set(name, entry);
    }
    return entry;
  }

  private atTop(): boolean {
    return this.page === undefined || this.y >= PAGE_HEIGHT - MARGIN;
  }

  /** Vertical space, dropped at the top of a page so that pages do not start with a gap. */
  space(points: number): void {
    if (!this.atTop()) {
      this.y -= points;
    }
  }

  line(text: string, font: PDFFont, style: Style, indent: number): void {
    if (this.page === undefined || this.y - style.leading < MARGIN) {
      this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
      this.y = PAGE_HEIGHT - MARGIN;
    }
    const baseline = this.y - style.size;
    if (text.trim() !== '') {
      this.page.drawText(text, { x: MARGIN + indent, y: baseline, font, size: style.size });
    }
    this.y -= style.leading;
  }

  /** Every PDF needs one page, even for empty text. */
  finish(): void {
    if (this.page === undefined) {
      this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    }
  }
}

/** Renders blocks of text as a PDF with the given document title. */
export async function textToPdf(blocks: readonly TextBlock[], title: string, signal?: AbortSignal): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('Convert Files emulator');
  doc.setCreator('Convert Files emulator');
  const setter = new Typesetter(doc);
  for (const block of blocks) {
    signal?.throwIfAborted();
    const style = styleOf(block);
    const { font, encode } = await setter.font(style.font);
    const indent = Math.min(Math.max(block.indent ?? 0, 0), MAX_INDENT);
    const maxWidth = PAGE_WIDTH - 2 * MARGIN - indent;
    setter.space(style.spaceBefore);
    for (const rawLine of block.text.split('\n')) {
      for (const line of wrap(encode(rawLine), font, style.size, maxWidth)) {
        setter.line(line, font, style, indent);
      }
    }
    setter.space(style.spaceAfter);
  }
  setter.finish();
  return toBuffer(await doc.save());
}
