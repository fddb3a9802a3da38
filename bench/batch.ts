/**
 * A batch of small files, side by side in one run (issue 28): 200 Markdown files of about 20 KB
 * (md → html) at parallelism 8, over loopback TLS behind a CONNECT proxy that adds 50 ms of round
 * trip, through
 * - the extension's conversion client inside code-server's extension host, through its own engine
 *   (keep-alive undici pools on what VS Code resolves) and, for comparison, through VS Code's
 *   patched fetch (the host tier's connections test, run with CONVERT_FILES_BENCH_BATCH);
 * - the same client in plain Node on one keep-alive pool (undici engine, bench/batchClient.ts);
 * - curl --parallel --parallel-max 8.
 * Wall time, CPU and the connections opened (distinct tunnels seen at the TLS endpoint).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildEmulator } from '../test/unit/service/support/inProcessEmulator';
import { startForwardProxy, startTlsFront, type TlsFront } from '../test/host/support/corporateNetwork';
import { BATCH_ENV, type BatchFigures, type BatchPlan } from '../test/host/support/batchBench';
import { CORPORATE_HOST, makeCertificates } from '../test/support/testCa';

const FILES = 200;
const PARALLEL = 8;
const LATENCY_MS = 50;

interface Row {
  label: string;
  wallMs: number;
  cpuMs: number;
  connections: number;
}

function print(rows: Row[]): void {
  const curl = rows.find((r) => r.label.startsWith('curl'));
  const pool = rows.find((r) => r.label.startsWith('keep-alive'));
  console.log('  client                                              wall s   × curl    CPU s   × pool   connections');
  for (const r of rows) {
    const wallRatio = curl ? (r.wallMs / curl.wallMs).toFixed(2) : '?';
    const cpuRatio = pool ? (r.cpuMs / pool.cpuMs).toFixed(2) : '?';
    console.log(
      `  ${r.label.padEnd(50)} ${(r.wallMs / 1000).toFixed(2).padStart(7)} ${wallRatio.padStart(8)} ${(r.cpuMs / 1000).toFixed(2).padStart(8)} ${cpuRatio.padStart(8)} ${String(r.connections).padStart(13)}`,
    );
  }
}

/** A child process run without blocking this one (the proxy and the TLS endpoint live here). */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => child.kill(), 10 * 60_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

/** Connections a set of requests used: distinct client ports at the endpoint. */
function connectionsSince(front: TlsFront, from: number): number {
  return new Set(front.requests.slice(from).map((r) => r.remotePort)).size;
}

/** The extension inside code-server's host, through the host tier's connections test (and VS Code's fetch there). */
function inHost(lock: string): Row[] | string {
  const out = join(tmpdir(), `convert-files-bench-batch-${process.pid}.json`);
  const plan: BatchPlan = { files: FILES, parallel: PARALLEL, latencyMs: LATENCY_MS, out };
  const hostRun = spawnSync('flock', [lock, 'npm', 'run', 'test:host'], {
    env: { ...process.env, CONVERT_FILES_HOST_GREP: '^connections', [BATCH_ENV]: JSON.stringify(plan) },
    encoding: 'utf8',
    timeout: 20 * 60_000,
  });
  if (!existsSync(out)) {
    return `not measured (the host run ended with ${hostRun.status}): ${(hostRun.stdout ?? '').split('\n').slice(-8).join('\n')}`;
  }
  const figures = JSON.parse(readFileSync(out, 'utf8')) as BatchFigures;
  rmSync(out, { force: true });
  const rows = [{ label: "extension in code-server's host (its engine)", ...figures }];
  if (figures.hostFetch) {
    rows.push({ label: "same client, VS Code's fetch (before)", ...figures.hostFetch });
  }
  return rows;
}

