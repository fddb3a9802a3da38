/**
 * How a local source is read for its upload: whole and unchanged, in reads no larger than the file
 * (a read's buffer is allocated at its full size; 256 KB reads of small files made the extension
 * host collect garbage for a third of a batch's CPU, issue 42), and in 256 KB parts when larger.
 */
import { strict as assert } from 'node:assert';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import type { ReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import { ConversionClient, sourceFromPath } from '../../../../src/service/convert';
import { HttpTransport } from '../../../../src/service/http';
import { startTestEmulator } from '../../support/inProcessEmulator';

async function readAll(stream: AsyncIterable<Uint8Array>): Promise<{ bytes: Buffer; chunks: number[] }> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) {
    parts.push(Buffer.from(chunk));
  }
  return { bytes: Buffer.concat(parts), chunks: parts.map((p) => p.length) };
}

describe('a local source as uploaded', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'convert-files-source-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  for (const size of [0, 1, 20_000, 256 * 1024, 1024 * 1024 + 7]) {
    it(`reads a ${size}-byte file whole, in reads of at most min(file + 1 byte, 256 KB)`, async () => {
      const path = join(dir, `f-${size}.bin`);
      const content = randomBytes(size);
      writeFileSync(path, content);
      const source = await sourceFromPath(path);
      assert.equal(source.size, size);
      const stream = source.open() as ReadStream;
      assert.ok(
        stream.readableHighWaterMark <= Math.min(size + 1, 256 * 1024),
        `reads of ${stream.readableHighWaterMark} bytes for a ${size}-byte file`,
      );
      const { bytes, chunks } = await readAll(stream);
      assert.ok(bytes.equals(content), 'the bytes sent are the file');
      assert.ok(
        chunks.every((n) => n <= 256 * 1024),
        `chunks: ${chunks.join(', ')}`,
      );
    });
  }

  it('reads a file that grew since it was looked up no further than its size and one byte (a small body is held whole before it is sent)', async () => {
    const path = join(dir, 'growing.log');
    writeFileSync(path, Buffer.alloc(1000, 65));
    const source = await sourceFromPath(path);
    appendFileSync(path, Buffer.alloc(4 * 1024 * 1024, 66));
    const { bytes } = await readAll(source.open());
    assert.equal(bytes.length, 1001);
  });
});

describe('a local source that changed between its look-up and its upload', function () {
  this.timeout(10_000);
  it('fails its conversion (grown or shrunk), sends no part of it as the file, and writes nothing', async () => {
    const { emu } = await startTestEmulator();
    const dir = mkdtempSync(join(tmpdir(), 'convert-files-changed-'));
    const transport = new HttpTransport({ baseUrl: emu.baseUrl, retry: { maxAttempts: 1 } });
    const client = new ConversionClient(transport, new ApiTokenCredential(emu.demo.apiTokens[0]!.token));
    try {
      const changes: [string, number, (path: string) => void][] = [
        ['grew, small', 20_000, (p) => appendFileSync(p, Buffer.alloc(64 * 1024 * 1024, 66))],
        ['shrank, small', 20_000, (p) => truncateSync(p, 10_000)],
        ['grew, large', 600_000, (p) => appendFileSync(p, Buffer.alloc(100_000, 66))],
        ['shrank, large', 600_000, (p) => truncateSync(p, 300_000)],
      ];
      for (const [label, size, change] of changes) {
        const path = join(dir, `${label.replace(/\W+/g, '-')}.log`);
        writeFileSync(path, Buffer.alloc(size, 65));
        const source = await sourceFromPath(path);
        change(path);
        const outcome = await client
          .convert({
            source,
            sourceFormat: 'log',
            targetFormat: 'zip',
            resolveOutput: async (r) => ({ path: join(dir, 'out', r.name), overwrite: true }),
          })
          .then(
            () => 'converted',
            (err: unknown) => err,
          );
        assert.ok(outcome instanceof Error, `${label}: ${String(outcome)}`);
      }
      assert.deepEqual(
        readdirSync(dir).filter((f) => !f.endsWith('.log')),
        [],
      );
      assert.equal(emu.requestLog.filter((r) => r.status === 200).length, 0, 'the service converted a changed file');
    } finally {
      await transport.close();
      await emu.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
