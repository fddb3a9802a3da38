/**
 * Through the extension host's fetch (Node's, which VS Code patches) the transport keeps its own
 * clocks: an upload the server stops reading ends at bodyMs, and no answer is waited for longer
 * than that fetch itself allows, nor is the service told to work longer.
 */
import { strict as assert } from 'node:assert';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Deadline } from '../../../../src/service/http/deadline';
import { NetworkError } from '../../../../src/service/errors';
import type { FetchFunction } from '../../../../src/service/http/fetchTypes';
import { HOST_FETCH_MAX_WAIT_MS } from '../../../../src/service/http/transport';
import type { ReplayableBody } from '../../../../src/service/http/request';
import { HttpTransport } from '../../../../src/service/http';
import { instantRetries } from '../../support/settings';

const hostFetch = globalThis.fetch as unknown as FetchFunction;

describe('service/http through the host fetch: its own clocks', () => {
  it('an upload the server stops reading fails as a timeout after bodyMs, not after minutes', async function () {
    this.timeout(20_000);
    const sockets = new Set<Socket>();
    // Accepts the connection, then never reads: the engine's writes stall once the buffers fill.
    const server = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.pause();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const chunks = 1024; // 64 MiB: far more than loopback buffers hold
    const body: ReplayableBody = {
      contentType: 'application/octet-stream',
      length: chunk.length * chunks,
      open: () =>
        (async function* () {
          for (let i = 0; i < chunks; i++) {
            yield chunk;
          }
        })(),
    };
    const transport = new HttpTransport({
      baseUrl: `http://127.0.0.1:${port}`,
      fetch: hostFetch,
      timeouts: { connectMs: 2_000, headersMs: 2_000, bodyMs: 1_000 },
      ...instantRetries({ retry: { maxAttempts: 1 } }).settings,
    });
    const started = Date.now();
    try {
      const err = await transport.send({ method: 'POST', target: '/upload', body }).then(
        () => assert.fail('a stalled upload was answered'),
        (e: unknown) => e,
      );
      const ms = Date.now() - started;
      assert.ok(err instanceof NetworkError, `got ${String(err)}`);
      assert.equal(err.reason, 'timeout');
      assert.ok(ms < 10_000, `the stalled upload took ${ms} ms to fail`);
    } finally {
      await transport.close();
      for (const s of sockets) {
        s.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('waits no longer than the host fetch allows, and says raising the setting cannot help', async () => {
    const through = new HttpTransport({
      baseUrl: 'http://127.0.0.1:9',
      fetch: hostFetch,
      timeouts: { headersMs: 900_000, bodyMs: 900_000 },
    });
    assert.equal(through.totalMs, HOST_FETCH_MAX_WAIT_MS);
    const undici = new HttpTransport({ baseUrl: 'http://127.0.0.1:9', timeouts: { headersMs: 900_000, bodyMs: 900_000 } });
    assert.equal(undici.totalMs, 900_000, 'undici keeps the configured wait');
    const short = new HttpTransport({ baseUrl: 'http://127.0.0.1:9', fetch: hostFetch, timeouts: { headersMs: 60_000 } });
    assert.equal(short.totalMs, 60_000, 'a shorter wait is kept as it is');

    const atLimit = new Deadline(1, 'svc.test', undefined, true);
    const below = new Deadline(1, 'svc.test');
    const aborted = (d: Deadline) => new Promise<void>((resolve) => d.signal.addEventListener('abort', () => resolve(), { once: true }));
    const both = Promise.all([aborted(atLimit), aborted(below)]);
    atLimit.start();
    below.start();
    await both;
    assert.doesNotMatch((atLimit.error as Error).message, /raise/);
    assert.match((below.error as Error).message, /raise convertFiles\.requestTimeoutSeconds/);
  });
});
