/**
 * One large file, any→zip (issue 42): this client as it ships (one request), as it was before
 * (a job for files over 100 MB, polls 0.5 to 5 s apart) and curl -F, each a process of its own
 * against the same child-process emulator on loopback, interleaved round by round after a
 * warm-up; wall, CPU and each process's peak memory (/usr/bin/time), medians and min–max, the
 * load. The input is a sparse file of zeros in the temporary folder, removed afterwards.
 * CONVERT_FILES_BENCH_LARGE_MB sets its size (default 1024), CONVERT_FILES_BENCH_LARGE_ROUNDS the
 * counted rounds (default 3).
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, rmSync, statSync, writeSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { startEmulator } from '../test/support/emulatorProcess';
import { manage } from '../test/unit/support/inProcessEmulator';
import { curlAuthorizationFile, timed, withToken } from './batch';
import { interleaved, loadLine, table, type Sample } from './rounds';

const MB = 1024 * 1024;
const NOW = 'this client, one request (now)';
const BEFORE = 'this client, job over 100 MB (before)';
const CURL = 'curl -F File=@… (octet-stream answer)';

/** `df -h` of a folder's file system, one line. */
function diskLine(path: string): string {
  return execFileSync('df', ['-h', path], { encoding: 'utf8' }).trim().split('\n').at(-1) ?? '';
}

export async function largeFileFigures(dir: string): Promise<void> {
  const sizeMb = Number(process.env.CONVERT_FILES_BENCH_LARGE_MB ?? 1024);
  const rounds = Number(process.env.CONVERT_FILES_BENCH_LARGE_ROUNDS ?? 3);
  console.log(
    `${sizeMb} MB any→zip (a sparse file of zeros), each client a process of its own, ${rounds} rounds interleaved after a warm-up`,
  );
  console.log(`  at the start: ${loadLine()}; disk: ${diskLine(tmpdir())}`);
  const input = join(tmpdir(), `convert-files-bench-${sizeMb}mb-${process.pid}.bin`);
  const out = join(dir, 'large-out');
  mkdirSync(out, { recursive: true });
  const script = join(dir, 'largeClient.js');
  await esbuild.build({
    entryPoints: [join(__dirname, 'largeClient.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    outfile: script,
    logLevel: 'error',
  });
  const emulator = await startEmulator();
  const token = emulator.info.apiTokens[0]!.token;
  const samples = new Map<string, Sample[]>();
  const authorization = curlAuthorizationFile(dir, token);
  try {
    await manage(emulator.info.baseUrl, 'PATCH', `accounts/${emulator.info.accountId}`, { ConversionsTotal: 1_000_000 });
    // Sparse: the bytes read are zeros, none are stored on the disk but the last one.
    const fd = openSync(input, 'w');
    writeSync(fd, Buffer.from([0]), 0, 1, sizeMb * MB - 1);
    closeSync(fd);
    for (const { round, warmup, contender } of interleaved([NOW, BEFORE, CURL], rounds)) {
      const result =
        contender === CURL
          ? await timed('curl', [
              '-sS',
              '--fail',
              '-o',
              join(out, 'curl.zip'),
              '-H',
              `@${authorization}`,
              '-H',
              'Accept: application/octet-stream',
              '-F',
              `File=@${input}`,
              `${emulator.info.baseUrl}/convert/any/to/zip`,
            ])
          : await timed(
              process.execPath,
              [script, emulator.info.baseUrl, input, out, contender === NOW ? 'now' : 'before'],
              withToken(token),
            );
      if (result.status !== 0) {
        throw new Error(`${contender} failed (${result.status}): ${result.stderr.trim().split('\n').slice(-4).join('\n')}`);
      }
      const written = readdirSync(out);
      if (written.length !== 1) {
        throw new Error(`${contender} left ${written.length} files`);
      }
      const zipBytes = statSync(join(out, written[0]!)).size;
      rmSync(out, { recursive: true, force: true });
      mkdirSync(out, { recursive: true });
      const load = loadavg()[0]!;
      console.log(
        `  ${warmup ? 'warm-up' : `round ${round}`}  ${contender.padEnd(40)} wall ${(result.wallMs / 1000).toFixed(2)} s  CPU ${(result.cpuMs / 1000).toFixed(2)} s  peak ${((result.maxRssKiB ?? 0) / 1024).toFixed(0)} MiB  zip ${zipBytes} B  load ${load.toFixed(2)}`,
      );
      if (!warmup) {
        samples.set(contender, [...(samples.get(contender) ?? []), { ...result, load }]);
      }
    }
  } finally {
    rmSync(authorization, { force: true });
    rmSync(input, { force: true });
    rmSync(out, { recursive: true, force: true });
    await emulator.stop();
  }
  console.log('');
  for (const line of table(samples, CURL, NOW)) {
    console.log(line);
  }
  console.log(`  at the end: ${loadLine()}; disk: ${diskLine(tmpdir())}`);
  console.log(
    "  (wall, CPU and peak memory (largest resident set) of each whole process, Node's start included for the client; goal: ≤ 1.1× curl's wall, peak under 150 MiB.)",
  );
}
