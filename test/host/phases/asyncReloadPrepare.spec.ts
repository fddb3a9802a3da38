// Before the reload: a conversion slower than one request may wait starts as an async job at the
// emulator and is written down in the workspace's state; the window reloads while it runs.
import { strict as assert } from 'node:assert';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands, Settings, StateKeys } from '../../../src/constants';
import { until } from '../../support/poll';
import { setSetting } from '../support/settings';
import { emulator, emulatorCall, emulatorRequests, resetEmulator } from '../support/emulatorConnection';
import { markerPath, reloadFolder, TOKEN_NAME } from '../support/asyncReload';
import { extensionServices } from '../support/auth';

describe('async job, before the reload', function () {
  this.timeout(60_000);

  it('starts a conversion that becomes a job at the service and is written down for the next window', async () => {
    const api = await extensionServices();
    await resetEmulator();
    await setSetting(Settings.baseUrl, emulator().baseUrl);
    await setSetting(Settings.openAfterConvert, 'never');
    await setSetting(Settings.revealInExplorer, false);
    // One request may wait 5 s; the conversion takes 12 s: a job (auto), still running at the reload.
    await setSetting(Settings.requestTimeoutSeconds, 5);
    await api.store.addApiToken({ name: TOKEN_NAME, environment: 'Production', token: emulator().apiTokens[0].token });
    await emulatorCall('POST', '/_emulator/faults', { SlowConversion: 12_000 });
    const dir = reloadFolder();
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'reloaded.md'), '# Converted across a reload\n');
    const source = vscode.Uri.file(join(dir, 'reloaded.md'));
    writeFileSync(markerPath(), JSON.stringify({ since: (await emulatorRequests()).length }));
    // Not awaited: the window reloads while it waits for the job.
    void vscode.commands.executeCommand(Commands.convertToPdf, source, [source]);
    const pending = await until(
      'the job to be written down in the workspace state',
      () => {
        const jobs = api.context.workspaceState.get<{ jobId: string; source: string }[]>(StateKeys.pendingJobs) ?? [];
        return jobs.length > 0 && jobs;
      },
      20_000,
    );
    assert.equal(pending.length, 1);
    assert.equal(pending[0]!.source, source.toString());
  });
});
