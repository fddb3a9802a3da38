/** The usage reads' own deadline: a hung service answers the quota check within it, whatever the request timeout. */
import { strict as assert } from 'node:assert';
import { AdminClient } from '../../../../src/service/admin';
import { USAGE_DEADLINE_MS, withDeadline } from '../../../../src/service/admin/usageDeadline';
import { CancelledError, NetworkError } from '../../../../src/service/errors';
import { HttpTransport } from '../../../../src/service/http';
import { httpServer, silentServer, type TinyServer } from '../../support/tinyServers';

describe('service/deadline', () => {
  it('is a few seconds', () => {
    assert.ok(USAGE_DEADLINE_MS >= 2_000 && USAGE_DEADLINE_MS <= 10_000, String(USAGE_DEADLINE_MS));
  });

  describe('against a service that never answers', () => {
    let server: TinyServer;
    let transport: HttpTransport;
    beforeEach(async () => {
      server = await silentServer();
      // The request timeout and retries of the defaults: 3 attempts of 60 s each.
      transport = new HttpTransport({ baseUrl: server.url, timeouts: { connectMs: 60_000, headersMs: 60_000, bodyMs: 60_000 } });
    });
    afterEach(async () => {
      await transport.close();
      await server.close();
    });

    it('gives up on /user at the deadline with a timeout, not after the request timeout, and makes no retry', async () => {
      const admin = new AdminClient(transport, 'MASTER-deadline-test', 400);
      const started = Date.now();
      const error = await admin.getUser().then(
        () => assert.fail('answered'),
        (err: unknown) => err,
      );
      const took = Date.now() - started;
      assert.ok(error instanceof NetworkError, String(error));
      assert.equal(error.reason, 'timeout');
      assert.match(error.message, /did not answer within/);
      assert.ok(!error.message.includes('MASTER-deadline-test'));
      assert.ok(took >= 380 && took < 1_500, `took ${took} ms`);
      assert.equal(server.connections(), 1);
    });

    it('stays a cancellation when the caller cancels first', async () => {
      const admin = new AdminClient(transport, 'MASTER-deadline-test', 5_000);
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 100);
      const started = Date.now();
      await assert.rejects(admin.getUser(controller.signal), CancelledError);
      assert.ok(Date.now() - started < 1_000);
    });
  });

  it('passes a prompt answer through, and settles at the deadline even when the work ignores its signal', async () => {
    const server = await httpServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ConversionsTotal":1000,"ConversionsConsumed":3}'),
    );
    const transport = new HttpTransport({ baseUrl: server.url });
    try {
      const user = await new AdminClient(transport, 'MASTER-deadline-test', 2_000).getUser();
      assert.equal(user.conversionsTotal, 1000);
    } finally {
      await transport.close();
      await server.close();
    }
    const started = Date.now();
    const stubborn = withDeadline(200, 'example.test', undefined, () => new Promise<never>(() => undefined));
    await assert.rejects(stubborn, (err: unknown) => err instanceof NetworkError && err.host === 'example.test');
    assert.ok(Date.now() - started < 1_000);
  });
});
