// The host-tier suite's entry point: VS Code loads it from extensionTestsPath and calls run()
// inside the extension host (desktop VS Code through @vscode/test-electron, or code-server's
// host offline). It runs every out/test/host/*.test.js with mocha and, when the launcher set
// CONVERT_FILES_HOST_RESULTS, writes the results there as JSON.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_ENV } from './support/results';
import { runSuite } from './support/suiteRunner';

/** Runs the suite; rejects when a test failed or when there was no test to run. */
export async function run(): Promise<void> {
  const files = readdirSync(__dirname)
    .filter((file) => file.endsWith('.test.js'))
    .sort();
  await runSuite(
    files.map((file) => join(__dirname, file)),
    process.env[RESULTS_ENV],
  );
}
