/**
 * The engine inside VS Code (undiciFetch.ts with a HostNetwork): keep-alive pools on the proxy and
 * certificates VS Code resolves, the host's fetch where only VS Code can serve. VS Code's
 * @vscode/proxy-agent is stood in for by a module under a made-up appRoot.
 */
import { strict as assert } from 'node:assert';
import { readFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpTransport, jsonBody, readText } from '../../../../src/service/http';
import type { FetchFunction } from '../../../../src/service/http/fetchTypes';
import { CORPORATE_HOST, makeCertificates } from '../../../support/testCa';
import { closedAfterEach, connectProxy, listen, type TinyServer } from '../../support/tinyServers';

/** A stand-in for VS Code's @vscode/proxy-agent: its proxy lookup answers `proxy`, its OS store holds `caPath`. */
function fakeAppRoot(dir: string, proxy: string | undefined, caPath: string | undefined): string {
  const root = mkdtempSync(join(dir, 'app-'));
  const folder = join(root, 'node_modules', '@vscode', 'proxy-agent');
  mkdirSync(folder, { recursive: true });
  const lines = [
    `exports.loadSystemCertificates = async () => ${caPath ? `[require('fs').readFileSync(${JSON.stringify(caPath)}, 'utf8')]` : '[]'};`,
    proxy === undefined ? '' : `exports.resolveProxyURL = async () => ${JSON.stringify(proxy)} || undefined;`,
  ];
  writeFileSync(join(folder, 'index.js'), lines.join('\n'));
  return root;
}

