// The status bar's one state, derived in plain Node from a real usage model: the kept usage while
// the first refresh runs, the last numbers (with their time) through an outage, the problem
// itself when nothing is known or the Master Token was refused.
import { strict as assert } from 'node:assert';
import { AuthError, NetworkError, ServiceError } from '../../../src/service/errors';
import { sameStatus, statusStateOf, type StatusFacts } from '../../../src/usage/statusState';
import { consumptionOf } from '../../../src/usage/usageFormat';
import { setup } from '../support/usageFakes';

const KEPT = { consumption: consumptionOf({ conversionsTotal: 1000, conversionsConsumed: 100 })!, at: new Date('2026-11-20T08:00:00Z') };
const LOADED_AT = new Date('2026-11-21T12:00:00Z');

function facts(extra: Partial<StatusFacts> = {}): StatusFacts {
  return { warningPercent: 10, describe: (e) => (e as Error).message, ...extra };
}

const unreachable = () => new NetworkError('Could not connect to 127.0.0.1:9 (refused).', 'refused', '127.0.0.1:9');

describe('usage/statusState', () => {
  it('shows the usage kept from an earlier window while the first refresh runs, then the refreshed one', async () => {
    const t = setup();
    assert.deepEqual(statusStateOf(t.model, facts({ lastKnown: KEPT })), {
      level: 'loading',
      consumption: KEPT.consumption,
      lastRefresh: KEPT.at,
      sessionConversions: 0,
    });
    await t.model.refresh('user');
    const state = statusStateOf(t.model, facts({ lastKnown: KEPT }));
    assert.equal(state.level, 'ok');
    assert.equal(state.consumption?.remaining, 750);
    assert.equal(state.asOf, undefined);
    t.model.dispose();
  });

  it('keeps the last numbers through an outage, marked with their time (issue 27, item 3)', async () => {
    const t = setup();
    await t.model.refresh('user');
    t.admin.failure = unreachable();
    await t.model.refresh('user');
    const state = statusStateOf(t.model, facts());
    assert.equal(state.level, 'ok', 'the numbers are still there, not "Usage unavailable"');
    assert.equal(state.consumption?.remaining, 750);
    assert.deepEqual(state.asOf, LOADED_AT);
    assert.equal(state.problem, 'unreachable');
    assert.match(state.problemMessage ?? '', /Could not connect/);

    // Any other failure of the service keeps them too.
    t.admin.failure = new ServiceError('The service is overloaded.', { status: 503 });
    await t.model.refresh('user');
    assert.equal(statusStateOf(t.model, facts()).level, 'ok');
    assert.equal(statusStateOf(t.model, facts()).problem, 'other');
    t.model.dispose();
  });

  it('keeps the usage of an earlier window when the service cannot be reached from the start', async () => {
    const t = setup();
    t.admin.failure = unreachable();
    await t.model.refresh('user');
    const state = statusStateOf(t.model, facts({ lastKnown: KEPT }));
    assert.equal(state.level, 'ok');
    assert.equal(state.consumption?.remaining, 900);
    assert.deepEqual(state.asOf, KEPT.at);
    // Nothing known at all: the problem is all there is to say.
    assert.deepEqual(statusStateOf(t.model, facts()).level, 'error');
    assert.equal(statusStateOf(t.model, facts()).consumption, undefined);
    t.model.dispose();
  });

  it('says the refused Master Token instead of numbers it can no longer read', async () => {
    const t = setup();
    await t.model.refresh('user');
    t.admin.failure = new AuthError('refused', 'masterToken', { status: 401 });
    await t.model.refresh('user');
    const state = statusStateOf(t.model, facts({ lastKnown: KEPT }));
    assert.equal(state.level, 'error');
    assert.equal(state.problem, 'masterToken');
    assert.equal(state.asOf, undefined);
    t.model.dispose();
  });

  it('without a Master Token: this window’s conversions, never a kept usage', async () => {
    const t = setup({ master: false });
    await t.model.batchFinished(2);
    const state = statusStateOf(t.model, facts({ lastKnown: KEPT }));
    assert.deepEqual(state, { level: 'signedOut', sessionConversions: 2 });
    t.model.dispose();
  });

  it('tells a state that draws the same from one that does not', async () => {
    const t = setup();
    await t.model.refresh('user');
    const a = statusStateOf(t.model, facts());
    assert.ok(sameStatus(a, statusStateOf(t.model, facts())));
    assert.ok(!sameStatus(undefined, a));
    assert.ok(!sameStatus(a, statusStateOf(t.model, facts({ warningPercent: 80 }))));
    t.model.dispose();
  });
});
