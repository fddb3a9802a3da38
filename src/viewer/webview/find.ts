/**
 * Find in the document: every page's text (pdf.js's extraction) is searched, case-insensitively;
 * the matches are marked in the text layers with the CSS Custom Highlight API (no change to the
 * layer's spans, so selection keeps working), and Next/Previous scroll to each in turn.
 */
import type { PageStack } from './pages';

interface Match {
  readonly page: number;
  /** Which match on its page (0-based). */
  readonly nth: number;
}

/** Offsets of `query` in `text`, case-insensitive where lower-casing keeps the length. */
export function findAll(text: string, query: string): number[] {
  if (query === '') {
    return [];
  }
  const lowerText = text.toLowerCase();
  const lowerQuery = query.toLowerCase();
  const [hay, needle] = lowerText.length === text.length && lowerQuery.length === query.length ? [lowerText, lowerQuery] : [text, query];
  const found: number[] = [];
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + needle.length)) {
    found.push(at);
  }
  return found;
}

/** DOM ranges of `query` in a text layer, from its text nodes in order. */
function rangesIn(layer: HTMLElement, query: string): Range[] {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(layer, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    nodes.push(node as Text);
  }
  const starts: number[] = [];
  let text = '';
  for (const node of nodes) {
    starts.push(text.length);
    text += node.data;
  }
  const at = (offset: number): [Text, number] => {
    let i = nodes.length - 1;
    while (i > 0 && starts[i]! > offset) {
      i--;
    }
    return [nodes[i]!, offset - starts[i]!];
  };
  return findAll(text, query).map((start) => {
    const range = document.createRange();
    range.setStart(...at(start));
    range.setEnd(...at(start + query.length));
    return range;
  });
}

export class FindController {
  private query = '';
  private matches: Match[] = [];
  private current = -1;
  private texts: Promise<string[]> | undefined;
  private readonly layers = new Map<number, HTMLElement>();
  private readonly all = new Highlight();
  private readonly selected = new Highlight();

  constructor(
    private pages: PageStack | undefined,
    private readonly onCount: (current: number, total: number, query: string) => void,
  ) {
    CSS.highlights.set('find-match', this.all);
    CSS.highlights.set('find-current', this.selected);
  }

  /** How many matches the current query has in the document. */
  get matchCount(): number {
    return this.matches.length;
  }

  /** A new document (or the same one reloaded): searches again for what was being searched. */
  attach(pages: PageStack): void {
    this.pages = pages;
    this.texts = undefined;
    this.layers.clear();
    pages.onTextLayer = (n, layer) => {
      this.layers.set(n, layer);
      this.paint();
    };
    if (this.query !== '') {
      void this.search(this.query, false);
    }
  }

  /** Searches for `query`; with `move`, goes to the first match from the page in view. */
  async search(query: string, move = true): Promise<void> {
    this.query = query;
    const pages = this.pages;
    if (!pages || query === '') {
      this.matches = [];
      this.current = -1;
      this.paint();
      this.onCount(0, 0, query);
      return;
    }
    this.texts ??= Promise.all(Array.from({ length: pages.pageCount }, (_, i) => pages.textOf(i + 1)));
    const texts = await this.texts;
    if (query !== this.query) {
      return;
    }
    this.matches = texts.flatMap((text, i) => findAll(text, query).map((_, nth) => ({ page: i + 1, nth })));
    const from = pages.pageInView();
    this.current =
      this.matches.length === 0
        ? -1
        : Math.max(
            0,
            this.matches.findIndex((m) => m.page >= from),
          );
    this.onCount(this.current + 1, this.matches.length, query);
    this.paint();
    if (move) {
      await this.reveal();
    }
  }

  /** The next (or previous) match, wrapping around. */
  async step(direction: 1 | -1): Promise<void> {
    if (this.matches.length === 0) {
      return;
    }
    this.current = (this.current + direction + this.matches.length) % this.matches.length;
    this.onCount(this.current + 1, this.matches.length, this.query);
    await this.reveal();
  }

  private async reveal(): Promise<void> {
    const match = this.matches[this.current];
    if (!match || !this.pages) {
      return;
    }
    const layer = await this.pages.textLayerOf(match.page);
    if (layer) {
      this.layers.set(match.page, layer);
    }
    this.paint();
    const range = layer && rangesIn(layer, this.query)[match.nth];
    if (range) {
      range.startContainer.parentElement?.scrollIntoView({ block: 'center', inline: 'nearest' });
      // The match's page is the current one (the page box says so), even when it begins low in the view.
      this.pages.pin(match.page);
    } else {
      this.pages.goTo(match.page);
    }
  }

  /** Marks the matches in every drawn text layer. */
  private paint(): void {
    this.all.clear();
    this.selected.clear();
    if (this.query === '') {
      return;
    }
    const chosen = this.matches[this.current];
    for (const [n, layer] of this.layers) {
      if (!layer.isConnected) {
        this.layers.delete(n);
        continue;
      }
      rangesIn(layer, this.query).forEach((range, nth) => {
        (chosen && chosen.page === n && chosen.nth === nth ? this.selected : this.all).add(range);
      });
    }
  }
}
