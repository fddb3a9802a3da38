// The Convert To commands' progress notification, end to end against the emulator: what it shows
// (the target, which file, how far, the quota check) and its Cancel button, while looking for a
// folder's files and while a batch runs (the request in flight aborted, no partial file).
import { strict as assert } from 'node:assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands, Settings } from '../../src/constants';
import { conversionLog } from './support/accounts';
import { listTree, useConvertSuite, withCancelButton } from './support/convertSuite';
import { emulator, emulatorCall } from './support/emulatorConnection';
import { magic, pdfDocument } from './support/files';
import { setSetting } from './support/settings';
import { until } from '../support/poll';

describe('converting files', function () {
  this.timeout(60_000);
  const suite = useConvertSuite();
  const { prompts, batches, uri, write, read, convert } = suite;

  it('looks for the files of a folder under a cancellable progress notification; Cancel stops without a word', async () => {
    write('big/a.md', '# A\n');
    write('big/deep/b.md', '# B\n');
    const shown: string[] = [];
    // The user presses the notification's Cancel button at once.
    const cancel = new AbortController();
    cancel.abort();
    await withCancelButton(suite.services, cancel, () => convert(Commands.convertToPdf, uri('big')), shown);
    assert.deepEqual(shown, ['Looking for files…']);
    assert.deepEqual(prompts.seen, [], 'no confirmation, no error');
    assert.deepEqual(listTree(suite.dir), ['big/a.md', 'big/deep/b.md']);
    assert.deepEqual(batches, []);
    assert.deepEqual(await conversionLog(), []);
  });

  it('cancelling a batch aborts the request in flight, keeps finished files and leaves no partial file and no empty folder', async () => {
    await setSetting(Settings.maxParallel, 1);
    const pdf = await pdfDocument(2);
    const sources = ['one.pdf', 'two.pdf', 'three.pdf'].map((name) => write(name, pdf));
    // Every request (the conversion, then each page's download) takes 1.5 s.
    await emulatorCall('POST', '/_emulator/faults', { Latency: 1500 });
    // The notification's Cancel button, pressed by the test.
    const cancel = new AbortController();
    try {
      prompts.expect('information', undefined, /cancelled/i);
      await withCancelButton(suite.services, cancel, async () => {
        const running = convert(Commands.convertToSplit, ...sources);
        await until('the pages of the first PDF', () => existsSync(join(suite.dir, 'one', 'one-2.pdf')));
        // Batches run in natural order (one, three, two): the second split's folder appears with
        // its first page staged; the second page is on its way.
        await until('the folder of the second split', () => existsSync(join(suite.dir, 'three')));
        cancel.abort();
        const started = Date.now();
        await running;
        assert.ok(Date.now() - started < 1200, 'the request in flight was not aborted (the command waited for it)');
      });
    } finally {
      await emulatorCall('POST', '/_emulator/faults', { Latency: 0 });
    }
    assert.deepEqual(listTree(suite.dir), ['one.pdf', 'one/one-1.pdf', 'one/one-2.pdf', 'three.pdf', 'two.pdf']);
    assert.ok(!existsSync(join(suite.dir, 'three')), 'the cancelled split left its folder behind');
    assert.equal(magic(read('one/one-2.pdf')), 'pdf');
    assert.equal(batches.length, 1);
    assert.equal(batches[0].cancelled, true);
    assert.equal(batches[0].converted, 1);
  });

  it('shows the progress once (title: target; message: which file, how far), the quota check, and closes it before the summary', async () => {
    await suite.services.store.setMasterToken(emulator().masterToken);
    await setSetting(Settings.maxParallel, 1);
    const a = write('a.md', '# A\n');
    const b = write('b.md', '# B\n');
    const events: string[] = [];
    const ui = suite.services.commandUi;
    const originalProgress = ui.progress;
    const win = vscode.window as unknown as Record<string, unknown>;
    const originalInfo = vscode.window.showInformationMessage;
    ui.progress = {
      run: async (title, task) => {
        events.push(`title: ${title}`);
        try {
          return await originalProgress.run(title, (signal, report) =>
            task(signal, (value) => (value.message === undefined ? undefined : events.push(`message: ${value.message}`), report(value))),
          );
        } finally {
          events.push('closed');
        }
      },
    };
    win.showInformationMessage = (...args: unknown[]) => {
      events.push(`summary: ${String(args[0])}`);
      return (originalInfo as (...a: unknown[]) => unknown).apply(vscode.window, args);
    };
    prompts.expect('information', undefined, /Converted 2 of 2 files to PDF/);
    try {
      await convert(Commands.convertToPdf, a, b);
    } finally {
      ui.progress = originalProgress;
      win.showInformationMessage = originalInfo;
    }
    assert.equal(events[0], 'title: Converting to PDF');
    assert.equal(events[1], 'message: Checking conversions left…');
    // The upload's share in percent (progress by bytes).
    assert.ok(
      events.some((e) => /^message: 1 of 2: a\.md — uploading \d+ %$/.test(e)),
      JSON.stringify(events),
    );
    assert.ok(events.includes('message: 2 of 2: b.md'), JSON.stringify(events));
    assert.ok(!events.some((e) => /Converting a\.md|Converting b\.md/.test(e)), JSON.stringify(events));
    assert.deepEqual(
      events.slice(-2).map((e) => e.split(':')[0]),
      ['closed', 'summary'],
      JSON.stringify(events),
    );
  });
});
