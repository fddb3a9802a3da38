// `npm run sandbox`: try the extension by hand. Packages it, starts the service emulator with its
// demo account, and starts code-server on 127.0.0.1 with the .vsix installed, the settings
// pointing at the emulator, and a sample workspace (.sandbox/workspace) with one small file of
// each supported type. Prints the URL to open. In its terminal, s + Enter stops the emulator and
// r + Enter starts it again (same port, account and tokens, through its --state file), so that
// "service down" can be tried without losing code-server; q + Enter or Ctrl+C stops everything.
//
// Options: --port <n> or CONVERT_FILES_SANDBOX_PORT (code-server, default 8080);
// --emulator-port <n> or CONVERT_FILES_SANDBOX_EMULATOR_PORT (default: a free port).
//
// The demo credentials are written to .sandbox/credentials.json (mode 0600), whose path reaches
// the extension host as CONVERT_FILES_SANDBOX_CREDENTIALS; see the README's developer section.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { ensureCodeServer, installVsix, startCodeServer, type RunningCodeServer } from './codeServer';
import { EMULATOR_ENV, startEmulator, emulatorExists, type RunningEmulator } from './emulatorProcess';
import { LauncherError, main, run } from './processes';
import { cleanEnv, ensureDir, repoRoot } from './paths';
import { sampleFiles, writeSampleWorkspace } from './sampleWorkspace';
import { packageExtension, packageFolder } from './vsix';

/** Environment variable naming the file with the sandbox's demo credentials (JSON). */
export const SANDBOX_CREDENTIALS_ENV = 'CONVERT_FILES_SANDBOX_CREDENTIALS';

function option(flag: string, envName: string, fallback: number): number {
  const index = process.argv.indexOf(flag);
  const raw = index >= 0 ? process.argv[index + 1] : process.env[envName];
  if (raw === undefined || raw === '') {
    return fallback;
  }
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    throw new LauncherError(`${flag} / ${envName} must be a port number, not "${raw}".`);
  }
  return value;
}

main(async () => {
  const port = option('--port', 'CONVERT_FILES_SANDBOX_PORT', 8080);
  const emulatorPort = option('--emulator-port', 'CONVERT_FILES_SANDBOX_EMULATOR_PORT', 0);
  if (!emulatorExists()) {
    throw new LauncherError('The sandbox needs the service emulator (test/emulator/cli.ts), which this checkout does not have.');
  }
  await ensureCodeServer({ chromium: false });
  console.log('Packaging the extension...');
  const vsixPath = await packageExtension();

  const sandboxDir = ensureDir(join(repoRoot, '.sandbox'));
  // A fresh profile each time: the emulator's demo account is new on every start too.
  for (const dir of ['user-data', 'extensions']) {
    rmSync(join(sandboxDir, dir), { recursive: true, force: true });
  }
  const workspace = await writeSampleWorkspace(join(sandboxDir, 'workspace'));
  await sampleRepository(workspace);
  const extensionsDir = ensureDir(join(sandboxDir, 'extensions'));
  await installVsix(vsixPath, extensionsDir);
  // Sandbox seeder (test/support/sandboxSeeder, owned with the credential commands): a separate
  // helper extension that, at start-up, reads the file named by SANDBOX_CREDENTIALS_ENV, puts the
  // demo tokens into Convert Files through its own commands (setApiToken, setMasterToken,
  // setJwtSigningKey with argument objects) and deletes the file. code-server installs only .vsix
  // files, and ignores folders copied into an extensions dir that already has extensions.json.
  const seederVsix = await packageFolder(
    join(repoRoot, 'test', 'support', 'sandboxSeeder'),
    join(sandboxDir, 'sandbox-seeder.vsix'),
    'packaging the sandbox seeder',
    60_000,
  );
  await installVsix(seederVsix, extensionsDir);

  // The state file lets a restarted emulator keep the account and the tokens the seeder saved;
  // a new sandbox run starts from a new demo account, as the fresh profile above needs.
  const statePath = join(sandboxDir, 'emulator-state.json');
  rmSync(statePath, { force: true });
  const emulatorLog = join(sandboxDir, 'emulator.log');
  const first = await startEmulator({ logFile: emulatorLog, port: emulatorPort, statePath });
  const credentialsPath = join(sandboxDir, 'credentials.json');
  writeFileSync(credentialsPath, `${JSON.stringify(first.info, null, 2)}\n`, { mode: 0o600 });

  // code-server turns a loopback link opened from the workbench into /proxy/<port>/ and drops its
  // path (GET / at the emulator: 404). A link on a subdomain of localhost is left alone, and
  // --proxy-domain makes code-server forward <port>.localhost:<its port> to that port with the
  // path kept, so the dashboard page and its own /_emulator/ calls work through code-server.
  const serverPort = port === 0 ? await freePort() : port;
  const emulatorUrl = new URL(first.info.dashboardUrl);
  const dashboardUrl = `http://${emulatorUrl.port}.localhost:${serverPort}${emulatorUrl.pathname}`;
  // Git and Workspace Trust as a new user has them (the test profiles keep both off): the sample
  // folder is a repository (Compare with HEAD), and the window asks whether to trust it.
  const settings = {
    'convertFiles.baseUrl': first.info.baseUrl,
    'convertFiles.dashboardUrl': dashboardUrl,
    // Web Page to PDF offers the emulator's own page (it fetches loopback pages only).
    'convertFiles.webPage.suggestedAddress': `${first.info.baseUrl}/sample/web-page`,
    'git.enabled': true,
    'security.workspace.trust.enabled': true,
  };
  const server = await startCodeServer({
    workspaceTrust: true,
    port: serverPort,
    // The Host header keeps the port, and code-server matches it whole.
    extraArgs: ['--proxy-domain', `{{port}}.localhost:${serverPort}`],
    workspace,
    userDataDir: join(sandboxDir, 'user-data'),
    extensionsDir,
    settings,
    env: { [SANDBOX_CREDENTIALS_ENV]: credentialsPath, [EMULATOR_ENV]: JSON.stringify(first.info) },
    logFile: join(sandboxDir, 'code-server.log'),
  });

  console.log(`
Convert Files sandbox is running.

  Open:        ${server.workbenchUrl()}
  Workspace:   ${workspace} (${sampleFiles.join(', ')})
  Emulator:    ${first.info.baseUrl}   dashboard: ${dashboardUrl} (through code-server; directly: ${first.info.dashboardUrl})
  Web page:    ${first.info.baseUrl}/sample/web-page (a page to try Convert Web Page to PDF on; the emulator fetches loopback pages only)
  Demo account ${first.info.accountId}: Master Token and API tokens ${first.info.apiTokens.map((t) => `"${t.name}" (${t.environment})`).join(', ')}
  Credentials: ${credentialsPath} (token values; the seeder puts them into secret storage and deletes the file; also on the dashboard)
  Logs:        ${join(sandboxDir, 'code-server.log')}, ${emulatorLog} (tokens masked; owner-only)
  Git:         on; the workspace is a repository with the sample files committed (Compare with HEAD after an edit)
  Trust:       on; the window asks whether you trust the workspace (Trust: everything works; Don't Trust: restricted mode, no automatic runs)

Type s + Enter to stop the emulator (to try "service down"), r + Enter to start it again
(same address, account and tokens), q + Enter or Ctrl+C to stop everything.`);

  const reason = await controlLoop(server, first, { port: Number(new URL(first.info.baseUrl).port), statePath, logFile: emulatorLog });
  await server.stop();
  console.log(reason === undefined ? 'Sandbox stopped: code-server and the emulator are shut down.' : `Sandbox stopped: ${reason}.`);
  if (reason !== undefined) {
    throw new LauncherError(`${reason}.`);
  }
  return 0;
});

