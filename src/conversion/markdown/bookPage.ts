// A book's body: its chapters' rendered HTML joined into one, each chapter in a section that starts
// a new page, every id made unique by its chapter, links between chapters turned into links inside
// the book, and a table of contents that links every heading down to h3 (which is also what makes
// the printing browser keep a named destination for each, the bookmarks' targets). Pure.
import { posix } from 'node:path';
import { decodeCharacterReferences, escapeHtml } from './htmlTags';

/** One chapter as rendered (its images already embedded). */
export interface BookChapter {
  /** The chapter's URI path (links between chapters are resolved against it). */
  readonly path: string;
  readonly html: string;
}

/** A heading of the book, in order: a bookmark and a line of the table of contents. */
export interface BookHeading {
  readonly level: 1 | 2 | 3;
  /** Its id in the book's page. */
  readonly id: string;
  readonly text: string;
}

export interface AssembledBook {
  readonly html: string;
  readonly headings: readonly BookHeading[];
}

/** The book's own rules: the contents on a page of their own, each chapter on a new page. */
export const BOOK_CSS = `
.book-toc { break-after: page; }
.book-toc-title { font-size: 2em; font-weight: 600; margin: 0 0 0.8em; }
.book-toc ol { list-style: none; padding-left: 0; margin: 0; }
.book-toc li { margin: 0.25em 0; }
.book-toc li.toc-2 { padding-left: 1.5em; }
.book-toc li.toc-3 { padding-left: 3em; font-size: 0.95em; }
.book-toc a { text-decoration: none; }
.book-chapter { break-before: page; }
`;

/** A heading's or an element's text: tags dropped, entities read, spaces collapsed. */
export function plainText(html: string): string {
  return decodeCharacterReferences(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The ids of one chapter, renamed into the book: `c<chapter>-<id>`, ASCII only, unique. */
class ChapterIds {
  private readonly ids = new Map<string, string>();
  private readonly used = new Set<string>();
  private generated = 0;

  constructor(readonly chapter: number) {}

  /** The book's id for one of this chapter's ids (the same for `über` and `%C3%BCber`). */
  map(original: string): string {
    const key = safeDecode(original);
    let id = this.ids.get(key);
    if (id === undefined) {
      const base = `c${this.chapter}-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
      id = base;
      for (let n = 2; this.used.has(id); n += 1) {
        id = `${base}-${n}`;
      }
      this.used.add(id);
      this.ids.set(key, id);
    }
    return id;
  }

  has(original: string): boolean {
    return this.ids.has(safeDecode(original));
  }

  /** An id for a heading that has none. */
  fresh(): string {
    this.generated += 1;
    return this.map(`heading-${this.generated}`);
  }
}

const ID_ATTRIBUTE = /(\sid\s*=\s*)("([^"]*)"|'([^']*)')/gi;
const HREF_ATTRIBUTE = /(\shref\s*=\s*)("([^"]*)"|'([^']*)')/gi;
const HEADING = /<h([1-6])\b([^>]*)>([\s\S]*?)<\/h\1\s*>/gi;

/** Where a link of a chapter leads in the book: `#id` there, or undefined when it leads out of the book. */
function bookTarget(
  href: string,
  from: number,
  chapters: readonly BookChapter[],
  ids: readonly ChapterIds[],
  root: string,
): string | undefined {
  const value = decodeCharacterReferences(href.trim());
  const hash = value.indexOf('#');
  const pathPart = hash < 0 ? value : value.slice(0, hash);
  const fragment = hash < 0 ? '' : value.slice(hash + 1);
  let to = from;
  if (pathPart !== '') {
    if (/^[a-z][a-z0-9+.-]*:/i.test(pathPart) || pathPart.startsWith('//') || pathPart.includes('?')) {
      return undefined;
    }
    const plain = safeDecode(pathPart);
    const resolved = plain.startsWith('/') ? posix.join(root, plain) : posix.join(posix.dirname(chapters[from]!.path), plain);
    to = chapters.findIndex((c) => c.path === resolved);
    if (to < 0) {
      return undefined;
    }
  }
  if (fragment === '') {
    return `#chapter-${to + 1}`;
  }
  return `#${ids[to]!.has(fragment) ? ids[to]!.map(fragment) : `chapter-${to + 1}`}`;
}

/**
 * Joins the chapters: ids renamed per chapter (a heading without one gets one), links between
 * chapters and inside one pointed at the book's ids, the table of contents first. `root` is the
 * workspace folder (`/docs/a.md` links start there, as in the preview).
 */
export function assembleBook(chapters: readonly BookChapter[], options: { contentsTitle: string; root: string }): AssembledBook {
  const ids = chapters.map((_, i) => new ChapterIds(i + 1));
  // Every id first, so that a link to a later chapter's heading finds it.
  const withIds = chapters.map((chapter, i) => {
    const renamed = chapter.html.replace(
      ID_ATTRIBUTE,
      (_all, lead: string, _q, dq?: string, sq?: string) => `${lead}"${ids[i]!.map(decodeCharacterReferences(dq ?? sq ?? ''))}"`,
    );
    return renamed.replace(HEADING, (all, level: string, attributes: string, inner: string) =>
      /\sid\s*=/i.test(attributes) ? all : `<h${level}${attributes} id="${ids[i]!.fresh()}">${inner}</h${level}>`,
    );
  });
  const headings: BookHeading[] = [];
  const sections = withIds.map((html, i) => {
    const linked = html.replace(/<a\b[^>]*>/gi, (tag) =>
      tag.replace(HREF_ATTRIBUTE, (all, lead: string, _q, dq?: string, sq?: string) => {
        const target = bookTarget(dq ?? sq ?? '', i, chapters, ids, options.root);
        return target === undefined ? all : `${lead}"${target}"`;
      }),
    );
    for (const m of linked.matchAll(HEADING)) {
      const level = Number(m[1]);
      const id = /\sid\s*=\s*"([^"]*)"/i.exec(m[2]!)?.[1];
      const text = plainText(m[3]!);
      if (level <= 3 && id !== undefined && text !== '') {
        headings.push({ level: level as 1 | 2 | 3, id, text });
      }
    }
    return `<section class="book-chapter" id="chapter-${i + 1}">\n${linked}\n</section>`;
  });
  const contents = [
    '<nav class="book-toc" id="contents">',
    `<p class="book-toc-title">${escapeHtml(options.contentsTitle)}</p>`,
    '<ol>',
    ...headings.map((h) => `<li class="toc-${h.level}"><a href="#${h.id}">${escapeHtml(h.text)}</a></li>`),
    '</ol>',
    '</nav>',
  ];
  return { html: [...contents, ...sections].join('\n'), headings };
}
