/**
 * The keep-alive side of the batch bench, in a process of its own (its CPU is its own): this
 * project's conversion client on the undici engine (one keep-alive pool), N files at parallelism P.
 * Prints one JSON line: wall and CPU of the batch, and the process's peak memory.
 * Usage: CONVERT_FILES_BENCH_TOKEN=<token> tsx bench/batchClient.ts <baseUrl> <parallel> <outDir> <file>…
 */
import { join } from 'node:path';
import { ApiTokenCredential } from '../src/service/auth/tokens';
import { ConversionClient, sourceFromPath } from '../src/service/convert';
import { HttpTransport } from '../src/service/http';

async function main(): Promise<void> {
  const [baseUrl, parallel, outDir, ...files] = process.argv.slice(2);
  const token = process.env.CONVERT_FILES_BENCH_TOKEN;
  const transport = new HttpTransport({ baseUrl: baseUrl! });
  const client = new ConversionClient(transport, new ApiTokenCredential(token!));
  const convert = async (path: string): Promise<void> => {
    await client.convert({
      source: await sourceFromPath(path),
      sourceFormat: 'md',
      targetFormat: 'html',
      resolveOutput: async (r) => ({ path: join(outDir!, r.name), overwrite: true }),
    });
  };
  const cpu = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: Number(parallel) }, async () => {
      while (next < files.length) {
        await convert(files[next++]!);
      }
    }),
  );
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  await transport.close();
  const maxRssKiB = process.resourceUsage().maxRSS;
  process.stdout.write(`${JSON.stringify({ wallMs, cpuMs: (used.user + used.system) / 1000, maxRssKiB })}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
