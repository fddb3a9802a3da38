// `npm run test:electron`: the host-tier suite (test/host) in desktop VS Code through
// @vscode/test-electron, for machines that can download VS Code (it cannot be downloaded on the
// offline CI machines; `npm run test:host` runs the same suite there in code-server).
// On Linux without a display, run it under xvfb-run.
import { runTests } from '@vscode/test-electron';
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_ENV, type SuiteResults } from '../host/support/results';
import { VSCODE_VERSION } from './codeServer';
import { EMULATOR_ENV, emulatorExists, startEmulator, type RunningEmulator } from './emulatorProcess';
import { LauncherError, main, withDeadline } from './processes';
import { repoRoot } from './paths';
import { buildHostSuite, hostRunFolders } from './hostSuite';
import { printResults } from './results';

const timeoutMs = Number(process.env.CONVERT_FILES_HOST_TIMEOUT_MS ?? 15 * 60_000);

main(async () => {
  const suiteIndex = await buildHostSuite();
  const { runDir, scratch, resultsPath, workspace } = hostRunFolders('electron');

  let emulator: RunningEmulator | undefined;
  try {
    const env: Record<string, string> = { [RESULTS_ENV]: resultsPath };
    if (emulatorExists()) {
      emulator = await startEmulator({ logFile: join(runDir, 'emulator.log') });
      env[EMULATOR_ENV] = JSON.stringify(emulator.info);
    }
    let exitError: unknown;
    try {
      await withDeadline(
        runTests({
          version: VSCODE_VERSION,
          extensionDevelopmentPath: repoRoot,
          extensionTestsPath: suiteIndex,
          extensionTestsEnv: env,
          launchArgs: [
            workspace,
            '--disable-extensions',
            '--disable-workspace-trust',
            '--skip-welcome',
            '--user-data-dir',
            join(scratch, 'user-data'),
            '--extensions-dir',
            join(scratch, 'extensions'),
          ],
        }),
        timeoutMs,
        'the host suite in desktop VS Code',
      );
    } catch (error) {
      // runTests rejects when VS Code exits non-zero, which failing tests also cause; the
      // results file tells the two apart.
      exitError = error;
    }
    if (!existsSync(resultsPath)) {
      const reason = exitError instanceof Error ? exitError.message : String(exitError);
      throw new LauncherError(
        `Desktop VS Code did not run the host suite (no ${resultsPath}): ${reason}\n` +
          'test:electron downloads VS Code and needs internet (and a display, or xvfb-run, on Linux); offline, `npm run test:host` runs the same suite.',
      );
    }
    const results = JSON.parse(readFileSync(resultsPath, 'utf8')) as SuiteResults;
    if (results.status !== 'done') {
      throw new LauncherError('The host suite started in desktop VS Code but did not finish.');
    }
    console.log(`\nVS Code ${results.vscodeVersion} (desktop, @vscode/test-electron)\n`);
    const { passed, failed } = printResults('electron', results.tests);
    if (passed + failed === 0) {
      throw new LauncherError('The host suite ran no test.');
    }
    return failed > 0 || exitError ? 1 : 0;
  } finally {
    if (existsSync(resultsPath)) {
      copyFileSync(resultsPath, join(runDir, 'results.json'));
    }
    await emulator?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
});
