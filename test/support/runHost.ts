// `npm run test:host`: runs the host-tier suite (test/host) inside a real VS Code extension host,
// offline: code-server's Node extension host, opened by headless Chromium with the extension
// under development (extensionDevelopmentPath) and the suite (extensionTestsPath). The suite
// writes its results to a JSON file; this launcher prints them and closes with
// "host: N passed, N failed". It fails loudly on a timeout, a host that never starts the suite,
// or a run with no test.
//
// The corporate-network tests need a CA that only the OS trust store knows: code-server runs in a
// private mount namespace where a bundle with that CA is mounted over the system one
// (privateTrustStore.ts). The machine's bundles are hashed before and after the tier, and the
// tier fails when a byte changed.
//
// Environment: CONVERT_FILES_HOST_TIMEOUT_MS (whole suite, default 10 min),
// CONVERT_FILES_HOST_START_TIMEOUT_MS (until the suite starts, default 3 min).
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { RESULTS_ENV, type SuiteResults } from '../host/support/results';
import { launchChromium } from './browser';
import { ensureCodeServer, installVsix, remoteUri, startCodeServer, type RunningCodeServer } from './codeServer';
import { EMULATOR_ENV, emulatorExists, startEmulator, type RunningEmulator } from './emulatorProcess';
import { LauncherError, lastLines, main, pollUntil } from './processes';
import { ensureDir, repoRoot } from './paths';
import { packageMarkdownTestExtension } from './vsix';
import { buildHostSuite, hostRunFolders } from './hostSuite';
import { printResults } from './results';
import { CORPORATE_ENV } from '../host/support/corporateNetwork';
import { prepareCorporateNetwork } from './testCa';
import { changedBundles, hashSystemBundles, PRIVATE_MOUNTS_ENV, type PrivateTrustStore } from './privateTrustStore';
import type { TestResult } from '../host/support/results';

/**
 * Sessions after the main suite, each a fresh load of the window (a new extension host with the
 * same user data and secrets) with its own extensionTestsPath: test/host/phases/<name>.ts. The
 * title is what CONVERT_FILES_HOST_GREP is matched against.
 */
const PHASES: { name: string; title: string; results: string[]; before?: (store: PrivateTrustStore | undefined) => void }[] = [
  // Prepares, reloads the window itself, then checks (phases/startup.ts): two results files.
  { name: 'startup', title: 'start-up, before and after the reload', results: ['startupPrepare', 'startupCheck'] },
  // Starts an async job, reloads the window while it runs, then checks its result was fetched (phases/asyncReload.ts).
  { name: 'asyncReload', title: 'async job across a window reload', results: ['asyncReloadPrepare', 'asyncReloadCheck'] },
  // The extension host reads the OS trust store once, so the "CA removed" case needs a new one
  // (the private bundle loses the CA; the machine's was never changed).
  {
    name: 'untrustedCa',
    title: 'corporate network without the CA in the OS trust store',
    results: ['untrustedCa'],
    before: (store) => store?.removeCa(),
  },
];

const suiteTimeoutMs = Number(process.env.CONVERT_FILES_HOST_TIMEOUT_MS ?? 10 * 60_000);
const startTimeoutMs = Number(process.env.CONVERT_FILES_HOST_START_TIMEOUT_MS ?? 3 * 60_000);

function readResults(path: string): SuiteResults | undefined {
  if (!existsSync(path)) {
    return undefined;
  }
  return JSON.parse(readFileSync(path, 'utf8')) as SuiteResults;
}

/** The launcher's own test: the machine's CA bundles are the bytes they were before the tier. */
function machineLeftAlone(before: Record<string, string>): TestResult {
  const changed = changedBundles(before, hashSystemBundles());
  const fullTitle = "[launcher] the machine's CA bundles are byte-identical before and after the host tier";
  return changed.length === 0
    ? { fullTitle, state: 'passed', durationMs: 0 }
    : { fullTitle, state: 'failed', durationMs: 0, error: `changed during the run: ${changed.join(', ')}` };
}

