// Runs a host-tier mocha suite inside the extension host and writes its results as JSON for the
// launcher (test/host/index.ts for the main suite, test/host/phases/* for the sessions after it).
import * as vscode from 'vscode';
import Mocha from 'mocha';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_ENV, type SuiteResults } from './results';

function writeResults(results: SuiteResults, path: string | undefined): void {
  if (!path) {
    return;
  }
  // Written whole and renamed into place, so the launcher never reads half a file.
  writeFileSync(`${path}.tmp`, JSON.stringify(results, null, 2));
  renameSync(`${path}.tmp`, path);
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    return error.stack ?? error.message;
  }
  return String(error);
}

/**
 * Runs `testFiles` (compiled, absolute paths) with mocha and writes the results to `resultsPath`
 * as they come; rejects when a test failed or when there was no test to run.
 */
export async function runSuite(testFiles: readonly string[], resultsPath: string | undefined): Promise<void> {
  const results: SuiteResults = { status: 'running', vscodeVersion: vscode.version, passed: 0, failed: 0, pending: 0, tests: [] };
  writeResults(results, resultsPath);

  const mocha = new Mocha({ ui: 'bdd', color: false, timeout: Number(process.env.CONVERT_FILES_HOST_TEST_TIMEOUT_MS ?? 20_000) });
  // For working on one area: `CONVERT_FILES_HOST_GREP=usage npm run test:host` runs only the
  // tests whose full title matches. The full run (npm test) never sets it.
  const grep = process.env.CONVERT_FILES_HOST_GREP;
  if (grep) {
    mocha.grep(new RegExp(grep, 'i'));
  }
  for (const file of testFiles) {
    mocha.addFile(file);
  }
  try {
    await mocha.loadFilesAsync();
  } catch (error) {
    results.status = 'done';
    results.failed = 1;
    results.tests.push({ fullTitle: 'loading the host test files', state: 'failed', durationMs: 0, error: describeError(error) });
    writeResults(results, resultsPath);
    throw error;
  }

  await new Promise<void>((resolve) => {
    const runner = mocha.run(() => resolve());
    runner.on('pass', (test) => {
      results.passed += 1;
      results.tests.push({ fullTitle: test.fullTitle(), state: 'passed', durationMs: test.duration ?? 0 });
    });
    runner.on('fail', (test, error: unknown) => {
      results.failed += 1;
      results.tests.push({ fullTitle: test.fullTitle(), state: 'failed', durationMs: test.duration ?? 0, error: describeError(error) });
    });
    runner.on('pending', (test) => {
      results.pending += 1;
      results.tests.push({ fullTitle: test.fullTitle(), state: 'pending', durationMs: 0 });
    });
  });

  results.status = 'done';
  writeResults(results, resultsPath);
  if (results.failed > 0) {
    throw new Error(`${results.failed} host test(s) failed.`);
  }
  if (results.passed === 0) {
    throw new Error(`No host test ran (files: ${testFiles.join(', ')}).`);
  }
}

/** Where a session after the main suite writes its results: beside the main results file. */
export function phaseResultsPath(phase: string, mainResultsPath: string | undefined): string | undefined {
  return mainResultsPath?.replace(/\.json$/, `.${phase}.json`);
}

/**
 * A session across a real window reload (see test/support/runHost.ts), run by the launcher with the
 * phase's file as extensionTestsPath. The first run runs `<name>Prepare.spec.js` (in `dir`) and
 * reloads the window with VS Code's own command, which shuts the window down properly (its storage
 * is flushed, as in a user's reload); the same URL then runs this again, and the second run, seeing
 * the first one's results, runs `<name>Check.spec.js`.
 */
export async function runAcrossReload(dir: string, name: string): Promise<void> {
  const main = process.env[RESULTS_ENV];
  const prepared = phaseResultsPath(`${name}Prepare`, main);
  if (prepared && existsSync(prepared)) {
    await runSuite([join(dir, `${name}Check.spec.js`)], phaseResultsPath(`${name}Check`, main));
    return;
  }
  await runSuite([join(dir, `${name}Prepare.spec.js`)], prepared);
  await vscode.commands.executeCommand('workbench.action.reloadWindow');
  // The reload ends this extension host; until then the run is not over.
  await new Promise<never>(() => undefined);
}