/**
 * Makes the sample folder a Git repository with the samples committed, once (a later run keeps
 * its history): Compare with HEAD and Track Changes need a repository. Without git, said and skipped.
 */
async function sampleRepository(workspace: string): Promise<void> {
  if (existsSync(join(workspace, '.git'))) {
    return;
  }
  const git = (args: string[]) =>
    run('git', ['-c', 'user.name=Convert Files sandbox', '-c', 'user.email=sandbox@localhost', ...args], {
      cwd: workspace,
      env: cleanEnv(),
      timeoutMs: 60_000,
      label: `git ${args[0]} in the sample workspace`,
    });
  try {
    await git(['init', '-q']);
    await git(['add', '-A']);
    await git(['commit', '-q', '-m', 'The sample files']);
  } catch (error) {
    console.log(
      `The sample workspace is no Git repository (${error instanceof Error ? error.message : String(error)}): Compare with HEAD is not offered.`,
    );
  }
}

/** A free loopback port, found by listening and closing. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Runs until q, Ctrl+C (handled in processes.ts, which stops every child) or code-server's end.
 * The emulator may stop and start again meanwhile without taking code-server with it. Resolves
 * with why it ended, undefined when asked to.
 */
async function controlLoop(
  server: RunningCodeServer,
  first: RunningEmulator,
  restart: { port: number; statePath: string; logFile: string },
): Promise<string | undefined> {
  let emulator: RunningEmulator | undefined = first;
  let busy = false;
  const watch = (running: RunningEmulator): void => {
    running.child.once('exit', (code, signal) => {
      if (emulator === running) {
        emulator = undefined;
        console.log(
          `The emulator exited (${signal ?? code}); code-server keeps running. Type r + Enter to start it again (log: ${restart.logFile}).`,
        );
      }
    });
  };
  watch(first);
  const lines = createInterface({ input: process.stdin });
  try {
    return await new Promise<string | undefined>((resolve) => {
      server.child.once('exit', (code, signal) =>
        resolve(`code-server exited (${signal ?? code}); see its log in .sandbox/code-server.log`),
      );
      lines.on('line', (line) => {
        const key = line.trim().toLowerCase();
        if (busy || key === '') {
          return;
        }
        if (key === 'q') {
          resolve(undefined);
        } else if (key === 's' && emulator) {
          const stopping = emulator;
          emulator = undefined;
          busy = true;
          void stopping.stop().finally(() => {
            busy = false;
            console.log(`Emulator stopped: ${stopping.info.baseUrl} now refuses connections. Type r + Enter to start it again.`);
          });
        } else if (key === 'r' && !emulator) {
          busy = true;
          startEmulator({ logFile: restart.logFile, port: restart.port, statePath: restart.statePath, appendLog: true })
            .then(
              (running) => {
                emulator = running;
                watch(running);
                console.log(`Emulator running again at ${running.info.baseUrl} (same account and tokens).`);
              },
              (error: unknown) => console.log(`The emulator did not start: ${error instanceof Error ? error.message : String(error)}`),
            )
            .finally(() => {
              busy = false;
            });
        } else {
          console.log(
            emulator
              ? 'The emulator is running: s + Enter stops it, q + Enter stops everything.'
              : 'The emulator is stopped: r + Enter starts it, q + Enter stops everything.',
          );
        }
      });
    });
  } finally {
    lines.close();
    const last = emulator;
    // Cleared first, so that its exit is not reported as a crash.
    emulator = undefined;
    await last?.stop();
  }
}
