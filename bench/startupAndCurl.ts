/**
 * `npm run bench`, the start-up and network figures:
 * - activation in the real VS Code host (code-server's extension host): the host tier's start-up
 *   sessions run with CONVERT_FILES_BENCH_OUT set, and startupCheck writes what it measured there
 *   (time from the bundle's first line to the end of activate(), the files and bytes loaded);
 * - the production activation bundle's size;
 * - one 300 MB upload, side by side in the same run: this client (undici engine, and Node's own
 *   fetch, which is what VS Code's patched fetch calls) and curl -F, wall time and CPU.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConversionClient, sourceFromPath } from '../src/service/convert';
import type { ResolveOutput } from '../src/service/convert/conversionRequest';
import { ApiTokenCredential } from '../src/service/auth/tokens';
import { HttpTransport } from '../src/service/http';
import { CODE_SERVER_VERSION } from '../test/support/codeServer';
import { startEmulator } from '../test/support/emulatorProcess';
import { writeCompressibleFile } from '../test/unit/support/memory';
import { CODE_SERVER_LOCK } from './hostSession';
import { curlAuthorizationFile, timed } from './batch';

const MB = 1024 * 1024;

/** Start-up figures: the production bundle, and activation in the real host (or why not). */
export function activationFigures(): void {
  console.log('Activation');
  const dir = mkdtempSync(join(tmpdir(), 'convert-files-bench-build-'));
  try {
    execFileSync(process.execPath, ['esbuild.mjs', '--production', '--outdir', dir], { stdio: 'pipe' });
    console.log(
      `  production activation bundle (dist/extension.js): ${(statSync(join(dir, 'extension.js')).size / 1024).toFixed(1)} KB; undici's engine, loaded with the first request: ${(statSync(join(dir, 'undiciFetch.js')).size / 1024).toFixed(1)} KB`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const out = join(tmpdir(), `convert-files-bench-activation-${process.pid}.json`);
  const run = spawnSync('flock', [CODE_SERVER_LOCK, 'npm', 'run', 'test:host'], {
    env: { ...process.env, CONVERT_FILES_HOST_GREP: 'start-up', CONVERT_FILES_BENCH_OUT: out },
    encoding: 'utf8',
    timeout: 10 * 60_000,
  });
  if (!existsSync(out)) {
    console.log(
      `  in the real host: not measured (the host run ended with ${run.status}; its last lines follow)\n${(run.stdout ?? '').split('\n').slice(-15).join('\n')}`,
    );
    return;
  }
  const figures = JSON.parse(readFileSync(out, 'utf8')) as { activationMs?: number; loadMs?: number; files: string[]; bytes: number };
  rmSync(out, { force: true });
  console.log(
    `  in the real host (code-server ${CODE_SERVER_VERSION}, VS Code's extension host), after a window reload, activated by onStartupFinished:`,
  );
  console.log(`    activate: ${figures.activationMs?.toFixed(1) ?? '?'} ms from the bundle's first line to the end of activate()`);
  console.log(
    `    of which loading the bundle: ${figures.loadMs?.toFixed(1) ?? '?'} ms (its first line to the start of activate(); the rest waits on the host: secrets, settings)`,
  );
  console.log(
    `    loaded from the extension's folder: ${figures.files.length} file(s), ${(figures.bytes / 1024).toFixed(1)} KB (the development build the host tier runs: ${figures.files.map((f) => f.split('/').slice(-2).join('/')).join(', ')})`,
  );
}

function cpuOf(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
}

/** The same 300 MB file through this client and through curl, in one run. */
export async function curlComparison(dir: string): Promise<void> {
  const emulator = await startEmulator();
  const token = emulator.info.apiTokens[0]!.token;
  const input = join(dir, 'compare-300.log');
  await writeCompressibleFile(input, 300 * MB);
  const warm = join(dir, 'compare-warm.log');
  await writeCompressibleFile(warm, MB);
  const resolveOutput: ResolveOutput = async (r) => ({ path: join(dir, 'cmp', r.name), overwrite: true });
  console.log('300 MB any→zip upload, this client beside curl (same file, same emulator, same run)');
  console.log('  client                                    wall s    CPU s   MB/s');
  const row = (label: string, wall: number, cpu: number): void =>
    console.log(
      `  ${label.padEnd(40)} ${wall.toFixed(2).padStart(7)} ${cpu.toFixed(2).padStart(8)} ${(300 / wall).toFixed(0).padStart(6)}`,
    );
  try {
    const engines: [string, ((url: string, init: RequestInit) => Promise<Response>) | undefined][] = [
      ['this client, undici engine (plain Node)', undefined],
      ["this client, Node's fetch (as in VS Code)", (url, init) => fetch(url, init)],
    ];
    for (const [label, engineFetch] of engines) {
      const transport = new HttpTransport({ baseUrl: emulator.info.baseUrl, fetch: engineFetch });
      const client = new ConversionClient(transport, new ApiTokenCredential(token));
      await client.convert({ source: await sourceFromPath(warm), sourceFormat: 'log', targetFormat: 'zip', resolveOutput });
      const cpu = process.cpuUsage();
      const started = performance.now();
      await client.convert({ source: await sourceFromPath(input), sourceFormat: 'log', targetFormat: 'zip', resolveOutput });
      row(label, (performance.now() - started) / 1000, cpuOf(cpu));
      await transport.close();
    }
    const authorization = `@${curlAuthorizationFile(dir, token)}`;
    const curl = await timed('curl', [
      '-sS',
      '-o',
      join(dir, 'curl.zip'),
      '-H',
      authorization,
      '-F',
      `File=@${input}`,
      `${emulator.info.baseUrl}/convert/log/to/zip`,
    ]);
    if (curl.status === 0 && Number.isFinite(curl.wallMs + curl.cpuMs)) {
      row('curl -F File=@… (answer JSON, no download)', curl.wallMs / 1000, curl.cpuMs / 1000);
    } else {
      console.log(`  curl: did not run (${curl.status}): ${curl.stderr.trim()}`);
    }
  } finally {
    await emulator.stop();
  }
}
