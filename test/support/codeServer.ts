// Installs code-server (VS Code's own server build) offline, and starts it on loopback.
// The steps and why each is needed are in shared HOST_TESTS.md ("Installing code-server without
// internet"); the install is cached under .vscode-test/ and skipped when its version check passes.
import type { ChildProcess } from 'node:child_process';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LauncherError, lastLines, pollUntil, run, runAllowingFailure, startChild, stopChild } from './processes';
import { cleanEnv, ensureDir, freshTempDir, vscodeTestDir } from './paths';

export const CODE_SERVER_VERSION = '4.100.3';
export const VSCODE_VERSION = '1.100.3';
export const CHROMIUM_PATH = '/usr/bin/chromium';

const cacheDir = join(vscodeTestDir, `code-server-${CODE_SERVER_VERSION}`);
const packageDir = join(cacheDir, 'node_modules', 'code-server');
const vscodeDir = join(packageDir, 'lib', 'vscode');
/** code-server's entry point; run it with the same Node that runs the launcher. */
export const codeServerEntry = join(packageDir, 'out', 'node', 'entry.js');
const installedMarker = join(cacheDir, '.installed');

const MINUTE = 60_000;

interface SystemPackage {
  name: string;
  present: () => boolean;
}

function onPath(binary: string): boolean {
  const dirs = (process.env.PATH ?? '').split(':');
  return dirs.some((dir) => dir !== '' && existsSync(join(dir, binary)));
}

async function dpkgInstalled(name: string): Promise<boolean> {
  if (!onPath('dpkg-query')) {
    return false;
  }
  const result = await runAllowingFailure('dpkg-query', ['-W', '-f=${Status}', name], { timeoutMs: 30_000, label: `checking for ${name}` });
  return result.code === 0 && result.output.includes('install ok installed');
}

/**
 * Makes sure Debian packages are present: installs the missing ones with apt-get when running as
 * root, otherwise fails with a message that names them.
 */
export async function ensureSystemPackages(packages: readonly SystemPackage[]): Promise<void> {
  const missing = packages.filter((p) => !p.present()).map((p) => p.name);
  if (missing.length === 0) {
    return;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !onPath('apt-get')) {
    throw new LauncherError(
      `Missing system packages: ${missing.join(', ')}. Install them first, for example:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  console.log(`Installing system packages with apt-get: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update'], { env, timeoutMs: 10 * MINUTE, label: 'apt-get update' });
  await run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    env,
    timeoutMs: 15 * MINUTE,
    label: `apt-get install ${missing.join(' ')}`,
  });
  const still = packages.filter((p) => !p.present()).map((p) => p.name);
  if (still.length > 0) {
    throw new LauncherError(`apt-get finished but these are still missing: ${still.join(', ')}.`);
  }
}

const chromium: SystemPackage = { name: 'chromium', present: () => existsSync(CHROMIUM_PATH) };

/** Makes sure Debian's Chromium is installed (the browser that drives the workbench). */
export async function ensureChromium(): Promise<void> {
  await ensureSystemPackages([chromium]);
}

async function installedVersionMatches(): Promise<boolean> {
  if (!existsSync(installedMarker) || !existsSync(codeServerEntry)) {
    return false;
  }
  const result = await runAllowingFailure(process.execPath, [codeServerEntry, '--version'], {
    timeoutMs: 60_000,
    label: 'code-server --version',
  });
  return result.code === 0 && result.output.includes(CODE_SERVER_VERSION) && result.output.includes(`Code ${VSCODE_VERSION}`);
}

/**
 * Installs code-server into .vscode-test/ unless a working install is already there, and
 * makes sure Chromium is present (unless `chromium: false`). Idempotent; about two minutes the
 * first time.
 */
