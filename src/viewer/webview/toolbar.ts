/**
 * The viewer's toolbar and the frame around the pages, built once from the localised words (no
 * innerHTML: every text is set as text). Only elements here; main.ts wires them.
 */
import type { ViewerStrings } from '../protocol';
import { el } from './dom';
import { ZOOM_STEPS } from './zoom';

function button(title: string, text: string): HTMLButtonElement {
  const b = el('button', { className: 'icon', title, textContent: text });
  b.setAttribute('aria-label', title);
  return b;
}

function group(...children: HTMLElement[]): HTMLDivElement {
  const div = el('div', { className: 'group' });
  div.append(...children);
  return div;
}

/** Builds the toolbar, the message line and the scrolling column into the page's body. */
export function buildFrame(strings: ViewerStrings) {
  const previous = button(strings.previousPage, '‹');
  const next = button(strings.nextPage, '›');
  const pageInput = el('input', { type: 'number', min: '1', value: '1', title: strings.pageNumber, className: 'page-number' });
  pageInput.setAttribute('aria-label', strings.pageNumber);
  const pageCount = el('span', { className: 'count' });
  const zoomOut = button(strings.zoomOut, '−');
  const zoomIn = button(strings.zoomIn, '+');
  const zoomSelect = el('select', { title: strings.zoom });
  zoomSelect.setAttribute('aria-label', strings.zoom);
  const zooms: Array<[string, string]> = [
    ['fitWidth', strings.fitWidth],
    ['fitPage', strings.fitPage],
    ...ZOOM_STEPS.map((z): [string, string] => [String(z), `${Math.round(z * 100)} %`]),
  ];
  const customZoom = el('option', { value: 'custom', hidden: true });
  zoomSelect.append(...zooms.map(([value, text]) => el('option', { value, textContent: text })), customZoom);
  const findInput = el('input', { type: 'search', placeholder: strings.find, title: strings.find, className: 'find' });
  findInput.setAttribute('aria-label', strings.find);
  const findPrevious = button(strings.findPrevious, '↑');
  const findNext = button(strings.findNext, '↓');
  const findCount = el('span', { className: 'count find-count' });
  findCount.setAttribute('aria-live', 'polite');
  const sidebarToggle = button(strings.toggleSidebar, '☰');
  sidebarToggle.classList.add('toggle');
  const invert = button(strings.invertColors, '◐');
  invert.classList.add('toggle');
  const toolbar = el('div', { className: 'toolbar' });
  toolbar.setAttribute('role', 'toolbar');
  toolbar.append(
    group(sidebarToggle),
    group(previous, pageInput, pageCount, next),
    group(zoomOut, zoomSelect, zoomIn),
    group(findInput, findPrevious, findNext, findCount),
    group(invert),
  );
  const viewer = el('div', { className: 'viewer', tabIndex: 0 });
  const column = el('div', { className: 'pages' });
  const message = el('div', { className: 'message', hidden: true });
  message.setAttribute('role', 'alert');
  viewer.append(column);
  const main = el('div', { className: 'main' });
  main.append(viewer);
  document.body.replaceChildren(toolbar, message, main);
  return {
    toolbar,
    previous,
    next,
    pageInput,
    pageCount,
    zoomOut,
    zoomIn,
    zoomSelect,
    customZoom,
    zoomValues: zooms.map(([value]) => value),
    findInput,
    findPrevious,
    findNext,
    findCount,
    invert,
    sidebarToggle,
    main,
    viewer,
    column,
    message,
  };
}

export type Frame = ReturnType<typeof buildFrame>;
