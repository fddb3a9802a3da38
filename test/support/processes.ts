// Child processes with deadlines, and a registry that kills every one of them when the launcher
// exits for any reason (normal end, failure, Ctrl+C, SIGTERM from CI).
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { poll } from './poll';

const children = new Set<ChildProcess>();
let cleanupInstalled = false;

/** Thrown for every launcher failure; its message is what the developer reads. */
export class LauncherError extends Error {
  override name = 'LauncherError';
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  try {
    // Children are started in their own process group, so this reaches grandchildren too
    // (code-server's extension host, tsx's node, npm's node-gyp).
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // Already gone.
    }
  }
}

/**
 * Every process below this one, found through /proc (Linux): the safety net for processes that
 * libraries start on our behalf (Chromium through Playwright, VS Code through test-electron).
 */
function descendantPids(): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const childrenOf = new Map<number, number[]>();
  for (const entry of entries) {
    try {
      // The parent pid is the 2nd field after the parenthesised command name.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      childrenOf.set(ppid, [...(childrenOf.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const queue = [process.pid];
  while (queue.length > 0) {
    for (const pid of childrenOf.get(queue.shift() as number) ?? []) {
      found.push(pid);
      queue.push(pid);
    }
  }
  return found;
}

/** Kills every child still running, and their descendants, synchronously (safe in an 'exit' handler). */
export function killAllChildren(): void {
  // Listed before anything is killed: orphans are re-parented and could no longer be found.
  const descendants = descendantPids();
  for (const child of children) {
    killGroup(child, 'SIGKILL');
  }
  children.clear();
  for (const pid of descendants) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

function installCleanup(): void {
  if (cleanupInstalled) {
    return;
  }
  cleanupInstalled = true;
  process.on('exit', killAllChildren);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      process.stderr.write(`\nReceived ${signal}: stopping every process this launcher started.\n`);
      killAllChildren();
      process.exit(130);
    });
  }
}

/** Stops one child politely (SIGTERM to its group), then by force after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    children.delete(child);
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

/** Starts a long-running child in its own process group and registers it for cleanup. */
export function startChild(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  installCleanup();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options, detached: true });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Hard deadline; the whole process group is killed when it passes. */
  timeoutMs: number;
  /** Stream the child's output to ours (otherwise it is captured and shown only on failure). */
  echo?: boolean;
  /** What the step is, for messages ("installing code-server"). */
  label: string;
}

export interface RunResult {
  code: number;
  output: string;
}

/** Runs a command to completion with a deadline; rejects with a clear message on failure. */
export async function run(command: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  const result = await runAllowingFailure(command, args, options);
  if (result.code !== 0) {
    const tail = options.echo ? '' : `\n--- last output ---\n${lastLines(result.output, 40)}`;
    throw new LauncherError(`${options.label} failed: \`${[command, ...args].join(' ')}\` exited with ${result.code}.${tail}`);
  }
  return result;
}

/** Like run(), but resolves with the exit code instead of rejecting on a non-zero one. */
export function runAllowingFailure(command: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = startChild(command, args, { cwd: options.cwd, env: options.env ?? process.env });
    let output = '';
    const collect = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      if (options.echo) {
        stream.write(chunk);
      }
    };
    child.stdout?.on('data', collect(process.stdout));
    child.stderr?.on('data', collect(process.stderr));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      void stopChild(child, 2_000);
    }, options.timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new LauncherError(`${options.label}: could not start \`${command}\`: ${error.message}`));
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) {
        reject(
          new LauncherError(
            `${options.label} timed out after ${Math.round(options.timeoutMs / 1000)} s.\n--- last output ---\n${lastLines(output, 40)}`,
          ),
        );
        return;
      }
      resolve({ code: code ?? (signal ? 128 : 1), output });
    });
  });
}

/** What a child said and how it ended, its output streams kept apart. */
export interface CapturedRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a child to its end (killed past `timeoutMs`), keeping stdout and stderr apart; rejects only when it cannot start. */
export function runCaptured(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<CapturedRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: options.timeoutMs,
      killSignal: 'SIGKILL',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** The last `n` lines of some output, for error messages. */
export function lastLines(text: string, n: number): string {
  return text.trimEnd().split('\n').slice(-n).join('\n');
}

/** Resolves with the first value `probe` returns that is not undefined, polling until `timeoutMs`. */
export async function pollUntil<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  options: { timeoutMs: number; intervalMs?: number; what: string },
): Promise<T> {
  return (await poll(probe, {
    ...options,
    intervalMs: options.intervalMs ?? 250,
    done: (value) => value !== undefined,
    timedOut: (message) => new LauncherError(message),
  })) as T;
}

/** Races a promise against a deadline, with a message that says what was being waited for. */
export async function withDeadline<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LauncherError(`Timed out after ${Math.round(timeoutMs / 1000)} s: ${what}.`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Exits once stdout and stderr have handed over what was written: process.exit() drops what a
 * pipe has not taken yet, and on a busy machine the reader (npm test, CI) is slow, so a tier's
 * closing line was lost. At most 10 s of waiting.
 */
function exitAfterOutput(code: number): void {
  process.exitCode = code;
  let pending = 2;
  const done = (): void => {
    pending -= 1;
    if (pending === 0) {
      process.exit(code);
    }
  };
  process.stdout.write('', done);
  process.stderr.write('', done);
  setTimeout(() => process.exit(code), 10_000).unref();
}

/** Runs a launcher's main function: prints LauncherErrors plainly, anything else with a stack. */
export function main(body: () => Promise<number>): void {
  installCleanup();
  body().then(
    (code) => {
      killAllChildren();
      exitAfterOutput(code);
    },
    (error: unknown) => {
      killAllChildren();
      if (error instanceof LauncherError) {
        process.stderr.write(`\nERROR: ${error.message}\n`);
      } else {
        process.stderr.write(`\nERROR: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      }
      exitAfterOutput(1);
    },
  );
}
