// The usage model in plain Node: its loads, the interval that runs only while the window has
// focus, the pause after a refused Master Token, and the count of this window's conversions.
import { strict as assert } from 'node:assert';
import { AuthError, NetworkError } from '../../../src/service/errors';
import { setup } from '../support/usageFakes';

describe('usage model', () => {
  it('loads the account, statistics and recent conversions, and fires a change', async () => {
    const t = setup();
    let changes = 0;
    t.model.onDidChange(() => (changes += 1));
    await t.model.refresh('user');
    assert.equal(t.model.signedIn, true);
    assert.equal(t.model.user.data?.conversionsConsumed, 250);
    assert.equal(t.model.statistics.data?.rows.length, 3);
    assert.equal(t.model.recent.data?.entries.length, 3);
    assert.equal(t.model.recent.data?.hasMore, false);
    // The statistics and the recent conversions of the same 30 days share one request for the rows.
    assert.equal(t.admin.requests, 2);
    assert.ok(changes > 0);
    t.model.dispose();
  });

  it('without a Master Token: signed out, no request', async () => {
    const t = setup({ master: false });
    await t.model.refresh('user');
    assert.equal(t.model.signedIn, false);
    assert.equal(t.admin.requests, 0);
    t.model.dispose();
  });

  it('refreshes on the interval only while the window has focus, and once more when it returns', async () => {
    const t = setup({ focused: false });
    await t.model.refresh('start');
    const before = t.admin.requests;
    assert.deepEqual(
      [...t.ticker.timers].map((x) => x.ms),
      [5 * 60_000],
    );
    t.ticker.fire();
    t.ticker.fire();
    assert.equal(t.admin.requests, before, 'a request while nobody looks');
    t.focus.set(true);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(t.admin.requests, before + 2, 'one refresh (the account and the rows) when focus returned');
    t.focus.set(false);
    t.focus.set(true);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(t.admin.requests, before + 2, 'focus alone, without a missed tick, refreshes nothing');
    t.ticker.fire();
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(t.admin.requests, before + 4, 'a tick with focus refreshes');
    t.model.dispose();
    assert.equal(t.ticker.timers.size, 0, 'the interval outlived the model');
  });

  it('an interval of 0 sets no timer', () => {
    const t = setup({ minutes: 0 });
    assert.equal(t.ticker.timers.size, 0);
    t.model.dispose();
  });

  it('a refused Master Token is said once and pauses automatic refreshes until the credentials change', async () => {
    const t = setup();
    let rejected = 0;
    t.model.onDidRejectMasterToken(() => (rejected += 1));
    t.admin.failure = new AuthError('refused', 'masterToken', { status: 401 });
    await t.model.refresh('user');
    assert.equal(rejected, 1, 'one event for three failed endpoints');
    assert.equal(t.model.paused, true);
    assert.equal(t.warnings.length, 1);
    const requests = t.admin.requests;
    t.ticker.fire();
    await t.model.batchFinished(1);
    await t.model.refresh('interval');
    assert.equal(t.admin.requests, requests, 'an automatic refresh while paused');
    t.admin.failure = undefined;
    await t.model.credentialsChanged();
    assert.equal(t.model.paused, false);
    assert.equal(t.model.user.data?.conversionsTotal, 1000);
    assert.equal(rejected, 1);
    t.model.dispose();
  });

  it('an unreachable service shows as unreachable, not as signed out', async () => {
    const t = setup();
    t.admin.failure = new NetworkError('refused', 'refused', '127.0.0.1:1');
    await t.model.refresh('user');
    assert.equal(t.model.unreachable, true);
    assert.equal(t.model.paused, false);
    t.model.dispose();
  });

  it('a new service address does not join a request still running against the old one', async () => {
    const t = setup();
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const fast = t.admin.getUser;
    t.admin.getUser = async () => {
      await slow;
      throw new NetworkError('Could not connect to 127.0.0.1:9 (refused).', 'refused', '127.0.0.1:9');
    };
    const old = t.model.refresh('user');
    // Let the first refresh send its request before the address changes.
    await new Promise((resolve) => setImmediate(resolve));
    t.admin.getUser = fast;
    const fresh = t.model.settingsChanged(true);
    release();
    await Promise.all([old, fresh]);
    assert.equal(t.model.user.error, undefined, 'the old address answered for the new one');
    assert.equal(t.model.user.data?.conversionsConsumed, 250);
  });

  it('keeps the time of each load, and keeps it with the data when a refresh fails', async () => {
    const t = setup();
    await t.model.refresh('user');
    const at = t.model.user.loadedAt;
    assert.equal(at?.toISOString(), '2026-11-21T12:00:00.000Z');
    t.admin.failure = new NetworkError('reset', 'reset', 'h');
    await t.model.refresh('user');
    assert.ok(t.model.user.error);
    assert.equal(t.model.user.loadedAt, at);
    assert.equal(t.model.recent.loadedAt?.toISOString(), '2026-11-21T12:00:00.000Z');
    assert.ok(t.model.recent.error && t.model.recent.data);
  });

  it('counts the conversions of this window’s batches', async () => {
    const t = setup({ master: false });
    await t.model.batchFinished(2);
    await t.model.batchFinished(0);
    await t.model.batchFinished(3);
    assert.equal(t.model.sessionConversions, 5);
    t.model.dispose();
  });

  it('keeps the chosen range across sessions', async () => {
    const t = setup();
    await t.model.setRange({ kind: 'last30' });
    assert.equal(t.model.range.kind, 'last30');
    assert.deepEqual(t.model.currentRange(), { startDate: '2026-10-23', endDate: '2026-11-21' });
    t.model.dispose();
  });
});
