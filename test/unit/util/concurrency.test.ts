import { strict as assert } from 'node:assert';
import { runPool, SerialQueue } from '../../../src/util/concurrency';

/** A promise with its resolve function, to control when a worker finishes. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('runPool', () => {
  it('never runs more than the limit at once and runs every item', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    await runPool([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5 + (item % 3) * 3));
      running -= 1;
      done.push(item);
    });
    assert.equal(peak, 3);
    assert.deepEqual([...done].sort(), [1, 2, 3, 4, 5, 6, 7]);
  });

  it('starts items in order', async () => {
    const started: number[] = [];
    await runPool([0, 1, 2, 3], 2, async (_, index) => {
      started.push(index);
      await Promise.resolve();
    });
    assert.deepEqual(started, [0, 1, 2, 3]);
  });

  it('starts nothing new once shouldStart says no, and waits for the running ones', async () => {
    let stop = false;
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const finished: number[] = [];
    const pool = runPool(
      [0, 1, 2, 3],
      2,
      async (i) => {
        await gates[i].promise;
        finished.push(i);
      },
      () => !stop,
    );
    stop = true;
    gates[1].resolve();
    gates[0].resolve();
    const { started } = await pool;
    assert.equal(started, 2);
    assert.deepEqual(finished.sort(), [0, 1]);
  });

  it('handles an empty list and a limit below one', async () => {
    assert.deepEqual(await runPool([], 4, async () => undefined), { started: 0 });
    const seen: number[] = [];
    await runPool([1, 2], 0, async (i) => void seen.push(i));
    assert.deepEqual(seen, [1, 2]);
  });

  it('rethrows a worker error after the running ones settled, starting nothing new', async () => {
    const started: number[] = [];
    const slow = deferred();
    const pool = runPool([0, 1, 2, 3], 2, async (i) => {
      started.push(i);
      if (i === 0) {
        throw new Error('boom');
      }
      await slow.promise;
    });
    setTimeout(() => slow.resolve(), 10);
    await assert.rejects(pool, /boom/);
    assert.deepEqual(started, [0, 1]);
  });
});

describe('SerialQueue', () => {
  it('runs tasks one at a time in call order, even after a failure', async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    let active = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        active += 1;
        assert.equal(active, 1, 'two tasks overlapped');
        log.push(`start ${name}`);
        await new Promise((r) => setTimeout(r, 5));
        log.push(`end ${name}`);
        active -= 1;
        if (fail) {
          throw new Error(name);
        }
        return name;
      };
    const results = await Promise.allSettled([queue.run(task('a')), queue.run(task('b', true)), queue.run(task('c'))]);
    assert.deepEqual(log, ['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    assert.deepEqual(
      results.map((r) => r.status),
      ['fulfilled', 'rejected', 'fulfilled'],
    );
  });
});
