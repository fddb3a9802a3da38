/**
 * `npm run bench`: figures for the service client, printed, never asserted.
 *
 * - Upload throughput (MB/s) and peak memory growth of this process for 100 MB and 300 MB
 *   conversions through any→zip, against an emulator in a child process (its memory is not ours).
 * - JWT reuse: token requests per 100 conversions with a JWT from the token endpoint.
 * - Beside curl, and activation in the real host: see startupAndCurl.ts.
 */
import { join } from 'node:path';
import { ConversionClient, sourceFromPath } from '../src/service/convert';
import type { ResolveOutput } from '../src/service/convert/conversionRequest';
import { ApiTokenCredential, ServiceJwtCredential } from '../src/service/auth/tokens';
import { HttpTransport } from '../src/service/http';
import { startEmulator } from '../test/support/emulatorProcess';
import { startTestEmulator, tempDir } from '../test/unit/support/inProcessEmulator';
import { MemoryWatch, writeCompressibleFile } from '../test/unit/support/memory';
import { activationFigures, curlComparison } from './startupAndCurl';
import { batchFigures } from './batch';
import { largeFileFigures } from './largeFile';

const MB = 1024 * 1024;
const fmt = (n: number, digits = 1): string => n.toFixed(digits);

async function uploadFigures(dir: string): Promise<void> {
  const emulator = await startEmulator();
  const transport = new HttpTransport({ baseUrl: emulator.info.baseUrl });
  const client = new ConversionClient(transport, new ApiTokenCredential(emulator.info.apiTokens[0]!.token));
  const resolveOutput: ResolveOutput = async (r) => ({ path: join(dir, 'out', r.name), overwrite: true });
  try {
    const warm = join(dir, 'warm.log');
    await writeCompressibleFile(warm, MB);
    await client.convert({ source: await sourceFromPath(warm), sourceFormat: 'log', targetFormat: 'zip', resolveOutput });
    console.log('any→zip through a child-process emulator (compressible text input)');
    console.log('  size     upload MB/s   total s   heap+external growth   rss growth');
    for (const sizeMb of [100, 300]) {
      const input = join(dir, `input-${sizeMb}.log`);
      await writeCompressibleFile(input, sizeMb * MB);
      const watch = new MemoryWatch();
      const started = performance.now();
      let uploadedAt = 0;
      const source = await sourceFromPath(input);
      await client.convert({
        source,
        sourceFormat: 'log',
        targetFormat: 'zip',
        resolveOutput,
        onProgress: (p) => {
          if (!uploadedAt && p.phase === 'convert') {
            uploadedAt = performance.now();
          }
        },
      });
      const total = performance.now() - started;
      const growth = watch.stop();
      const uploadMs = (uploadedAt || performance.now()) - started;
      console.log(
        `  ${String(sizeMb).padStart(3)} MB   ${fmt(source.size / MB / (uploadMs / 1000)).padStart(10)}   ${fmt(total / 1000, 2).padStart(7)}   ${`${fmt(growth.heapExternal / MB)} MB`.padStart(20)}   ${`${fmt(growth.rss / MB)} MB`.padStart(10)}`,
      );
    }
  } finally {
    await transport.close();
    await emulator.stop();
  }
}

async function jwtReuseFigures(dir: string): Promise<void> {
  const { emu, clock } = await startTestEmulator();
  const transport = new HttpTransport({ baseUrl: emu.baseUrl });
  try {
    const token = emu.demo.apiTokens[0]!;
    const input = join(dir, 'small.log');
    await writeCompressibleFile(input, 1024);
    const source = await sourceFromPath(input);
    let n = 0;
    const resolveOutput: ResolveOutput = async () => ({ path: join(dir, 'jwt', `r${++n}.zip`), overwrite: true });
    const run = async (label: string, lifetimeSeconds: number, parallel: boolean, stepMs = 0): Promise<void> => {
      emu.requestLog.length = 0;
      const client = new ConversionClient(
        transport,
        new ServiceJwtCredential(transport, token.token, { kid: token.kid, lifetimeSeconds }, clock.now),
      );
      const one = (): Promise<unknown> => client.convert({ source, sourceFormat: 'log', targetFormat: 'zip', resolveOutput });
      const started = performance.now();
      if (parallel) {
        await Promise.all(Array.from({ length: 100 }, one));
      } else {
        for (let i = 0; i < 100; i++) {
          await one();
          clock.advance(stepMs);
        }
      }
      const ms = performance.now() - started;
      const tokens = emu.requestLog.filter((r) => r.path === '/token/jwt').length;
      const conversions = emu.requestLog.filter((r) => r.path.startsWith('/convert/')).length;
      console.log(
        `  ${label.padEnd(58)} ${String(tokens).padStart(3)} token request(s) for ${conversions} conversions (${fmt(ms / conversions, 1)} ms each)`,
      );
    };
    console.log('JWT reuse (token endpoint), token requests per 100 conversions');
    await run('1 h lifetime, one after another', 3600, false);
    await run('1 h lifetime, all 100 at once', 3600, true);
    await run('60 s lifetime, 10 s of (emulated) time per conversion', 60, false, 10_000);
  } finally {
    await transport.close();
    await emu.close();
  }
}

/** `npm run bench` runs every section; `npm run bench -- batch activation` only those named. */
async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const wanted = (name: string): boolean => only.length === 0 || only.includes(name);
  const dir = await tempDir('convert-files-bench-');
  try {
    console.log(`Node ${process.version}, ${process.platform}/${process.arch}\n`);
    if (wanted('upload')) {
      await uploadFigures(dir.path);
      console.log('');
    }
    if (wanted('jwt')) {
      await jwtReuseFigures(dir.path);
      console.log('');
    }
    if (wanted('curl')) {
      await curlComparison(dir.path);
      console.log('');
    }
    if (wanted('large')) {
      await largeFileFigures(dir.path);
      console.log('');
    }
    if (wanted('batch')) {
      await batchFigures(dir.path);
      console.log('');
    }
    if (wanted('activation')) {
      activationFigures();
    }
  } finally {
    await dir.remove();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
