/**
 * A batch of small files through what a person runs (issue 42): 200 Markdown files of about 20 KB
 * (md → html) at parallelism 8 against the emulator with 50 ms added to every request (its
 * Latency setting), over loopback HTTP, through
 * - the real convert command with an argument object (jobs planned, the batch runner,
 *   `workspace.fs` writes, progress) in code-server's extension host, on a production build in a
 *   folder of its own, timed in the host from the command's start to its answer;
 * - this project's client in plain Node on one keep-alive pool (bench/batchClient.ts);
 * - curl --parallel --parallel-max 8;
 * interleaved round by round (A B C A B C …, one warm-up round first), with medians, min–max and
 * the load printed. CONVERT_FILES_BENCH_ROUNDS sets the counted rounds (default 5);
 * CONVERT_FILES_BENCH_NO_HOST=1 leaves the host out (no code-server run); CONVERT_FILES_BENCH_PROFILE=<dir>
 * writes CPU profiles of the host's and the pool's counted rounds there (bench/profileSummary.ts).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../test/support/emulatorProcess';
import { runCaptured } from '../test/support/processes';
import { manage } from '../test/unit/support/inProcessEmulator';
import { startHostSession, type HostSession } from './hostSession';
import { interleaved, loadLine, table, type Sample } from './rounds';

const FILES = 200;
const PARALLEL = 8;
const LATENCY_MS = 50;
/** The longest one client process may take. */
const CHILD_TIMEOUT_MS = 10 * 60_000;

const HOST = "convert command in code-server's host (prod)";
const POOL = 'keep-alive pool (this client, plain Node)';
const CURL = `curl --parallel --parallel-max ${PARALLEL}`;

