/** Conversions through the service's async API, against the in-process emulator: the choice, the job, its results, a Cancel. */
import { strict as assert } from 'node:assert';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import {
  askedTimeoutSeconds,
  ConversionClient,
  DEFAULT_ASYNC_SETTINGS,
  JOB_ID_PATTERN,
  type JobEvent,
  sourceFromPath,
  useAsyncApi,
} from '../../../../src/service/convert';
import { newJobId } from '../../../../src/service/convert/asyncJob';
import { BadResponseError, CancelledError, jobLeftRunning, NetworkError, ServiceError } from '../../../../src/service/errors';
import { HttpTransport } from '../../../../src/service/http';
import { instantRetries, logInto } from '../../support/settings';
import { manage, tempDir, type Emulator, useEmulator } from '../../support/inProcessEmulator';
import { until } from '../../../support/poll';

const MB = 1024 * 1024;

describe('service/async conversions: the choice', () => {
  const wait = 300_000;
  it('auto goes async when the Timeout (plus the 10 s margin) is longer than one request can wait, not for size alone', () => {
    const auto = DEFAULT_ASYNC_SETTINGS;
    assert.equal(useAsyncApi(auto, { timeoutSeconds: 290, sourceBytes: 1, longestWaitMs: wait }), false);
    assert.equal(useAsyncApi(auto, { timeoutSeconds: 291, sourceBytes: 1, longestWaitMs: wait }), true);
    assert.equal(useAsyncApi(auto, { timeoutSeconds: 60, sourceBytes: 100 * MB + 1, longestWaitMs: wait }), false);
    assert.equal(useAsyncApi({ ...auto, mode: 'never' }, { timeoutSeconds: 1200, sourceBytes: 900 * MB, longestWaitMs: wait }), false);
    assert.equal(useAsyncApi({ ...auto, mode: 'always' }, { timeoutSeconds: 10, sourceBytes: 1, longestWaitMs: wait }), true);
  });
  it('the Timeout is the request’s own option when it has one, else the setting, within 10 to 1200 s', () => {
    assert.equal(askedTimeoutSeconds(DEFAULT_ASYNC_SETTINGS, undefined), 290);
    assert.equal(askedTimeoutSeconds({ ...DEFAULT_ASYNC_SETTINGS, timeoutSeconds: 900 }, { PageRange: '1' }), 900);
    assert.equal(askedTimeoutSeconds(DEFAULT_ASYNC_SETTINGS, { timeout: '1200' }), 1200);
    assert.equal(askedTimeoutSeconds(DEFAULT_ASYNC_SETTINGS, { Timeout: 5000 }), 1200);
    assert.equal(askedTimeoutSeconds(DEFAULT_ASYNC_SETTINGS, { Timeout: 2 }), 10);
  });
  it('makes JobIds of 32 lowercase letters or digits, each new', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newJobId()));
    assert.equal(ids.size, 200);
    for (const id of ids) {
      assert.match(id, JOB_ID_PATTERN);
    }
  });
});

