/**
 * The PDF viewer's page (bundled to dist/viewer/pdfViewer.js). The editor sends the file's bytes;
 * pdf.js draws them. A toolbar for pages, zoom and find; page and zoom survive a reload of the
 * file and a hidden tab (webview state). Words come from the editor (data-strings); no innerHTML.
 */
import type { FromViewer, ToViewer, ViewerReport, ViewerStrings } from '../protocol';
import { FindController } from './find';
import { clampScale, PageStack, type Zoom } from './pages';
import { loadPdfJs, type PdfDocument } from './pdfJs';

interface VsCodeApi {
  postMessage(message: FromViewer): void;
  getState(): unknown;
  setState(state: SavedState): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

interface SavedState {
  readonly page: number;
  readonly offset: number;
  readonly zoom: Zoom;
}

const api = acquireVsCodeApi();
const data = document.body.dataset;
const strings = JSON.parse(data.strings ?? '{}') as ViewerStrings;
const fileName = data.name ?? '';
const fill = (template: string, ...args: (string | number)[]) =>
  template.replace(/\{(\d+)\}/g, (m, i: string) => String(args[Number(i)] ?? m));

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), props);
}

// The toolbar.
const previous = el('button', { className: 'icon', title: strings.previousPage, textContent: '‹' });
const next = el('button', { className: 'icon', title: strings.nextPage, textContent: '›' });
const pageInput = el('input', { type: 'number', min: '1', value: '1', title: strings.pageNumber, className: 'page-number' });
pageInput.setAttribute('aria-label', strings.pageNumber);
const pageCount = el('span', { className: 'count' });
const zoomOut = el('button', { className: 'icon', title: strings.zoomOut, textContent: '−' });
const zoomIn = el('button', { className: 'icon', title: strings.zoomIn, textContent: '+' });
const zoomSelect = el('select', { title: strings.zoom });
zoomSelect.setAttribute('aria-label', strings.zoom);
const ZOOMS: Array<[string, string]> = [
  ['fitWidth', strings.fitWidth],
  ['fitPage', strings.fitPage],
  ...[0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4].map((z): [string, string] => [String(z), `${Math.round(z * 100)} %`]),
];
const customZoom = el('option', { value: 'custom', hidden: true });
zoomSelect.append(...ZOOMS.map(([value, text]) => el('option', { value, textContent: text })), customZoom);
const findInput = el('input', { type: 'search', placeholder: strings.find, title: strings.find, className: 'find' });
findInput.setAttribute('aria-label', strings.find);
const findPrevious = el('button', { className: 'icon', title: strings.findPrevious, textContent: '↑' });
const findNext = el('button', { className: 'icon', title: strings.findNext, textContent: '↓' });
const findCount = el('span', { className: 'count find-count' });
findCount.setAttribute('aria-live', 'polite');
const group = (...children: HTMLElement[]) => {
  const div = el('div', { className: 'group' });
  div.append(...children);
  return div;
};
const toolbar = el('div', { className: 'toolbar' });
toolbar.setAttribute('role', 'toolbar');
toolbar.append(
  group(previous, pageInput, pageCount, next),
  group(zoomOut, zoomSelect, zoomIn),
  group(findInput, findPrevious, findNext, findCount),
);
const viewer = el('div', { className: 'viewer', tabIndex: 0 });
const column = el('div', { className: 'pages' });
const message = el('div', { className: 'message', hidden: true });
message.setAttribute('role', 'alert');
viewer.append(column);
document.body.replaceChildren(toolbar, message, viewer);

let pages: PageStack | undefined;
let doc: PdfDocument | undefined;
let zoom: Zoom = 'fitWidth';
let loads = 0;
let passwordAnswer: ((password: string | undefined) => void) | undefined;
/** A reveal (Search in Documents' hit) waiting for the file to be shown. */
let revealWanted: { page: number; query: string } | undefined;
const saved = api.getState() as SavedState | undefined;
if (saved) {
  zoom = saved.zoom;
}
const find = new FindController(undefined, (current, total, query) => {
  findCount.textContent = query === '' ? '' : total === 0 ? strings.noMatches : fill(strings.matchOf, current, total);
});

