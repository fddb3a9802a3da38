import { strict as assert } from 'node:assert';
import { pdfNameForPage } from '../../../src/conversion/webNames';
import { formatUtcMinute, roughDuration } from '../../../src/credentials/expiry';

describe('expiry formatting', () => {
  it('writes a moment as "YYYY-MM-DD HH:MM UTC"', () => {
    assert.equal(formatUtcMinute(new Date(Date.UTC(2026, 10, 21, 20, 15, 59))), '2026-11-21 20:15 UTC');
    assert.equal(formatUtcMinute(new Date(Date.UTC(2027, 0, 2, 3, 4))), '2027-01-02 03:04 UTC');
  });

  it('rounds a duration to the unit a person would say', () => {
    assert.deepEqual(roughDuration(45), { value: 45, unit: 's' });
    assert.deepEqual(roughDuration(89), { value: 89, unit: 's' });
    assert.deepEqual(roughDuration(90), { value: 2, unit: 'min' });
    assert.deepEqual(roughDuration(600), { value: 10, unit: 'min' });
    assert.deepEqual(roughDuration(3500), { value: 58, unit: 'min' });
    assert.deepEqual(roughDuration(3599.4), { value: 1, unit: 'h' }, 'an hour-long token minted a moment ago');
    assert.deepEqual(roughDuration(3600), { value: 1, unit: 'h' });
    assert.deepEqual(roughDuration(5400), { value: 1.5, unit: 'h' });
    assert.deepEqual(roughDuration(86_400), { value: 24, unit: 'h' });
    assert.deepEqual(roughDuration(2 * 86_400), { value: 2, unit: 'd' });
    assert.deepEqual(roughDuration(30 * 86_400), { value: 30, unit: 'd' });
    assert.deepEqual(roughDuration(-120), { value: -2, unit: 'min' });
  });

  it('names a page PDF after its host', () => {
    assert.equal(pdfNameForPage('https://example.com/a/b?c=d'), 'example.com.pdf');
    assert.equal(pdfNameForPage('http://127.0.0.1:8080/'), '127.0.0.1.pdf');
    assert.equal(pdfNameForPage('http://[::1]:8080/'), '--1.pdf');
    assert.equal(pdfNameForPage('not a url'), 'page.pdf');
  });
});
