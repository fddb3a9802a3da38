/**
 * What the person does with a shown document: pages, zoom, find, the sidebar and inverted colours,
 * from the toolbar, the keyboard and the mouse. Holds the current document's pages; main.ts loads
 * documents into it. Page, zoom and sidebar are kept in the webview's state (a hidden tab, a window
 * reload) and sent to the editor, which keeps them per file for this workspace.
 */
import type { FromViewer, ViewerStrings } from '../protocol';
import type { Target } from './destinations';
import { FindController } from './find';
import type { PageStack } from './pages';
import type { PdfDocument } from './pdfJs';
import { Sidebar } from './sidebar';
import { fill } from './dom';
import type { Frame } from './toolbar';
import { clampScale, parseZoom, stepZoom as nextZoom, type Zoom } from './zoom';

/** Where the person was in a document, and how it was shown. */
export interface Position {
  readonly page: number;
  /** How far down the page the view's top is, in page heights. */
  readonly offset: number;
  readonly zoom: Zoom;
}

/** What is kept in the webview's state. */
export interface SavedState extends Position {
  readonly sidebar: boolean;
}

export interface ViewHost {
  readonly post: (message: FromViewer) => void;
  readonly setState: (state: SavedState) => void;
}

/** A saved position read back (from the webview's state or the editor), or undefined when it is not one. */
export function parsePosition(value: unknown): Position | undefined {
  const v = value as Partial<Record<keyof Position, unknown>> | null | undefined;
  const zoom = parseZoom(v?.zoom);
  if (!v || !zoom || typeof v.page !== 'number' || !Number.isInteger(v.page) || v.page < 1 || typeof v.offset !== 'number') {
    return undefined;
  }
  return { page: v.page, offset: Number.isFinite(v.offset) ? Math.min(1, Math.max(-1, v.offset)) : 0, zoom };
}

