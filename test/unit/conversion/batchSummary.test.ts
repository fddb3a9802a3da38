import { strict as assert } from 'node:assert';
import { summariseBatch, tallyOutcomes } from '../../../src/conversion/batchSummary';
import { NetworkError, QuotaError } from '../../../src/service/errors';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every .ts file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('batch tally', () => {
  it('counts every conversion the service charged, also those whose result was not saved', () => {
    // The audit's case: a full disk, 20 conversions charged, none saved.
    const full = tallyOutcomes(Array.from({ length: 20 }, () => ({ status: 'failed' as const, charged: 1 })));
    assert.deepEqual(full, { converted: 0, skipped: 0, failed: 20, conversionsUsed: 20, chargedNotSaved: 20, costAssumed: false });
  });

  it('adds converted, skipped-after-charge, failed-before-charge and cancelled-after-charge outcomes', () => {
    const tally = tallyOutcomes([
      { status: 'converted', cost: 2 },
      { status: 'skipped', cost: 1 },
      { status: 'skipped', cost: 0 },
      { status: 'failed', charged: 0 },
      { status: 'cancelled', charged: 1 },
    ]);
    assert.deepEqual(tally, { converted: 1, skipped: 2, failed: 1, conversionsUsed: 4, chargedNotSaved: 1, costAssumed: false });
  });

  it('marks the count as assumed when a conversion the service charged did not say its cost', () => {
    const said = summariseBatch([{ status: 'converted', cost: 2 }], false).summary;
    assert.equal('costAssumed' in said, false);
    const assumed = summariseBatch(
      [
        { status: 'converted', cost: 2 },
        { status: 'converted', cost: 1, costAssumed: true },
      ],
      false,
    ).summary;
    assert.equal(assumed.conversionsUsed, 3);
    assert.equal(assumed.costAssumed, true);
    // A skip that cost nothing assumes nothing.
    assert.equal(summariseBatch([{ status: 'skipped', cost: 0, costAssumed: true }], false).summary.costAssumed, undefined);
  });
});

describe('batch summary', () => {
  it('names the quota refusal that stopped a batch, and only a quota refusal', () => {
    const quota = summariseBatch([{ status: 'failed', charged: 0 }], false, new QuotaError('403', 'token', { status: 403 }));
    assert.deepEqual(quota.summary, { converted: 0, skipped: 0, failed: 1, conversionsUsed: 0, cancelled: false, quotaRefused: 'token' });
    const network = summariseBatch([{ status: 'failed', charged: 0 }], false, new NetworkError('refused', 'refused', '127.0.0.1'));
    assert.equal(network.summary.quotaRefused, undefined);
    assert.equal('quotaRefused' in summariseBatch([], true).summary, false);
  });

  it('is the one builder: no caller tells the Usage view a summary of its own making (Preview as PDF did, charging by another rule)', () => {
    const handBuilt = sources('src').filter((file) => /fireBatchFinished\(\s*\{/.test(readFileSync(file, 'utf8')));
    assert.deepEqual(handBuilt, []);
  });
});
