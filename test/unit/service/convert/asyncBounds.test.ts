/** A resumed job's clock comes from workspaceState (damaged or edited): the poll must still end. */
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import { ConversionClient, DEFAULT_ASYNC_SETTINGS, sourceFromPath } from '../../../../src/service/convert';
import { jobClock, newJobId } from '../../../../src/service/convert/asyncJob';
import { BadResponseError } from '../../../../src/service/errors';
import { HttpTransport } from '../../../../src/service/http';
import { instantRetries } from '../../support/settings';
import { tempDir } from '../../support/inProcessEmulator';
import { httpServer, type TinyServer } from '../../support/tinyServers';

const HOURS_3 = 3 * 60 * 60_000;

describe('service/async jobs: a resumed job’s clock is held to the service’s bounds', function () {
  this.timeout(10_000);
  let server: TinyServer;
  let baseUrl: string;
  let polls = 0;

  before(async () => {
    // A service that answers every poll "still running".
    server = await httpServer((req, res) => {
      polls++;
      res.writeHead(req.url?.startsWith('/async/job/') ? 202 : 404, { 'content-type': 'application/json' }).end('{}');
    });
    baseUrl = server.url;
  });
  after(async () => {
    await server.close();
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

describe('service/async jobs: a long upload does not count against the job', function () {
  this.timeout(10_000);
  let server: TinyServer;
  let baseUrl: string;
  const seen: string[] = [];
  /** Added to Date.now while the upload is answered: the upload "took" this long. */
  let uploadTook = 0;
  const realNow = Date.now;

  before(async () => {
    server = await httpServer((req, res) => {
      seen.push(`${req.method} ${req.url?.split('?')[0]}`);
      req.resume();
      req.on('end', () => {
        if (req.method === 'POST' && req.url?.startsWith('/async/convert/')) {
          uploadTook = 20 * 60_000;
          const jobId = new URL(req.url, 'http://x').searchParams.get('JobId');
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ JobId: jobId }));
        } else {
          // The job failed on the service: what the poll says, not "gone".
          res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ Code: 5000, Message: 'Conversion failed.' }));
        }
      });
    });
    baseUrl = server.url;
  });
  after(async () => {
    Date.now = realNow;
    await server.close();
  });

  it('an upload longer than the Timeout and the queue’s slack (20 min) is still followed by polls: the job’s clock starts once the service has it', async () => {
    const dir = await tempDir();
    const path = join(dir.path, 'big.txt');
    await writeFile(path, 'x');
    const transport = new HttpTransport({ baseUrl, ...instantRetries().settings, timeouts: { totalMs: 1_500 } });
    const client = new ConversionClient(transport, new ApiTokenCredential('tok_test_123456789'), undefined, {
      async: { ...DEFAULT_ASYNC_SETTINGS, mode: 'always' },
      pollDelaysMs: [10],
    });
    const events: { state: string; startedAt: number }[] = [];
    Date.now = () => realNow() + uploadTook;
    try {
      const started = Date.now();
      const outcome = await client
        .convert({
          source: await sourceFromPath(path),
          sourceFormat: 'txt',
          targetFormat: 'pdf',
          resolveOutput: async (r) => ({ path: join(dir.path, r.name), overwrite: false }),
          onJob: (e) => events.push(e),
        })
        .catch((e: unknown) => e);
      assert.notEqual((outcome as { messageCode?: string }).messageCode, 'response.jobGone', String(outcome));
      assert.deepEqual(
        seen.map((s) => s.replace(/[a-z0-9]{32}$/, 'ID')),
        ['POST /async/convert/txt/to/pdf', 'GET /async/job/ID'],
      );
      assert.ok(events[0]!.startedAt >= started + 20 * 60_000, 'the job is recorded as started when the service took it');
    } finally {
      Date.now = realNow;
      await transport.close();
      await dir.remove();
    }
  });
});
