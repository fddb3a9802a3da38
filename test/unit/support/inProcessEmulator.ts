/**
 * The emulator for the service client's tests, in this process (fast, with a clock we control).
 * As a child process (for memory measurements, where its own buffers must not count): the
 * launchers' startEmulator, test/support/emulatorProcess.ts.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { sourceFromPath } from '../../../src/service/convert';
import type { SourceFile } from '../../../src/service/http';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../emulator/server';

export { startEmulator, type Emulator };

/** A JSON call to the emulator's management API (`/_emulator/...`), which needs no auth. */
export async function manage(baseUrl: string, method: 'POST' | 'PATCH', path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await request(`${baseUrl}/_emulator/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.body.text();
  if (response.statusCode !== 200) {
    throw new Error(`/_emulator/${path} answered ${response.statusCode}: ${text}`);
  }
  return JSON.parse(text) as Record<string, unknown>;
}

/** Sets fault injection for the next requests. */
export function faults(
  baseUrl: string,
  set: { Latency?: number; Status503?: number; Status503RetryAfter?: number; ResetMidResponse?: number; MalformedBody?: number },
): Promise<unknown> {
  return manage(baseUrl, 'POST', 'faults', set);
}

/** A clock tests move by hand, shared by the emulator and the client. */
export class ManualClock {
  constructor(public ms = Date.UTC(2030, 0, 1, 9, 0, 0)) {}
  readonly now = (): number => this.ms;
  advance(ms: number): void {
    this.ms += ms;
  }
}

/** Starts an in-process emulator with a manual clock. */
export async function startTestEmulator(opts: Omit<EmulatorOptions, 'port'> = {}): Promise<{ emu: Emulator; clock: ManualClock }> {
  const clock = new ManualClock();
  const emu = await startEmulator({ port: 0, now: clock.now, ...opts });
  return { emu, clock };
}

/**
 * An in-process emulator for the enclosing describe block: started before its first test and handed
 * to `use`, closed after its last; before each test its accounts, jobs and faults are reset and its
 * request log emptied.
 */
export function useEmulator(use: (emu: Emulator) => void, opts: Omit<EmulatorOptions, 'port'> = {}): void {
  let emu: Emulator | undefined;
  before(async () => {
    emu = await startEmulator({ port: 0, ...opts });
    use(emu);
  });
  after(() => emu?.close());
  beforeEach(async () => {
    await manage(emu!.baseUrl, 'POST', 'reset');
    emu!.requestLog.length = 0;
  });
}

/** useEmulator with a manual clock (as startTestEmulator): `use` hears of both. */
export function useTestEmulator(
  use: (started: { emu: Emulator; clock: ManualClock }) => void,
  opts: Omit<EmulatorOptions, 'port'> = {},
): void {
  const clock = new ManualClock();
  useEmulator((emu) => use({ emu, clock }), { now: clock.now, ...opts });
}

/** Requests the emulator saw for a path prefix. */
export function seen(emu: Emulator, method: string, pathPrefix: string): number {
  return emu.requestLog.filter((r) => r.method === method && r.path.startsWith(pathPrefix)).length;
}

/** A fresh temporary directory, and a way to remove it. */
export async function tempDir(prefix = 'convert-files-service-'): Promise<{
  path: string;
  remove(): Promise<void>;
  list(): Promise<string[]>;
  /** Writes `name` into the directory and opens it as a conversion's source. */
  source(name: string, data: string | Buffer): Promise<SourceFile>;
}> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  return {
    path,
    remove: () => rm(path, { recursive: true, force: true }),
    list: async () => (await readdir(path)).sort(),
    source: async (name, data) => {
      await writeFile(join(path, name), data);
      return sourceFromPath(join(path, name));
    },
  };
}
