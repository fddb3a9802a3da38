// The text worker (Search in Documents): a PDF's pages read with pdf.js's legacy build and queries
// matched in a worker thread, built as the extension ships it (dist/textWorker.js). The thread
// that asks keeps its globals; a regular expression that backtracks without end is ended at the
// time budget (the worker terminated and replaced); an abort ends the worker at once.
import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { MatchTimeoutError, PdfReadTimeoutError, PdfTextError, QueryError, TextWorker, type TextQuery } from '../../../src/conversion/text';

const PDFJS = join(process.cwd(), 'node_modules', 'pdfjs-dist', 'legacy', 'build');

async function pdf(pages: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    doc.addPage([300, 200]).drawText(text, { x: 20, y: 150, size: 12, font });
  }
  return doc.save();
}

const query = (text: string, regex = false): TextQuery => ({ text, regex, caseSensitive: false, wholeWord: false });

describe('text worker: PDFs read and queries matched off the caller’s thread', function () {
  this.timeout(60_000);
  let dir: string;
  let script: string;
  const workers: TextWorker[] = [];
  const worker = (matchBudgetMs?: number, pdfJsDir = PDFJS, readBudgetMs?: number) => {
    const w = new TextWorker({ script, pdfJsDir, matchBudgetMs, readBudgetMs });
    workers.push(w);
    return w;
  };

  /** A folder holding a stand-in for pdf.js whose getDocument has `body`: what a file can make pdf.js do. */
  const standIn = (name: string, body: string[]) => {
    const folder = join(dir, name);
    mkdirSync(folder, { recursive: true });
    const exports = ['export const GlobalWorkerOptions = { workerSrc: "" };', 'export const VerbosityLevel = { ERRORS: 0 };'];
    writeFileSync(join(folder, 'pdf.min.mjs'), [...exports, 'export function getDocument() {', ...body, '}'].join('\n'));
    return folder;
  };

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'text-worker-'));
    script = join(dir, 'textWorker.js');
    // Built as esbuild.mjs builds it for the .vsix.
    await build({
      entryPoints: ['src/conversion/text/textWorker.ts'],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      outfile: script,
      logLevel: 'silent',
    });
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.dispose()));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('gives each page its own text, in order, and leaves the caller its bytes', async () => {
    const bytes = await pdf(['first page', 'the quarterly budget', 'last one']);
    const length = bytes.byteLength;
    const pages = await worker().pdfPages(bytes);
    assert.equal(pages.length, 3);
    assert.match(pages[1]!, /the quarterly budget/);
    assert.doesNotMatch(pages[0]!, /budget/);
    assert.equal(bytes.byteLength, length);
  });

  it('reading a PDF leaves the global object as it was (pdf.js’s navigator, pdfjsLib, … stay in the worker; DOMMatrix too)', async () => {
    const scope = globalThis as Record<string, unknown>;
    const names = () => Object.getOwnPropertyNames(globalThis).sort();
    const before = names();
    const matrix = scope.DOMMatrix;
    const navigatorBefore = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    const pages = await worker().pdfPages(await pdf(['a page', 'another']));
    assert.equal(pages.length, 2, 'the PDF was read (the check can fail)');
    assert.deepEqual(names(), before, 'a global was added or removed');
    assert.equal(scope.DOMMatrix, matrix, 'DOMMatrix was changed');
    assert.deepEqual(Object.getOwnPropertyDescriptor(globalThis, 'navigator'), navigatorBefore, 'navigator was replaced');
    // Another suite of this process may have loaded pdf.js itself: what counts is that reading here added none.
    for (const name of ['pdfjsLib', 'pdfjsWorker', '_pdfjsTestingUtils', 'navigator']) {
      assert.equal(name in globalThis, before.includes(name), `${name} became a global`);
    }
  });

  it('a damaged file is a PdfTextError; the worker goes on', async () => {
    const w = worker();
    await assert.rejects(w.pdfPages(new TextEncoder().encode('%PDF-1.7 not really')), (err: unknown) => {
      assert.ok(err instanceof PdfTextError, String(err));
      assert.equal(err.kind, 'invalid');
      return true;
    });
    assert.equal((await w.pdfPages(await pdf(['fine']))).length, 1);
    assert.equal(w.started, 1);
  });

  it('matches each text as findHits does; an invalid expression is a QueryError', async () => {
    const w = worker();
    const [first, second] = await w.hits(['no\nthe budget grew', 'nothing here'], query('budget'));
    assert.deepEqual(
      first!.map((h) => [h.line, h.column, h.preview]),
      [[1, 4, 'the budget grew']],
    );
    assert.deepEqual(second, []);
    await assert.rejects(w.hits(['x'], query('(', true)), QueryError);
  });

  it('a catastrophic regular expression ends at the budget as timed out; the next file is matched by a new worker', async () => {
    const w = worker(1000);
    const started = Date.now();
    // (a+)+$ on 28 characters took 41.6 s on the extension host's thread.
    await assert.rejects(w.hits([`${'a'.repeat(27)}!`], query('(a+)+$', true)), MatchTimeoutError);
    const took = Date.now() - started;
    assert.ok(took < 5000, `ended after ${took} ms`);
    // `.*y` over a 200,000-character line did not end in 60 s.
    await assert.rejects(w.hits(['x'.repeat(200_000)], query('.*y', true)), MatchTimeoutError);
    const [hits] = await w.hits(['the budget'], query('budget'));
    assert.equal(hits!.length, 1);
    assert.equal(w.started, 3, 'each timed-out worker was replaced');
  });

  it('a PDF that keeps pdf.js busy without end is ended at the read budget as timed out; the next request gets a new worker', async () => {
    // A pdf.js that spins on its document (as a crafted PDF can make the parser do): nothing but the budget ends it.
    const hanging = standIn('hanging-pdfjs', ['  return { promise: new Promise(() => { for (;;) {} }), destroy: async () => {} };']);
    const w = worker(undefined, hanging, 800);
    const started = Date.now();
    await assert.rejects(w.pdfPages(await pdf(['x'])), (err: unknown) => {
      assert.ok(err instanceof PdfReadTimeoutError, String(err));
      assert.equal(err.budgetMs, 800);
      return true;
    });
    const took = Date.now() - started;
    assert.ok(took < 5000, `ended after ${took} ms`);
    assert.equal((await w.hits(['ok'], query('ok')))[0]!.length, 1);
    assert.equal(w.started, 2, 'the spinning worker was replaced');
  });

  it('the read budget runs from the last page read: a PDF slower than it in all, but not per page, is read whole', async () => {
    // A pdf.js whose ten pages take 200 ms each: 2 s in all against a budget of 1.5 s.
    const slow = standIn('slow-pdfjs', [
      '  const later = (value) => new Promise((resolve) => setTimeout(() => resolve(value), 200));',
      '  const page = (n) => ({ getTextContent: () => later({ items: [{ str: `page ${n}` }] }), cleanup() {} });',
      '  return { promise: Promise.resolve({ numPages: 10, getPage: async (n) => page(n) }), destroy: async () => {} };',
    ]);
    const started = Date.now();
    const pages = await worker(undefined, slow, 1500).pdfPages(await pdf(['x']));
    assert.deepEqual(pages, ['page 1', 'page 2', 'page 3', 'page 4', 'page 5', 'page 6', 'page 7', 'page 8', 'page 9', 'page 10']);
    assert.ok(Date.now() - started > 1500, 'the pages were read faster than the budget: the check cannot fail');
  });

  it('an abort ends the worker at once, with the abort’s reason', async () => {
    const w = worker(60_000);
    const controller = new AbortController();
    const running = w.hits([`${'a'.repeat(40)}!`], query('(a+)+$', true), controller.signal);
    setImmediate(() => controller.abort(new Error('cancelled by the test')));
    const started = Date.now();
    await assert.rejects(running, /cancelled by the test/);
    assert.ok(Date.now() - started < 3000);
    const aborted = new AbortController();
    aborted.abort(new Error('already'));
    await assert.rejects(w.pdfPages(await pdf(['x']), aborted.signal), /already/);
    assert.equal((await w.hits(['ok'], query('ok')))[0]!.length, 1);
  });
});
