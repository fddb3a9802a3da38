/**
 * When a job is used and when its polls go out (issue 42): the decision, the backoff, and the poll
 * loop against a scripted transport on an injected clock (no sleeps, no timers).
 */
import { strict as assert } from 'node:assert';
import { DEFAULT_ASYNC_SETTINGS, useAsyncApi } from '../../../../src/service/convert';
import { backoffDelays, POLL_BACKOFF, POLL_DELAYS_MS, waitForJob } from '../../../../src/service/convert/asyncJob';
import { ServiceError } from '../../../../src/service/errors';
import type { HttpRequest, HttpResponse } from '../../../../src/service/http';
import { Redactor } from '../../../../src/service/errors';

const MB = 1024 * 1024;
const GiB = 1024 * MB;

describe('service/async jobs: when one is used', () => {
  const wait = 300_000;
  it('a large file alone goes in one request when the request can wait for its Timeout', () => {
    const auto = DEFAULT_ASYNC_SETTINGS;
    assert.equal(auto.aboveBytes, 0);
    assert.equal(useAsyncApi(auto, { timeoutSeconds: 290, sourceBytes: GiB, longestWaitMs: wait }), false);
    assert.equal(useAsyncApi(auto, { timeoutSeconds: 290, sourceBytes: 50 * GiB, longestWaitMs: wait }), false);
  });
  it('a Timeout (plus the 10 s margin) longer than one request can wait goes through a job, whatever the size', () => {
    const auto = DEFAULT_ASYNC_SETTINGS;
    assert.equal(useAsyncApi(auto, { timeoutSeconds: 291, sourceBytes: 1, longestWaitMs: wait }), true);
    assert.equal(useAsyncApi(auto, { timeoutSeconds: 60, sourceBytes: GiB, longestWaitMs: 60_000 }), true);
    assert.equal(useAsyncApi(auto, { timeoutSeconds: 50, sourceBytes: GiB, longestWaitMs: 60_000 }), false);
  });
  it('a size the person set (asyncAboveMegabytes) still sends larger files through a job', () => {
    const bySize = { ...DEFAULT_ASYNC_SETTINGS, aboveBytes: 100 * MB };
    assert.equal(useAsyncApi(bySize, { timeoutSeconds: 60, sourceBytes: 100 * MB, longestWaitMs: wait }), false);
    assert.equal(useAsyncApi(bySize, { timeoutSeconds: 60, sourceBytes: 100 * MB + 1, longestWaitMs: wait }), true);
    assert.equal(useAsyncApi({ ...bySize, mode: 'never' }, { timeoutSeconds: 1200, sourceBytes: GiB, longestWaitMs: wait }), false);
    assert.equal(useAsyncApi({ ...bySize, mode: 'always' }, { timeoutSeconds: 10, sourceBytes: 1, longestWaitMs: wait }), true);
  });
});

describe('service/async jobs: the poll schedule', () => {
  it('starts short and grows by a quarter up to 5 s', () => {
    assert.equal(POLL_DELAYS_MS[0], 200);
    assert.equal(POLL_DELAYS_MS.at(-1), 5000);
    for (let i = 1; i < POLL_DELAYS_MS.length; i++) {
      assert.ok(POLL_DELAYS_MS[i]! > POLL_DELAYS_MS[i - 1]!, `pause ${i} does not grow`);
      assert.ok(POLL_DELAYS_MS[i]! <= Math.ceil(POLL_DELAYS_MS[i - 1]! * POLL_BACKOFF.growth), `pause ${i} grows too fast`);
    }
    assert.deepEqual(backoffDelays({ firstMs: 100, growth: 2, maxMs: 1000 }), [100, 200, 400, 800, 1000]);
  });

  /** A job that ends at `endsAt` ms on a fake clock; the transport answers at once (202 or 200). */
  async function pollUntilDone(endsAt: number, answer: (t: number) => number = (t) => (t >= endsAt ? 200 : 202)) {
    let now = 0;
    let inFlight = 0;
    let most = 0;
    const polls: number[] = [];
    const transport = {
      baseUrl: 'https://service.test',
      redactor: new Redactor(),
      log: () => undefined,
      resolve: (target: string) => new URL(target, 'https://service.test'),
      send: async (req: HttpRequest): Promise<HttpResponse> => {
        assert.match(req.target, /^\/async\/job\/j{32}$/);
        inFlight++;
        most = Math.max(most, inFlight);
        polls.push(now);
        await Promise.resolve();
        inFlight--;
        const status = answer(now);
        if (status === 503) {
          throw new ServiceError('No concurrent poll requests are allowed.', { status: 503 });
        }
        return { statusCode: status, headers: {}, body: { dump: async () => undefined } as unknown as HttpResponse['body'] };
      },
    };
    const sleeps: number[] = [];
    const response = await waitForJob(transport as never, 'j'.repeat(32), {
      now: () => now,
      sleep: async (ms) => {
        sleeps.push(ms);
        now += ms;
      },
    });
    return { status: response.statusCode, fetchedAt: polls.at(-1)!, polls, sleeps, most };
  }

  it('asks at once after the upload, then soon; one poll at a time', async () => {
    const quick = await pollUntilDone(0);
    assert.deepEqual(quick.polls, [0]);
    const r = await pollUntilDone(1_000);
    assert.deepEqual(r.polls.slice(0, 4), [0, 200, 450, 763]);
    assert.equal(r.most, 1, 'two polls of one job were under way at once');
    assert.equal(r.status, 200);
  });

  it('fetches a job soon after it ends: within 0.6 s in its first 2 s, then within a third of its run, never over 5 s late', async () => {
    for (const endsAt of [1, 150, 700, 1_200, 1_700, 2_300, 4_000, 6_500, 12_000, 30_000, 90_000, 290_000]) {
      const r = await pollUntilDone(endsAt);
      const late = r.fetchedAt - endsAt;
      assert.ok(late >= 0, `fetched before the job ended (${endsAt})`);
      const allowed = endsAt <= 2_000 ? 600 : Math.min(5_000, endsAt / 3);
      assert.ok(late <= allowed, `a job of ${endsAt} ms was fetched ${late} ms late (allowed ${allowed})`);
      assert.equal(r.most, 1);
    }
  });

  it('a job of the longest Timeout is asked a bounded number of times (every 5 s once it has run a while)', async () => {
    const r = await pollUntilDone(1_210_000);
    assert.ok(r.polls.length <= POLL_DELAYS_MS.length + Math.ceil(1_210_000 / 5_000), `${r.polls.length} polls`);
    assert.ok(r.sleeps.slice(POLL_DELAYS_MS.length).every((ms) => ms === 5_000));
  });

  it('a 503 (another poll of the job under way) means wait, on the same schedule', async () => {
    const r = await pollUntilDone(800, (t) => (t < 300 ? 503 : t >= 800 ? 200 : 202));
    assert.equal(r.status, 200);
    assert.deepEqual(r.polls.slice(0, 3), [0, 200, 450]);
  });
});
