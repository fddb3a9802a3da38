/** A resumed job's clock comes from workspaceState (damaged or edited): the poll must still end. */
import { strict as assert } from 'node:assert';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import { ConversionClient, DEFAULT_ASYNC_SETTINGS, sourceFromPath } from '../../../../src/service/convert';
import { jobClock, newJobId } from '../../../../src/service/convert/asyncJob';
import { BadResponseError } from '../../../../src/service/errors';
import { HttpTransport } from '../../../../src/service/http';
import { instantRetries } from '../../support/settings';
import { tempDir } from '../../support/inProcessEmulator';

const HOURS_3 = 3 * 60 * 60_000;

describe('service/async jobs: a resumed job’s clock is held to the service’s bounds', function () {
  this.timeout(10_000);
  let server: Server;
  let baseUrl: string;
  let polls = 0;

  before(async () => {
    // A service that answers every poll "still running".
    server = createServer((req, res) => {
      polls++;
      res.writeHead(req.url?.startsWith('/async/job/') ? 202 : 404, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => (polls = 0));

  function client(): ConversionClient {
    const transport = new HttpTransport({ baseUrl, ...instantRetries().settings, timeouts: { totalMs: 1_500 } });
    return new ConversionClient(transport, new ApiTokenCredential('tok_test_123456789'), undefined, {
      async: DEFAULT_ASYNC_SETTINGS,
      pollDelaysMs: [10],
    });
  }

  /** Settles `work`, or says it still runs after `ms`. */
  async function within<T>(work: Promise<T>, ms: number): Promise<T | 'still polling'> {
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<'still polling'>((resolve) => (timer = setTimeout(() => resolve('still polling'), ms)));
    try {
      return await Promise.race([work, bound]);
    } finally {
      clearTimeout(timer);
    }
  }

  it('jobClock: a start in the future counts as now, a Timeout within 10 to 1200 s', () => {
    const now = 1_000_000_000;
    assert.deepEqual(jobClock({ startedAt: now + 10 ** 12, timeoutSeconds: 10 ** 12 }, now), {
      startedAt: now,
      timeoutSeconds: 1200,
      giveUpAfterMs: 1210_000 + 600_000,
    });
    assert.equal(jobClock({ startedAt: NaN, timeoutSeconds: NaN }, now).startedAt, now);
    assert.equal(jobClock({ startedAt: now - 5, timeoutSeconds: 1 }, now).timeoutSeconds, 10);
  });

  it('a resumed job with an endless Timeout, started 3 hours ago, is given up at once instead of polled for ever', async () => {
    const dir = await tempDir();
    const path = join(dir.path, 'old.txt');
    await writeFile(path, 'x');
    const outcome = await within(
      client()
        .convert({
          source: await sourceFromPath(path),
          sourceFormat: 'txt',
          targetFormat: 'pdf',
          resumeJob: { jobId: newJobId(), startedAt: Date.now() - HOURS_3, timeoutSeconds: 10 ** 12 },
          resolveOutput: async (r) => ({ path: join(dir.path, r.name), overwrite: false }),
        })
        .catch((e: unknown) => e),
      3_000,
    );
    assert.ok(outcome instanceof BadResponseError, String(outcome));
    assert.equal(outcome.messageCode, 'response.jobGone');
    assert.equal(polls, 0);
  });

  it('forgetting such a job ends too', async () => {
    const outcome = await within(
      client().forgetJob({ jobId: newJobId(), startedAt: Date.now() - HOURS_3, timeoutSeconds: 10 ** 12 }),
      3_000,
    );
    assert.equal(outcome, undefined);
    assert.equal(polls, 0);
  });
});
