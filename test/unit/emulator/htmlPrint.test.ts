// html→pdf printed by Chromium: parameters checked as the catalogue says, scripts run, page
// options applied, no network for the page, what was printed in the request log, and the text
// layout where no Chromium is found. One emulator (one browser launch) for the printing tests.
import { strict as assert } from 'node:assert';
import { existsSync } from 'node:fs';
import { HTML_PDF_PARAMS } from '../../emulator/converters/htmlPdfParams';
import { DEFAULT_CHROMIUM, PagePrinter } from '../../emulator/printer';
import { startEmulator, type Emulator, type RequestLogEntry } from '../../emulator/server';
import { call, codeOf, fileForm } from '../support/emulatorHelpers';

interface PdfPage {
  /** Width and height in points. */
  size: [number, number];
  text: string;
}

async function pdfPages(data: Buffer): Promise<PdfPage[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: PdfPage[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const text = content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
    pages.push({ size: [Math.round(page.view[2]! - page.view[0]!), Math.round(page.view[3]! - page.view[1]!)], text });
  }
  await doc.destroy();
  return pages;
}

const page = (body: string, head = ''): string =>
  `<!doctype html><html><head><meta charset="utf-8"><title>Printed</title>${head}</head><body>${body}</body></html>`;
/** A paragraph a script adds `ms` after load. */
const late = (ms: number): string =>
  page(
    `<p>static</p><script>window.addEventListener('load', () => setTimeout(() => { const p = document.createElement('p'); p.id = 'done'; p.textContent = 'LATE-TEXT'; document.body.appendChild(p); }, ${ms}));</script>`,
  );

const invalid = (a: { json: unknown }): Record<string, string[]> =>
  (a.json as { InvalidParameters?: Record<string, string[]> }).InvalidParameters ?? {};

const haveChromium = existsSync(process.env.CONVERT_FILES_EMULATOR_CHROMIUM?.trim() || DEFAULT_CHROMIUM);

