/** The request timeout is the whole answer, not the silence between bytes; the service's Timeout matches it. */
import { strict as assert } from 'node:assert';
import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConversionClient, conversionWait, DEFAULT_ASYNC_SETTINGS, sourceFromPath } from '../../../../src/service/convert';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import { HttpTransport } from '../../../../src/service/http';
import { NetworkError } from '../../../../src/service/errors';
import { tempDir } from '../../support/inProcessEmulator';
import { instantRetries } from '../../support/settings';
import { httpServer, type TinyServer } from '../../support/tinyServers';

describe('service/deadline: one deadline per whole answer', () => {
  let server: TinyServer;
  let drip: 'headers' | 'body';
  const bodies: string[] = [];
  const timers = new Set<ReturnType<typeof setInterval>>();
  let dir: Awaited<ReturnType<typeof tempDir>>;

  before(async () => {
    server = await httpServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        bodies.push(Buffer.concat(chunks).toString('latin1'));
        if (drip === 'headers') {
          // Headers never finish: one header line every 250 ms.
          res.socket?.write('HTTP/1.1 200 OK\r\n');
          const t = setInterval(() => res.socket?.write(`X-Drip-${Date.now()}: 1\r\n`), 250);
          timers.add(t);
          res.on('close', () => clearInterval(t));
          return;
        }
        res.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-disposition': "attachment; filename*=UTF-8''a.pdf",
          'content-length': '100000',
        });
        const t = setInterval(() => res.write('x'), 250);
        timers.add(t);
        res.on('close', () => clearInterval(t));
      });
    });
  });
  after(async () => {
    for (const t of timers) {
      clearInterval(t);
    }
    await server.close();
  });
  beforeEach(async () => {
    bodies.length = 0;
    dir = await tempDir();
    await writeFile(join(dir.path, 'a.md'), '# A');
  });
  afterEach(async () => {
    await dir.remove();
  });

  async function convert(totalMs: number): Promise<{ err: unknown; ms: number }> {
    // Silence limits far above the deadline: only the deadline can end these requests.
    const transport = new HttpTransport({
      baseUrl: server.url,
      timeouts: { headersMs: 10_000, bodyMs: 10_000, totalMs },
      ...instantRetries().settings,
    });
    // A synchronous request whatever its wait (async jobs: asyncConversion.test.ts).
    const client = new ConversionClient(transport, new ApiTokenCredential('tok_deadline'), undefined, {
      async: { ...DEFAULT_ASYNC_SETTINGS, mode: 'never' },
    });
    const started = Date.now();
    try {
      const err = await client
        .convert({
          source: await sourceFromPath(join(dir.path, 'a.md')),
          sourceFormat: 'md',
          targetFormat: 'pdf',
          resolveOutput: async (r) => ({ path: join(dir.path, 'out', r.name), overwrite: false }),
        })
        .then(
          () => assert.fail('a dripping answer was saved'),
          (e: unknown) => e,
        );
      return { err, ms: Date.now() - started };
    } finally {
      await transport.close();
    }
  }

  it('a body that trickles 1 byte every 250 ms times out at the deadline and leaves nothing', async () => {
    drip = 'body';
    const { err, ms } = await convert(1_200);
    assert.ok(err instanceof NetworkError, String(err));
    assert.equal(err.reason, 'timeout');
    assert.match(err.message, /did not send its whole answer within 1\.2 s/);
    assert.ok(ms >= 1_100 && ms < 4_000, `${ms} ms`);
    assert.equal(
      existsSync(join(dir.path, 'out')),
      false,
      existsSync(join(dir.path, 'out')) ? (await readdir(join(dir.path, 'out'))).join() : '',
    );
    assert.equal(bodies.length, 1, 'a POST that reached the server was sent again');
  });

  it('headers that trickle in time out at the deadline too', async () => {
    drip = 'headers';
    const { err, ms } = await convert(1_000);
    assert.ok(err instanceof NetworkError && err.reason === 'timeout', String(err));
    assert.ok(ms < 4_000, `${ms} ms`);
  });

  it('sends a Timeout 10 s inside its own wait (10 to 1200 s), and waits Timeout + 10 s for the answer', async () => {
    drip = 'body';
    await convert(1_000);
    assert.match(bodies[0]!, /name="Timeout"\r\n\r\n10\r\n/);
    assert.deepEqual(conversionWait(300_000, undefined), { timeoutSeconds: 290, answerWithinMs: 300_000 });
    assert.deepEqual(conversionWait(86_400_000, undefined), { timeoutSeconds: 1200, answerWithinMs: 1_210_000 });
    assert.deepEqual(conversionWait(1, undefined), { timeoutSeconds: 10, answerWithinMs: 20_000 });
    // A shorter Timeout asked for is kept, and the wait follows it; a longer one is held inside the wait.
    assert.deepEqual(conversionWait(300_000, { timeout: 60 }), { timeoutSeconds: 60, answerWithinMs: 70_000 });
    assert.deepEqual(conversionWait(300_000, { Timeout: '900' }), { timeoutSeconds: 290, answerWithinMs: 300_000 });
  });
});
