// The tests' one poll-with-deadline helper.
import { strict as assert } from 'node:assert';
import { poll, until } from '../../support/poll';

describe('test support: poll with a deadline', () => {
  it('returns the first value that counts as done', async () => {
    let calls = 0;
    assert.equal(await until('the third call', () => (++calls >= 3 ? calls : undefined), 1_000), 3);
    let n = 0;
    assert.equal(await poll(() => n++, { what: 'zero counts when done says so', timeoutMs: 1_000, done: (v) => v === 0 }), 0);
  });

  it('fails after the deadline, naming what it waited for', async () => {
    const started = Date.now();
    await assert.rejects(
      until('a thing that never happens', () => false, 60),
      /Timed out after 60 ms waiting for a thing that never happens/,
    );
    assert.ok(Date.now() - started >= 60);
    class Custom extends Error {}
    await assert.rejects(
      poll(() => 0, { what: 'x', timeoutMs: 10, timedOut: (m) => new Custom(m) }),
      Custom,
    );
  });

  it('ends at once with the error of a probe that throws', async () => {
    const started = Date.now();
    await assert.rejects(
      until(
        'a child that exited',
        () => {
          throw new Error('exited with code 1');
        },
        10_000,
      ),
      /exited with code 1/,
    );
    assert.ok(Date.now() - started < 5_000);
  });
});
