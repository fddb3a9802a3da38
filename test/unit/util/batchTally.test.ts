import { strict as assert } from 'node:assert';
import { tallyOutcomes } from '../../../src/util/batchTally';

describe('batch tally', () => {
  it('counts every conversion the service charged, also those whose result was not saved', () => {
    // The audit's case: a full disk, 20 conversions charged, none saved.
    const full = tallyOutcomes(Array.from({ length: 20 }, () => ({ status: 'failed' as const, charged: 1 })));
    assert.deepEqual(full, { converted: 0, skipped: 0, failed: 20, conversionsUsed: 20, chargedNotSaved: 20 });
  });

  it('adds converted, skipped-after-charge, failed-before-charge and cancelled-after-charge outcomes', () => {
    const tally = tallyOutcomes([
      { status: 'converted', cost: 2 },
      { status: 'skipped', cost: 1 },
      { status: 'skipped', cost: 0 },
      { status: 'failed', charged: 0 },
      { status: 'cancelled', charged: 1 },
    ]);
    assert.deepEqual(tally, { converted: 1, skipped: 2, failed: 1, conversionsUsed: 4, chargedNotSaved: 1 });
  });
});