function say(text: string | undefined): void {
  message.textContent = text ?? '';
  message.hidden = text === undefined;
}

function report(value: ViewerReport): void {
  api.postMessage({ type: 'report', report: value });
}

function saveState(): void {
  if (pages) {
    const page = pages.pageInView();
    api.setState({ page, offset: pages.offsetWithin(page), zoom });
  }
}

function showZoom(): void {
  const value = String(zoom);
  if (ZOOMS.some(([v]) => v === value)) {
    zoomSelect.value = value;
  } else {
    customZoom.textContent = `${Math.round((pages?.currentScale ?? 1) * 100)} %`;
    zoomSelect.value = 'custom';
  }
}

/** Applies `value`, keeping the page in view where it was. */
function setZoom(value: Zoom): void {
  zoom = typeof value === 'number' ? clampScale(value) : value;
  if (pages) {
    const page = pages.pageInView();
    const offset = pages.offsetWithin(page);
    pages.layout(pages.scaleFor(zoom));
    pages.goTo(page, offset);
  }
  showZoom();
  saveState();
}

function stepZoom(direction: 1 | -1): void {
  const now = pages?.currentScale ?? 1;
  setZoom(direction > 0 ? now * 1.25 : now / 1.25);
}

function showPage(): void {
  if (pages && document.activeElement !== pageInput) {
    pageInput.value = String(pages.pageInView());
  }
}

/** Asks the editor for the password (it shows VS Code's password box); undefined when cancelled. */
function askPassword(incorrect: boolean): Promise<string | undefined> {
  return new Promise((resolve) => {
    passwordAnswer = resolve;
    api.postMessage({ type: 'needPassword', incorrect });
  });
}

/** The bytes of a load message: an ArrayBuffer, or what a host made of one on the way. */
function bytesOf(data: unknown): Uint8Array {
  if (data instanceof ArrayBuffer) {
    return new Uint8Array(data);
  }
  if (ArrayBuffer.isView(data)) {
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  }
  return Uint8Array.from(Object.values(data as Record<string, number>));
}

async function load(bytes: Uint8Array, reload: boolean): Promise<void> {
  const position = reload && pages ? { page: pages.pageInView(), offset: pages.offsetWithin(pages.pageInView()) } : saved;
  if (!reload) {
    say(strings.loading);
  }
  let cancelled = false;
  try {
    const pdfjs = await loadPdfJs(data.pdfjs ?? '', data.worker ?? '');
    const task = pdfjs.getDocument({ data: bytes, isEvalSupported: false, useSystemFonts: true, enableXfa: false });
    task.onPassword = (update: (password: string) => void, reason: number) => {
      void askPassword(reason === pdfjs.PasswordResponses.INCORRECT_PASSWORD).then((password) => {
        if (password === undefined) {
          cancelled = true;
          void task.destroy();
        } else {
          update(password);
        }
      });
    };
    const fresh = await task.promise;
    const stack = new PageStack(pdfjs, fresh, viewer, column, (n) => fill(strings.pageLabel, n));
    await stack.build();
    pages?.dispose();
    void doc?.destroy();
    doc = fresh;
    pages = stack;
    loads++;
    say(undefined);
    pageCount.textContent = fill(strings.ofPages, stack.pageCount);
    pageInput.max = String(stack.pageCount);
    stack.layout(stack.scaleFor(zoom));
    showZoom();
    stack.goTo(position?.page ?? 1, position?.offset ?? 0);
    showPage();
    find.attach(stack);
    void applyReveal();
    const first = await stack.textLayerOf(1);
    report({
      state: 'shown',
      pages: stack.pageCount,
      page: stack.pageInView(),
      scale: stack.currentScale,
      firstPageText: (first?.textContent ?? '').slice(0, 2000),
      loads,
    });
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    const detail = err instanceof Error ? err.message : String(err);
    if (cancelled || name === 'PasswordException') {
      say(fill(strings.passwordCancelled, fileName));
      report({ state: 'error', kind: 'password', message: message.textContent ?? '' });
    } else if (name === 'InvalidPDFException' || name === 'FormatError' || name === 'UnknownErrorException') {
      say(fill(strings.notReadable, fileName, detail));
      report({ state: 'error', kind: 'invalid', message: message.textContent ?? '' });
    } else {
      say(fill(strings.failed, fileName, detail));
      report({ state: 'error', kind: 'other', message: message.textContent ?? '' });
    }
  }
}

