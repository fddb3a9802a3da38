/**
 * The batch bench's side inside code-server's extension host (loaded as extensionTestsPath beside
 * the production build, see hostSession.ts): it runs the real convert command with an argument
 * object each time the bench asks, timed from the command's start to its answer, and reports the
 * time and the extension host's CPU meanwhile. It asks the bench over loopback HTTP
 * (CONVERT_FILES_BENCH_CONTROL) and holds nothing the bench does not hand it.
 */
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { Session } from 'node:inspector/promises';
import * as vscode from 'vscode';

/** What the bench hands the driver for one round. */
export interface RoundOrder {
  readonly id: number;
  readonly files: string[];
  readonly target: string;
  readonly outputDirectory: string;
  /** Where to write a CPU profile of the extension host during this round (V8's .cpuprofile), if wanted. */
  readonly profile?: string;
}

/** What the driver reports for one round. */
export interface RoundReport {
  readonly id: number;
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly results: number;
  /** A few reasons, when files failed or were skipped. */
  readonly problems: string[];
}

function call<T>(path: string, body?: unknown): Promise<T> {
  const base = process.env.CONVERT_FILES_BENCH_CONTROL;
  if (!base) {
    return Promise.reject(new Error('CONVERT_FILES_BENCH_CONTROL is not set'));
  }
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: body === undefined ? 'GET' : 'POST', agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        try {
          resolve((text ? JSON.parse(text) : {}) as T);
        } catch (err) {
          reject(err as Error);
        }
      });
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

interface Answer {
  results: vscode.Uri[];
  failed: { reason: string }[];
  skipped: { reason: string }[];
}

/** V8's sampling profiler on this thread (the extension host's), every 200 µs. */
async function startProfile(): Promise<Session> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return session;
}

/** Called by the extension host once the workbench is open. */
export async function run(): Promise<void> {
  try {
    const extension = vscode.extensions.getExtension<{ store: { addApiToken(t: object): Promise<unknown> } }>(
      'convert-files.convert-files',
    );
    if (!extension) {
      throw new Error('the extension under test is not loaded');
    }
    const api = await extension.activate();
    const { token } = await call<{ token: string }>('/setup');
    await api.store.addApiToken({ name: 'bench', environment: 'Production', token });
    // What the host spends with nothing to do (VS Code's own work), to tell it from the command's.
    const idle = process.cpuUsage();
    const idleFrom = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleUsed = process.cpuUsage(idle);
    const idleCpuMsPerS = (idleUsed.user + idleUsed.system) / (performance.now() - idleFrom);
    await call('/ready', { vscodeVersion: vscode.version, node: process.version, idleCpuMsPerS });
    for (;;) {
      const order = await call<RoundOrder | { stop: true }>('/next');
      if ('stop' in order) {
        return;
      }
      const profiler = order.profile ? await startProfile() : undefined;
      const cpu = process.cpuUsage();
      const started = performance.now();
      const answer = (await vscode.commands.executeCommand('convertFiles.convert', {
        files: order.files,
        targets: [order.target],
        outputDirectory: order.outputDirectory,
        conflictPolicy: 'overwrite',
      })) as Answer;
      const wallMs = performance.now() - started;
      const used = process.cpuUsage(cpu);
      if (profiler && order.profile) {
        const { profile } = await profiler.post('Profiler.stop');
        writeFileSync(order.profile, JSON.stringify(profile));
        profiler.disconnect();
      }
      const report: RoundReport = {
        id: order.id,
        wallMs,
        cpuMs: (used.user + used.system) / 1000,
        results: answer.results.length,
        problems: [...answer.failed, ...answer.skipped].slice(0, 3).map((p) => p.reason),
      };
      await call('/result', report);
    }
  } catch (err) {
    await call('/failed', { error: err instanceof Error ? (err.stack ?? err.message) : String(err) }).catch(() => undefined);
  }
}