main(async () => {
  const started = Date.now();
  const bundlesBefore = hashSystemBundles();
  await ensureCodeServer();
  const suiteIndex = await buildHostSuite();

  const { runDir, scratch, resultsPath, workspace } = hostRunFolders('host');

  let emulator: RunningEmulator | undefined;
  let store: PrivateTrustStore | undefined;
  let tests: TestResult[];
  let vscodeVersion: string;
  let server: RunningCodeServer | undefined;
  let browser: Browser | undefined;
  try {
    const env: NodeJS.ProcessEnv = { [RESULTS_ENV]: resultsPath };
    if (emulatorExists()) {
      emulator = await startEmulator({ logFile: join(runDir, 'emulator.log') });
      env[EMULATOR_ENV] = JSON.stringify(emulator.info);
      console.log(`emulator: ${emulator.info.baseUrl}`);
    } else {
      console.log('emulator: none yet (test/emulator/cli.ts does not exist); host tests that need it will fail');
    }

    // The corporate-network tests: a test CA in the (private) OS trust store only.
    // NODE_EXTRA_CA_CERTS is removed from the host's environment, so that the store is the only
    // way the CA can be trusted.
    const corporate = prepareCorporateNetwork(ensureDir(join(scratch, 'corporate')));
    store = corporate.store;
    if (store) {
      // In the namespace every process is uid 0: tools that name a folder of the shared /tmp after
      // the uid (tsx's /tmp/tsx-0, the real root's) would find it is not theirs. A /tmp of its own.
      env.TMPDIR = ensureDir(join(scratch, 'tmp'));
      // Mounts made there are private to code-server's namespace: host tests may mount a tmpfs.
      env[PRIVATE_MOUNTS_ENV] = '1';
    }
    env[CORPORATE_ENV] = JSON.stringify(corporate.info);
    env.NODE_EXTRA_CA_CERTS = undefined;
    console.log(
      store
        ? `corporate network: test CA in a private trust store, mounted over ${store.target} in code-server's own namespace`
        : `corporate network: SKIPPED (the tests say so and count as skipped), ${corporate.info.skipReason}`,
    );

    // A Markdown extension installed beside ours (a second extensionDevelopmentPath replaces the first in code-server).
    await installVsix(await packageMarkdownTestExtension(ensureDir(join(scratch, 'packages'))), join(scratch, 'extensions'));
    server = await startCodeServer({
      port: 0,
      workspace,
      userDataDir: join(scratch, 'user-data'),
      extensionsDir: join(scratch, 'extensions'),
      env,
      logFile: join(runDir, 'code-server.log'),
      wrap: store?.wrap,
    });
    const url = server.workbenchUrl([
      ['extensionDevelopmentPath', remoteUri(server.origin, repoRoot)],
      ['extensionTestsPath', remoteUri(server.origin, suiteIndex)],
    ]);
    console.log(`code-server: ${server.origin} (VS Code extension host, offline)`);

    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const pageLog: string[] = [];
    page.on('console', (message) => pageLog.push(`[${message.type()}] ${message.text()}`));
    page.on('pageerror', (error) => pageLog.push(`[pageerror] ${error.message}`));
    await page.goto(url, { timeout: 60_000 });

    const live = server;
    // Builds the error to throw, with everything needed to see why (awaited at the throw site,
    // so that the rejection is never left unhandled while `finally` cleans up).
    const failure = async (message: string): Promise<LauncherError> => {
      await page.screenshot({ path: join(runDir, 'failure.png') }).catch(() => undefined);
      writeFileSync(join(runDir, 'page-console.log'), pageLog.join('\n'));
      return new LauncherError(
        `${message}\n--- code-server (${join(runDir, 'code-server.log')}) ---\n${live.recentOutput()}\n--- workbench console (${join(runDir, 'page-console.log')}) ---\n${lastLines(pageLog.join('\n'), 15)}\nScreenshot: ${join(runDir, 'failure.png')}`,
      );
    };
    const checkServer = () => {
      if (live.child.exitCode !== null || live.child.signalCode !== null) {
        return 'code-server exited while the suite was running';
      }
      return undefined;
    };

    // Phase 1: the extension host starts and calls the suite's run().
    try {
      await pollUntil(
        () => {
          const problem = checkServer();
          if (problem) {
            throw new LauncherError(problem);
          }
          return readResults(resultsPath);
        },
        { timeoutMs: startTimeoutMs, what: 'the extension host to start the host suite' },
      );
    } catch (error) {
      throw await failure(`The VS Code extension host did not start the host suite: ${(error as Error).message}`);
    }

    /** The results at `path` once their suite is done; throws when code-server exits first. */
    const finished = (path: string, timeoutMs: number, what: string): Promise<SuiteResults> =>
      pollUntil(
        () => {
          const problem = checkServer();
          if (problem) {
            throw new LauncherError(problem);
          }
          const current = readResults(path);
          return current?.status === 'done' ? current : undefined;
        },
        { timeoutMs, what },
      );

    // Phase 2: the suite finishes.
    let results: SuiteResults;
    try {
      results = await finished(resultsPath, suiteTimeoutMs, 'the host suite to finish');
    } catch (error) {
      const partial = readResults(resultsPath);
      if (partial) {
        printResults('host (unfinished)', partial.tests);
      }
      throw await failure(`The host suite did not finish: ${(error as Error).message}`);
    }
    tests = [...results.tests];
    vscodeVersion = results.vscodeVersion;

    // The sessions after the main suite (start-up after a reload, the CA taken out of the store).
    const grep = process.env.CONVERT_FILES_HOST_GREP;
    for (const phase of PHASES.filter((p) => !grep || new RegExp(grep, 'i').test(p.title))) {
      phase.before?.(store);
      const phaseUrl = server.workbenchUrl([
        // The phases need no Markdown extension: with it, the start-up phase's window did not find ours.
        ['extensionDevelopmentPath', remoteUri(server.origin, repoRoot)],
        ['extensionTestsPath', remoteUri(server.origin, join(dirname(suiteIndex), 'phases', `${phase.name}.js`))],
      ]);
      await page.goto(phaseUrl, { timeout: 60_000 });
      for (const part of phase.results) {
        const partPath = resultsPath.replace(/\.json$/, `.${part}.json`);
        let partResults: SuiteResults;
        try {
          partResults = await finished(partPath, startTimeoutMs, `the session "${part}" to finish`);
        } catch (error) {
          throw await failure(`The session "${part}" did not finish: ${(error as Error).message}`);
        }
        tests.push(...partResults.tests.map((t) => ({ ...t, fullTitle: `[session ${part}] ${t.fullTitle}` })));
      }
    }
    writeFileSync(join(runDir, 'page-console.log'), pageLog.join('\n'));
  } catch (error) {
    // Said even when the tier failed otherwise: a changed trust store matters more.
    await Promise.all([browser?.close().catch(() => undefined), server?.stop()]);
    const check = machineLeftAlone(bundlesBefore);
    if (check.state === 'failed' && error instanceof Error) {
      error.message += `\nALSO: ${check.fullTitle}: NO, ${check.error}`;
    }
    throw error;
  } finally {
    if (existsSync(resultsPath)) {
      copyFileSync(resultsPath, join(runDir, 'results.json'));
    }
    await browser?.close().catch(() => undefined);
    await server?.stop();
    await emulator?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
  if (tests.length === 0) {
    throw new LauncherError('The host suite ran no test.');
  }
  // Checked once every process of the run has ended.
  tests.push(machineLeftAlone(bundlesBefore));
  console.log(`\nVS Code ${vscodeVersion} (code-server), ${Math.round((Date.now() - started) / 1000)} s\n`);
  const { failed } = printResults('host', tests);
  return failed > 0 ? 1 : 0;
});