/** `/usr/bin/time -f '%e %U %S %M' …`: wall, CPU and peak memory of a whole process. */
export async function timed(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<Omit<Sample, 'load'> & { status: number | null; stderr: string }> {
  const result = await runCaptured('/usr/bin/time', ['-f', '%e %U %S %M', command, ...args], { env, timeoutMs: CHILD_TIMEOUT_MS });
  const [wall, user, sys, rss] = (result.stderr.trim().split('\n').at(-1) ?? '').split(' ').map(Number);
  return { wallMs: wall! * 1000, cpuMs: (user! + sys!) * 1000, maxRssKiB: rss, status: result.status, stderr: result.stderr };
}

/**
 * The Authorization header in a file of its own (mode 0600) for curl's `-H @file`: a token on a
 * command line can be read by every user of the machine (ps, /proc) while the process runs.
 */
export function curlAuthorizationFile(dir: string, token: string): string {
  const path = join(dir, 'curl-authorization.txt');
  writeFileSync(path, `Authorization: Bearer ${token}\n`, { mode: 0o600 });
  return path;
}

/** The environment a bench child reads its token from (CONVERT_FILES_BENCH_TOKEN), not its command line. */
export function withToken(token: string): NodeJS.ProcessEnv {
  return { ...process.env, CONVERT_FILES_BENCH_TOKEN: token };
}

function count(dir: string): number {
  return readdirSync(dir).length;
}

export async function batchFigures(dir: string): Promise<void> {
  const rounds = Number(process.env.CONVERT_FILES_BENCH_ROUNDS ?? 5);
  console.log(
    `Batch: ${FILES} small files (md → html, ~20 KB) at parallelism ${PARALLEL}, ${LATENCY_MS} ms added to each request by the emulator, loopback HTTP; ${rounds} rounds interleaved after a warm-up`,
  );
  console.log(`  at the start: ${loadLine()}`);
  const work = join(dir, 'batch');
  const workspace = join(work, 'workspace');
  mkdirSync(join(workspace, 'notes'), { recursive: true });
  const files = Array.from({ length: FILES }, (_, i) => {
    const path = join(workspace, 'notes', `note-${i}.md`);
    writeFileSync(path, `# Note ${i}\n\n${'Some *text* in a paragraph, with a [link](https://example.com).\n\n'.repeat(300)}`);
    return path;
  });
  const emulator = await startEmulator();
  const token = emulator.info.apiTokens[0]!.token;
  await manage(emulator.info.baseUrl, 'POST', 'faults', { Latency: LATENCY_MS });
  // The demo account's 1000 conversions last five batches: enough for every round.
  await manage(emulator.info.baseUrl, 'PATCH', `accounts/${emulator.info.accountId}`, { ConversionsTotal: 1_000_000 });
  let host: HostSession | undefined;
  const samples = new Map<string, Sample[]>();
  const withHost = !process.env.CONVERT_FILES_BENCH_NO_HOST;
  // CONVERT_FILES_BENCH_PROFILE=<dir>: a CPU profile of each counted round of the host and the pool there (bench/profileSummary.ts reads them).
  const profiles = process.env.CONVERT_FILES_BENCH_PROFILE;
  try {
    if (withHost) {
      host = await startHostSession({ baseUrl: emulator.info.baseUrl, token, parallel: PARALLEL, workspace, logDir: work });
      console.log(
        `  host: VS Code ${host.vscodeVersion} (code-server), the production build in its own folder; the extension host idle: ${host.idleCpuMsPerS.toFixed(1)} ms CPU per s`,
      );
    }
    const curlConfig = join(work, 'curl.conf');
    const contenders = withHost ? [HOST, POOL, CURL] : [POOL, CURL];
    for (const { round, warmup, contender } of interleaved(contenders, rounds)) {
      const out = join(work, `out-${round}-${contenders.indexOf(contender)}`);
      mkdirSync(out, { recursive: true });
      let sample: Omit<Sample, 'load'>;
      if (contender === HOST) {
        const profile = profiles && !warmup ? join(profiles, `host-round-${round}.cpuprofile`) : undefined;
        const report = await host!.round(files, 'html', out, profile);
        if (report.results !== FILES) {
          throw new Error(`the command wrote ${report.results} of ${FILES} results: ${report.problems.join('; ')}`);
        }
        sample = report;
      } else if (contender === POOL) {
        const profile = profiles && !warmup ? ['--cpu-prof', '--cpu-prof-dir', join(profiles, `pool-round-${round}`)] : [];
        const client = await runCaptured(
          process.execPath,
          ['--import', 'tsx', ...profile, join(__dirname, 'batchClient.ts'), emulator.info.baseUrl, String(PARALLEL), out, ...files],
          { env: withToken(token), timeoutMs: CHILD_TIMEOUT_MS },
        );
        const line = client.stdout.trim().split('\n').at(-1) ?? '';
        if (client.status !== 0 || !line.startsWith('{')) {
          throw new Error(`the pool did not run (${client.status}): ${client.stderr.trim().split('\n').slice(-5).join('\n')}`);
        }
        sample = JSON.parse(line) as Omit<Sample, 'load'>;
      } else {
        // One config block per file (each transfer's options are its own after `next`).
        const config = files
          .map(
            (f, i) =>
              `url = "${emulator.info.baseUrl}/convert/md/to/html"\nform = "File=@${f}"\noutput = "${join(out, `curl-${i}.json`)}"\nheader = "Authorization: Bearer ${token}"\n`,
          )
          .join('next\n');
        writeFileSync(curlConfig, config, { mode: 0o600 });
        const result = await timed('curl', ['-sS', '--fail', '--parallel', '--parallel-max', String(PARALLEL), '--config', curlConfig]);
        if (result.status !== 0) {
          throw new Error(`curl did not run (${result.status}): ${result.stderr.trim().split('\n').slice(-3).join('\n')}`);
        }
        sample = result;
      }
      if (count(out) !== FILES) {
        throw new Error(`${contender} left ${count(out)} files of ${FILES} in ${out}`);
      }
      rmSync(out, { recursive: true, force: true });
      const load = loadavg()[0]!;
      console.log(
        `  ${warmup ? 'warm-up' : `round ${round}`}  ${contender.padEnd(44)} wall ${(sample.wallMs / 1000).toFixed(2)} s  CPU ${(sample.cpuMs / 1000).toFixed(2)} s  load ${load.toFixed(2)}`,
      );
      if (!warmup) {
        samples.set(contender, [...(samples.get(contender) ?? []), { ...sample, load }]);
      }
    }
  } finally {
    await host?.close();
    await emulator.stop();
  }
  console.log('');
  for (const line of table(samples, CURL, POOL)) {
    console.log(line);
  }
  console.log(`  at the end: ${loadLine()}`);
  console.log(
    "  (wall: the host's from the command's start to its answer, the pool's from its first request to its last answer, curl's whole process; CPU: the extension host's whole process during the command, the pool's process during its batch, curl's process. Ratios: medians of the round-by-round ratios. Goal: ≤ 1.3× curl's wall, ≤ 1.5× the pool's CPU.)",
  );
}
