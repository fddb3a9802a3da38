// File size limit (413 code 413) and streaming of large uploads to disk.
import { strict as assert } from 'node:assert';
import { Readable } from 'node:stream';
import type { Emulator } from '../../emulator/server';
import { call, codeOf, fileForm } from '../support/emulatorHelpers';
import { useEmulator } from '../support/inProcessEmulator';

/** A body of `size` bytes of 'a' made as it is read, so the test itself holds no large buffer. */
function generatedBody(size: number, chunk = 1024 * 1024): ReadableStream<Uint8Array> {
  const block = Buffer.alloc(chunk, 'a');
  let left = size;
  return Readable.toWeb(
    Readable.from(
      (function* () {
        while (left > 0) {
          const n = Math.min(left, chunk);
          left -= n;
          yield n === chunk ? block : block.subarray(0, n);
        }
      })(),
    ),
  ) as ReadableStream<Uint8Array>;
}

describe('emulator: file size limit', () => {
  let emu: Emulator;
  const limit = 64 * 1024;
  const token = () => emu.demo.apiTokens[0]!.token;
  useEmulator((started) => (emu = started), { maxFileSizeBytes: limit });

  it('a multipart file over the limit is 413 {Code: 413} and nothing is charged', async () => {
    const a = await call(emu, 'POST', '/convert/txt/to/pdf', { token: token(), body: fileForm('big.txt', Buffer.alloc(limit + 1, 'a')) });
    assert.equal(a.status, 413);
    assert.equal(codeOf(a), 413);
    const user = await call(emu, 'GET', '/user', { token: emu.demo.masterToken });
    assert.equal((user.json as { ConversionsConsumed: number }).ConversionsConsumed, 0);
  });

  it('a file of exactly the limit is accepted', async () => {
    assert.equal(
      (await call(emu, 'POST', '/convert/txt/to/pdf', { token: token(), body: fileForm('edge.txt', Buffer.alloc(limit, 'a')) })).status,
      200,
    );
  });

  it('an octet-stream body and an /upload over the limit are 413 413, even when far larger', async () => {
    const headers = { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment; filename="big.txt"' };
    const a = await call(emu, 'POST', '/convert/txt/to/pdf', { token: token(), headers, body: Buffer.alloc(limit * 4, 'a') });
    assert.equal(codeOf(a), 413);
    const up = await fetch(`${emu.baseUrl}/upload`, {
      method: 'POST',
      headers: { ...headers, Authorization: `Bearer ${token()}` },
      body: generatedBody(8 * 1024 * 1024),
      duplex: 'half',
    } as RequestInit);
    assert.equal(up.status, 413);
    assert.equal(((await up.json()) as { Code: number }).Code, 413);
  });

  it('serves the next request on the same emulator after refusing a large body', async () => {
    assert.equal((await call(emu, 'GET', '/user', { token: emu.demo.masterToken })).status, 200);
  });
});

describe('emulator: large uploads are streamed to disk', function () {
  this.timeout(120_000);
  let emu: Emulator;
  useEmulator((started) => (emu = started));

  it('takes a 300 MB upload without holding it in memory', async () => {
    const size = 300 * 1024 * 1024;
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    try {
      const res = await fetch(`${emu.baseUrl}/upload`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${emu.demo.apiTokens[0]!.token}`,
          'Content-Type': 'application/octet-stream',
          'Content-Disposition': 'attachment; filename="big.bin"',
        },
        body: generatedBody(size),
        duplex: 'half',
      } as RequestInit);
      assert.equal(res.status, 200);
      assert.equal(((await res.json()) as { FileSize: number }).FileSize, size);
    } finally {
      clearInterval(sampler);
    }
    assert.ok(peak - rssBefore < 150 * 1024 * 1024, `memory grew by ${Math.round((peak - rssBefore) / 1048576)} MB`);
  });
});
