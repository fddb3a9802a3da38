import { strict as assert } from 'node:assert';
import { SingleFlight } from '../../../src/usage/singleFlight';

/** An operation the test finishes by hand, counting how often it started. */
function gate<T>() {
  let started = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const waiting: Array<{ resolve: (v: T) => void; reject: (e: unknown) => void }> = [];
  return {
    get started() {
      return started;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    op: () =>
      new Promise<T>((resolve, reject) => {
        started += 1;
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        waiting.push({
          resolve: (v) => {
            inFlight -= 1;
            resolve(v);
          },
          reject: (e) => {
            inFlight -= 1;
            reject(e);
          },
        });
      }),
    finish(value: T) {
      waiting.shift()!.resolve(value);
    },
    fail(error: unknown) {
      waiting.shift()!.reject(error);
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('usage view: one request in flight per endpoint', () => {
  it('joins callers asking for the same operation', async () => {
    const flight = new SingleFlight();
    const g = gate<number>();
    const calls = [flight.run('a', g.op), flight.run('a', g.op), flight.run('a', g.op)];
    await tick();
    assert.equal(g.started, 1);
    g.finish(7);
    assert.deepEqual(await Promise.all(calls), [7, 7, 7]);
    // Settled: another operation starts at once, without waiting for anything.
    const next = gate<number>();
    const started = flight.run('b', next.op);
    await tick();
    assert.equal(next.started, 1);
    next.finish(0);
    await started;
  });

  it('starts a new operation once the previous one settled', async () => {
    const flight = new SingleFlight();
    const g = gate<number>();
    const first = flight.run('a', g.op);
    g.finish(1);
    await first;
    const second = flight.run('a', g.op);
    await tick();
    g.finish(2);
    assert.equal(await second, 2);
    assert.equal(g.started, 2);
  });

  it('queues a different operation behind the running one, never two at once', async () => {
    const flight = new SingleFlight();
    const g = gate<string>();
    const a = flight.run('a', g.op);
    const b1 = flight.run('b', g.op);
    const b2 = flight.run('b', g.op);
    const c = flight.run('c', g.op);
    await tick();
    assert.equal(g.started, 1);
    g.fail(new Error('a failed'));
    await assert.rejects(a, /a failed/);
    await tick();
    assert.equal(g.started, 2);
    g.finish('b');
    assert.deepEqual(await Promise.all([b1, b2]), ['b', 'b']);
    await tick();
    g.finish('c');
    assert.equal(await c, 'c');
    assert.equal(g.started, 3);
    assert.equal(g.maxInFlight, 1);
  });
});