describe('service/http keep-alive engine inside VS Code', function () {
  this.timeout(20_000);
  let dir: string;
  let caPath: string;
  let service: TinyServer;
  const track = closedAfterEach();
  const hostCalls: string[] = [];
  const hostFetch: FetchFunction = async (url) => {
    hostCalls.push(url);
    return new Response('from the host', { status: 200 });
  };

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'convert-files-keepalive-'));
    const certs = makeCertificates(dir);
    caPath = certs.caPath;
    const server = createHttpsServer({ key: readFileSync(certs.keyPath), cert: readFileSync(certs.certPath) }, (_req, res) => {
      res.setHeader('keep-alive', 'timeout=10');
      res.end('from the service');
    });
    service = await listen(server as unknown as Server, 'https');
  });
  after(async () => {
    await service?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => (hostCalls.length = 0));

  it("reuses connections through the proxy VS Code resolves, trusting a CA only VS Code's OS certificates hold", async () => {
    const proxy = track(await connectProxy(service.port));
    const appRoot = fakeAppRoot(dir, proxy.url, caPath);
    const transport = track(
      new HttpTransport({ baseUrl: `https://${CORPORATE_HOST}:${service.port}`, host: { fetch: hostFetch, appRoot } }),
    );
    let next = 0;
    const texts: string[] = [];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next++ < 16) {
          texts.push(await readText(await transport.send({ method: 'GET', target: '/info' })));
        }
      }),
    );
    assert.deepEqual(new Set(texts), new Set(['from the service']));
    assert.equal(texts.length, 16);
    assert.ok(proxy.targets.length <= 4, `${proxy.targets.length} tunnels for 16 requests at parallelism 4`);
    assert.deepEqual(new Set(proxy.targets), new Set([`${CORPORATE_HOST}:${service.port}`]));
    assert.deepEqual(hostCalls, []);
  });

  it("refuses the service's certificate when the OS certificates VS Code loads lack its CA", async () => {
    const proxy = track(await connectProxy(service.port));
    const transport = track(
      new HttpTransport({
        baseUrl: `https://${CORPORATE_HOST}:${service.port}`,
        host: { fetch: hostFetch, appRoot: fakeAppRoot(dir, proxy.url, undefined) },
      }),
    );
    await assert.rejects(
      transport.send({ method: 'GET', target: '/info' }),
      (err: Error) => err.name === 'NetworkError' && /certificate/i.test(err.message),
    );
    assert.deepEqual(hostCalls, []);
  });

  it("leaves a URL to the host's fetch when only VS Code could tell its proxy (no lookup, no http.proxy)", async () => {
    const transport = track(
      new HttpTransport({
        baseUrl: `https://${CORPORATE_HOST}:${service.port}`,
        host: { fetch: hostFetch, appRoot: join(dir, 'nowhere') },
      }),
    );
    assert.equal(await readText(await transport.send({ method: 'GET', target: '/info' })), 'from the host');
    assert.equal(hostCalls.length, 1);
  });

  it("a proxy that asks for a sign-in (407): the request goes again through the host's fetch, which keeps that proxy from then on", async () => {
    const proxy = track(await connectProxy(service.port, 407));
    const appRoot = fakeAppRoot(dir, proxy.url, caPath);
    const transport = track(
      new HttpTransport({ baseUrl: `https://${CORPORATE_HOST}:${service.port}`, host: { fetch: hostFetch, appRoot } }),
    );
    const send = (): Promise<string> =>
      transport
        .send({ method: 'POST', target: '/convert/md/to/pdf', body: jsonBody({ a: 1 }), credential: { kind: 'apiToken', bearer: 'tok' } })
        .then(readText);
    assert.equal(await send(), 'from the host');
    assert.equal(await send(), 'from the host');
    assert.equal(hostCalls.length, 2);
    assert.equal(proxy.targets.length, 1, 'the proxy was asked once');
  });

  it("http.proxyStrictSSL off: a route only VS Code can serve (a SOCKS proxy) goes to the host's fetch, never direct past the proxy", async () => {
    const transport = track(
      new HttpTransport({
        baseUrl: `https://127.0.0.1:${service.port}`,
        proxy: { strictSSL: false },
        host: { fetch: hostFetch, appRoot: fakeAppRoot(dir, 'socks5://127.0.0.1:1', caPath) },
      }),
    );
    assert.equal(await readText(await transport.send({ method: 'GET', target: '/info' })), 'from the host');
    assert.equal(hostCalls.length, 1);
  });

  it("asks VS Code's lookup for every request, so a changed system or PAC answer takes effect without a reload", async () => {
    const proxy = track(await connectProxy(service.port));
    const appRoot = mkdtempSync(join(dir, 'app-'));
    const folder = join(appRoot, 'node_modules', '@vscode', 'proxy-agent');
    mkdirSync(folder, { recursive: true });
    const answer = globalThis as { convertFilesTestProxy?: string };
    writeFileSync(
      join(folder, 'index.js'),
      `exports.loadSystemCertificates = async () => [require('fs').readFileSync(${JSON.stringify(caPath)}, 'utf8')];\n` +
        'exports.resolveProxyURL = async () => globalThis.convertFilesTestProxy;',
    );
    const transport = track(
      new HttpTransport({ baseUrl: `https://${CORPORATE_HOST}:${service.port}`, host: { fetch: hostFetch, appRoot } }),
    );
    try {
      answer.convertFilesTestProxy = proxy.url;
      assert.equal(await readText(await transport.send({ method: 'GET', target: '/info' })), 'from the service');
      answer.convertFilesTestProxy = 'socks5://127.0.0.1:1';
      assert.equal(await readText(await transport.send({ method: 'GET', target: '/info' })), 'from the host');
      assert.equal(proxy.targets.length, 1);
    } finally {
      delete answer.convertFilesTestProxy;
    }
  });

  it("http.proxyStrictSSL off and a proxy that asks for a sign-in (407): the host's fetch takes the request, no proxy error", async () => {
    const proxy = track(await connectProxy(service.port, 407));
    const transport = track(
      new HttpTransport({
        baseUrl: `https://${CORPORATE_HOST}:${service.port}`,
        proxy: { strictSSL: false },
        host: { fetch: hostFetch, appRoot: fakeAppRoot(dir, proxy.url, caPath) },
      }),
    );
    assert.equal(await readText(await transport.send({ method: 'GET', target: '/info' })), 'from the host');
    assert.equal(hostCalls.length, 1);
  });

  it('http.proxySupport "off": direct, whatever VS Code would look up', async () => {
    const proxy = track(await connectProxy(service.port));
    const transport = track(
      new HttpTransport({
        baseUrl: `https://127.0.0.1:${service.port}`,
        proxy: { support: 'off', strictSSL: false },
        host: { fetch: hostFetch, appRoot: fakeAppRoot(dir, proxy.url, caPath) },
      }),
    );
    assert.equal(await readText(await transport.send({ method: 'GET', target: '/info' })), 'from the service');
    assert.deepEqual(proxy.targets, []);
    assert.deepEqual(hostCalls, []);
  });
});
