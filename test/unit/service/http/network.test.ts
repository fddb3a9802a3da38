/**
 * Connection-level failures against throwaway loopback servers: refused, reset, silent (timeouts),
 * TLS with a self-signed certificate, and a CONNECT proxy; and how a failed request is named (networkError).
 */
import { strict as assert } from 'node:assert';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { CancelledError, NetworkError } from '../../../../src/service/errors';
import { networkError } from '../../../../src/service/http/networkErrors';
import { HttpTransport, readJson, jsonBody } from '../../../../src/service/http';
import { instantRetries } from '../../support/settings';
import {
  closedAfterEach,
  connectProxy,
  httpServer,
  refusedPort,
  resettingServer,
  silentServer,
  tlsServer,
  type TinyServer,
} from '../../support/tinyServers';
import { failure } from '../../support/failure';

const TOKEN = 'tok_network_secret';

describe('service/http network failures', () => {
  const track = closedAfterEach();

  it('a refused connection is a NetworkError "refused", retried up to the attempt limit', async () => {
    const port = await refusedPort();
    const { settings, sleeps } = instantRetries();
    const transport = track(new HttpTransport({ baseUrl: `http://127.0.0.1:${port}`, ...settings }));
    const err = await failure(
      transport.send({ method: 'POST', target: '/convert/md/to/pdf', body: jsonBody({}), credential: { kind: 'apiToken', bearer: TOKEN } }),
    );
    assert.ok(err instanceof NetworkError);
    assert.equal(err.reason, 'refused');
    assert.equal(err.host, `127.0.0.1:${port}`);
    assert.equal(sleeps.length, 2, 'a refused POST never sent its body, so it is retried');
    assert.ok(!err.message.includes(TOKEN));
  });

  it('retries a refused connection and succeeds once the server is up', async () => {
    const port = await refusedPort();
    const sockets: Socket[] = [];
    const server = createServer((socket) => {
      sockets.push(socket);
      socket.end('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\nConnection: close\r\n\r\n{"ok":true}');
    });
    track({
      close: () =>
        new Promise<void>((resolve) => {
          sockets.forEach((s) => s.destroy());
          return server.listening ? server.close(() => resolve()) : resolve();
        }),
    });
    const transport = track(
      new HttpTransport({
        baseUrl: `http://127.0.0.1:${port}`,
        // The "pause" before the second attempt is when the server comes up.
        sleep: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
      }),
    );
    const body = await transport.sendJson({
      method: 'POST',
      target: '/convert/md/to/pdf',
      body: jsonBody({}),
      credential: { kind: 'apiToken', bearer: TOKEN },
    });
    assert.deepEqual(body, { ok: true });
    assert.equal((server.address() as AddressInfo).port, port);
  });

  it('a connection reset before any answer is a NetworkError "reset"; a GET is retried', async () => {
    const server = track(await resettingServer());
    const { settings, sleeps } = instantRetries();
    const transport = track(new HttpTransport({ baseUrl: server.url, ...settings }));
    const err = await failure(transport.send({ method: 'GET', target: '/user', credential: { kind: 'masterToken', bearer: TOKEN } }));
    assert.ok(err instanceof NetworkError);
    assert.equal(err.reason, 'reset');
    assert.equal(server.connections(), 3);
    assert.equal(sleeps.length, 2);
  });

  it('a POST whose body had started is not retried after a reset', async () => {
    const server = track(await resettingServer(true));
    const { settings, sleeps } = instantRetries();
    const transport = track(new HttpTransport({ baseUrl: server.url, ...settings }));
    const err = await failure(
      transport.send({
        method: 'POST',
        target: '/convert/md/to/pdf',
        body: jsonBody({ data: 'x'.repeat(1000) }),
        credential: { kind: 'apiToken', bearer: TOKEN },
      }),
    );
    assert.ok(err instanceof NetworkError);
    assert.equal(err.reason, 'reset');
    assert.equal(server.connections(), 1);
    assert.deepEqual(sleeps, []);
  });

  it('a POST without a body (Web→PDF) is not sent again after a reset: the server had it whole', async () => {
    const server = track(await resettingServer(true));
    const { settings, sleeps } = instantRetries();
    const transport = track(new HttpTransport({ baseUrl: server.url, ...settings }));
    const err = await failure(
      transport.send({ method: 'POST', target: '/convert/web/to/pdf?Url=x', credential: { kind: 'apiToken', bearer: TOKEN } }),
    );
    assert.ok(err instanceof NetworkError);
    assert.equal(err.reason, 'reset');
    assert.equal(server.connections(), 1, 'sent twice: it could be converted and charged twice');
    assert.deepEqual(sleeps, []);
  });

  it('a server that never answers hits the headers timeout: NetworkError "timeout"', async () => {
    const server = track(await silentServer());
    const { settings } = instantRetries({ timeouts: { headersMs: 150 }, retry: { maxAttempts: 1 } });
    const transport = track(new HttpTransport({ baseUrl: server.url, ...settings }));
    const started = Date.now();
    const err = await failure(transport.send({ method: 'GET', target: '/user', credential: { kind: 'masterToken', bearer: TOKEN } }));
    assert.ok(err instanceof NetworkError);
    assert.equal(err.reason, 'timeout');
    assert.ok(Date.now() - started < 5_000);
  });

  it('a body that stops halfway hits the body timeout while it is read: NetworkError "timeout"', async () => {
    const server = track(
      await httpServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
        res.write('{"Files": [');
      }),
    );
    const transport = track(new HttpTransport({ baseUrl: server.url, timeouts: { bodyMs: 150 } }));
    const response = await transport.send({ method: 'GET', target: '/user', credential: { kind: 'masterToken', bearer: TOKEN } });
    const err = await failure(readJson(response, transport.redactor));
    assert.ok(err instanceof NetworkError, err.name);
    assert.equal(err.reason, 'timeout');
  });

  it('a body cut by the server is a NetworkError "reset" while it is read', async () => {
    const server = track(
      await httpServer((req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
        res.write('{"Files": [', () => req.socket.destroy());
      }),
    );
    const transport = track(new HttpTransport({ baseUrl: server.url }));
    const response = await transport.send({ method: 'GET', target: '/user', credential: { kind: 'masterToken', bearer: TOKEN } });
    const err = await failure(readJson(response, transport.redactor));
    assert.ok(err instanceof NetworkError, err.name);
    assert.equal(err.reason, 'reset');
  });

  it('cancelling a request that waits for an answer is a CancelledError at once, not a retry', async () => {
    const server = track(await silentServer());
    const { settings, sleeps } = instantRetries();
    const transport = track(new HttpTransport({ baseUrl: server.url, ...settings }));
    const controller = new AbortController();
    const pending = transport.send({
      method: 'GET',
      target: '/user',
      credential: { kind: 'masterToken', bearer: TOKEN },
      signal: controller.signal,
    });
    setImmediate(() => controller.abort());
    const err = await failure(pending);
    assert.ok(err instanceof CancelledError, err.name);
    assert.deepEqual(sleeps, []);
    await failure(transport.send({ method: 'GET', target: '/user', signal: controller.signal })).then((e) =>
      assert.ok(e instanceof CancelledError),
    );
  });

  describe('TLS', () => {
    it('a self-signed certificate is a NetworkError "tls" (not retried) unless strict SSL is off', async () => {
      const server = track(
        await tlsServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"FullName":"TLS"}')),
      );
      const { settings, sleeps } = instantRetries();
      const strict = track(new HttpTransport({ baseUrl: server.url, ...settings }));
      const err = await failure(strict.sendJson({ method: 'GET', target: '/user', credential: { kind: 'masterToken', bearer: TOKEN } }));
      assert.ok(err instanceof NetworkError);
      assert.equal(err.reason, 'tls');
      assert.deepEqual(sleeps, []);
      const lax = track(new HttpTransport({ baseUrl: server.url, proxy: { strictSSL: false } }));
      assert.deepEqual(await lax.sendJson({ method: 'GET', target: '/user', credential: { kind: 'masterToken', bearer: TOKEN } }), {
        FullName: 'TLS',
      });
    });
  });

  describe('proxy', () => {
    it('tunnels https requests through the proxy with CONNECT, honouring strict SSL', async () => {
      let auth: string | undefined;
      const upstream = track(
        await tlsServer((req, res) => {
          auth = req.headers.authorization;
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ host: req.headers.host }));
        }),
      );
      const proxy = track(await connectProxy(upstream.port));
      // A made-up host: only the proxy can reach it (it tunnels to the local TLS server).
      const baseUrl = 'https://service.example';
      const lax = track(new HttpTransport({ baseUrl, proxy: { url: proxy.url, strictSSL: false } }));
      const body = await lax.sendJson({ method: 'GET', target: '/user', credential: { kind: 'masterToken', bearer: TOKEN } });
      assert.deepEqual(body, { host: 'service.example' });
      assert.deepEqual(proxy.targets, ['service.example:443']);
      assert.equal(auth, `Bearer ${TOKEN}`);

      const { settings, sleeps } = instantRetries();
      const strict = track(new HttpTransport({ baseUrl, proxy: { url: proxy.url, strictSSL: true }, ...settings }));
      const err = await failure(strict.sendJson({ method: 'GET', target: '/user', credential: { kind: 'masterToken', bearer: TOKEN } }));
      assert.ok(err instanceof NetworkError);
      assert.equal(err.reason, 'tls');
      assert.deepEqual(sleeps, []);
    });

    it('a proxy that refuses the tunnel is a NetworkError "proxy", not a cancellation', async () => {
      const proxy = track(await connectProxy(1, 407));
      const { settings, sleeps } = instantRetries();
      const transport = track(new HttpTransport({ baseUrl: 'https://service.example', proxy: { url: proxy.url }, ...settings }));
      const err = await failure(transport.sendJson({ method: 'GET', target: '/user', credential: { kind: 'masterToken', bearer: TOKEN } }));
      assert.ok(err instanceof NetworkError, `${err.name}: ${err.message}`);
      assert.equal(err.reason, 'proxy');
      assert.deepEqual(sleeps, []);
      assert.equal(proxy.targets.length, 1);
    });

    it('goes direct to loopback hosts even when a proxy is set', async () => {
      const proxy = track(await connectProxy(1, 407));
      const server = track(
        await httpServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"direct":true}')),
      );
      const transport = track(new HttpTransport({ baseUrl: server.url, proxy: { url: proxy.url } }));
      assert.deepEqual(await transport.sendJson({ method: 'GET', target: '/user', credential: { kind: 'masterToken', bearer: TOKEN } }), {
        direct: true,
      });
      assert.equal(proxy.connections(), 0);
    });
  });

  it('keeps one connection alive for a series of requests to the same host', async () => {
    const server: TinyServer = track(await httpServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}')));
    const transport = track(new HttpTransport({ baseUrl: server.url }));
    for (let i = 0; i < 10; i++) {
      await transport.sendJson({ method: 'GET', target: '/user', credential: { kind: 'masterToken', bearer: TOKEN } });
    }
    // undici's pool may open a second socket while the first is being released; never one per request.
    assert.ok(server.connections() <= 2, `${server.connections()} connections for 10 requests`);
  });
});

