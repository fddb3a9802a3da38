/**
 * The pages of one document: a column of page boxes sized for the zoom, each drawn (canvas and
 * pdf.js's text layer, so text can be selected) when it comes near the view and dropped again
 * when the zoom changes. Knows nothing of the toolbar: it takes a zoom and reports the page in view.
 */
import type { PageViewport, PdfDocument, PdfJs, PdfPage } from './pdfJs';
import { drawLinks, type LinkHandlers } from './links';
import { invertKeepingImages, type ImageCoordinates } from './invert';
import { clampScale, type Zoom } from './zoom';

/** CSS pixels per PDF unit at 100 %: a PDF point is 1/72 in, a CSS pixel 1/96 in. */
const CSS_UNITS = 96 / 72;
/** Space around and between the pages, in CSS pixels (matches viewer.css). */
const GAP = 12;

interface PageBox {
  readonly page: PdfPage;
  readonly div: HTMLDivElement;
  /** At scale 1. */
  readonly base: PageViewport;
  /** The zoom this page was drawn for; undefined while not drawn. */
  drawnAt?: number;
  /** Resolves when its text layer is in place (the find bar waits for it). */
  textReady?: Promise<HTMLElement | undefined>;
  cancel?: () => void;
}

export class PageStack {
  private boxes: PageBox[] = [];
  private scale = 1;
  /**
   * The page last gone to (a page button, Find, a link) and where the view stood then: until the
   * view moves, that page is the current one, even when another box holds the line a third down
   * (a match centred near a page's top, small pages at a low zoom).
   */
  private pinned: { page: number; scrollTop: number } | undefined;
  private readonly observer: IntersectionObserver;
  /** Pages drawn with inverted colours, images kept (invert.ts); set through `setInverted`. */
  private inverted = false;
  /** A click on a link inside the document, and on one to an address (links.ts). */
  onLink: LinkHandlers['onLink'] = () => undefined;
  onExternalLink: LinkHandlers['onExternalLink'] = () => undefined;
  /** Fires when a page's text layer has been drawn (the find bar highlights in it). */
  onTextLayer: (pageNumber: number, layer: HTMLElement) => void = () => undefined;

  constructor(
    private readonly pdfjs: PdfJs,
    private readonly doc: PdfDocument,
    private readonly viewer: HTMLElement,
    private readonly column: HTMLElement,
    private readonly pageLabel: (n: number) => string,
  ) {
    this.observer = new IntersectionObserver((entries) => this.onVisible(entries), { root: viewer, rootMargin: '400px 0px' });
  }

  /** Reads every page's size and lays out the column; nothing is drawn yet. */
  async build(): Promise<void> {
    const boxes: PageBox[] = [];
    for (let n = 1; n <= this.doc.numPages; n++) {
      const page = await this.doc.getPage(n);
      const div = document.createElement('div');
      div.className = 'page';
      div.dataset.page = String(n);
      div.setAttribute('role', 'region');
      div.setAttribute('aria-label', this.pageLabel(n));
      boxes.push({ page, div, base: page.getViewport({ scale: CSS_UNITS * page.userUnit }) });
    }
    this.column.replaceChildren(...boxes.map((b) => b.div));
    this.boxes = boxes;
  }

  get pageCount(): number {
    return this.boxes.length;
  }

  get currentScale(): number {
    return this.scale;
  }

  /** The factor a zoom means for this window and document. */
  scaleFor(zoom: Zoom): number {
    if (typeof zoom === 'number') {
      return clampScale(zoom);
    }
    const widest = Math.max(...this.boxes.map((b) => b.base.width), 1);
    const width = (this.viewer.clientWidth - 2 * GAP) / widest;
    if (zoom === 'fitWidth') {
      return clampScale(width);
    }
    const tallest = Math.max(...this.boxes.map((b) => b.base.height), 1);
    return clampScale(Math.min(width, (this.viewer.clientHeight - 2 * GAP) / tallest));
  }

  /** Sizes every page for `scale` and draws the ones in view again. */
  layout(scale: number): void {
    this.scale = scale;
    this.observer.disconnect();
    for (const box of this.boxes) {
      box.cancel?.();
      box.drawnAt = undefined;
      box.textReady = undefined;
      box.div.replaceChildren();
      box.div.style.width = `${Math.floor(box.base.width * scale)}px`;
      box.div.style.height = `${Math.floor(box.base.height * scale)}px`;
      this.observer.observe(box.div);
    }
  }

  /** The current page: the one last gone to while the view has not moved since, else the one in view. */
  pageInView(): number {
    if (this.pinned && Math.abs(this.pinned.scrollTop - this.viewer.scrollTop) < 1) {
      return this.pinned.page;
    }
    this.pinned = undefined;
    return this.pageAtLine();
  }

  /** Makes page `n` the current one until the view moves (called after scrolling to something on it). */
  pin(n: number): void {
    this.pinned = { page: Math.min(Math.max(n, 1), this.boxes.length), scrollTop: this.viewer.scrollTop };
  }