export class View {
  pages: PageStack | undefined;
  zoom: Zoom;
  private inverted: boolean;
  readonly sidebar: Sidebar;
  readonly find: FindController;
  private positionTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly frame: Frame,
    private readonly strings: ViewerStrings,
    private readonly host: ViewHost,
    start: { readonly zoom?: Zoom; readonly inverted: boolean; readonly sidebar: boolean },
  ) {
    this.zoom = start.zoom ?? 'fitWidth';
    this.inverted = start.inverted;
    this.sidebar = new Sidebar(strings, {
      goTo: (target) => this.goToTarget(target),
      openUrl: (url) => host.post({ type: 'openLink', url }),
      inverted: () => this.inverted,
    });
    frame.main.prepend(this.sidebar.element);
    this.sidebar.setOpen(start.sidebar);
    this.find = new FindController(undefined, (current, total, query) => {
      frame.findCount.textContent = query === '' ? '' : total === 0 ? strings.noMatches : fill(strings.matchOf, current, total);
    });
    this.showInverted();
    this.showSidebar();
    this.wire();
  }

  /** Shows a (new or reloaded) document's pages at `position`; the previous pages go. */
  show(stack: PageStack, doc: PdfDocument, position: Position | undefined): void {
    this.pages?.dispose();
    this.pages = stack;
    stack.setInverted(this.inverted);
    stack.onLink = (target) => this.goToTarget(target);
    stack.onExternalLink = (url) => this.host.post({ type: 'openLink', url });
    this.frame.pageCount.textContent = fill(this.strings.ofPages, stack.pageCount);
    this.frame.pageInput.max = String(stack.pageCount);
    stack.layout(stack.scaleFor(this.zoom));
    this.showZoom();
    stack.goTo(position?.page ?? 1, position?.offset ?? 0);
    this.find.attach(stack);
    void this.sidebar.show(doc);
    this.showPage(true);
  }

  /** Where the person is now (undefined before a document is shown). */
  position(): Position | undefined {
    if (!this.pages) {
      return undefined;
    }
    const page = this.pages.pageInView();
    return { page, offset: this.pages.offsetWithin(page), zoom: this.zoom };
  }

  goTo(n: number): void {
    this.pages?.goTo(n);
    this.showPage(true);
    this.save(true);
  }

  goToTarget(target: Target): void {
    this.pages?.goToTarget(target);
    this.showPage(true);
    this.save(true);
  }

  /** Applies `value`, keeping the page in view where it was. */
  setZoom(value: Zoom): void {
    this.zoom = typeof value === 'number' ? clampScale(value) : value;
    const at = this.position();
    if (this.pages && at) {
      this.pages.layout(this.pages.scaleFor(this.zoom));
      this.pages.goTo(at.page, at.offset);
    }
    this.showZoom();
    this.save(true);
  }

  /** The next listed zoom up or down from the scale shown (a fit's included). */
  stepZoom(direction: 1 | -1): void {
    this.setZoom(nextZoom(this.pages?.currentScale ?? 1, direction));
  }

  toggleSidebar(): void {
    this.sidebar.setOpen(!this.sidebar.open);
    this.showSidebar();
    this.save();
  }

  /** The current page in the page box and the sidebar (`always`: also while the box has the focus). */
  showPage(always = false): void {
    if (!this.pages) {
      return;
    }
    const page = this.pages.pageInView();
    if (always || document.activeElement !== this.frame.pageInput) {
      this.frame.pageInput.value = String(page);
    }
    this.sidebar.setCurrent(page);
  }

  private showZoom(): void {
    const value = String(this.zoom);
    if (this.frame.zoomValues.includes(value)) {
      this.frame.zoomSelect.value = value;
    } else {
      this.frame.customZoom.textContent = `${Math.round((this.pages?.currentScale ?? 1) * 100)} %`;
      this.frame.zoomSelect.value = 'custom';
    }
  }

  private showInverted(): void {
    this.frame.invert.setAttribute('aria-pressed', String(this.inverted));
    document.body.classList.toggle('inverted', this.inverted);
    this.pages?.setInverted(this.inverted);
  }

  private showSidebar(): void {
    this.frame.sidebarToggle.setAttribute('aria-pressed', String(this.sidebar.open));
  }

  /**
   * Keeps the position in the webview's state, and tells the editor: at once after a step the
   * person took (`now`: a page, a link, a zoom), else once scrolling pauses.
   */
  private save(now = false): void {
    const at = this.position();
    if (!at) {
      return;
    }
    this.host.setState({ ...at, sidebar: this.sidebar.open });
    clearTimeout(this.positionTimer);
    const tell = () => this.host.post({ type: 'position', ...at });
    if (now) {
      tell();
    } else {
      this.positionTimer = setTimeout(tell, 400);
    }
  }

  private findStep(direction: 1 | -1): void {
    void this.find.step(direction).then(() => this.showPage(true));
  }

  private wire(): void {
    const f = this.frame;
    f.previous.addEventListener('click', () => this.pages && this.goTo(this.pages.pageInView() - 1));
    f.next.addEventListener('click', () => this.pages && this.goTo(this.pages.pageInView() + 1));
    f.pageInput.addEventListener('change', () => this.goTo(Number(f.pageInput.value) || 1));
    f.pageInput.addEventListener('blur', () => this.showPage());
    f.zoomIn.addEventListener('click', () => this.stepZoom(1));
    f.zoomOut.addEventListener('click', () => this.stepZoom(-1));
    f.zoomSelect.addEventListener('change', () => {
      const value = f.zoomSelect.value;
      if (value !== 'custom') {
        this.setZoom(value === 'fitWidth' || value === 'fitPage' ? value : Number(value));
      }
    });
    f.findInput.addEventListener('input', () => void this.find.search(f.findInput.value).then(() => this.showPage(true)));
    f.findInput.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        this.findStep(event.shiftKey ? -1 : 1);
      } else if (event.key === 'Escape') {
        f.findInput.value = '';
        void this.find.search('');
        f.viewer.focus();
      }
    });
    f.findNext.addEventListener('click', () => this.findStep(1));
    f.findPrevious.addEventListener('click', () => this.findStep(-1));
    f.sidebarToggle.addEventListener('click', () => this.toggleSidebar());
    f.invert.addEventListener('click', () => {
      this.inverted = !this.inverted;
      this.showInverted();
      this.sidebar.redraw();
      this.host.post({ type: 'inverted', inverted: this.inverted });
    });
    let scrollFrame = 0;
    f.viewer.addEventListener('scroll', () => {
      cancelAnimationFrame(scrollFrame);
      scrollFrame = requestAnimationFrame(() => {
        this.showPage();
        this.save();
      });
    });
    f.viewer.addEventListener(
      'wheel',
      (event) => {
        if (event.ctrlKey || event.metaKey) {
          event.preventDefault();
          this.stepZoom(event.deltaY < 0 ? 1 : -1);
        }
      },
      { passive: false },
    );
    window.addEventListener('keydown', (event) => this.onKey(event));
    // A fit follows the window's size.
    let resizeFrame = 0;
    new ResizeObserver(() => {
      cancelAnimationFrame(resizeFrame);
      resizeFrame = requestAnimationFrame(() => {
        const pages = this.pages;
        if (pages && typeof this.zoom !== 'number' && Math.abs(pages.scaleFor(this.zoom) - pages.currentScale) > 0.001) {
          this.setZoom(this.zoom);
        }
      });
    }).observe(f.viewer);
  }

  private onKey(event: KeyboardEvent): void {
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    const act = (action: () => void) => {
      event.preventDefault();
      action();
    };
    if (mod && key === 'f') {
      act(() => {
        this.frame.findInput.focus();
        this.frame.findInput.select();
      });
    } else if (mod && (key === '+' || key === '=')) {
      act(() => this.stepZoom(1));
    } else if (mod && key === '-') {
      act(() => this.stepZoom(-1));
    } else if (mod && key === '0') {
      act(() => this.setZoom(1));
    } else if (key === 'f3') {
      act(() => this.findStep(event.shiftKey ? -1 : 1));
    } else if (key === 'f4' && !mod) {
      act(() => this.toggleSidebar());
    }
  }
}