describe('emulator html→pdf: the real converter’s parameters', () => {
  let emu: Emulator;
  const token = (): string => emu.demo.apiTokens[0]!.token;
  // No printing here: the fallback keeps this block fast and independent of a browser.
  before(async () => (emu = await startEmulator({ port: 0, chromiumPath: '/nonexistent/chromium' })));
  after(async () => emu.close());

  it('the catalogue lists every html→pdf parameter with its type, range and values', async () => {
    const doc = (await call(emu, 'GET', '/info/openapi/html/to/pdf')).json as {
      paths: Record<
        string,
        { post: { requestBody: { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }> } } }
      >;
    };
    const props = doc.paths['/convert/html/to/pdf']!.post.requestBody.content['multipart/form-data']!.schema.properties;
    for (const spec of HTML_PDF_PARAMS) {
      assert.ok(props[spec.name], `${spec.name} is listed`);
      assert.equal(props[spec.name]!.type, spec.type, spec.name);
    }
    assert.deepEqual([props.ConversionDelay!.minimum, props.ConversionDelay!.maximum], [0, 30]);
    assert.ok((props.PageSize!.enum as string[]).includes('a0') && (props.PageSize!.enum as string[]).includes('ledger'));
    assert.deepEqual(props.CssMediaType!.enum, ['screen', 'print']);
    for (const name of ['Header', 'Footer', 'JavaScript', 'WaitElement', 'MarginTop', 'Background']) {
      assert.ok(props[name], name);
    }
  });

  const refused: Array<[string, string]> = [
    ['MarginTop', '-1'],
    ['MarginLeft', '501'],
    ['MarginBottom', '2.5'],
    ['Scale', '5'],
    ['ConversionDelay', '31'],
    ['CssMediaType', 'tv'],
    ['JavaScript', 'yes'],
    ['PageOrientation', 'sideways'],
    ['PageSize', 'a10'],
    ['FixedElements', 'sticky'],
    ['Url', 'http://127.0.0.1/'],
    ['AuthUsername', 'me'],
  ];
  for (const [name, value] of refused) {
    it(`refuses ${name}=${value} with 400/4000 naming it`, async () => {
      const a = await call(emu, 'POST', '/convert/html/to/pdf', { token: token(), body: fileForm('a.html', page('x'), { [name]: value }) });
      assert.equal(a.status, 400);
      assert.equal(codeOf(a), 4000);
      assert.deepEqual(Object.keys(invalid(a)), [name]);
    });
  }

  it('accepts every parameter at once, names and values without regard to case', async () => {
    const fields = {
      conversiondelay: '0',
      JavaScript: 'FALSE',
      WaitElement: 'p',
      UserJs: 'document.title = "x"',
      UserCss: 'p { color: red }',
      HideElements: '.ad',
      ShowElements: 'body',
      CssMediaType: 'Print',
      LoadLazyContent: 'true',
      AdBlock: 'true',
      CookieConsentBlock: 'true',
      ViewportWidth: '800',
      ViewportHeight: '600',
      RespectViewport: 'false',
      Scale: '90',
      PageOrientation: 'Landscape',
      PageSize: 'Letter',
      PageWidth: '200',
      PageHeight: '250',
      MarginTop: '10',
      MarginRight: '10',
      MarginBottom: '10',
      MarginLeft: '10',
      PageRange: '1-2',
      Background: 'false',
      FixedElements: 'hide',
      AvoidBreakElements: 'table',
      BreakBeforeElements: 'h1',
      BreakAfterElements: '.end',
      CompressPDF: 'true',
      Header: '<div>h</div>',
      Footer: '<div>f</div>',
    };
    const a = await call(emu, 'POST', '/convert/html/to/pdf', { token: token(), body: fileForm('a.html', page('<p>x</p>'), fields) });
    assert.equal(a.status, 200, a.text);
  });

  it('without a Chromium: says so in its log and lays out the page’s text, scripts not run', async () => {
    assert.ok(
      emu.messages.some((m) => m.includes('no Chromium at /nonexistent/chromium')),
      JSON.stringify(emu.messages),
    );
    const html = page('<p>static text</p><script>document.body.append("SCRIPT-TEXT")</script>');
    const a = await call(emu, 'POST', '/convert/html/to/pdf', { token: token(), body: fileForm('doc.html', html) });
    assert.equal(a.status, 200);
    const pdf = Buffer.from((a.json as { Files: Array<{ FileData: string }> }).Files[0]!.FileData, 'base64');
    const text = (await pdfPages(pdf)).map((p) => p.text).join('\n');
    assert.match(text, /static text/);
    assert.doesNotMatch(text, /SCRIPT-TEXT/);
    assert.equal(emu.requestLog.at(-1)!.printed?.engine, 'text');
  });

  it('CONVERT_FILES_EMULATOR_CHROMIUM names the browser; a missing path means none', () => {
    const lines: string[] = [];
    const printer = PagePrinter.forMachine((l) => lines.push(l), { CONVERT_FILES_EMULATOR_CHROMIUM: '/no/such/browser' });
    assert.equal(printer.available(), false);
    assert.equal(printer.wantedPath, '/no/such/browser');
    assert.match(lines.join('\n'), /no Chromium at \/no\/such\/browser/);
  });
});

