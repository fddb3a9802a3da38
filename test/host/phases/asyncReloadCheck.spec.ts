// After the reload (a new extension host, same user data, secrets and workspace state): nobody
// runs a command, yet the job the previous window started is resumed at start-up; its result
// lands where the conversion was going, the file is not sent again, and what the job stored is
// deleted.
import { strict as assert } from 'node:assert';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { EXTENSION_ID, StateKeys } from '../../../src/constants';
import type { ExtensionApi } from '../../../src/extension';
import { until } from '../../support/poll';
import { setSetting } from '../support/settings';
import { emulatorCall, emulatorRequests } from '../support/emulatorConnection';
import { magic } from '../support/files';
import { markerPath, RELOAD_SETTINGS, reloadFolder, TOKEN_NAME } from '../support/asyncReload';

describe('async job, after the reload', function () {
  this.timeout(90_000);
  after(async () => {
    await emulatorCall('POST', '/_emulator/faults', { SlowConversion: 0 });
    const api = vscode.extensions.getExtension<ExtensionApi>(EXTENSION_ID)?.exports;
    const token = api && (await api.store.listApiTokens()).find((t) => t.name === TOKEN_NAME);
    if (api && token) {
      await api.store.removeApiToken(token.id);
    }
    for (const name of RELOAD_SETTINGS) {
      await setSetting(name, undefined);
    }
    rmSync(reloadFolder(), { recursive: true, force: true });
    rmSync(markerPath(), { force: true });
  });

  it('fetches the job’s result at start-up and places it where the conversion was going, without sending the file again', async () => {
    const extension = vscode.extensions.getExtension<ExtensionApi>(EXTENSION_ID);
    assert.ok(extension);
    await until('the extension to activate by itself (onStartupFinished)', () => extension.isActive, 30_000);
    const api = extension.exports;
    assert.ok(api.resumingJobs, 'activation did not see the job the previous window left under way');
    await api.resumingJobs;
    const result = join(reloadFolder(), 'reloaded.pdf');
    assert.equal(magic(readFileSync(result)), 'pdf');
    assert.deepEqual(api.context.workspaceState.get(StateKeys.pendingJobs), []);
    // What reached the emulator since the first half started converting.
    const { since } = JSON.parse(readFileSync(markerPath(), 'utf8')) as { since: number };
    const log = await emulatorRequests(since);
    const started = log.filter((r) => r.method === 'POST' && r.path === '/async/convert/html/to/pdf');
    assert.equal(started.length, 1, 'the file was sent again');
    const jobId = started[0]!.query.JobId;
    assert.ok(
      log.some((r) => r.method === 'GET' && r.path === `/async/job/${jobId}` && r.status === 200),
      'the job was not polled to its end',
    );
    assert.equal(
      log.filter((r) => r.method === 'DELETE' && r.path.startsWith('/d/') && r.status === 200).length,
      1,
      'the stored result stayed',
    );
  });
});
