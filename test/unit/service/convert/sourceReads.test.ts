/**
 * How a local source is read for its upload: whole and unchanged, in reads no larger than the file
 * (a read's buffer is allocated at its full size; 256 KB reads of small files made the extension
 * host collect garbage for a third of a batch's CPU, issue 42), and in 256 KB parts when larger.
 */
import { strict as assert } from 'node:assert';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { ReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sourceFromPath } from '../../../../src/service/convert';

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
});
