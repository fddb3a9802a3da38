/**
 * The PDF viewer's page (bundled to dist/viewer/pdfViewer.js). The editor sends the file's bytes;
 * pdf.js draws them into the view (view.ts: toolbar, sidebar, find, zoom). Page and zoom survive a
 * reload of the file, a hidden tab and a window reload (the webview's state; else the position the
 * editor kept for this file). Words come from the editor (data-strings); no innerHTML.
 */
import type { FromViewer, ToViewer, ViewerReport, ViewerStrings } from '../protocol';
import { PageStack } from './pages';
import { loadPdfJs, type PdfDocument } from './pdfJs';
import { el, fill } from './dom';
import { buildFrame } from './toolbar';
import { parsePosition, View, type Position, type SavedState } from './view';

interface VsCodeApi {
  postMessage(message: FromViewer): void;
  getState(): unknown;
  setState(state: SavedState): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const api = acquireVsCodeApi();
const data = document.body.dataset;
const strings = JSON.parse(data.strings ?? '{}') as ViewerStrings;
const fileName = data.name ?? '';
const frame = buildFrame(strings);
const { viewer, column, message } = frame;
const state = api.getState() as Partial<SavedState> | undefined;
// The webview's own state first (this tab, also across a window reload); else where the person
// was in this file before, as the editor kept it for the workspace.
const saved: Position | undefined = parsePosition(state) ?? parsePosition(JSON.parse(data.position || 'null'));
const view = new View(
  frame,
  strings,
  { post: (m) => api.postMessage(m), setState: (s) => api.setState(s) },
  {
    zoom: saved?.zoom,
    inverted: data.inverted === 'true',
    sidebar: state?.sidebar === true,
  },
);

let doc: PdfDocument | undefined;
let loads = 0;
let passwordAnswer: ((password: string | undefined) => void) | undefined;
/** A reveal (Search in Documents' hit) waiting for the file to be shown. */
let revealWanted: { page: number; query: string } | undefined;
let shown = false;

function say(text: string | undefined): void {
  message.textContent = text ?? '';
  message.hidden = text === undefined;
}

function report(value: ViewerReport): void {
  api.postMessage({ type: 'report', report: value });
}

/** Asks the editor for the password (it shows VS Code's password box); undefined when cancelled. */
function askPassword(incorrect: boolean): Promise<string | undefined> {
  return new Promise((resolve) => {
    passwordAnswer = resolve;
    api.postMessage({ type: 'needPassword', incorrect });
  });
}

/** The reading under way: its id, and the file's bytes as they arrive (begin, part…, end). */
let incoming: { id: number; reload: boolean; bytes: Uint8Array; received: number } | undefined;

function begin(id: number, size: number, reload: boolean): void {
  incoming = { id, reload, bytes: new Uint8Array(size), received: 0 };
  if (!reload) {
    say(strings.loading);
  }
}

function part(id: number, data: unknown): void {
  if (incoming?.id !== id) {
    return;
  }
  const chunk = bytesOf(data);
  if (incoming.received + chunk.byteLength > incoming.bytes.byteLength) {
    // The file grew while it was read: make room (its next change event reads it again anyway).
    const larger = new Uint8Array(incoming.received + chunk.byteLength);
    larger.set(incoming.bytes.subarray(0, incoming.received));
    incoming.bytes = larger;
  }
  incoming.bytes.set(chunk, incoming.received);
  incoming.received += chunk.byteLength;
  if (!incoming.reload && incoming.bytes.byteLength > 0) {
    say(fill(strings.loadingPercent, Math.floor((100 * incoming.received) / incoming.bytes.byteLength)));
  }
}

function end(id: number): void {
  if (incoming?.id === id) {
    const { bytes, received, reload } = incoming;
    incoming = undefined;
    void load(bytes.subarray(0, received), reload);
  }
}

/** The system's default app for a file pdf.js cannot read (offered by the editor on a local desktop only). */
function sayWithOpenButton(text: string): void {
  say(text);
  if (data.openDefault === 'true') {
    const open = el('button', { className: 'action', textContent: strings.openDefault });
    open.addEventListener('click', () => api.postMessage({ type: 'openDefault' }));
    message.append(el('br'), open);
  }
}

/** The bytes of a part: an ArrayBuffer, or what a host made of one on the way. */
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
  const position = reload ? (view.position() ?? saved) : saved;
  let cancelled = false;
  try {
    const pdfjs = await loadPdfJs(data.pdfjs ?? '', data.worker ?? '');
    const task = pdfjs.getDocument({
      data: bytes,
      isEvalSupported: false,
      useSystemFonts: true,
      enableXfa: false,
      // pdf.js's character maps and standard fonts, shipped with the extension (CJK text, fonts a PDF does not embed).
      cMapUrl: data.cmaps,
      cMapPacked: true,
      standardFontDataUrl: data.fonts,
    });
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
    void doc?.destroy();
    doc = fresh;
    loads++;
    say(undefined);
    view.show(stack, fresh, position);
    shown = true;
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
      const text = fill(strings.notReadable, fileName, detail);
      sayWithOpenButton(text);
      report({ state: 'error', kind: 'invalid', message: text });
    } else {
      say(fill(strings.failed, fileName, detail));
      report({ state: 'error', kind: 'other', message: message.textContent ?? '' });
    }
  }
}

/** Goes to the wanted page and finds the query from there (the match highlighted, the toolbar saying it). */
async function applyReveal(): Promise<void> {
  const wanted = revealWanted;
  if (!wanted || !shown) {
    return;
  }
  revealWanted = undefined;
  view.goTo(wanted.page);
  frame.findInput.value = wanted.query;
  await view.find.search(wanted.query);
  view.showPage(true);
  report({ state: 'revealed', page: view.position()?.page ?? wanted.page, query: wanted.query, matches: view.find.matchCount });
}

window.addEventListener('message', (event: MessageEvent<ToViewer>) => {
  const msg = event.data;
  switch (msg.type) {
    case 'begin':
      begin(msg.id, msg.size, msg.reload);
      break;
    case 'part':
      part(msg.id, msg.data);
      break;
    case 'end':
      end(msg.id);
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

api.postMessage({ type: 'ready' });