  /** Inverts the pages' colours (or not) and draws the pages in view again. */
  setInverted(inverted: boolean): void {
    if (inverted !== this.inverted) {
      this.inverted = inverted;
      this.layout(this.scale);
    }
  }

  /** The page whose box holds the line a third down the view. */
  private pageAtLine(): number {
    const line = this.viewer.scrollTop + this.viewer.clientHeight / 3;
    let current = 1;
    for (const box of this.boxes) {
      if (box.div.offsetTop - GAP / 2 > line) {
        break;
      }
      current = Number(box.div.dataset.page);
    }
    return current;
  }

  /** How far down page `n` the view's top is, in page heights (−1 to 1: above the page is negative; kept across a reload or zoom). */
  offsetWithin(n: number): number {
    const div = this.boxes[n - 1]?.div;
    if (!div || div.offsetHeight === 0) {
      return 0;
    }
    return Math.min(1, Math.max(-1, (this.viewer.scrollTop + GAP - div.offsetTop) / div.offsetHeight));
  }

  /** Scrolls page `n` into view, `offset` of the way down it. */
  goTo(n: number, offset = 0): void {
    const div = this.boxes[Math.min(Math.max(n, 1), this.boxes.length) - 1]?.div;
    if (div) {
      this.viewer.scrollTop = div.offsetTop - GAP + offset * div.offsetHeight;
      this.pin(Number(div.dataset.page));
    }
  }

  /** Scrolls to `target`: its page, with the edge `top` (PDF units from the page's bottom) at the view's top when given. */
  goToTarget(target: { readonly page: number; readonly top?: number }): void {
    const box = this.boxes[target.page - 1];
    if (!box || target.top === undefined) {
      this.goTo(target.page);
      return;
    }
    const [, y] = box.base.convertToViewportPoint(0, target.top);
    const offset = box.div.offsetHeight > 0 ? (y * this.scale) / box.div.offsetHeight : 0;
    this.goTo(target.page, Math.min(1, Math.max(0, offset)));
  }

  /** Draws page `n` now if it is not drawn, and returns its text layer once it is in place. */
  textLayerOf(n: number): Promise<HTMLElement | undefined> {
    const box = this.boxes[n - 1];
    if (!box) {
      return Promise.resolve(undefined);
    }
    if (box.drawnAt !== this.scale) {
      this.draw(box);
    }
    return box.textReady ?? Promise.resolve(undefined);
  }

  /** The text of page `n` as pdf.js extracts it, runs joined as the text layer shows them. */
  async textOf(n: number): Promise<string> {
    const box = this.boxes[n - 1];
    if (!box) {
      return '';
    }
    const content = await box.page.getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }

  dispose(): void {
    this.observer.disconnect();
    for (const box of this.boxes) {
      box.cancel?.();
    }
  }

  private onVisible(entries: IntersectionObserverEntry[]): void {
    for (const entry of entries) {
      const box = this.boxes[Number((entry.target as HTMLElement).dataset.page) - 1];
      if (entry.isIntersecting && box && box.drawnAt !== this.scale) {
        this.draw(box);
      }
    }
  }

  private draw(box: PageBox): void {
    const scale = this.scale;
    box.drawnAt = scale;
    const viewport = box.base.clone({ scale: box.base.scale * scale });
    const ratio = window.devicePixelRatio || 1;
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    canvas.style.width = `${Math.floor(viewport.width)}px`;
    canvas.style.height = `${Math.floor(viewport.height)}px`;
    const layer = document.createElement('div');
    layer.className = 'textLayer';
    box.div.style.setProperty('--scale-factor', String(viewport.scale));
    box.div.style.setProperty('--total-scale-factor', String(viewport.scale));
    const links = document.createElement('div');
    links.className = 'linkLayer';
    box.div.replaceChildren(canvas, layer, links);
    const n = Number(box.div.dataset.page);
    void drawLinks(this.doc, box.page, n, viewport, links, {
      onLink: (target) => this.onLink(target),
      onExternalLink: (url) => this.onExternalLink(url),
    }).catch(() => undefined);
    const inverted = this.inverted;
    const task = box.page.render({
      canvas,
      viewport,
      transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      // Where the images are, so that inverting leaves them as they are.
      recordImages: inverted,
    });
    if (inverted) {
      // Not shown half-drawn in the wrong colours.
      canvas.style.visibility = 'hidden';
      void task.promise.then(
        () => {
          invertKeepingImages(canvas, box.page.imageCoordinates as ImageCoordinates | null);
          canvas.style.visibility = '';
        },
        () => undefined,
      );
    }
    const text = new this.pdfjs.TextLayer({ textContentSource: box.page.streamTextContent(), container: layer, viewport });
    box.cancel = () => {
      task.cancel();
      text.cancel();
    };
    task.promise.catch(() => undefined);
    box.textReady = text.render().then(
      () => {
        if (box.drawnAt !== scale) {
          return undefined;
        }
        this.onTextLayer(Number(box.div.dataset.page), layer);
        return layer;
      },
      () => undefined,
    );
  }
}