/** Goes to the wanted page and finds the query from there (the match highlighted, the toolbar saying it). */
async function applyReveal(): Promise<void> {
  const wanted = revealWanted;
  if (!wanted || !pages) {
    return;
  }
  revealWanted = undefined;
  pages.goTo(wanted.page);
  findInput.value = wanted.query;
  await find.search(wanted.query);
  showPage();
  report({ state: 'revealed', page: pages.pageInView(), query: wanted.query, matches: find.matchCount });
}

window.addEventListener('message', (event: MessageEvent<ToViewer>) => {
  const msg = event.data;
  switch (msg.type) {
    case 'load':
      void load(bytesOf(msg.data), msg.reload);
      break;
    case 'password': {
      const answer = passwordAnswer;
      passwordAnswer = undefined;
      answer?.(msg.password);
      break;
    }
    case 'deleted':
      say(strings.deleted);
      break;
    case 'reveal':
      revealWanted = { page: msg.page, query: msg.query };
      void applyReveal();
      break;
    case 'failed':
      say(msg.message);
      report({ state: 'error', kind: 'other', message: msg.message });
      break;
  }
});

previous.addEventListener('click', () => pages?.goTo(pages.pageInView() - 1));
next.addEventListener('click', () => pages?.goTo(pages.pageInView() + 1));
pageInput.addEventListener('change', () => pages?.goTo(Number(pageInput.value) || 1));
pageInput.addEventListener('blur', showPage);
zoomIn.addEventListener('click', () => stepZoom(1));
zoomOut.addEventListener('click', () => stepZoom(-1));
zoomSelect.addEventListener('change', () => {
  const value = zoomSelect.value;
  if (value !== 'custom') {
    setZoom(value === 'fitWidth' || value === 'fitPage' ? value : Number(value));
  }
});
findInput.addEventListener('input', () => void find.search(findInput.value));
findInput.addEventListener('keydown', (event) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    void find.step(event.shiftKey ? -1 : 1);
  } else if (event.key === 'Escape') {
    findInput.value = '';
    void find.search('');
    viewer.focus();
  }
});
findNext.addEventListener('click', () => void find.step(1));
findPrevious.addEventListener('click', () => void find.step(-1));
let scrollFrame = 0;
viewer.addEventListener('scroll', () => {
  cancelAnimationFrame(scrollFrame);
  scrollFrame = requestAnimationFrame(() => {
    showPage();
    saveState();
  });
});
viewer.addEventListener(
  'wheel',
  (event) => {
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      stepZoom(event.deltaY < 0 ? 1 : -1);
    }
  },
  { passive: false },
);
window.addEventListener('keydown', (event) => {
  const mod = event.ctrlKey || event.metaKey;
  if (mod && event.key.toLowerCase() === 'f') {
    event.preventDefault();
    findInput.focus();
    findInput.select();
  } else if (mod && (event.key === '+' || event.key === '=')) {
    event.preventDefault();
    stepZoom(1);
  } else if (mod && event.key === '-') {
    event.preventDefault();
    stepZoom(-1);
  } else if (mod && event.key === '0') {
    event.preventDefault();
    setZoom(1);
  } else if (event.key === 'F3') {
    event.preventDefault();
    void find.step(event.shiftKey ? -1 : 1);
  }
});
// A fit follows the window's size.
let resizeFrame = 0;
new ResizeObserver(() => {
  cancelAnimationFrame(resizeFrame);
  resizeFrame = requestAnimationFrame(() => {
    if (pages && typeof zoom !== 'number' && Math.abs(pages.scaleFor(zoom) - pages.currentScale) > 0.001) {
      setZoom(zoom);
    }
  });
}).observe(viewer);

api.postMessage({ type: 'ready' });
