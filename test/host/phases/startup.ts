// Start-up after a real window reload, as a session of its own after the main suite (see
// test/support/runHost.ts). The launcher opens the window with this file as extensionTestsPath.
// The first run prepares (a stored Master Token, the usage seen once) and then reloads the
// window with VS Code's own command, which shuts the window down properly (its storage is
// flushed, as in a user's reload); the same URL then runs this again, and the second run checks.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { RESULTS_ENV } from '../support/results';
import { phaseResultsPath, runSuite } from '../support/suiteRunner';

export async function run(): Promise<void> {
  const main = process.env[RESULTS_ENV];
  const prepared = phaseResultsPath('startupPrepare', main);
  if (prepared && existsSync(prepared)) {
    await runSuite([join(__dirname, 'startupCheck.spec.js')], phaseResultsPath('startupCheck', main));
    return;
  }
  await runSuite([join(__dirname, 'startupPrepare.spec.js')], prepared);
  await vscode.commands.executeCommand('workbench.action.reloadWindow');
  // The reload ends this extension host; until then the run is not over.
  await new Promise<never>(() => undefined);
}
