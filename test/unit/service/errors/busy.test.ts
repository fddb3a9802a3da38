/** 429 and 503 end as "busy, try again in N s" once the retries have run out. */
import { strict as assert } from 'node:assert';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ServiceError } from '../../../../src/service/errors';
import { HttpTransport } from '../../../../src/service/http';
import { instantRetries } from '../../support/settings';
import { httpServer, type TinyServer } from '../../support/tinyServers';

describe('service/busy: 429 and 503 say when to try again', () => {
  let server: TinyServer;
  let answer: (req: IncomingMessage, res: ServerResponse) => void;
  let requests = 0;

  before(async () => {
    server = await httpServer((req, res) => {
      requests++;
      req.resume();
      req.on('end', () => answer(req, res));
    });
  });
  after(async () => {
    await server.close();
  });
  beforeEach(() => {
    requests = 0;
  });

  async function fail(retry: { maxAttempts: number; maxDelayMs?: number }): Promise<{ err: ServiceError; sleeps: number[] }> {
    const { settings, sleeps } = instantRetries({ retry });
    const transport = new HttpTransport({ baseUrl: server.url, ...settings });
    try {
      const err = await transport.sendJson({ method: 'GET', target: '/info/x' }).then(
        () => assert.fail('succeeded'),
        (e: unknown) => e,
      );
      assert.ok(err instanceof ServiceError, String(err));
      return { err, sleeps };
    } finally {
      await transport.close();
    }
  }

  it('a 429 with Retry-After, retried until the attempts run out, says "busy, try again in N s"', async () => {
    answer = (_req, res) =>
      res.writeHead(429, { 'retry-after': '7', 'content-type': 'application/json' }).end('{"Message":"Too many\\nrequests"}');
    const { err, sleeps } = await fail({ maxAttempts: 3 });
    assert.equal(requests, 3);
    assert.deepEqual(sleeps, [7000, 7000]);
    assert.equal(err.message, 'The service is busy (429); try again in 7 s. The service said: "Too many requests"');
    assert.equal(err.retryAfterSeconds, 7);
    assert.equal(err.status, 429);
  });

  it('a bare 503 (no Retry-After) says to try again in 15 s, the vendor’s last advised pause', async () => {
    answer = (_req, res) =>
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"Code":503,"Message":"The service is overloaded."}');
    const { err } = await fail({ maxAttempts: 2 });
    assert.match(err.message, /^The service is busy \(503\); try again in 15 s\./);
    assert.equal(err.retryAfterSeconds, 15);
  });

  it('a pause longer than the client waits is not retried and is passed on, rounded up', async () => {
    answer = (_req, res) => res.writeHead(429, { 'retry-after': '90.2' }).end();
    const { err, sleeps } = await fail({ maxAttempts: 5, maxDelayMs: 30_000 });
    assert.equal(requests, 1);
    assert.deepEqual(sleeps, []);
    assert.match(err.message, /try again in 91 s\./);
  });
});
