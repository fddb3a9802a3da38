// Progress by bytes: against a slow loopback server that takes the upload and sends the result in
// small pieces, a conversion reports its upload and its download as bytes move (not once per
// file), and the batch's bar follows them.
import { strict as assert } from 'node:assert';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import { ConversionClient, DEFAULT_ASYNC_SETTINGS, type ConversionProgress, sourceFromPath } from '../../../../src/service/convert';
import { HttpTransport } from '../../../../src/service/http';
import { FileProgress, type PhaseDetail } from '../../../../src/conversion/fileProgress';
import { tempDir } from '../../support/inProcessEmulator';

const UPLOAD = 2 * 1024 * 1024;
const RESULT = 1024 * 1024;
const PIECE = 64 * 1024;

/** Reads each request piece by piece with a pause between, then answers with the result in pieces. */
function slowServer(): Promise<Server> {
  const server = createServer((req, res) => {
    req.on('data', () => {
      req.pause();
      setTimeout(() => req.resume(), 3);
    });
    req.on('end', () => {
      const result = Buffer.alloc(RESULT, 0x20);
      result.write('%PDF-1.4\n');
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment; filename="big.pdf"; size=${RESULT}`,
        'content-length': String(RESULT),
      });
      let at = 0;
      const next = (): void => {
        if (at >= RESULT) {
          res.end();
          return;
        }
        res.write(result.subarray(at, at + PIECE));
        at += PIECE;
        setTimeout(next, 3);
      };
      next();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('service/progress by bytes (slow loopback server)', function () {
  this.timeout(30_000);
  let server: Server;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  before(async () => {
    server = await slowServer();
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(async () => {
    dir = await tempDir();
  });
  afterEach(() => dir.remove());

  it('reports the upload and the download in steps of bytes, and the batch’s bar moves with them to exactly one file', async () => {
    const transport = new HttpTransport({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    const client = new ConversionClient(transport, new ApiTokenCredential('api-token-for-progress-01'), undefined, {
      async: { ...DEFAULT_ASYNC_SETTINGS, mode: 'never' },
    });
    const path = join(dir.path, 'big.bin');
    await writeFile(path, Buffer.alloc(UPLOAD, 7));
    const seen: ConversionProgress[] = [];
    let bar = 0;
    const steps: { phase: string; detail: PhaseDetail }[] = [];
    const fileProgress = new FileProgress(
      1,
      (f) => (bar += f),
      (phase, detail) => steps.push({ phase, detail }),
    );
    try {
      await client.convert({
        source: await sourceFromPath(path),
        sourceFormat: 'bin',
        targetFormat: 'pdf',
        resolveOutput: async (r) => ({ path: join(dir.path, r.name), overwrite: false }),
        onProgress: (p) => {
          seen.push(p);
          fileProgress.update(p);
        },
      });
    } finally {
      fileProgress.finish();
      await transport.close();
    }
    const uploads = seen.filter((p) => p.phase === 'upload' && (p.done ?? 0) > 0);
    const downloads = seen.filter((p) => p.phase === 'download' && (p.done ?? 0) > 0);
    // Many reports while the bytes move, each further than the one before.
    assert.ok(uploads.length >= 8, `${uploads.length} upload reports`);
    assert.ok(downloads.length >= 8, `${downloads.length} download reports`);
    for (const list of [uploads, downloads]) {
      for (let i = 1; i < list.length; i++) {
        assert.ok(list[i]!.done! > list[i - 1]!.done!, 'a report did not move');
      }
    }
    assert.equal(uploads[0]!.total, UPLOAD);
    assert.equal(downloads.at(-1)!.done, RESULT);
    assert.equal(downloads.at(-1)!.total, RESULT, 'the download is not counted against Content-Length');
    // The text moves in percent steps through both directions, and the bar ends at one file.
    const percents = (phase: string) =>
      steps.filter((s) => s.phase === phase && s.detail.percent !== undefined).map((s) => s.detail.percent!);
    assert.ok(percents('upload').length >= 5 && percents('upload').some((p) => p > 0 && p < 100), percents('upload').join());
    assert.ok(percents('download').length >= 5 && percents('download').includes(100), percents('download').join());
    assert.ok(steps.some((s) => s.phase === 'convert'));
    assert.ok(Math.abs(bar - 1) < 1e-9, `the bar moved ${bar}`);
  });

  it('folds a file’s phases into its share of the bar, never backwards, the rest when it ends', () => {
    let bar = 0;
    const p = new FileProgress(
      0.5,
      (f) => (bar += f),
      () => undefined,
    );
    p.update({ phase: 'upload', done: 50, total: 100 });
    assert.ok(Math.abs(bar - 0.5 * 0.45 * 0.5) < 1e-9);
    p.update({ phase: 'upload', done: 10, total: 100 });
    assert.ok(Math.abs(bar - 0.5 * 0.45 * 0.5) < 1e-9, 'moved backwards');
    p.update({ phase: 'convert', elapsedMs: 3000 });
    p.update({ phase: 'download', done: 100, total: 100 });
    assert.ok(Math.abs(bar - 0.5) < 1e-9);
    p.finish();
    assert.ok(Math.abs(bar - 0.5) < 1e-9);
  });
});
