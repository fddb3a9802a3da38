// A session of its own after the main suite (see test/support/runHost.ts): the launcher opens
// the window again with this file as extensionTestsPath.
import { join } from 'node:path';
import { RESULTS_ENV } from '../support/results';
import { phaseResultsPath, runSuite } from '../support/suiteRunner';

export async function run(): Promise<void> {
  await runSuite([join(__dirname, 'untrustedCa.spec.js')], phaseResultsPath('untrustedCa', process.env[RESULTS_ENV]));
}
