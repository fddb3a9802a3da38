// What the PDF viewer's editor accepts from its page: the page draws files from anywhere, so
// anything not in the protocol's shape is dropped before the editor acts on it or writes it to the log.
import { strict as assert } from 'node:assert';
import { fromViewer } from '../../../src/viewer/viewerMessages';

describe('PDF viewer: messages from the page', () => {
  it('accepts the protocol messages, copying only their fields', () => {
    assert.deepEqual(fromViewer({ type: 'ready', extra: 'x' }), { type: 'ready' });
    assert.deepEqual(fromViewer({ type: 'needPassword', incorrect: true }), { type: 'needPassword', incorrect: true });
    const shown = { state: 'shown', pages: 3, page: 2, scale: 1.25, firstPageText: 'Hello', loads: 1 } as const;
    assert.deepEqual(fromViewer({ type: 'report', report: { ...shown, html: '<b>' } }), { type: 'report', report: shown });
    const error = { state: 'error', kind: 'invalid', message: '“a.pdf” is not a readable PDF' } as const;
    assert.deepEqual(fromViewer({ type: 'report', report: error }), { type: 'report', report: error });
  });

  it('drops anything else: other types, missing or wrong fields, text for the log that is not one of its words', () => {
    const bad: unknown[] = [
      undefined,
      null,
      'ready',
      [{ type: 'ready' }],
      { type: 'openExternal', url: 'file:///etc/passwd' },
      { type: 'needPassword' },
      { type: 'needPassword', incorrect: 'yes' },
      { type: 'report' },
      { type: 'report', report: null },
      { type: 'report', report: { state: 'error', kind: 'invalid\nFAKE LOG LINE', message: 'x' } },
      { type: 'report', report: { state: 'error', kind: 'other', message: 'x'.repeat(100_000) } },
      { type: 'report', report: { state: 'shown', pages: 0, page: 1, scale: 1, firstPageText: '', loads: 1 } },
      { type: 'report', report: { state: 'shown', pages: 2, page: 3, scale: 1, firstPageText: '', loads: 1 } },
      { type: 'report', report: { state: 'shown', pages: 2, page: 1, scale: Number.NaN, firstPageText: '', loads: 1 } },
      { type: 'report', report: { state: 'shown', pages: 2, page: 1, scale: 1, firstPageText: 'x'.repeat(2001), loads: 1 } },
      { type: 'report', report: { state: 'shown', pages: 2, page: 1, scale: 1, firstPageText: 7, loads: 1 } },
    ];
    for (const message of bad) {
      assert.equal(fromViewer(message), undefined, JSON.stringify(message)?.slice(0, 120));
    }
  });
});
