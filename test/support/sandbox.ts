// `npm run sandbox`: try the extension by hand. Packages it, starts the service emulator with its
// demo account, and starts code-server on 127.0.0.1 with the .vsix installed, the settings
// pointing at the emulator, and a sample workspace (.sandbox/workspace) with one small file of
// each supported type. Prints the URL to open; Ctrl+C stops everything.
//
// Options: --port <n> or CONVERT_FILES_SANDBOX_PORT (code-server, default 8080);
// --emulator-port <n> or CONVERT_FILES_SANDBOX_EMULATOR_PORT (default: a free port).
//
// The demo credentials are written to .sandbox/credentials.json (mode 0600), whose path reaches
// the extension host as CONVERT_FILES_SANDBOX_CREDENTIALS; see the README's developer section.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureCodeServer, installVsix, startCodeServer } from './codeServer';
import { EMULATOR_ENV, startEmulator, emulatorExists } from './emulatorProcess';
import { LauncherError, main, run } from './processes';
import { cleanEnv, ensureDir, repoRoot } from './paths';
import { sampleFiles, writeSampleWorkspace } from './sampleWorkspace';

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
  const vsixPath = join(repoRoot, 'dist', 'convert-files.vsix');
  rmSync(vsixPath, { force: true });
  await run('npm', ['run', 'package'], { cwd: repoRoot, env: cleanEnv(), timeoutMs: 3 * 60_000, label: 'packaging the extension (npm run package)' });
  if (!existsSync(vsixPath)) {
    throw new LauncherError(`npm run package did not produce ${vsixPath}.`);
  }

  const sandboxDir = ensureDir(join(repoRoot, '.sandbox'));
  // A fresh profile each time: the emulator's demo account is new on every start too.
  for (const dir of ['user-data', 'extensions']) {
    rmSync(join(sandboxDir, dir), { recursive: true, force: true });
  }
  const workspace = await writeSampleWorkspace(join(sandboxDir, 'workspace'));
  const extensionsDir = ensureDir(join(sandboxDir, 'extensions'));
  await installVsix(vsixPath, extensionsDir);
  // Sandbox seeder (test/support/sandboxSeeder, owned with the credential commands): a separate
  // helper extension that, at start-up, reads the file named by SANDBOX_CREDENTIALS_ENV, puts the
  // demo tokens into Convert Files through its own commands (setApiToken, setMasterToken,
  // setJwtSigningKey with argument objects) and deletes the file. code-server installs only .vsix
  // files, and ignores folders copied into an extensions dir that already has extensions.json.
  const seederVsix = join(sandboxDir, 'sandbox-seeder.vsix');
  await run(process.execPath, [join(repoRoot, 'node_modules', '@vscode', 'vsce', 'vsce'), 'package', '--no-dependencies', '--allow-missing-repository', '--skip-license', '--out', seederVsix], {
    cwd: join(repoRoot, 'test', 'support', 'sandboxSeeder'),
    env: cleanEnv(),
    timeoutMs: 60_000,
    label: 'packaging the sandbox seeder',
  });
  await installVsix(seederVsix, extensionsDir);

  const emulator = await startEmulator({ logFile: join(sandboxDir, 'emulator.log'), port: emulatorPort });
  const credentialsPath = join(sandboxDir, 'credentials.json');
  writeFileSync(credentialsPath, `${JSON.stringify(emulator.info, null, 2)}\n`, { mode: 0o600 });

  const settings = { 'convertFiles.baseUrl': emulator.info.baseUrl, 'convertFiles.dashboardUrl': emulator.info.dashboardUrl };
  const server = await startCodeServer({
    port,
    workspace,
    userDataDir: join(sandboxDir, 'user-data'),
    extensionsDir,
    settings,
    machineSettings: settings,
    env: { [SANDBOX_CREDENTIALS_ENV]: credentialsPath, [EMULATOR_ENV]: JSON.stringify(emulator.info) },
    logFile: join(sandboxDir, 'code-server.log'),
  });

  console.log(`
Convert Files sandbox is running.

  Open:        ${server.workbenchUrl()}
  Workspace:   ${workspace} (${sampleFiles.join(', ')})
  Emulator:    ${emulator.info.baseUrl}   dashboard: ${emulator.info.dashboardUrl}
  Demo account ${emulator.info.accountId}: Master Token and API tokens ${emulator.info.apiTokens.map((t) => `"${t.name}" (${t.environment})`).join(', ')}
  Credentials: ${credentialsPath} (token values; the seeder puts them into secret storage and deletes the file; also on the dashboard)
  Logs:        ${join(sandboxDir, 'code-server.log')}, ${join(sandboxDir, 'emulator.log')}

Press Ctrl+C to stop.`);

  // Runs until Ctrl+C (handled in processes.ts, which stops every child) or until a child dies.
  const reason = await new Promise<string>((resolve) => {
    server.child.once('exit', (code, signal) => resolve(`code-server exited (${signal ?? code}); see ${join(sandboxDir, 'code-server.log')}`));
    emulator.child.once('exit', (code, signal) => resolve(`the emulator exited (${signal ?? code}); see ${join(sandboxDir, 'emulator.log')}`));
  });
  await server.stop();
  await emulator.stop();
  throw new LauncherError(`${reason}.`);
});
