/**
 * The sidebar: the document's outline (its bookmarks; a click goes there) and a thumbnail of each
 * page (drawn when scrolled into the sidebar's view; a click goes to the page). The current page
 * is marked in both: its thumbnail, and the last outline entry at or before it.
 */
import type { ViewerStrings } from '../protocol';
import { resolveDestination, type Target } from './destinations';
import { invertKeepingImages, type ImageCoordinates } from './invert';
import type { PdfDocument } from './pdfJs';
import { el, fill } from './dom';

/** Thumbnails are this wide, in CSS pixels. */
const THUMB_WIDTH = 120;

type OutlineItem = Awaited<ReturnType<PdfDocument['getOutline']>>[number];

export interface SidebarHost {
  /** Goes to a destination in the document. */
  readonly goTo: (target: Target) => void;
  /** Opens an outline entry's web address (through the editor, which asks first). */
  readonly openUrl: (url: string) => void;
  readonly inverted: () => boolean;
}

export class Sidebar {
  readonly element = el('nav', { className: 'sidebar', hidden: true });
  private readonly outlineTab = el('button', { className: 'tab' });
  private readonly pagesTab = el('button', { className: 'tab' });
  private readonly outline = el('div', { className: 'outline' });
  private readonly thumbnails = el('div', { className: 'thumbnails' });
  private readonly noOutline = el('p', { className: 'empty' });
  /** Outline entries with the page each leads to, in document order of the entries. */
  private entries: Array<{ page: number; row: HTMLElement }> = [];
  private thumbs: HTMLElement[] = [];
  private observer: IntersectionObserver | undefined;
  private doc: PdfDocument | undefined;
  private current = 1;

  constructor(
    private readonly strings: ViewerStrings,
    private readonly host: SidebarHost,
  ) {
    this.element.setAttribute('aria-label', strings.sidebar);
    this.outlineTab.textContent = strings.outline;
    this.pagesTab.textContent = strings.thumbnails;
    this.noOutline.textContent = strings.noOutline;
    const tabs = el('div', { className: 'tabs' });
    tabs.setAttribute('role', 'tablist');
    for (const [tab, panel] of [
      [this.outlineTab, this.outline],
      [this.pagesTab, this.thumbnails],
    ] as const) {
      tab.setAttribute('role', 'tab');
      panel.setAttribute('role', 'tabpanel');
      tab.addEventListener('click', () => this.showTab(tab === this.outlineTab ? 'outline' : 'pages'));
    }
    this.outline.setAttribute('role', 'tree');
    tabs.append(this.outlineTab, this.pagesTab);
    this.element.append(tabs, this.outline, this.thumbnails);
    this.showTab('pages');
  }

  get open(): boolean {
    return !this.element.hidden;
  }

  setOpen(open: boolean): void {
    this.element.hidden = !open;
    if (open) {
      this.scrollToCurrent();
    }
  }

  /** Fills both lists for a (new or reloaded) document. */
  async show(doc: PdfDocument): Promise<void> {
    this.doc = doc;
    this.observer?.disconnect();
    this.observer = new IntersectionObserver((seen) => this.onVisible(seen), { root: this.thumbnails, rootMargin: '200px 0px' });
    // Each frame as tall as the first page's shape says, so that only those in view are drawn.
    const first = (await doc.getPage(1)).getViewport({ scale: 1 });
    const height = `${Math.round((THUMB_WIDTH * first.height) / first.width)}px`;
    if (doc !== this.doc) {
      return;
    }
    this.thumbs = Array.from({ length: doc.numPages }, (_, i) => {
      const thumb = el('button', { className: 'thumb', title: fill(this.strings.pageLabel, i + 1) });
      thumb.dataset.page = String(i + 1);
      const label = el('span', { className: 'thumb-label', textContent: String(i + 1) });
      const image = el('div', { className: 'thumb-image' });
      image.style.height = height;
      thumb.append(image, label);
      thumb.addEventListener('click', () => this.host.goTo({ page: i + 1 }));
      this.observer!.observe(thumb);
      return thumb;
    });
    this.thumbnails.replaceChildren(...this.thumbs);
    this.entries = [];
    const items = (await doc.getOutline().catch(() => null)) ?? [];
    if (doc !== this.doc) {
      return;
    }
    this.outline.replaceChildren(...(items.length === 0 ? [this.noOutline] : await this.tree(items, 1)));
    // The outline first when the document has one.
    this.showTab(items.length > 0 ? 'outline' : 'pages');
    this.setCurrent(this.current, true);
  }

