// What the PDF viewer's editor accepts from its page: the page draws files from anywhere, so
// anything not in the protocol's shape is dropped before the editor acts on it or writes it to the log.
import { strict as assert } from 'node:assert';
import { fromViewer } from '../../../src/viewer/viewerMessages';

describe('PDF viewer: messages from the page', () => {
  it('accepts the protocol messages, copying only their fields', () => {
    assert.deepEqual(fromViewer({ type: 'ready', extra: 'x' }), { type: 'ready' });
    assert.deepEqual(fromViewer({ type: 'needPassword', incorrect: true }), { type: 'needPassword', incorrect: true });
    assert.deepEqual(fromViewer({ type: 'inverted', inverted: false, x: 1 }), { type: 'inverted', inverted: false });
    for (const url of ['https://example.com/a?b=c#d', 'http://example.com/', 'mailto:someone@example.com']) {
      assert.deepEqual(fromViewer({ type: 'openLink', url }), { type: 'openLink', url });
    }
    // What opens is the parsed form the check saw (VS Code's Uri.parse throws on the spaces).
    assert.deepEqual(fromViewer({ type: 'openLink', url: '  https://example.com/a b ' }), {
      type: 'openLink',
      url: 'https://example.com/a%20b',
    });
    assert.deepEqual(fromViewer({ type: 'position', page: 2, offset: -0.5, zoom: 'fitPage', extra: 1 }), {
      type: 'position',
      page: 2,
      offset: -0.5,
      zoom: 'fitPage',
    });
    assert.deepEqual(fromViewer({ type: 'position', page: 1, offset: 0.3, zoom: 1.25 }), {
      type: 'position',
      page: 1,
      offset: 0.3,
      zoom: 1.25,
    });
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
      { type: 'inverted' },
      // Only the web and mail leave through VS Code's opener: nothing of this machine, no command, no script.
      { type: 'openLink', url: 'file:///etc/passwd' },
      { type: 'openLink', url: 'command:workbench.action.terminal.new' },
      { type: 'openLink', url: 'javascript:alert(1)' },
      { type: 'openLink', url: 'vscode://some.extension/run' },
      { type: 'openLink', url: 'not a url' },
      { type: 'openLink', url: `https://example.com/${'x'.repeat(3000)}` },
      { type: 'openLink' },
      { type: 'position', page: 0, offset: 0, zoom: 1 },
      { type: 'position', page: 1, offset: 2, zoom: 1 },
      { type: 'position', page: 1, offset: 0, zoom: 'huge' },
      { type: 'position', page: 1, offset: 0, zoom: 100 },
      { type: 'position', page: 1.5, offset: 0, zoom: 1 },
      { type: 'inverted', inverted: 'true' },
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
