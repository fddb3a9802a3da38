/**
 * Streaming: a 300 MB file goes through any→zip while this process's memory hardly grows. The
 * emulator runs in a child process, so that only the client's own memory is measured here.
 */
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { once } from 'node:events';
import yauzl from 'yauzl';
import { ConversionClient, sourceFromPath } from '../../../../src/service/convert';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import { HttpTransport } from '../../../../src/service/http';
import { startEmulator, type RunningEmulator } from '../../../support/emulatorProcess';
import { tempDir } from '../../support/inProcessEmulator';
import { MemoryWatch, writeCompressibleFile } from '../../support/memory';

const SIZE = 300 * 1024 * 1024;
const LIMIT = 64 * 1024 * 1024;

function zipEntrySizes(path: string): Promise<{ name: string; size: number }[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) {
        reject(err ?? new Error('no zip'));
        return;
      }
      const entries: { name: string; size: number }[] = [];
      zip.on('entry', (e: yauzl.Entry) => {
        entries.push({ name: e.fileName, size: e.uncompressedSize });
        zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('service streaming (child-process emulator)', function () {
  this.timeout(120_000);
  let emulator: RunningEmulator;
  let dir: Awaited<ReturnType<typeof tempDir>>;

  before(async () => {
    [emulator, dir] = await Promise.all([startEmulator(), tempDir()]);
  });
  after(async () => {
    await emulator?.stop();
    await dir?.remove();
  });

  it('uploads a 300 MB file with heap + external growth under 64 MB, and the result is complete', async () => {
    const input = join(dir.path, 'big input.log');
    await writeCompressibleFile(input, SIZE);
    const transport = new HttpTransport({ baseUrl: emulator.info.baseUrl });
    const client = new ConversionClient(transport, new ApiTokenCredential(emulator.info.apiTokens[0]!.token));
    const resolveOutput = async (r: { name: string }): Promise<{ path: string; overwrite: boolean }> => ({
      path: join(dir.path, 'out', r.name),
      overwrite: true,
    });
    try {
      // Warm up (connection, code paths), so the measurement sees the file, not first-use costs.
      const warm = join(dir.path, 'warm.log');
      await writeCompressibleFile(warm, 1024 * 1024);
      await client.convert({ source: await sourceFromPath(warm), sourceFormat: 'log', targetFormat: 'zip', resolveOutput });

      const watch = new MemoryWatch();
      let uploaded = 0;
      const result = await client.convert({
        source: await sourceFromPath(input),
        sourceFormat: 'log',
        targetFormat: 'zip',
        resolveOutput,
        onProgress: (p) => {
          if (p.phase !== 'download') {
            uploaded = Math.max(uploaded, p.done ?? 0);
          }
        },
      });
      const growth = watch.stop();
      assert.ok(uploaded >= SIZE, `only ${uploaded} bytes reported as sent`);
      assert.equal(result.files.length, 1);
      const entries = await zipEntrySizes(result.files[0]!.path);
      assert.deepEqual(entries, [{ name: 'big input.log', size: SIZE }]);
      const mb = (n: number): string => `${(n / 1024 / 1024).toFixed(1)} MB`;
      assert.ok(
        growth.heapExternal < LIMIT,
        `heap + external grew by ${mb(growth.heapExternal)} (rss ${mb(growth.rss)}) for a ${mb(SIZE)} upload`,
      );
      assert.ok(growth.rss < 2 * LIMIT, `rss grew by ${mb(growth.rss)} for a ${mb(SIZE)} upload`);
    } finally {
      await transport.close();
    }
  });

  it('the measurement can fail: reading the same file into memory is seen', async () => {
    const input = join(dir.path, 'medium.log');
    await writeCompressibleFile(input, 96 * 1024 * 1024);
    const watch = new MemoryWatch();
    const chunks: Buffer[] = [];
    const { createReadStream } = await import('node:fs');
    const stream = createReadStream(input);
    stream.on('data', (c) => chunks.push(c as Buffer));
    await once(stream, 'end');
    const growth = watch.stop();
    assert.ok(growth.heapExternal > LIMIT, `holding 96 MB showed only ${growth.heapExternal} bytes of growth`);
    chunks.length = 0;
  });
});
