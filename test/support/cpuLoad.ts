// `npm run test:loaded -- <command…>`: runs a command (a tier, `npm test`) while every core is
// kept busy, as on a machine where other work runs; the load stops when the command ends, or
// after CONVERT_FILES_CPU_LOAD_MAX_MS (default 60 min) if that comes first. Exits with the
// command's exit code. Waits in the tests must hold under this: they follow events or poll a
// state with a deadline, never a moment that a slow machine can miss.
//
//   flock /tmp/convert-files-vscode.lock npm run test:loaded -- npm run test:ui
//
// CONVERT_FILES_CPU_LOAD_WORKERS: busy threads (default: one per core, os.availableParallelism()).
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { LauncherError, main } from './processes';

/** A busy loop in a thread of its own; terminate() ends it (V8 interrupts the loop). */
const BUSY = `
let x = 0;
for (;;) {
  for (let i = 0; i < 1e6; i += 1) { x = (x * 31 + i) % 1000003; }
}
`;

export interface CpuLoad {
  readonly workers: number;
  /** Ends the load (idempotent); resolves once every thread has stopped. */
  stop(): Promise<void>;
}

/** Starts `workers` busy threads, stopped by stop() or after `maxMs`, whichever comes first. */
export function startCpuLoad(workers: number, maxMs: number): CpuLoad {
  const threads = Array.from({ length: workers }, () => new Worker(BUSY, { eval: true }));
  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopped ??= Promise.all(threads.map((t) => t.terminate())).then(() => undefined);
    return stopped;
  };
  const cap = setTimeout(() => {
    console.error(`\ncpu load: stopped after ${Math.round(maxMs / 1000)} s (CONVERT_FILES_CPU_LOAD_MAX_MS); the command goes on unloaded.`);
    void stop();
  }, maxMs);
  cap.unref();
  return {
    workers,
    stop: () => {
      clearTimeout(cap);
      return stop();
    },
  };
}

if (require.main === module) {
  main(async () => {
    const [command, ...args] = process.argv.slice(2);
    if (!command) {
      throw new LauncherError('Usage: npm run test:loaded -- <command> [arguments], e.g. npm run test:loaded -- npm run test:ui');
    }
    const workers = Number(process.env.CONVERT_FILES_CPU_LOAD_WORKERS ?? availableParallelism());
    const maxMs = Number(process.env.CONVERT_FILES_CPU_LOAD_MAX_MS ?? 60 * 60_000);
    if (!Number.isInteger(workers) || workers < 1 || !(maxMs > 0)) {
      throw new LauncherError(
        'CONVERT_FILES_CPU_LOAD_WORKERS must be a whole number from 1, CONVERT_FILES_CPU_LOAD_MAX_MS a positive number.',
      );
    }
    const started = Date.now();
    const load = startCpuLoad(workers, maxMs);
    console.log(`cpu load: ${workers} busy thread(s) on ${availableParallelism()} core(s) while \`${[command, ...args].join(' ')}\` runs`);
    const child = spawn(command, args, { stdio: 'inherit' });
    const code = await new Promise<number>((resolve, reject) => {
      child.once('error', (error) => reject(new LauncherError(`could not start \`${command}\`: ${error.message}`)));
      child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 128 : 1)));
    });
    await load.stop();
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`cpu load: stopped; the command took ${seconds} s under load (load average now ${loadavg()[0]!.toFixed(2)})`);
    return code;
  });
}
