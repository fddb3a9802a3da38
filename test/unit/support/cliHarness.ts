// The command line run in this process against the in-process emulator, in a fresh folder: what
// it printed on stdout and stderr, the bytes it wrote to stdout, its exit code; and the check that
// the token was printed nowhere, which every run makes.
import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../../src/cli/main';
import { startEmulator, type Emulator } from './inProcessEmulator';

export interface CliRun {
  readonly code: number;
  readonly out: string[];
  readonly err: string[];
  /** Bytes written to stdout as a result (`--out -`). */
  readonly bytes: Buffer;
}

export interface CliOptions {
  readonly env?: Record<string, string | undefined>;
  readonly signal?: AbortSignal;
  readonly stdin?: Buffer;
  /** Told each line as it is printed (a watch is followed while it runs). */
  readonly onLine?: (line: string) => void;
  readonly cwd?: string;
  readonly watchCap?: number;
}

/** One emulator for a describe block, a fresh folder per test. */
export class CliHarness {
  emu!: Emulator;
  root!: string;

  get token(): string {
    return this.emu.demo.apiTokens[0]!.token;
  }

  async start(): Promise<void> {
    this.emu = await startEmulator({ port: 0 });
  }

  async stop(): Promise<void> {
    await this.emu.close();
  }

  async fresh(prefix: string): Promise<string> {
    this.root = await mkdtemp(join(tmpdir(), `convert-files-${prefix}-`));
    return this.root;
  }

  async clean(): Promise<void> {
    await rm(this.root, { recursive: true, force: true });
  }

  async write(path: string, data: string | Buffer, root = this.root): Promise<void> {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), data);
  }

  /** Conversions sent so far (POST /convert/…). */
  converts(): number {
    return this.emu.requestLog.filter((r) => r.method === 'POST' && r.path.startsWith('/convert/')).length;
  }

  /** Requests besides reading the public catalogue since `since`. */
  sentSince(since: number): string[] {
    return this.emu.requestLog
      .slice(since)
      .filter((r) => r.method !== 'GET' || !r.path.startsWith('/info/'))
      .map((r) => `${r.method} ${r.path}`);
  }

  async cli(args: readonly string[], options: CliOptions = {}): Promise<CliRun> {
    const out: string[] = [];
    const err: string[] = [];
    const chunks: Buffer[] = [];
    const line = (to: string[]) => (l: string) => {
      to.push(l);
      options.onLine?.(l);
    };
    const code = await runCli(args, {
      env: { CONVERT_FILES_API_TOKEN: this.token, CONVERT_FILES_BASE_URL: this.emu.baseUrl, ...options.env },
      cwd: options.cwd ?? this.root,
      out: line(out),
      err: line(err),
      signal: options.signal ?? new AbortController().signal,
      now: () => new Date('2030-05-06T12:00:00Z'),
      ...(options.watchCap !== undefined ? { watchCap: options.watchCap } : {}),
      stdin: async function* () {
        if (options.stdin) {
          yield options.stdin;
        }
      },
      stdout: async (data) => {
        for await (const chunk of data) {
          chunks.push(Buffer.from(chunk));
        }
      },
    });
    const bytes = Buffer.concat(chunks);
    for (const text of [...out, ...err, bytes.toString('latin1')]) {
      assert.ok(!text.includes(this.token), `the token was printed: ${text.slice(0, 200)}`);
    }
    return { code, out, err, bytes };
  }
}

/**
 * A harness for the enclosing describe block: its emulator started before the first test and
 * closed after the last, a fresh folder per test (removed after it) holding `files` (path: content),
 * and the request log emptied.
 */
export function useCliHarness(prefix: string, files: Readonly<Record<string, string | Buffer>> = {}): CliHarness {
  const h = new CliHarness();
  before(() => h.start());
  after(() => h.stop());
  beforeEach(async () => {
    await h.fresh(prefix);
    h.emu.requestLog.length = 0;
    for (const [path, data] of Object.entries(files)) {
      await h.write(path, data);
    }
  });
  afterEach(() => h.clean());
  return h;
}

/** Every path below `dir`, relative, `/`-separated, sorted. */
export async function listAll(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    found.push(rel);
    if (e.isDirectory()) {
      found.push(...(await listAll(join(dir, e.name), rel)));
    }
  }
  return found.sort();
}

/** The JSON Lines of a run: every line must be one JSON object. */
export function jsonLines(lines: readonly string[]): Record<string, unknown>[] {
  return lines.map((l) => {
    const value: unknown = JSON.parse(l);
    assert.ok(typeof value === 'object' && value !== null && !Array.isArray(value), `not a JSON object: ${l}`);
    return value as Record<string, unknown>;
  });
}
