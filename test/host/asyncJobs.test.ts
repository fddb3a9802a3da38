// Conversions through the service's async jobs in the real extension host, against the emulator:
// a conversion slower than one request may wait (convertFiles.requestTimeoutSeconds made short,
// the emulator's SlowConversion longer) completes through a job and leaves nothing stored; its
// progress shows the time converting; a Cancel says the job may still be charged, and the result
// the job stored is deleted once it ends. (Across a window reload: phases/asyncReload.ts.)
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands, Settings, StateKeys } from '../../src/constants';
import type { ExtensionApi } from '../../src/extension';
import { emulatorCall, emulatorRequests } from './support/emulatorConnection';
import { finishedBatches, useEmulatorSuite } from './support/emulatorSuite';
import { magic } from './support/files';
import { stubPrompts } from './support/prompts';
import { setSetting } from './support/settings';
import { until } from '../support/poll';

const TOKEN_NAME = 'async-host-tests';
const JOB_ID = /^[a-z0-9]{32}$/;

describe('async conversion jobs', function () {
  this.timeout(90_000);
  const prompts = stubPrompts();
  const suite = useEmulatorSuite({
    folder: 'async',
    token: TOKEN_NAME,
    quiet: true,
    restore: [Settings.requestTimeoutSeconds, Settings.asyncConversions],
    resetEach: true,
  });
  const { write } = suite;
  const batches = finishedBatches(suite);
  /** Progress messages shown, in order; `onMessage` may press Cancel. */
  let messages: string[] = [];
  let onMessage: (message: string) => void = () => undefined;
  let cancel = new AbortController();
  let originalProgress: ExtensionApi['commandUi']['progress'] | undefined;

  const convert = (source: vscode.Uri) => prompts.run(() => vscode.commands.executeCommand(Commands.convertToPdf, source, [source]));

  before(() => {
    // The progress notification still shows; the test reads its messages and holds its Cancel button.
    const ui = suite.api.commandUi;
    originalProgress = ui.progress;
    const original = originalProgress;
    ui.progress = {
      run: (title, task) =>
        original.run(title, (_signal, report) =>
          task(cancel.signal, (value) => {
            if (value.message !== undefined) {
              messages.push(value.message);
              onMessage(value.message);
            }
            report(value);
          }),
        ),
    };
  });

  after(() => {
    if (originalProgress) {
      suite.api.commandUi.progress = originalProgress;
    }
  });

  beforeEach(async () => {
    await setSetting(Settings.openAfterConvert, 'never');
    await setSetting(Settings.revealInExplorer, false);
    // One request may wait 5 s: anything slower needs a job (auto).
    await setSetting(Settings.requestTimeoutSeconds, 5);
    messages = [];
    onMessage = () => undefined;
    cancel = new AbortController();
  });

  afterEach(async () => {
    await emulatorCall('POST', '/_emulator/faults', { SlowConversion: 0 });
  });

  const pending = () => suite.api.context.workspaceState.get<unknown[]>(StateKeys.pendingJobs) ?? [];

  it('a conversion slower than one request may wait completes through an async job; what the job stored is deleted', async () => {
    await emulatorCall('POST', '/_emulator/faults', { SlowConversion: 7_000 });
    const source = write('long.md', '# A long conversion\n');
    const since = (await emulatorRequests()).length;
    let journalled = 0;
    onMessage = () => (journalled = Math.max(journalled, pending().length));
    await convert(source);
    assert.equal(magic(readFileSync(join(suite.dir, 'long.pdf'))), 'pdf');
    assert.deepEqual(batches, [{ converted: 1, skipped: 0, failed: 0, conversionsUsed: 1, cancelled: false }]);
    const log = await emulatorRequests(since);
    const started = log.filter((r) => r.method === 'POST' && r.path === '/async/convert/html/to/pdf');
    assert.equal(started.length, 1, JSON.stringify(log.map((r) => `${r.method} ${r.path} ${r.status}`)));
    assert.match(started[0]!.query.JobId ?? '', JOB_ID);
    assert.equal(log.filter((r) => r.method === 'POST' && r.path.startsWith('/convert/')).length, 0, 'sent synchronously as well');
    assert.ok(log.some((r) => r.method === 'GET' && r.path === `/async/job/${started[0]!.query.JobId}` && r.status === 200));
    assert.equal(
      log.filter((r) => r.method === 'DELETE' && r.path.startsWith('/d/') && r.status === 200).length,
      1,
      'the stored result stayed',
    );
    // The job was written down while it ran (a reload would resume it), and crossed off once saved.
    assert.equal(journalled, 1, 'the job was not kept for a window reload');
    await until('the journal to be empty', () => pending().length === 0, 5_000);
    assert.ok(
      messages.some((m) => /converting \(\d+:\d\d\)/.test(m)),
      `the progress did not show the time converting: ${JSON.stringify(messages)}`,
    );
  });

  it('Cancel while the service converts says the job may still be charged, and its stored result is deleted once it ends', async () => {
    await emulatorCall('POST', '/_emulator/faults', { SlowConversion: 6_000 });
    const source = write('cancelled.md', '# Cancelled\n');
    const since = (await emulatorRequests()).length;
    onMessage = (message) => {
      if (/converting/.test(message)) {
        cancel.abort();
      }
    };
    prompts.expect('information', undefined, /cannot be told to stop: it may still be charged/);
    await convert(source);
    assert.equal(existsSync(join(suite.dir, 'cancelled.pdf')), false, 'a result was written after Cancel');
    assert.equal(batches[0]?.cancelled, true);
    // The job goes on at the service; once it ends, what it stored is deleted (the window is still open).
    const deleted = await until(
      'the abandoned job’s stored result to be deleted',
      async () => {
        const log = await emulatorRequests(since);
        return log.some((r) => r.method === 'DELETE' && r.path.startsWith('/d/') && r.status === 200) && log;
      },
      30_000,
    );
    const started = deleted.filter((r) => r.method === 'POST' && r.path === '/async/convert/html/to/pdf');
    assert.equal(started.length, 1);
    assert.ok(
      deleted.some((r) => r.path === `/async/job/${started[0]!.query.JobId}` && r.status === 200),
      'the job was not followed to its end',
    );
    await until('the journal to be empty', () => pending().length === 0, 5_000);
    assert.equal(existsSync(join(suite.dir, 'cancelled.pdf')), false);
  });
});
