// Starts the service emulator (test/emulator/cli.ts) as a child process and reads the JSON line
// it prints once listening. The launchers pass that JSON on to the extension host.
import { EMULATOR_ENV, type EmulatorInfo } from './emulatorInfo';
export { EMULATOR_ENV, type EmulatorInfo };
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { LauncherError, lastLines, pollUntil, startChild, stopChild } from './processes';
import { cleanEnv, repoRoot } from './paths';

export interface RunningEmulator {
  info: EmulatorInfo;
  child: ChildProcess;
  stop(): Promise<void>;
}

const cliPath = join(repoRoot, 'test', 'emulator', 'cli.ts');

/** Whether the repository has an emulator yet. */
export function emulatorExists(): boolean {
  return existsSync(cliPath);
}

/** Starts the emulator on a free loopback port (or `port`); output goes to `logFile`. */
export async function startEmulator(options: { logFile: string; port?: number; timeoutMs?: number }): Promise<RunningEmulator> {
  const tsxCli = require.resolve('tsx/cli');
  const child = startChild(process.execPath, [tsxCli, cliPath, '--port', String(options.port ?? 0), '--json'], { cwd: repoRoot, env: cleanEnv() });
  const log = createWriteStream(options.logFile);
  let output = '';
  let info: EmulatorInfo | undefined;
  const onData = (chunk: Buffer) => {
    log.write(chunk);
    if (info) {
      return;
    }
    output += chunk.toString();
    for (const line of output.split('\n')) {
      const trimmed = line.trim();
      if (!trimmed.startsWith('{')) {
        continue;
      }
      try {
        const parsed = JSON.parse(trimmed) as Partial<EmulatorInfo>;
        if (typeof parsed.baseUrl === 'string' && Array.isArray(parsed.apiTokens)) {
          info = parsed as EmulatorInfo;
        }
      } catch {
        // A log line that merely starts with a brace; keep reading.
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', (chunk: Buffer) => {
    log.write(chunk);
    output += chunk.toString();
  });
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `the emulator exited (${signal ?? code})`;
  });
  const found = await pollUntil(
    () => {
      if (info) {
        return info;
      }
      if (exited) {
        throw new LauncherError(`${exited} before printing its JSON line. Its output (${options.logFile}):\n${lastLines(output, 30)}`);
      }
      return undefined;
    },
    { timeoutMs: options.timeoutMs ?? 60_000, what: `the emulator's JSON line (log: ${options.logFile})` },
  );
  return {
    info: found,
    child,
    async stop() {
      await stopChild(child);
      log.end();
    },
  };
}