  /** Marks page `n` as the current one in both lists (`again`: also when it already is). */
  setCurrent(n: number, again = false): void {
    if (n === this.current && !again) {
      return;
    }
    this.current = n;
    this.thumbs.forEach((thumb, i) => {
      thumb.classList.toggle('current', i + 1 === n);
      if (i + 1 === n) {
        thumb.setAttribute('aria-current', 'page');
      } else {
        thumb.removeAttribute('aria-current');
      }
    });
    const at = [...this.entries].reverse().find((entry) => entry.page <= n);
    for (const entry of this.entries) {
      entry.row.classList.toggle('current', entry === at);
    }
    this.scrollToCurrent();
  }

  private scrollToCurrent(): void {
    if (this.open) {
      const visible = this.thumbnails.hidden ? this.outline.querySelector('.current') : this.thumbs[this.current - 1];
      visible?.scrollIntoView({ block: 'nearest' });
    }
  }

  private showTab(which: 'outline' | 'pages'): void {
    this.outline.hidden = which !== 'outline';
    this.thumbnails.hidden = which !== 'pages';
    this.outlineTab.setAttribute('aria-selected', String(which === 'outline'));
    this.pagesTab.setAttribute('aria-selected', String(which === 'pages'));
  }

  /** The rows of `items` and, nested, their children (resolved to pages for the current-page mark). */
  private async tree(items: OutlineItem[], level: number): Promise<HTMLElement[]> {
    const rows: HTMLElement[] = [];
    for (const item of items) {
      const row = el('div', { className: 'entry' });
      row.setAttribute('role', 'treeitem');
      row.setAttribute('aria-level', String(level));
      const link = el('button', { className: 'entry-title', textContent: item.title || '—', title: item.title });
      link.style.paddingLeft = `${(level - 1) * 12 + 6}px`;
      if (item.bold) {
        link.style.fontWeight = 'bold';
      }
      if (item.italic) {
        link.style.fontStyle = 'italic';
      }
      row.append(link);
      const target = this.doc ? await resolveDestination(this.doc, item.dest) : undefined;
      if (target) {
        this.entries.push({ page: target.page, row });
        link.addEventListener('click', () => this.host.goTo(target));
      } else if (item.url) {
        const url = item.url;
        link.addEventListener('click', () => this.host.openUrl(url));
      } else {
        link.disabled = true;
      }
      rows.push(row);
      if (item.items.length > 0) {
        const group = el('div', { className: 'children' });
        group.setAttribute('role', 'group');
        group.append(...(await this.tree(item.items as OutlineItem[], level + 1)));
        row.append(group);
      }
    }
    return rows;
  }

  private onVisible(entries: IntersectionObserverEntry[]): void {
    for (const entry of entries) {
      const thumb = entry.target as HTMLElement;
      if (entry.isIntersecting && !thumb.dataset.drawn) {
        thumb.dataset.drawn = 'true';
        void this.drawThumb(thumb, Number(thumb.dataset.page));
      }
    }
  }

  private async drawThumb(thumb: HTMLElement, n: number): Promise<void> {
    const doc = this.doc;
    if (!doc) {
      return;
    }
    try {
      const page = await doc.getPage(n);
      const unscaled = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: THUMB_WIDTH / unscaled.width });
      const ratio = window.devicePixelRatio || 1;
      const canvas = el('canvas', { width: Math.floor(viewport.width * ratio), height: Math.floor(viewport.height * ratio) });
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      const inverted = this.host.inverted();
      await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0], recordImages: inverted })
        .promise;
      if (inverted) {
        invertKeepingImages(canvas, page.imageCoordinates as ImageCoordinates | null);
      }
      const image = thumb.querySelector<HTMLElement>('.thumb-image');
      if (doc === this.doc && image) {
        image.style.height = canvas.style.height;
        image.replaceChildren(canvas);
      }
    } catch {
      // A page that cannot be drawn keeps its empty frame; the main view says what went wrong.
      delete thumb.dataset.drawn;
    }
  }

  /** Draws the thumbnails again (the colours changed). */
  redraw(): void {
    for (const thumb of this.thumbs) {
      delete thumb.dataset.drawn;
      this.observer?.unobserve(thumb);
      this.observer?.observe(thumb);
    }
  }

  dispose(): void {
    this.observer?.disconnect();
  }
}