export async function batchFigures(dir: string, lock: string): Promise<void> {
  console.log(
    `Batch: ${FILES} small files (md → html, ~20 KB) at parallelism ${PARALLEL}, ${LATENCY_MS} ms round trip added, loopback TLS behind a CONNECT proxy`,
  );
  const rows: Row[] = [];
  // CONVERT_FILES_BENCH_NO_HOST=1: the plain-Node rows only (no code-server run).
  const host = process.env.CONVERT_FILES_BENCH_NO_HOST ? 'skipped (CONVERT_FILES_BENCH_NO_HOST)' : inHost(lock);
  const work = join(dir, 'batch');
  mkdirSync(join(work, 'out'), { recursive: true });
  const certs = makeCertificates(work);
  const emulator = await startChildEmulator();
  const front = await startTlsFront({ host: CORPORATE_HOST, certPath: certs.certPath, keyPath: certs.keyPath }, emulator.info.baseUrl);
  const proxy = await startForwardProxy(CORPORATE_HOST, undefined, LATENCY_MS);
  const token = emulator.info.apiTokens[0]!.token;
  const files = Array.from({ length: FILES }, (_, i) => {
    const path = join(work, `note-${i}.md`);
    writeFileSync(path, `# Note ${i}\n\n${'Some *text* in a paragraph, with a [link](https://example.com).\n\n'.repeat(300)}`);
    return path;
  });
  try {
    // One keep-alive pool: this client on undici, in its own process trusting the test CA.
    let from = front.requests.length;
    const client = await run(
      process.execPath,
      [
        require.resolve('tsx/cli'),
        join(__dirname, 'batchClient.ts'),
        front.baseUrl,
        proxy.url,
        token,
        String(PARALLEL),
        join(work, 'out'),
        ...files,
      ],
      { ...process.env, NODE_EXTRA_CA_CERTS: certs.caPath },
    );
    const line = client.stdout.trim().split('\n').at(-1) ?? '';
    if (client.status === 0 && line.startsWith('{')) {
      const { wallMs, cpuMs } = JSON.parse(line) as { wallMs: number; cpuMs: number };
      rows.push({
        label: 'keep-alive pool (this client on undici, plain Node)',
        wallMs,
        cpuMs,
        connections: connectionsSince(front, from),
      });
    } else {
      console.log(`  keep-alive pool: did not run (${client.status}): ${client.stderr.trim().split('\n').slice(-5).join('\n')}`);
    }

    // curl --parallel: one config block per file (each transfer's options are its own after `next`).
    from = front.requests.length;
    const config = files
      .map(
        (f, i) =>
          `url = "${front.baseUrl}/convert/md/to/html"\nform = "File=@${f}"\noutput = "${join(work, 'out', `curl-${i}.json`)}"\nheader = "Authorization: Bearer ${token}"\nproxy = "${proxy.url}"\ncacert = "${certs.caPath}"\n`,
      )
      .join('next\n');
    writeFileSync(join(work, 'curl.conf'), config, { mode: 0o600 });
    const timed = await run('/usr/bin/time', [
      '-f',
      '%e %U %S',
      'curl',
      '-sS',
      '--fail',
      '--parallel',
      '--parallel-max',
      String(PARALLEL),
      '--config',
      join(work, 'curl.conf'),
    ]);
    const [wall, user, sys] = (timed.stderr.trim().split('\n').at(-1) ?? '').split(' ').map(Number);
    if (timed.status === 0 && wall !== undefined && user !== undefined && sys !== undefined) {
      rows.push({
        label: `curl --parallel --parallel-max ${PARALLEL}`,
        wallMs: wall * 1000,
        cpuMs: (user + sys) * 1000,
        connections: connectionsSince(front, from),
      });
    } else {
      console.log(`  curl: did not run (${timed.status}): ${timed.stderr.trim().split('\n').slice(-3).join('\n')}`);
    }
  } finally {
    await proxy.close();
    await front.close();
    await emulator.stop();
  }
  if (typeof host === 'string') {
    console.log(`  extension in code-server's host: ${host}`);
  } else {
    rows.unshift(...host);
  }
  print(rows);
  console.log(
    "  (CPU: the extension host's whole process during the batch; the pool's and curl's own process. Goal: ≤ 1.3× curl's wall, ≤ 2× the pool's CPU.)",
  );
}
