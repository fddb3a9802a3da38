// An async job across a real window reload, as a session of its own after the main suite (see
// test/support/runHost.ts). The first run starts a conversion slower than one request may wait
// (it becomes a job at the emulator, written down in the workspace's state) and reloads the window
// with VS Code's own command while the job runs; the same URL then runs this again, and the
// second run checks that the new window fetched the result and put it where it was going.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { RESULTS_ENV } from '../support/results';
import { phaseResultsPath, runSuite } from '../support/suiteRunner';

export async function run(): Promise<void> {
  const main = process.env[RESULTS_ENV];
  const prepared = phaseResultsPath('asyncReloadPrepare', main);
  if (prepared && existsSync(prepared)) {
    await runSuite([join(__dirname, 'asyncReloadCheck.spec.js')], phaseResultsPath('asyncReloadCheck', main));
    return;
  }
  await runSuite([join(__dirname, 'asyncReloadPrepare.spec.js')], prepared);
  await vscode.commands.executeCommand('workbench.action.reloadWindow');
  // The reload ends this extension host; until then the run is not over.
  await new Promise<never>(() => undefined);
}
