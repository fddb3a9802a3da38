import { strict as assert } from 'node:assert';
import { staleSince, usageProblems } from '../../../src/usage/usageProblems';

const at = new Date('2026-01-02T03:04:05Z');
const ok = { data: {}, loading: false, loadedAt: at };

describe('usage problems', () => {
  it('one failure of the service behind every load is one problem, stale when data is still shown', () => {
    const err = new Error('The service answered with something that is not JSON (200).');
    const problems = usageProblems({
      account: { data: {}, error: err, loading: false, loadedAt: at },
      statistics: { error: new Error(err.message), loading: false },
      recent: { data: {}, error: err, loading: false, loadedAt: at },
    });
    assert.equal(problems.length, 1);
    assert.deepEqual(problems[0]?.failed, ['account', 'statistics', 'recent']);
    assert.equal(problems[0]?.stale, true);
  });

  it('different failures stay apart, in view order; nothing failed, no problem', () => {
    const problems = usageProblems({
      account: ok,
      statistics: { error: 'busy', loading: false },
      recent: { error: new Error('reset'), loading: true },
    });
    assert.deepEqual(
      problems.map((p) => [p.message, p.failed, p.stale]),
      [
        ['busy', ['statistics'], false],
        ['reset', ['recent'], false],
      ],
    );
    assert.deepEqual(usageProblems({ account: ok, statistics: ok, recent: { loading: true } }), []);
  });

  it('data is stale only while the refresh after it failed', () => {
    assert.equal(staleSince(ok), undefined);
    assert.equal(staleSince({ data: {}, error: new Error('x'), loading: false, loadedAt: at }), at);
    assert.equal(staleSince({ error: new Error('x'), loading: false }), undefined);
  });
});
