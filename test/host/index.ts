// The host-tier suite's entry point: VS Code loads it from extensionTestsPath and calls run()
// inside the extension host (desktop VS Code through @vscode/test-electron, or code-server's
// host offline). It runs every out/test/host/*.test.js with mocha and, when the launcher set
// CONVERT_FILES_HOST_RESULTS, writes the results there as JSON.
import * as vscode from 'vscode';
import Mocha from 'mocha';
import { readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_ENV, type SuiteResults } from './support/results';

function writeResults(results: SuiteResults): void {
  const path = process.env[RESULTS_ENV];
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

/** Runs the suite; rejects when a test failed or when there was no test to run. */
export async function run(): Promise<void> {
  const results: SuiteResults = { status: 'running', vscodeVersion: vscode.version, passed: 0, failed: 0, pending: 0, tests: [] };
  writeResults(results);

  const mocha = new Mocha({ ui: 'bdd', color: false, timeout: Number(process.env.CONVERT_FILES_HOST_TEST_TIMEOUT_MS ?? 20_000) });
  // For working on one area: `CONVERT_FILES_HOST_GREP=usage npm run test:host` runs only the
  // tests whose full title matches. The full run (npm test) never sets it.
  const grep = process.env.CONVERT_FILES_HOST_GREP;
  if (grep) {
    mocha.grep(new RegExp(grep, 'i'));
  }
  const testFiles = readdirSync(__dirname).filter((file) => file.endsWith('.test.js')).sort();
  for (const file of testFiles) {
    mocha.addFile(join(__dirname, file));
  }
  try {
    await mocha.loadFilesAsync();
  } catch (error) {
    results.status = 'done';
    results.failed = 1;
    results.tests.push({ fullTitle: 'loading the host test files', state: 'failed', durationMs: 0, error: describeError(error) });
    writeResults(results);
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
  writeResults(results);
  if (results.failed > 0) {
    throw new Error(`${results.failed} host test(s) failed.`);
  }
  if (results.passed === 0) {
    throw new Error(`No host test ran (looked for *.test.js in ${__dirname}).`);
  }
}
