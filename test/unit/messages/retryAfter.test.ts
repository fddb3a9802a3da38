import { strict as assert } from 'node:assert';
import { retryWaitSeconds } from '../../../src/messages/retryAfter';

describe('util/retryAfter', () => {
  it('says the seconds the service asked for', () => {
    assert.equal(retryWaitSeconds(1), 1);
    assert.equal(retryWaitSeconds(30), 30);
    assert.equal(retryWaitSeconds(3600), 3600);
  });

  it('rounds up, so that nobody is told to try too early', () => {
    assert.equal(retryWaitSeconds(0.2), 1);
    assert.equal(retryWaitSeconds(29.5), 30);
  });

  it('says nothing when the service said nothing usable', () => {
    assert.equal(retryWaitSeconds(undefined), undefined);
    assert.equal(retryWaitSeconds(0), undefined);
    assert.equal(retryWaitSeconds(-5), undefined);
    assert.equal(retryWaitSeconds(Number.NaN), undefined);
    assert.equal(retryWaitSeconds(Number.POSITIVE_INFINITY), undefined);
  });
});
