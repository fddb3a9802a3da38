import { strict as assert } from 'node:assert';
import { lastConversion } from '../../../src/convertFlow/lastConversion';

describe('Convert Again: the stored last conversion', () => {
  it('reads the target and the preset parameters', () => {
    assert.deepEqual(lastConversion({ target: 'pdf' }), { target: 'pdf' });
    assert.deepEqual(lastConversion({ target: 'jpg', parameters: { ImageQuality: 80 } }), {
      target: 'jpg',
      parameters: { ImageQuality: 80 },
    });
  });

  it('counts damaged or foreign state as nothing', () => {
    for (const value of [undefined, null, 'pdf', [], {}, { target: 3 }, { target: '../x' }, { target: '' }]) {
      assert.equal(lastConversion(value), undefined, JSON.stringify(value));
    }
    assert.deepEqual(lastConversion({ target: 'pdf', parameters: ['x'] }), { target: 'pdf' });
  });
});
