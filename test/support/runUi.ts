// `npm run test:ui`: the UI tier. Packages the extension, installs the .vsix into a fresh
// code-server (exactly what users install), starts the emulator when the repository has one,
// and runs the Playwright tests in test/e2e with mocha; they close with "ui: N passed, N failed".
// Screenshots and logs go to test-results/ui/. Extra arguments go to mocha
// (`npm run test:ui -- --grep Explorer`).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { SuiteResults } from '../host/support/results';
import { ensureCodeServer, installVsix, startCodeServer, type RunningCodeServer } from './codeServer';
import { EMULATOR_ENV, emulatorExists, startEmulator, type RunningEmulator } from './emulatorProcess';
import { LauncherError, main, runAllowingFailure } from './processes';
import { cleanEnv, ensureDir, freshTempDir, repoRoot, testResultsDir } from './paths';
import { packageExtension, packageMarkdownTestExtension } from './vsix';
import { writeSampleWorkspace } from './sampleWorkspace';

const testsTimeoutMs = Number(process.env.CONVERT_FILES_UI_TIMEOUT_MS ?? 10 * 60_000);

main(async () => {
  await ensureCodeServer();
  const vsixPath = await packageExtension();

  const runDir = join(testResultsDir, 'ui');
  rmSync(runDir, { recursive: true, force: true });
  ensureDir(runDir);
  const resultsPath = join(runDir, 'results.json');
  const scratch = freshTempDir('ui');
  const extensionsDir = join(scratch, 'extensions');
  const workspace = await writeSampleWorkspace(join(scratch, 'workspace'));
  await installVsix(vsixPath, extensionsDir);
  // A Markdown extension beside ours (a markdown-it plugin, a preview style and script, as mermaid's has).
  await installVsix(await packageMarkdownTestExtension(scratch), extensionsDir);

  let emulator: RunningEmulator | undefined;
  let server: RunningCodeServer | undefined;
  try {
    const env: NodeJS.ProcessEnv = {};
    const settings: Record<string, unknown> = {};
    if (emulatorExists()) {
      emulator = await startEmulator({ logFile: join(runDir, 'emulator.log') });
      env[EMULATOR_ENV] = JSON.stringify(emulator.info);
      settings['convertFiles.baseUrl'] = emulator.info.baseUrl;
      settings['convertFiles.dashboardUrl'] = emulator.info.dashboardUrl;
    }
    server = await startCodeServer({
      port: 0,
      workspace,
      userDataDir: join(scratch, 'user-data'),
      extensionsDir,
      settings,
      env,
      logFile: join(runDir, 'code-server.log'),
    });
    console.log(`code-server: ${server.origin} with ${vsixPath} installed`);

    const mocha = join(repoRoot, 'node_modules', 'mocha', 'bin', 'mocha.js');
    const result = await runAllowingFailure(
      process.execPath,
      [mocha, '--config', join('test', 'e2e', '.mocharc.json'), ...process.argv.slice(2)],
      {
        cwd: repoRoot,
        env: cleanEnv({
          ...env,
          TIER_LABEL: 'ui',
          CONVERT_FILES_RESULTS_FILE: resultsPath,
          CONVERT_FILES_UI_URL: server.workbenchUrl(),
          CONVERT_FILES_SCREENSHOTS: runDir,
          CONVERT_FILES_WORKSPACE: workspace,
        }),
        timeoutMs: testsTimeoutMs,
        echo: true,
        label: 'the UI tests',
      },
    );
    if (!existsSync(resultsPath)) {
      throw new LauncherError(`The UI tests wrote no results (mocha exited with ${result.code}). Logs: ${runDir}`);
    }
    const results = JSON.parse(readFileSync(resultsPath, 'utf8')) as SuiteResults;
    if (results.passed + results.failed === 0) {
      throw new LauncherError('The UI tier ran no test.');
    }
    console.log(`Screenshots and logs: ${runDir}`);
    return result.code === 0 && results.failed === 0 ? 0 : 1;
  } finally {
    await server?.stop();
    await emulator?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
});
