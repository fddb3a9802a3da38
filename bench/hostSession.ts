/**
 * The extension as a person runs it, for the batch bench: a production build made into a folder of
 * its own (the development build in dist/ stays as it is), loaded by code-server's extension host
 * the way the host tier loads the development build (test/support: code-server offline, opened
 * by headless Chromium), with a driver (hostDriver.ts) that runs the convert command whenever the
 * bench asks. code-server runs only while this holds the machine's code-server lock.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../test/support/browser';
import { ensureCodeServer, remoteUri, startCodeServer, type RunningCodeServer } from '../test/support/codeServer';
import { freshTempDir, repoRoot } from '../test/support/paths';
import { run as runProcess } from '../test/support/processes';
import type { RoundOrder, RoundReport } from './hostDriver';

/** The lock every code-server run on this machine takes (one at a time); CONVERT_FILES_CODESERVER_LOCK names another. */
export const CODE_SERVER_LOCK = process.env.CONVERT_FILES_CODESERVER_LOCK ?? '/tmp/convert-files-vscode.lock';

export interface HostSession {
  readonly vscodeVersion: string;
  /** CPU the extension host spends per second of wall with no command running (ms/s). */
  readonly idleCpuMsPerS: number;
  /** Runs the convert command on `files` inside the host; resolves with its figures. */
  round(files: string[], target: string, outputDirectory: string, profile?: string): Promise<RoundReport>;
  close(): Promise<void>;
}

/** Holds `lock` (flock) until release() is called or this process ends. */
async function holdLock(lock: string): Promise<{ release(): void }> {
  const child: ChildProcess = spawn('flock', [lock, 'sh', '-c', 'echo locked; exec cat >/dev/null'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (c: Buffer) => (c.toString().includes('locked') ? resolve() : undefined));
    child.once('exit', (code) => reject(new Error(`flock ${lock} ended (${code}) before the lock was held`)));
  });
  return { release: () => child.stdin!.end() };
}

/** The production build, with the files a packaged extension carries, in a folder of its own. */
async function productionBuild(dir: string): Promise<string> {
  const ext = join(dir, 'extension');
  mkdirSync(ext, { recursive: true });
  await runProcess(process.execPath, ['esbuild.mjs', '--production', '--outdir', join(ext, 'dist')], {
    cwd: repoRoot,
    timeoutMs: 5 * 60_000,
    label: 'the production build',
  });
  for (const file of ['package.json', 'package.nls.json', 'package.nls.de.json', 'LICENSE', 'l10n', 'schemas', 'media']) {
    cpSync(join(repoRoot, file), join(ext, file), { recursive: true, filter: (src) => !src.includes('screenshots') });
  }
  await esbuild.build({
    entryPoints: [join(repoRoot, 'bench', 'hostDriver.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['vscode'],
    outfile: join(dir, 'driver', 'index.js'),
    logLevel: 'error',
  });
  return ext;
}

/** Waits for the driver's next message to `path`. */
class Control {
  private readonly waiting = new Map<string, (body: unknown) => void>();
  private readonly queued = new Map<string, unknown[]>();
  private pendingNext: ServerResponse | undefined;
  failure: string | undefined;

  constructor(private readonly token: string) {}

  handle(req: IncomingMessage, res: ServerResponse): void {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      const path = req.url ?? '';
      if (path === '/setup') {
        res.end(JSON.stringify({ token: this.token }));
        return;
      }
      if (path === '/next') {
        this.pendingNext = res;
        this.deliver('next', undefined);
        return;
      }
      res.end('{}');
      if (path === '/failed') {
        this.failure = (JSON.parse(text) as { error: string }).error;
      }
      this.deliver(path.slice(1), text ? JSON.parse(text) : undefined);
    });
  }

  private deliver(what: string, body: unknown): void {
    const waiter = this.waiting.get(what);
    if (waiter) {
      this.waiting.delete(what);
      waiter(body);
    } else {
      this.queued.set(what, [...(this.queued.get(what) ?? []), body]);
    }
  }

  /** The next message `what` (ready, result, next), or a rejection after `ms` or when the driver failed. */
  wait<T>(what: string, ms: number): Promise<T> {
    const queued = this.queued.get(what);
    if (queued?.length) {
      return Promise.resolve(queued.shift() as T);
    }
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no "${what}" from the host within ${ms / 1000} s${this.failure ? `: ${this.failure}` : ''}`)),
        ms,
      );
      const failed = setInterval(() => {
        if (this.failure) {
          clearTimeout(timer);
          clearInterval(failed);
          reject(new Error(`the driver in the host failed: ${this.failure}`));
        }
      }, 200);
      this.waiting.set(what, (body) => {
        clearTimeout(timer);
        clearInterval(failed);
        resolve(body as T);
      });
    });
  }

  /** Answers the driver's waiting /next. */
  send(order: RoundOrder | { stop: true }): void {
    this.pendingNext?.end(JSON.stringify(order));
    this.pendingNext = undefined;
  }
}

/** Builds, takes the lock, starts code-server and the driver; the session holds them until close(). */
export async function startHostSession(options: {
  readonly baseUrl: string;
  readonly token: string;
  readonly parallel: number;
  readonly workspace: string;
  readonly logDir: string;
}): Promise<HostSession> {
  const dir = freshTempDir('bench-host');
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  const close = async (): Promise<void> => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup();
    }
  };
  try {
    const extension = await productionBuild(dir);
    const control = new Control(options.token);
    const server: Server = createServer((req, res) => control.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    server.unref();
    const lock = await holdLock(CODE_SERVER_LOCK);
    cleanups.push(() => lock.release());
    // Its check runs code-server (--version): under the lock too.
    await ensureCodeServer();
    const codeServer: RunningCodeServer = await startCodeServer({
      port: 0,
      workspace: options.workspace,
      userDataDir: join(dir, 'user-data'),
      extensionsDir: join(dir, 'extensions'),
      settings: { 'convertFiles.baseUrl': options.baseUrl, 'convertFiles.maxParallel': options.parallel },
      env: { CONVERT_FILES_BENCH_CONTROL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
      logFile: join(options.logDir, 'code-server.log'),
    });
    cleanups.push(() => codeServer.stop());
    const browser: Browser = await launchChromium();
    cleanups.push(() => browser.close().catch(() => undefined));
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(
      codeServer.workbenchUrl([
        ['extensionDevelopmentPath', remoteUri(codeServer.origin, extension)],
        ['extensionTestsPath', remoteUri(codeServer.origin, join(dir, 'driver', 'index.js'))],
      ]),
      { timeout: 60_000 },
    );
    const ready = await control.wait<{ vscodeVersion: string; idleCpuMsPerS: number }>('ready', 3 * 60_000);
    let id = 0;
    // First at close: the driver's waiting /next is answered, so its run() ends before the host does.
    cleanups.push(() => control.send({ stop: true }));
    return {
      vscodeVersion: ready.vscodeVersion,
      idleCpuMsPerS: ready.idleCpuMsPerS,
      async round(files, target, outputDirectory, profile) {
        await control.wait('next', 60_000);
        control.send({ id: ++id, files, target, outputDirectory, profile });
        const report = await control.wait<RoundReport>('result', 10 * 60_000);
        if (report.id !== id) {
          throw new Error(`the host answered round ${report.id} for round ${id}`);
        }
        return report;
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
