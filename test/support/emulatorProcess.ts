// Starts the service emulator (test/emulator/cli.ts) as a child process and reads the JSON line
// it prints once listening. The launchers pass that JSON on to the extension host.
import { EMULATOR_ENV, type EmulatorInfo } from './emulatorInfo';
export { EMULATOR_ENV, type EmulatorInfo };
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, fchmodSync, openSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Redactor } from '../../src/service/errors';
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

/** The emulator's --json line in its output so far, once it is there. */
function findInfo(output: string): EmulatorInfo | undefined {
  for (const line of output.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed.startsWith('{')) {
      continue;
    }
    try {
      const parsed = JSON.parse(trimmed) as Partial<EmulatorInfo>;
      if (typeof parsed.baseUrl === 'string' && Array.isArray(parsed.apiTokens)) {
        return parsed as EmulatorInfo;
      }
    } catch {
      // A log line that merely starts with a brace, or a line not finished yet; keep reading.
    }
  }
  return undefined;
}

/**
 * One line of the emulator's log, its secrets masked. A JSON line (the emulator's start-up line)
 * is masked value by value and stays JSON; masking its text would swallow the quotes and
 * brackets around a token.
 */
export function maskedLine(line: string, redactor: Redactor): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      const mask = (value: unknown): unknown =>
        typeof value === 'string'
          ? redactor.redact(value)
          : Array.isArray(value)
            ? value.map(mask)
            : value !== null && typeof value === 'object'
              ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mask(v)]))
              : value;
      return JSON.stringify(mask(JSON.parse(trimmed)));
    } catch {
      // Not JSON after all: masked as text below.
    }
  }
  return redactor.redact(line);
}

/**
 * The emulator's output as it goes to its log file: line by line, with every token and secret
 * masked (its JSON line holds the demo account's credentials), in a file only its owner can read.
 */
function redactedLog(
  path: string | undefined,
  append: boolean,
): { write(chunk: Buffer): void; add(info: EmulatorInfo): void; end(): void } {
  if (path === undefined) {
    return { write: () => undefined, add: () => undefined, end: () => undefined };
  }
  if (!append) {
    // A mode only applies when the file is created: an older, world-readable log must go first.
    rmSync(path, { force: true });
  }
  const fd = openSync(path, append ? 'a' : 'w', 0o600);
  fchmodSync(fd, 0o600);
  const stream = createWriteStream('', { fd });
  const redactor = new Redactor();
  let partial = '';
  return {
    write(chunk) {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        stream.write(`${maskedLine(line, redactor)}\n`);
      }
    },
    add(info) {
      redactor.add(info.masterToken);
      for (const token of info.apiTokens) {
        redactor.add(token.token);
        redactor.add(token.secret);
      }
    },
    end() {
      if (partial !== '') {
        stream.write(maskedLine(partial, redactor));
      }
      stream.end();
    },
  };
}

/**
 * Starts the emulator on a free loopback port (or `port`); its output goes, redacted, to
 * `logFile` (appended to when `appendLog`; without one, only a failure to start shows it).
 * With `statePath`, accounts and tokens outlive a restart.
 */
export async function startEmulator(
  options: { logFile?: string; port?: number; timeoutMs?: number; statePath?: string; appendLog?: boolean } = {},
): Promise<RunningEmulator> {
  const tsxCli = require.resolve('tsx/cli');
  const state = options.statePath === undefined ? [] : ['--state', options.statePath];
  const child = startChild(process.execPath, [tsxCli, cliPath, '--port', String(options.port ?? 0), '--json', ...state], {
    cwd: repoRoot,
    env: cleanEnv(),
  });
  const log = redactedLog(options.logFile, options.appendLog === true);
  let output = '';
  let info: EmulatorInfo | undefined;
  const onData = (chunk: Buffer) => {
    if (!info) {
      output += chunk.toString();
      // Parsed before the chunk reaches the log, so that the log never holds the values in clear.
      info = findInfo(output);
      if (info) {
        log.add(info);
      }
    }
    log.write(chunk);
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
        throw new LauncherError(`${exited} before printing its JSON line. Its output:\n${lastLines(output, 30)}`);
      }
      return undefined;
    },
    { timeoutMs: options.timeoutMs ?? 60_000, what: `the emulator's JSON line${options.logFile ? ` (log: ${options.logFile})` : ''}` },
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
