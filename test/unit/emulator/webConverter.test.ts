// The emulator's web→pdf converter called directly, on pages from a loopback server: what it keeps
// of a page, the redirects it follows, the addresses it refuses, its errors, a client that goes away.
import { strict as assert } from 'node:assert';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import { isLoopbackHost } from '../../emulator/ip';
import { assertFails, convert, convertOne } from '../support/emulatorHelpers';
import { pdfPages } from '../support/pdfReading';

describe('emulator converters: web', () => {
  let server: Server;
  let base: string;
  const requested: string[] = [];
  let onHang: (() => void) | undefined;

  const page = `<html><head><title>Status page</title><script>document.write("SCRIPT_TEXT")</script></head>
    <body><h1>All systems normal</h1><p>Checked at noon.</p></body></html>`;

  function handle(req: IncomingMessage, res: ServerResponse): void {
    requested.push(req.url ?? '/');
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (path === '/status/page.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    } else if (path === '/moved') {
      res.writeHead(302, { location: '/status/page.html' }).end();
    } else if (path === '/away') {
      res.writeHead(302, { location: 'http://192.0.2.1/elsewhere' }).end();
    } else if (path === '/hang') {
      onHang?.();
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('no such page');
    }
  }

  before(async () => {
    server = createServer(handle);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    requested.length = 0;
  });

  it('fetches a loopback page and lays out its visible text as a PDF', async () => {
    const pdf = await convertOne('web', 'pdf', undefined, { Url: `${base}/status/page.html?Token=abc` });
    assert.equal(pdf.name, 'page.pdf');
    const text = (await pdfPages(pdf.data)).join('\n');
    assert.match(text, /All systems normal/);
    assert.match(text, /Checked at noon\./);
    assert.doesNotMatch(text, /SCRIPT_TEXT/);
    assert.equal((await PDFDocument.load(pdf.data)).getTitle(), 'Status page');
    assert.deepEqual(requested, ['/status/page.html?Token=abc']);
  });

  it('follows a redirect to another loopback page, and names the output with FileName when given', async () => {
    const pdf = await convertOne('web', 'pdf', undefined, { url: `${base}/moved`, FileName: 'status report' });
    assert.equal(pdf.name, 'status report.pdf');
    assert.match((await pdfPages(pdf.data)).join('\n'), /All systems normal/);
    assert.deepEqual(requested, ['/moved', '/status/page.html']);
  });

  it('refuses a redirect that leaves loopback', async () => {
    await assertFails(
      convert('web', 'pdf', undefined, { Url: `${base}/away` }),
      5008,
      /^only loopback URLs can be fetched by the emulator$/,
    );
    assert.deepEqual(requested, ['/away']);
  });

  it('refuses non-loopback URLs without touching the network', async () => {
    const realFetch = globalThis.fetch;
    let fetches = 0;
    globalThis.fetch = (() => {
      fetches++;
      return Promise.reject(new Error('fetch must not be called'));
    }) as typeof fetch;
    try {
      for (const url of [
        'http://example.com/',
        'https://10.0.0.1/',
        'http://[2001:db8::1]/',
        'http://localhost.example.com/',
        'http://128.0.0.1/',
      ]) {
        await assertFails(convert('web', 'pdf', undefined, { Url: url }), 5008, /only loopback URLs can be fetched by the emulator/);
      }
      await assertFails(convert('web', 'pdf', undefined, { Url: 'file:///etc/passwd' }), 50010, /only http and https/);
    } finally {
      globalThis.fetch = realFetch;
    }
    assert.equal(fetches, 0);
  });

  it('recognises loopback hosts in their usual spellings', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.255.0.9', '[::1]', '::1', '[::ffff:7f00:1]', '::ffff:127.0.0.2']) {
      assert.equal(isLoopbackHost(host), true, host);
    }
    for (const host of ['example.com', '126.0.0.1', '0.0.0.0', '[::2]', '[::ffff:a00:1]', 'localhost.evil.com', '127.0.0.1.nip.io']) {
      assert.equal(isLoopbackHost(host), false, host);
    }
  });

  it('reports a page that answers with an error, a missing Url and an invalid one', async () => {
    await assertFails(convert('web', 'pdf', undefined, { Url: `${base}/missing` }), 5008, /answered 404/);
    await assertFails(convert('web', 'pdf', undefined, {}), 50010, /Url parameter is required/);
    await assertFails(convert('web', 'pdf', undefined, { Url: 'not a url' }), 50010, /not a valid URL/);
  });

  it('stops fetching when the client goes away', async () => {
    const controller = new AbortController();
    onHang = () => controller.abort();
    try {
      await assert.rejects(convert('web', 'pdf', undefined, { Url: `${base}/hang` }, controller.signal), { name: 'AbortError' });
    } finally {
      onHang = undefined;
    }
    assert.deepEqual(requested, ['/hang']);
  });
});