describe('service/async conversions (emulator)', function () {
  this.timeout(30_000);
  let emu: Emulator;
  let transport: HttpTransport;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  const logLines: string[] = [];

  useEmulator((started) => (emu = started), { jobPollHoldMs: 150 });
  beforeEach(async () => {
    logLines.length = 0;
    // One request may wait 1.5 s here: a conversion slower than that cannot finish in one.
    transport = new HttpTransport({
      baseUrl: emu.baseUrl,
      ...instantRetries().settings,
      timeouts: { totalMs: 1_500 },
      logger: logInto(logLines),
    });
    dir = await tempDir();
  });
  afterEach(async () => {
    await manage(emu.baseUrl, 'POST', 'faults', { SlowConversion: 0 });
    await transport.close();
    await dir.remove();
  });

  function client(timeoutSeconds = 10): ConversionClient {
    return new ConversionClient(transport, new ApiTokenCredential(emu.demo.apiTokens[0]!.token), undefined, {
      async: { ...DEFAULT_ASYNC_SETTINGS, timeoutSeconds },
      pollDelaysMs: [50, 100],
    });
  }

  async function note(name = 'long.txt'): Promise<string> {
    const path = join(dir.path, name);
    await writeFile(path, 'a long conversion');
    return path;
  }

  const requests = (method: string, prefix: string) => emu.requestLog.filter((r) => r.method === method && r.path.startsWith(prefix));

  it('a conversion slower than one request can wait completes through an async job, and what the job stored is deleted', async () => {
    await manage(emu.baseUrl, 'POST', 'faults', { SlowConversion: 2_500 });
    const events: JobEvent[] = [];
    const progress: string[] = [];
    const result = await client().convert({
      source: await sourceFromPath(await note()),
      sourceFormat: 'txt',
      targetFormat: 'pdf',
      resolveOutput: async (r) => ({ path: join(dir.path, r.name), overwrite: false }),
      onJob: (e) => events.push(e),
      onProgress: (p) => progress.push(p.phase),
    });
    assert.deepEqual(
      result.files.map((f) => f.name),
      ['long.pdf'],
    );
    assert.match((await readFile(join(dir.path, 'long.pdf'))).subarray(0, 5).toString(), /%PDF-/);
    const [start] = requests('POST', '/async/convert/txt/to/pdf');
    assert.ok(start, 'no async request');
    assert.match(start.query.JobId ?? '', JOB_ID_PATTERN);
    assert.equal(requests('POST', '/convert/').length, 0, 'a synchronous request was tried first');
    assert.ok(requests('GET', `/async/job/${start.query.JobId}`).length >= 2, 'the job was not polled');
    assert.deepEqual(
      events.map((e) => [e.state, e.jobId]),
      [
        ['started', start.query.JobId],
        ['ended', start.query.JobId],
      ],
    );
    assert.equal(events[0]!.timeoutSeconds, 10);
    // The result was stored (StoreFile=true) and removed once saved.
    const deleted = requests('DELETE', '/d/');
    assert.equal(deleted.length, 1);
    assert.ok(deleted[0]!.status === 200);
    assert.ok(progress.includes('convert') && progress.includes('download'), progress.join());
  });

  it('a conversion whose Timeout fits one request stays synchronous under auto', async () => {
    // A request may wait 300 s here; the Timeout of 60 s and its margin fit.
    const roomy = new HttpTransport({ baseUrl: emu.baseUrl, ...instantRetries().settings });
    const sync = new ConversionClient(roomy, new ApiTokenCredential(emu.demo.apiTokens[0]!.token), undefined, {
      async: { ...DEFAULT_ASYNC_SETTINGS, timeoutSeconds: 60 },
    });
    const result = await sync.convert({
      source: await sourceFromPath(await note('short.txt')),
      sourceFormat: 'txt',
      targetFormat: 'pdf',
      resolveOutput: async (r) => ({ path: join(dir.path, r.name), overwrite: false }),
    });
    assert.equal(result.files.length, 1);
    assert.equal(requests('POST', '/async/').length, 0);
    assert.equal(requests('POST', '/convert/txt/to/pdf').length, 1);
    await roomy.close();
  });

  it('waits out a 503 to a concurrent poll of the same job', async () => {
    await manage(emu.baseUrl, 'POST', 'faults', { SlowConversion: 1_500 });
    let stop = false;
    const rival = async (jobId: string): Promise<void> => {
      while (!stop) {
        await fetch(`${emu.baseUrl}/async/job/${jobId}`).then((r) => r.arrayBuffer());
      }
    };
    let rivalDone: Promise<void> | undefined;
    const result = await client().convert({
      source: await sourceFromPath(await note()),
      sourceFormat: 'txt',
      targetFormat: 'pdf',
      async: true,
      resolveOutput: async (r) => ({ path: join(dir.path, r.name), overwrite: false }),
      onJob: (e) => {
        if (e.state === 'started') {
          rivalDone = rival(e.jobId);
        }
      },
    });
    stop = true;
    await rivalDone;
    assert.equal(result.files.length, 1);
    assert.ok(
      emu.requestLog.some((r) => r.path.startsWith('/async/job/') && r.status === 503),
      'no poll was refused as concurrent: the test proves nothing',
    );
  });

  it('a failed job fails with the service’s error; nothing is written', async () => {
    const events: JobEvent[] = [];
    const path = join(dir.path, 'bad.pdf');
    await writeFile(path, 'not a pdf');
    const err = await client()
      .convert({
        source: await sourceFromPath(path),
        sourceFormat: 'pdf',
        targetFormat: 'txt',
        async: true,
        resolveOutput: async (r) => ({ path: join(dir.path, 'out', r.name), overwrite: false }),
        onJob: (e) => events.push(e),
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    assert.ok(err instanceof ServiceError, String(err));
    assert.equal(err.code, 5002);
    assert.deepEqual(
      events.map((e) => e.state),
      ['started', 'ended'],
    );
    assert.equal(existsSync(join(dir.path, 'out')), false);
  });

  it('a Cancel stops the wait only: the job goes on, is followed to its end, and what it stored is deleted then', async () => {
    await manage(emu.baseUrl, 'POST', 'faults', { SlowConversion: 1_500 });
    const controller = new AbortController();
    const events: JobEvent[] = [];
    const c = client();
    const err = await c
      .convert({
        source: await sourceFromPath(await note()),
        sourceFormat: 'txt',
        targetFormat: 'pdf',
        async: true,
        signal: controller.signal,
        resolveOutput: async (r) => ({ path: join(dir.path, 'out', r.name), overwrite: false }),
        onJob: (e) => events.push(e),
        onProgress: (p) => {
          if (p.phase === 'convert') {
            controller.abort();
          }
        },
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    assert.ok(err instanceof CancelledError, String(err));
    assert.equal(jobLeftRunning(err), true);
    assert.equal(requests('DELETE', '/d/').length, 0, 'deleted before the job ended');
    assert.deepEqual(
      events.map((e) => e.state),
      ['started', 'abandoned'],
    );
    await c.settled();
    assert.deepEqual(
      events.map((e) => e.state),
      ['started', 'abandoned', 'ended'],
    );
    const deleted = requests('DELETE', '/d/');
    assert.equal(deleted.length, 1, 'the stored result of the abandoned job stayed on the server');
    assert.equal(existsSync(join(dir.path, 'out')), false);
  });

  it('resumes a job a previous window started and saves its result', async () => {
    const jobId = newJobId();
    const form = new FormData();
    form.append('StoreFile', 'true');
    form.append('File', new Blob(['from before the reload']), 'before.txt');
    const started = await fetch(`${emu.baseUrl}/async/convert/txt/to/pdf?JobId=${jobId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${emu.demo.apiTokens[0]!.token}` },
      body: form,
    });
    assert.equal(started.status, 200);
    const result = await client().convert({
      source: await sourceFromPath(await note('before.txt')),
      sourceFormat: 'txt',
      targetFormat: 'pdf',
      resumeJob: { jobId, startedAt: Date.now(), timeoutSeconds: 10 },
      resolveOutput: async (r) => ({ path: join(dir.path, r.name), overwrite: false }),
    });
    assert.deepEqual(
      result.files.map((f) => f.name),
      ['before.pdf'],
    );
    assert.equal(requests('POST', '/async/convert').length, 1, 'the file was sent again');
    await until('the stored result deleted', () => requests('DELETE', '/d/').length === 1, 5_000);
  });

  it('a start whose answer is lost looks for the job by its own id once; unknown there, the network failure stands', async () => {
    await manage(emu.baseUrl, 'POST', 'faults', { ResetMidResponse: 1 });
    const err = await client()
      .convert({
        source: await sourceFromPath(await note()),
        sourceFormat: 'txt',
        targetFormat: 'pdf',
        async: true,
        resolveOutput: async (r) => ({ path: join(dir.path, 'out', r.name), overwrite: false }),
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    assert.ok(err instanceof NetworkError, String(err));
    const [start] = requests('POST', '/async/convert/txt/to/pdf');
    assert.ok(start);
    assert.equal(requests('GET', `/async/job/${start.query.JobId}`).length, 1, 'the job was not looked for by its id');
    assert.equal(existsSync(join(dir.path, 'out')), false);
  });

  it('a job the service does not know is said so, not as a missing converter', async () => {
    const err = await client()
      .convert({
        source: await sourceFromPath(await note()),
        sourceFormat: 'txt',
        targetFormat: 'pdf',
        resumeJob: { jobId: newJobId(), startedAt: Date.now(), timeoutSeconds: 10 },
        resolveOutput: async (r) => ({ path: join(dir.path, r.name), overwrite: false }),
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    assert.ok(err instanceof BadResponseError, String(err));
    assert.equal(err.messageCode, 'response.jobGone');
  });
});
