/**
 * One large file through this project's conversion client, in a process of its own (its peak memory
 * is its own): any→zip, the result saved to <outDir>. `before` sets the client up as it was before
 * issue 42 (a job for files over 100 MB, polls 0.5, 1, 2, 3, 5 s apart); `now` as it ships.
 * Prints one JSON line: whether a job was used. Usage: CONVERT_FILES_BENCH_TOKEN=<token> node largeClient.js <baseUrl> <file> <outDir> now|before
 */
import { join } from 'node:path';
import { ApiTokenCredential } from '../src/service/auth/tokens';
import { ConversionClient, DEFAULT_ASYNC_SETTINGS, sourceFromPath } from '../src/service/convert';
import { HttpTransport } from '../src/service/http';

async function main(): Promise<void> {
  const [baseUrl, file, outDir, mode] = process.argv.slice(2);
  const token = process.env.CONVERT_FILES_BENCH_TOKEN;
  const transport = new HttpTransport({ baseUrl: baseUrl! });
  const before = { async: { ...DEFAULT_ASYNC_SETTINGS, aboveBytes: 100 * 1024 * 1024 }, pollDelaysMs: [500, 1000, 2000, 3000, 5000] };
  const client = new ConversionClient(transport, new ApiTokenCredential(token!), undefined, mode === 'before' ? before : {});
  let job = false;
  await client.convert({
    source: await sourceFromPath(file!),
    sourceFormat: 'any',
    targetFormat: 'zip',
    resolveOutput: async (r) => ({ path: join(outDir!, r.name), overwrite: true }),
    onJob: () => (job = true),
  });
  await transport.close();
  process.stdout.write(`${JSON.stringify({ job })}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