describe('service/http', () => {
  describe('networkError', () => {
    const url = new URL('https://v2.convertapi.com/convert/md/to/pdf?Token=abc');
    const cases: [unknown, string][] = [
      [Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), 'refused'],
      [Object.assign(new Error('getaddrinfo ENOTFOUND v2.convertapi.com'), { code: 'ENOTFOUND' }), 'dns'],
      [Object.assign(new Error('getaddrinfo EAI_AGAIN'), { code: 'EAI_AGAIN' }), 'dns'],
      [Object.assign(new Error('Connect Timeout Error'), { code: 'UND_ERR_CONNECT_TIMEOUT' }), 'timeout'],
      [Object.assign(new Error('Headers Timeout Error'), { code: 'UND_ERR_HEADERS_TIMEOUT' }), 'timeout'],
      [Object.assign(new Error('Body Timeout Error'), { code: 'UND_ERR_BODY_TIMEOUT' }), 'timeout'],
      [Object.assign(new Error('self-signed certificate'), { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }), 'tls'],
      [Object.assign(new Error('unable to verify'), { code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' }), 'tls'],
      [Object.assign(new Error('altnames'), { code: 'ERR_TLS_CERT_ALTNAME_INVALID' }), 'tls'],
      [Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }), 'reset'],
      [Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), 'reset'],
      [new Error('fetch failed', { cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }) }), 'refused'],
      [
        Object.assign(new Error('Proxy response (407) !== 200 when HTTP Tunneling'), { code: 'UND_ERR_ABORTED', name: 'AbortError' }),
        'proxy',
      ],
      [new Error('something else entirely'), 'other'],
    ];
    for (const [err, reason] of cases) {
      it(`${(err as Error).message} → ${reason}`, () => {
        const mapped = networkError(err, url);
        assert.ok(mapped instanceof NetworkError);
        assert.equal(mapped.reason, reason);
        assert.equal(mapped.host, 'v2.convertapi.com');
        assert.ok(!mapped.message.includes('Token=abc'));
        assert.ok(mapped.message.includes('v2.convertapi.com'));
        // No message nudges anyone to switch certificate checks off.
        assert.doesNotMatch(mapped.message, /strictSSL|rejectUnauthorized|NODE_TLS/i);
      });
    }

    /** How a fetch that failed with the cause `message` (Node's `code`) is mapped. */
    const fetchFailed = (message: string, code: string) =>
      networkError(new TypeError('fetch failed', { cause: Object.assign(new Error(message), { code }) }), url);

    it('an untrusted issuer names the problem and the trust store', () => {
      const mapped = fetchFailed('unable to get local issuer certificate', 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY');
      assert.equal(mapped.reason, 'tls');
      assert.match(mapped.message, /not trusted.*UNABLE_TO_GET_ISSUER_CERT_LOCALLY.*trust store/);
    });

    it('a 407 from the proxy says it wants a sign-in', () => {
      const mapped = fetchFailed('Proxy response (407) ?.== 200 when HTTP Tunneling', 'UND_ERR_ABORTED');
      assert.equal(mapped.reason, 'proxy');
      assert.match(mapped.message, /407 Proxy Authentication Required/);
      // The password would sit in plain-text settings, perhaps synced to other machines.
      assert.doesNotMatch(mapped.message, /user:password|password in http\.proxy/);
      assert.match(mapped.message, /Sign in when VS Code asks/);
    });
  });
});
