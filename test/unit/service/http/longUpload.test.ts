/**
 * The whole answer's deadline starts once the upload is out (issue 42: a file's size alone is no
 * reason for a job): an upload longer than the deadline still gets its answer, through the
 * keep-alive engine and through Node's fetch (VS Code's); the answer itself stays bounded.
 */
import { strict as assert } from 'node:assert';
import { NetworkError } from '../../../../src/service/errors';
import type { FetchFunction } from '../../../../src/service/http/fetchTypes';
import type { ReplayableBody } from '../../../../src/service/http/request';
import { HttpTransport, readJson } from '../../../../src/service/http';
import { httpServer, type TinyServer } from '../../support/tinyServers';

const hostFetch = globalThis.fetch as unknown as FetchFunction;
const DEADLINE_MS = 800;

/** `parts` parts of 16 KB, `gapMs` apart. */
function body(parts: number, gapMs: number): ReplayableBody {
  const part = Buffer.alloc(16 * 1024, 0x61);
  return {
    contentType: 'application/octet-stream',
    length: part.length * parts,
    open: () =>
      (async function* () {
        for (let i = 0; i < parts; i++) {
          if (i > 0) {
            await new Promise((resolve) => setTimeout(resolve, gapMs));
          }
          yield part;
        }
      })(),
  };
}

describe('service/http: the answer’s deadline starts after the upload', function () {
  this.timeout(15_000);
  let server: TinyServer;
  let baseUrl: string;
  /** How long the server thinks after the whole body came, before it answers. */
  let thinkMs = 0;

  before(async () => {
    server = await httpServer((req, res) => {
      let bytes = 0;
      req.on('data', (c: Buffer) => (bytes += c.length));
      req.on('end', () => {
        setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ bytes })), thinkMs);
      });
    });
    baseUrl = server.url;
  });
  after(async () => {
    await server.close();
  });

  for (const [engine, fetch] of [
    ['the keep-alive engine', undefined],
    ["Node's fetch (VS Code's)", hostFetch],
  ] as const) {
    it(`${engine}: an upload two and a half times as long as the deadline is answered`, async () => {
      thinkMs = 0;
      const transport = new HttpTransport({ baseUrl, fetch, timeouts: { totalMs: DEADLINE_MS }, retry: { maxAttempts: 1 } });
      try {
        const started = Date.now();
        // 6 parts 400 ms apart: 2 s.
        const response = await transport.send({ method: 'POST', target: '/upload', body: body(6, 400) });
        assert.ok(Date.now() - started > 2 * DEADLINE_MS, 'the upload was not slow');
        assert.deepEqual(await readJson(response, transport.redactor), { bytes: 6 * 16 * 1024 });
      } finally {
        await transport.close();
      }
    });

    it(`${engine}: an answer slower than the deadline after the upload still times out`, async () => {
      thinkMs = 3 * DEADLINE_MS;
      const transport = new HttpTransport({ baseUrl, fetch, timeouts: { totalMs: DEADLINE_MS }, retry: { maxAttempts: 1 } });
      try {
        const outcome = await transport.send({ method: 'POST', target: '/upload', body: body(1, 0) }).then(
          () => 'answered',
          (err: unknown) => err,
        );
        assert.ok(outcome instanceof NetworkError, String(outcome));
        assert.equal(outcome.reason, 'timeout');
      } finally {
        await transport.close();
      }
    });
  }
});
