/** Conversions against the in-process emulator: single and multi-file results, names, output placement, cancellation. */
import { strict as assert } from 'node:assert';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { ApiTokenCredential } from '../../../src/service/credentials';
import { ConversionClient, type ResolveOutput } from '../../../src/service/conversion';
import { CancelledError, ConfigError, OutputExistsError } from '../../../src/service/errors';
import { sourceFromPath, type SourceFile } from '../../../src/service/files';
import { HttpTransport } from '../../../src/service/http';
import { instantRetries } from './support/settings';
import { manage, seen, startTestEmulator, tempDir, type Emulator } from './support/emulator';

async function pdfWithPages(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) {
    doc.addPage([200, 200]).drawText(`Page ${i + 1}`, { x: 20, y: 100, size: 18 });
  }
  return Buffer.from(await doc.save());
}

describe('service/conversion (emulator)', function () {
  this.timeout(30_000);
  let emu: Emulator;
  let transport: HttpTransport;
  let client: ConversionClient;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let out: string;
  const logLines: string[] = [];

  before(async () => {
    ({ emu } = await startTestEmulator());
  });
  after(async () => {
    await emu.close();
  });
  beforeEach(async () => {
    await manage(emu.baseUrl, 'POST', 'reset');
    emu.requestLog.length = 0;
    logLines.length = 0;
    const log = (m: string): number => logLines.push(m);
    transport = new HttpTransport({ baseUrl: emu.baseUrl, ...instantRetries().settings, logger: { debug: log, info: log, warn: log, error: log } });
    client = new ConversionClient(transport, new ApiTokenCredential(emu.demo.apiTokens[0]!.token));
    dir = await tempDir();
    out = join(dir.path, 'out');
  });
  afterEach(async () => {
    await transport.close();
    await dir.remove();
  });

  async function source(name: string, data: string | Buffer): Promise<SourceFile> {
    const path = join(dir.path, name);
    await writeFile(path, data);
    return sourceFromPath(path);
  }
  const into = (folder: string, overwrite = false): ResolveOutput => async (r) => ({ path: join(folder, r.name), overwrite });

  it('converts txt→pdf in one round trip (raw bytes) and places the file where the caller chose', async () => {
    const src = await source('notes.txt', 'Hello from the service client.\n');
    const phases: string[] = [];
    const result = await client.convert({ source: src, sourceFormat: 'txt', targetFormat: 'pdf', resolveOutput: into(out), onProgress: (p) => phases.push(p.phase) });
    assert.equal(result.files.length, 1);
    const file = result.files[0]!;
    assert.equal(file.name, 'notes.pdf');
    assert.equal(file.path, join(out, 'notes.pdf'));
    const bytes = await readFile(file.path);
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.equal(file.size, bytes.length);
    assert.ok(result.durationMs >= 0);
    assert.deepEqual(await readdirSafe(out), ['notes.pdf'], 'a temporary file was left behind');
    assert.equal(seen(emu, 'POST', '/convert/txt/to/pdf'), 1);
    assert.equal(seen(emu, 'GET', '/d/'), 0, 'the single result took a second round trip');
    assert.ok(phases.includes('upload') && phases.includes('download'), phases.join());
  });

  it('multi-file results (pdf→split): every file downloaded from its Url, ConversionCost reported', async () => {
    const src = await source('three pages.pdf', await pdfWithPages(3));
    const described: { name: string; index: number; count: number; size?: number }[] = [];
    const result = await client.convert({
      source: src,
      sourceFormat: 'pdf',
      targetFormat: 'split',
      resolveOutput: async (r) => {
        described.push(r);
        return { path: join(out, r.name), overwrite: false };
      },
    });
    assert.equal(result.files.length, 3);
    assert.equal(result.conversionCost, 1);
    assert.deepEqual(described.map((d) => [d.index, d.count]), [[0, 3], [1, 3], [2, 3]]);
    for (const [i, f] of result.files.entries()) {
      assert.equal(f.name, `three pages-${i + 1}.pdf`);
      const doc = await PDFDocument.load(await readFile(f.path));
      assert.equal(doc.getPageCount(), 1);
      assert.equal(f.size, described[i]!.size);
    }
    assert.equal(seen(emu, 'GET', '/d/'), 3);
    assert.deepEqual(await readdirSafe(out), ['three pages-1.pdf', 'three pages-2.pdf', 'three pages-3.pdf']);
  });

  it('skips results the caller declines and says which', async () => {
    const src = await source('doc.pdf', await pdfWithPages(2));
    const result = await client.convert({ source: src, sourceFormat: 'pdf', targetFormat: 'split', resolveOutput: async (r) => (r.index === 0 ? undefined : { path: join(out, r.name), overwrite: false }) });
    assert.deepEqual(result.skipped, ['doc-1.pdf']);
    assert.deepEqual(result.files.map((f) => f.name), ['doc-2.pdf']);
    assert.deepEqual(await readdirSafe(out), ['doc-2.pdf']);
  });

  it('keeps Unicode and spaces in file names, both ways', async () => {
    const name = 'Mein Bericht – März 2024 报告 📄.txt';
    const src = await source(name, 'Grüße\n');
    const result = await client.convert({ source: src, sourceFormat: 'txt', targetFormat: 'pdf', resolveOutput: into(out) });
    assert.equal(result.files[0]!.name, 'Mein Bericht – März 2024 报告 📄.pdf');
    assert.deepEqual(await readdirSafe(out), ['Mein Bericht – März 2024 报告 📄.pdf']);
    const multi = await source('Zoë & Jürgen (final).pdf', await pdfWithPages(2));
    const split = await client.convert({ source: multi, sourceFormat: 'pdf', targetFormat: 'split', resolveOutput: into(join(out, 'split dir')) });
    assert.deepEqual(split.files.map((f) => f.name), ['Zoë & Jürgen (final)-1.pdf', 'Zoë & Jürgen (final)-2.pdf']);
  });

  it('passes extra parameters to the converter (json→csv with Delimiter)', async () => {
    const src = await source('rows.json', JSON.stringify([{ a: '1', b: '2' }]));
    const result = await client.convert({ source: src, sourceFormat: 'json', targetFormat: 'csv', parameters: { Delimiter: ';' }, resolveOutput: into(out) });
    assert.equal((await readFile(result.files[0]!.path, 'utf8')).trim(), 'a;b\n1;2');
  });

  it('does not overwrite an existing file unless the caller agreed, and leaves nothing behind', async () => {
    const src = await source('keep.txt', 'new');
    await client.convert({ source: src, sourceFormat: 'txt', targetFormat: 'pdf', resolveOutput: into(out) });
    await writeFile(join(out, 'keep.pdf'), 'precious');
    await assert.rejects(client.convert({ source: src, sourceFormat: 'txt', targetFormat: 'pdf', resolveOutput: into(out) }), OutputExistsError);
    assert.equal(await readFile(join(out, 'keep.pdf'), 'utf8'), 'precious');
    assert.deepEqual(await readdirSafe(out), ['keep.pdf']);
    await client.convert({ source: src, sourceFormat: 'txt', targetFormat: 'pdf', resolveOutput: into(out, true) });
    assert.equal((await readFile(join(out, 'keep.pdf'))).subarray(0, 5).toString(), '%PDF-');
  });

  it('a multi-file result whose second file cannot be placed leaves none of them', async () => {
    const src = await source('pair.pdf', await pdfWithPages(2));
    await writeFile(join(dir.path, 'pair-2.pdf'), 'existing');
    await assert.rejects(client.convert({ source: src, sourceFormat: 'pdf', targetFormat: 'split', resolveOutput: into(dir.path) }), OutputExistsError);
    assert.deepEqual((await dir.list()).filter((n) => n !== 'pair.pdf'), ['pair-2.pdf']);
    assert.equal(await readFile(join(dir.path, 'pair-2.pdf'), 'utf8'), 'existing');
  });

  it('cancel mid-upload leaves no file, and the next conversion works', async () => {
    const src = await source('large.bin', Buffer.alloc(64 * 1024 * 1024, 'a'));
    const controller = new AbortController();
    let abortedAt = 0;
    await assert.rejects(
      client.convert({
        source: src,
        sourceFormat: 'bin',
        targetFormat: 'zip',
        resolveOutput: into(out),
        signal: controller.signal,
        onProgress: (p) => {
          if (p.phase === 'upload' && (p.done ?? 0) > 4 * 1024 * 1024 && !controller.signal.aborted) {
            abortedAt = p.done ?? 0;
            controller.abort();
          }
        },
      }),
      CancelledError,
    );
    assert.ok(abortedAt > 0 && abortedAt < src.size, `aborted at ${abortedAt}`);
    assert.deepEqual(await readdirSafe(out), []);
    assert.equal(seen(emu, 'POST', '/convert/bin/to/zip'), 1, 'a cancelled upload was retried');
    const ok = await client.convert({ source: await source('small.txt', 'x'), sourceFormat: 'txt', targetFormat: 'pdf', resolveOutput: into(out) });
    assert.equal(ok.files.length, 1);
  });

  it('cancel while results are downloaded leaves no file either', async () => {
    const src = await source('cancel.pdf', await pdfWithPages(3));
    const controller = new AbortController();
    await assert.rejects(
      client.convert({
        source: src,
        sourceFormat: 'pdf',
        targetFormat: 'split',
        signal: controller.signal,
        resolveOutput: async (r) => {
          if (r.index === 2) {
            controller.abort();
          }
          return { path: join(out, r.name), overwrite: false };
        },
      }),
      CancelledError,
    );
    assert.deepEqual(await readdirSafe(out), []);
  });

  it('refuses bad formats and page addresses before sending anything', async () => {
    const src = await source('a.txt', 'x');
    await assert.rejects(client.convert({ source: src, sourceFormat: 'txt', targetFormat: '../user', resolveOutput: into(out) }), ConfigError);
    await assert.rejects(client.convertWebPage({ pageUrl: 'file:///etc/passwd', resolveOutput: into(out) }), ConfigError);
    await assert.rejects(client.convertWebPage({ pageUrl: 'not a url', resolveOutput: into(out) }), ConfigError);
    assert.equal(emu.requestLog.length, 0);
  });

  describe('web→pdf', () => {
    let page: Server;
    let pageUrl: string;
    before(async () => {
      page = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<html><head><title>Hello</title></head><body><h1>Hello web</h1></body></html>'));
      await new Promise<void>((r) => page.listen(0, '127.0.0.1', r));
      pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/articles/hello%20world.html?x=1`;
    });
    after(async () => {
      page.closeAllConnections();
      await new Promise<void>((r) => page.close(() => r()));
    });

    it('converts through the query form, the token only in Token= and never in a log line', async () => {
      const token = emu.demo.apiTokens[0]!.token;
      const result = await client.convertWebPage({ pageUrl, resolveOutput: into(out) });
      assert.equal(result.files.length, 1);
      assert.equal((await readFile(result.files[0]!.path)).subarray(0, 5).toString(), '%PDF-');
      const entry = emu.requestLog.find((r) => r.path === '/convert/web/to/pdf');
      assert.ok(entry);
      assert.equal(entry.query.Token, '***', 'the token did not travel as Token=');
      assert.equal(entry.query.Url, pageUrl);
      assert.equal(entry.authKind, 'apiToken');
      assert.ok(logLines.length > 0);
      for (const line of logLines) {
        assert.ok(!line.includes(token), line);
      }
    });

    it('webToPdfLink builds the plain link with Token=', () => {
      const link = new URL(client.webToPdfLink(pageUrl, 'tok_abcdef'));
      assert.equal(link.origin, emu.baseUrl);
      assert.equal(link.pathname, '/convert/web/to/pdf');
      assert.equal(link.searchParams.get('Url'), pageUrl);
      assert.equal(link.searchParams.get('Token'), 'tok_abcdef');
    });
  });
});

async function readdirSafe(path: string): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  try {
    return (await readdir(path)).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      return [];
    }
    throw err;
  }
}
