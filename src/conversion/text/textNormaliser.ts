/**
 * The text a service extraction gives, made readable in a diff (plain, no vscode): one paragraph
 * per line, so a changed paragraph is one changed line; and a marker line where a page, slide or
 * sheet begins, where the text says so by a form feed (U+000C, how text extraction marks a page;
 * text without one gets no markers rather than guessed ones).
 */

/** What a form feed separates in a format's text. */
export type PageKind = 'page' | 'slide' | 'sheet';

export function pageKindOf(format: string): PageKind {
  return format === 'pptx' ? 'slide' : format === 'xlsx' ? 'sheet' : 'page';
}

/** The line that marks page (slide, sheet) `n` of `kind`, in the reader's language. */
export type PageMarker = (kind: PageKind, n: number) => string;

/** The default marker (tests, and where no translation is at hand). */
export const englishMarker: PageMarker = (kind, n) => `──── ${kind === 'slide' ? 'Slide' : kind === 'sheet' ? 'Sheet' : 'Page'} ${n} ────`;

/** One block of lines: a paragraph, or for a sheet each row on its own line (cells keep their tabs). */
function paragraphsOf(page: string, kind: PageKind): string[] {
  const blocks = page.split(/\n[ \t]*\n/);
  const out: string[] = [];
  for (const block of blocks) {
    const lines = block
      .split('\n')
      .map((line) => (kind === 'sheet' ? line.replace(/ {2,}/g, ' ') : line.replace(/[ \t]+/g, ' ')).trim())
      .filter((line) => line !== '');
    if (lines.length === 0) {
      continue;
    }
    if (kind === 'sheet') {
      out.push(...lines);
      continue;
    }
    // Lines a layout wrapped are one paragraph: joined by a space, or directly after a hyphen ("well-" "known").
    out.push(lines.reduce((joined, line) => (joined.endsWith('-') ? `${joined}${line}` : `${joined} ${line}`)));
  }
  return out;
}

/**
 * The extracted `raw` text as it is compared: line ends unified, a byte-order mark and no-break
 * spaces gone, runs of spaces one space, one paragraph per line without blank lines between, and
 * where form feeds split it into pages, a marker line (with a blank line before it) at the start
 * of each. Ends with one newline (empty text stays empty).
 */
export function normaliseText(raw: string, kind: PageKind, marker: PageMarker = englishMarker): string {
  const text = raw
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00A0\u2007\u202F]/g, ' ');
  const pages = text.split('\f');
  const lines: string[] = [];
  const marked = pages.length > 1;
  pages.forEach((page, i) => {
    const paragraphs = paragraphsOf(page, kind);
    // A form feed at the very end (after the last page) opens no page.
    if (marked && !(i === pages.length - 1 && paragraphs.length === 0 && i > 0)) {
      if (lines.length > 0) {
        lines.push('');
      }
      lines.push(marker(kind, i + 1));
    }
    lines.push(...paragraphs);
  });
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