(haveChromium ? describe : describe.skip)('emulator html→pdf: printed by Chromium', function () {
  this.timeout(60_000);
  let emu: Emulator;
  const token = (): string => emu.demo.apiTokens[0]!.token;
  // secondMs 100: a Timeout of 10 lasts one second, for the bounded-time test.
  before(async () => (emu = await startEmulator({ port: 0, secondMs: 100 })));
  after(async () => emu.close());

  async function print(
    html: string,
    fields: Record<string, string> = {},
    name = 'doc.html',
  ): Promise<{ pages: PdfPage[]; entry: RequestLogEntry }> {
    const a = await call(emu, 'POST', '/convert/html/to/pdf', { token: token(), body: fileForm(name, html, fields) });
    assert.equal(a.status, 200, a.text);
    const entry = emu.requestLog.filter((r) => r.path === '/convert/html/to/pdf').at(-1)!;
    const pdf = Buffer.from((a.json as { Files: Array<{ FileData: string }> }).Files[0]!.FileData, 'base64');
    return { pages: await pdfPages(pdf), entry };
  }

  it('runs the page’s scripts: text a script writes is in the PDF; with JavaScript=false it is not', async () => {
    const html = page('<h1 id="h">static heading</h1><script>document.getElementById("h").textContent = "WRITTEN-BY-SCRIPT";</script>');
    const on = (await print(html)).pages.map((p) => p.text).join(' ');
    assert.match(on, /WRITTEN-BY-SCRIPT/);
    assert.doesNotMatch(on, /static heading/);
    const off = (await print(html, { JavaScript: 'false' })).pages.map((p) => p.text).join(' ');
    assert.match(off, /static heading/);
    assert.doesNotMatch(off, /WRITTEN-BY-SCRIPT/);
  });

  it('page size and orientation: A4 by default, A5 landscape, letter, custom millimetres', async () => {
    // Points, within one: Chromium rounds the page to whole CSS pixels.
    const sizeOf = async (fields: Record<string, string>): Promise<[number, number]> => (await print(page('x'), fields)).pages[0]!.size;
    const near = (actual: [number, number], expected: [number, number], what: string): void =>
      assert.ok(Math.abs(actual[0] - expected[0]) <= 1 && Math.abs(actual[1] - expected[1]) <= 1, `${what}: ${actual} vs ${expected}`);
    near(await sizeOf({}), [595, 842], 'A4');
    near(await sizeOf({ PageSize: 'a5', PageOrientation: 'landscape' }), [595, 420], 'A5 landscape');
    near(await sizeOf({ PageSize: 'letter' }), [612, 792], 'letter');
    near(await sizeOf({ PageWidth: '100', PageHeight: '150' }), [283, 425], '100 × 150 mm');
  });

  it('Header and Footer on every page, with page numbers; @page margin boxes print too', async () => {
    const body = Array.from({ length: 120 }, (_, i) => `<p>line ${i}</p>`).join('');
    const css = '<style>@page { @top-right { content: "CSS-BOX " counter(page) "/" counter(pages); } }</style>';
    const { pages } = await print(page(body, css), {
      MarginTop: '25',
      MarginBottom: '25',
      Header: '<div style="font-size:10px">HEAD <span class="title"></span></div>',
      Footer: '<div style="font-size:10px">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
    });
    assert.ok(pages.length >= 2, `${pages.length} pages`);
    pages.forEach((p, i) => {
      assert.match(p.text, /HEAD Printed/, `header on page ${i + 1}`);
      assert.match(p.text, new RegExp(`Page ${i + 1} of ${pages.length}`), `footer on page ${i + 1}`);
      assert.match(p.text, new RegExp(`CSS-BOX ${i + 1}/${pages.length}`), `margin box on page ${i + 1}`);
    });
  });

  it('waits: ConversionDelay and WaitElement let late scripts finish; without them the page is printed at load', async () => {
    // Printed at load: a script that writes 30 s after load never shows, however busy the machine
    // (with 400 ms, a loaded machine printed after the script had run).
    assert.doesNotMatch((await print(late(30_000))).pages[0]!.text, /LATE-TEXT/);
    assert.match((await print(late(400), { ConversionDelay: '1' })).pages[0]!.text, /LATE-TEXT/);
    const waited = await print(late(400), { WaitElement: '#done' });
    assert.match(waited.pages[0]!.text, /LATE-TEXT/);
    assert.equal(waited.entry.printed?.waitElementMissing, false);
  });

  it('stays within the conversion’s Timeout: a WaitElement that never comes ends in 500/5000', async () => {
    const started = Date.now();
    const a = await call(emu, 'POST', '/convert/html/to/pdf', {
      token: token(),
      body: fileForm('doc.html', page('<p>never</p>'), { WaitElement: '#never', Timeout: '10' }),
    });
    assert.equal(a.status, 500);
    assert.equal(codeOf(a), 5000);
    assert.ok(Date.now() - started < 10_000, `${Date.now() - started} ms`);
  });

  it('a page whose script never ends is cut off at Timeout, and the next page still prints', async () => {
    const started = Date.now();
    const stuck = page('<p>stuck</p><script>window.addEventListener("load", () => { for (;;) {} });</script>');
    const a = await call(emu, 'POST', '/convert/html/to/pdf', { token: token(), body: fileForm('stuck.html', stuck, { Timeout: '10' }) });
    assert.equal(a.status, 500);
    assert.equal(codeOf(a), 5000);
    assert.ok(Date.now() - started < 10_000, `${Date.now() - started} ms`);
    assert.match((await print(page('<p>after the stuck one</p>'))).pages[0]!.text, /after the stuck one/);
  });

  it('the page reaches nothing: not the emulator’s /_emulator/, not any address; data: URLs load', async () => {
    const base = emu.baseUrl;
    const pixel = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const html = page(
      `<p>body</p><img src="${pixel}"><img src="${base}/_emulator/requests?from=img"><img src="images/local.png">
       <iframe src="${base}/sample/web-page"></iframe>
       <script>fetch("${base}/_emulator/reset", { method: "POST" }).catch(() => {});
       try { new WebSocket("${base.replace('http', 'ws')}/socket"); } catch (e) {}</script>`,
    );
    const before = emu.requestLog.length;
    const { entry } = await print(html);
    const during = emu.requestLog.slice(before).map((r) => r.path);
    assert.deepEqual(during, ['/convert/html/to/pdf'], 'only the conversion itself reached the emulator');
    const printed = entry.printed!;
    assert.equal(printed.engine, 'chromium');
    for (const path of ['/_emulator/requests', '/sample/web-page', '/_emulator/reset', '/socket']) {
      assert.ok(
        printed.blocked.some((u) => u.endsWith(path)),
        `${path} refused: ${JSON.stringify(printed.blocked)}`,
      );
    }
    assert.ok(
      printed.blocked.every((u) => !u.includes('?')),
      'query strings are not logged',
    );
    assert.equal(printed.embedded, 1);
    assert.deepEqual(printed.local, ['images/local.png']);
  });

  it('the request log says what the client sent: one html→pdf, the page’s size and parameters', async () => {
    const html = page('<p>logged</p>');
    const { entry } = await print(html, { PageSize: 'a4', Footer: '<span class="pageNumber"></span>' }, 'notes.html');
    const printed = entry.printed!;
    assert.equal(printed.bytes, Buffer.byteLength(html));
    assert.deepEqual(printed.params, { PageSize: 'a4', Footer: '<span class="pageNumber"></span>' });
    assert.deepEqual([printed.local, printed.remote, printed.blocked], [[], [], []]);
    const viaApi = (await call(emu, 'GET', '/_emulator/requests')).json as RequestLogEntry[];
    assert.deepEqual(viaApi.filter((r) => r.path === '/convert/html/to/pdf').at(-1)!.printed, printed);
  });

  it('several pages sent at once all print, each its own', async () => {
    const all = await Promise.all([1, 2, 3, 4, 5].map((n) => print(page(`<p>page number ${n}</p>`), {}, `p${n}.html`)));
    all.forEach((r, i) => assert.match(r.pages[0]!.text, new RegExp(`page number ${i + 1}`)));
  });

  it('one browser for every page of this emulator', () => {
    assert.equal(emu.messages.filter((m) => /Chromium .* started/.test(m)).length, 1, JSON.stringify(emu.messages));
  });
});