export async function ensureCodeServer(options: { chromium?: boolean } = {}): Promise<void> {
  const needChromium = options.chromium ?? true;
  if (await installedVersionMatches()) {
    if (needChromium) {
      await ensureChromium();
    }
    return;
  }
  const krb5 = await dpkgInstalled('libkrb5-dev');
  await ensureSystemPackages([
    ...(needChromium ? [chromium] : []),
    { name: 'libkrb5-dev', present: () => krb5 || existsSync('/usr/include/gssapi/gssapi.h') },
    { name: 'ripgrep', present: () => onPath('rg') },
    { name: 'build-essential', present: () => onPath('make') && onPath('g++') },
    { name: 'python3', present: () => onPath('python3') },
  ]);
  const rg =
    (process.env.PATH ?? '')
      .split(':')
      .map((dir) => join(dir, 'rg'))
      .find((p) => existsSync(p)) ?? '/usr/bin/rg';

  const started = Date.now();
  console.log(`Installing code-server ${CODE_SERVER_VERSION} into ${cacheDir} (about two minutes, once)...`);
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  const env = cleanEnv({
    npm_config_yes: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  });
  const npm = (args: string[], cwd: string, label: string, timeoutMs = 10 * MINUTE) => {
    console.log(`  ${label}`);
    return run('npm', args, { cwd, env, timeoutMs, label });
  };

  await npm(
    ['install', '--ignore-scripts', '--prefix', cacheDir, `code-server@${CODE_SERVER_VERSION}`],
    cacheDir,
    'npm install code-server (no scripts)',
  );
  await npm(['install', '--ignore-scripts', '--omit=dev'], vscodeDir, 'npm install in lib/vscode (no scripts)');
  // @vscode/ripgrep would download its binary; Debian's ripgrep stands in for it.
  const rgTarget = join(vscodeDir, 'node_modules', '@vscode', 'ripgrep', 'bin', 'rg');
  mkdirSync(join(rgTarget, '..'), { recursive: true });
  copyFileSync(rg, rgTarget);
  await npm(['rebuild'], vscodeDir, 'npm rebuild in lib/vscode (native modules)', 15 * MINUTE);
  if (!existsSync(join(vscodeDir, 'node_modules.asar'))) {
    symlinkSync('node_modules', join(vscodeDir, 'node_modules.asar'));
  }
  await npm(['rebuild', 'argon2'], cacheDir, 'npm rebuild argon2');

  const check = await runAllowingFailure(process.execPath, [codeServerEntry, '--version'], {
    timeoutMs: 60_000,
    label: 'code-server --version',
  });
  if (check.code !== 0 || !check.output.includes(`Code ${VSCODE_VERSION}`)) {
    throw new LauncherError(`code-server was installed but its version check failed:\n${lastLines(check.output, 20)}`);
  }
  writeFileSync(installedMarker, `${check.output.trim()}\n`);
  console.log(`code-server ready (${lastLines(check.output, 1)}) in ${Math.round((Date.now() - started) / 1000)} s.`);
}

