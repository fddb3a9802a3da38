import { strict as assert } from 'node:assert';
import { parseZoom, stepZoom, ZOOM_STEPS } from '../../../src/viewer/webview/zoom';

describe('viewer zoom steps', () => {
  it('two + from a fit land on listed values (issue 39: Fit Width, +, + gave "202 %")', () => {
    const fitWidth = 1.6193;
    const once = stepZoom(fitWidth, 1);
    const twice = stepZoom(once, 1);
    assert.deepEqual([once, twice], [2, 3]);
    assert.ok(ZOOM_STEPS.includes(once) && ZOOM_STEPS.includes(twice));
  });

  it('− from a fit goes to the listed value below; a listed value steps to its neighbour', () => {
    assert.equal(stepZoom(1.6193, -1), 1.5);
    assert.equal(stepZoom(1, 1), 1.25);
    assert.equal(stepZoom(1, -1), 0.75);
    // A scale a hair off a listed value counts as that value.
    assert.equal(stepZoom(1.0004, 1), 1.25);
    assert.equal(stepZoom(0.9996, -1), 0.75);
  });

  it('stops at the ends of the list instead of leaving it', () => {
    assert.equal(stepZoom(4, 1), 4);
    assert.equal(stepZoom(7, 1), 4);
    assert.equal(stepZoom(0.25, -1), 0.25);
    assert.equal(stepZoom(0.12, -1), 0.25);
  });

  it('reads only fits and positive factors back from saved state', () => {
    assert.equal(parseZoom('fitPage'), 'fitPage');
    assert.equal(parseZoom(1.5), 1.5);
    assert.equal(parseZoom(40), 8);
    assert.equal(parseZoom('200%'), undefined);
    assert.equal(parseZoom(-1), undefined);
    assert.equal(parseZoom(Number.NaN), undefined);
  });
});