/** Installs a packaged extension into an extensions directory, offline. */
export async function installVsix(vsixPath: string, extensionsDir: string): Promise<void> {
  const userDataDir = freshTempDir('install');
  try {
    await run(
      process.execPath,
      [codeServerEntry, '--install-extension', vsixPath, '--extensions-dir', extensionsDir, '--user-data-dir', userDataDir],
      {
        env: cleanEnv(),
        timeoutMs: 2 * MINUTE,
        label: `installing ${vsixPath} into code-server`,
      },
    );
  } finally {
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** User settings that keep a fresh profile quiet: no welcome page, no update or gallery calls. */
export const quietSettings: Record<string, unknown> = {
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'security.workspace.trust.enabled': false,
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'extensions.ignoreRecommendations': true,
  'git.enabled': false,
  'chat.disableAIFeatures': true,
};

export interface CodeServerOptions {
  /** 0 picks a free port. */
  port: number;
  workspace: string;
  userDataDir: string;
  extensionsDir: string;
  /** Extra user settings on top of quietSettings. */
  settings?: Record<string, unknown>;
  /**
   * Settings for the server machine (Machine/settings.json): where code-server reads
   * machine-scoped settings such as a base URL that a workspace must not override.
   */
  machineSettings?: Record<string, unknown>;
  /** Extra environment for code-server and so for the extension host. */
  env?: NodeJS.ProcessEnv;
  /** Where code-server's own output goes. */
  logFile: string;
  timeoutMs?: number;
  /** More command-line options (before the workspace folder). */
  extraArgs?: readonly string[];
  /** Workspace Trust as a new user has it (the sandbox); the test tiers leave it off. */
  workspaceTrust?: boolean;
  /** Starts the server through another command (a private namespace, see privateTrustStore.ts). */
  wrap?: (command: string, args: readonly string[]) => { command: string; args: string[] };
}

export interface RunningCodeServer {
  /** http://127.0.0.1:<port> (no trailing slash). */
  origin: string;
  port: number;
  child: ChildProcess;
  /** The workbench URL for the workspace, with an optional extension-development payload. */
  workbenchUrl(payload?: [string, string][]): string;
  /** The last lines code-server printed, for error messages. */
  recentOutput(): string;
  stop(): Promise<void>;
}

/** Starts code-server on 127.0.0.1 with its own user data and extensions; resolves once it answers. */
export async function startCodeServer(options: CodeServerOptions): Promise<RunningCodeServer> {
  ensureDir(join(options.userDataDir, 'User'));
  ensureDir(options.extensionsDir);
  writeFileSync(join(options.userDataDir, 'User', 'settings.json'), JSON.stringify({ ...quietSettings, ...options.settings }, null, 2));
  if (options.machineSettings) {
    ensureDir(join(options.userDataDir, 'Machine'));
    writeFileSync(join(options.userDataDir, 'Machine', 'settings.json'), JSON.stringify(options.machineSettings, null, 2));
  }
  const args = [
    codeServerEntry,
    '--auth',
    'none',
    '--bind-addr',
    `127.0.0.1:${options.port}`,
    '--disable-telemetry',
    '--disable-update-check',
    ...(options.workspaceTrust ? [] : ['--disable-workspace-trust']),
    '--disable-getting-started-override',
    '--user-data-dir',
    options.userDataDir,
    '--extensions-dir',
    options.extensionsDir,
    ...(options.extraArgs ?? []),
    options.workspace,
  ];
  const started = options.wrap ? options.wrap(process.execPath, args) : { command: process.execPath, args };
  const child = startChild(started.command, started.args, { env: cleanEnv(options.env) });
  const log = createWriteStream(options.logFile);
  let output = '';
  const onData = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-64_000);
    log.write(chunk);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `code-server exited (${signal ?? code})`;
  });

  const timeoutMs = options.timeoutMs ?? 60_000;
  const port = await pollUntil(
    () => {
      if (exited) {
        throw new LauncherError(`${exited} before it was listening. Its output (${options.logFile}):\n${lastLines(output, 30)}`);
      }
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      return match ? Number(match[1]) : undefined;
    },
    { timeoutMs, what: `code-server to listen (log: ${options.logFile})` },
  );
  const origin = `http://127.0.0.1:${port}`;
  await pollUntil(
    async () => {
      if (exited) {
        throw new LauncherError(`${exited}. Its output:\n${lastLines(output, 30)}`);
      }
      try {
        const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5_000) });
        return response.ok ? true : undefined;
      } catch {
        return undefined;
      }
    },
    { timeoutMs, what: `code-server at ${origin}/healthz` },
  );

  return {
    origin,
    port,
    child,
    workbenchUrl(payload) {
      const url = new URL(`${origin}/`);
      url.searchParams.set('folder', options.workspace);
      if (payload) {
        url.searchParams.set('payload', JSON.stringify(payload));
      }
      return url.toString();
    },
    recentOutput: () => lastLines(output, 40),
    async stop() {
      await stopChild(child);
      log.end();
    },
  };
}

/** The vscode-remote URI code-server's workbench uses for a path on this machine. */
export function remoteUri(origin: string, absolutePath: string): string {
  return `vscode-remote://${new URL(origin).host}${absolutePath}`;
}

/** Flags for Debian's Chromium in a container, from HOST_TESTS.md. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
