/** Conversions against the in-process emulator: single and multi-file results, names, output placement, cancellation. */
import { strict as assert } from 'node:assert';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import { ConversionClient, webPageRequest } from '../../../../src/service/convert';
import { CancelledError, ConfigError, OutputExistsError } from '../../../../src/service/errors';
import { HttpTransport } from '../../../../src/service/http';
import { instantRetries, logInto } from '../../support/settings';
import { seen, type Emulator } from '../../support/inProcessEmulator';
import { type ConversionBench, into, pdfWithPages, readdirSafe, useConversionClient } from '../../support/conversionClient';

describe('service/conversion (emulator)', function () {
  this.timeout(30_000);
  let emu: Emulator;
  let client: ConversionBench['client'];
  let dir: ConversionBench['dir'];
  let out: string;
  useConversionClient((bench) => ({ emu, client, dir, out } = bench));

  it('converts txt→pdf in one round trip (raw bytes) and places the file where the caller chose', async () => {
    const src = await dir.source('notes.txt', 'Hello from the service client.\n');
    const phases: string[] = [];
    const started = Date.now();
    const result = await client.convert({
      source: src,
      sourceFormat: 'txt',
      targetFormat: 'pdf',
      resolveOutput: into(out),
      onProgress: (p) => phases.push(p.phase),
    });
    const elapsed = Date.now() - started;
    assert.equal(result.files.length, 1);
    const file = result.files[0]!;
    assert.equal(file.name, 'notes.pdf');
    assert.equal(file.path, join(out, 'notes.pdf'));
    const bytes = await readFile(file.path);
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.equal(file.size, bytes.length);
    // The time the log reports is the conversion's own: within the call, and nearly all of it.
    assert.ok(
      result.durationMs <= elapsed && result.durationMs >= elapsed - 50,
      `durationMs ${result.durationMs} for a call of ${elapsed} ms`,
    );
    assert.deepEqual(await readdirSafe(out), ['notes.pdf'], 'a temporary file was left behind');
    assert.equal(seen(emu, 'POST', '/convert/txt/to/pdf'), 1);
    assert.equal(seen(emu, 'GET', '/d/'), 0, 'the single result took a second round trip');
    assert.ok(phases.includes('upload') && phases.includes('download'), phases.join());
  });

  it('multi-file results (pdf→split): every file downloaded from its Url, ConversionCost reported', async () => {
    const src = await dir.source('three pages.pdf', await pdfWithPages(3));
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
    assert.deepEqual(
      described.map((d) => [d.index, d.count]),
      [
        [0, 3],
        [1, 3],
        [2, 3],
      ],
    );
    for (const [i, f] of result.files.entries()) {
      assert.equal(f.name, `three pages-${i + 1}.pdf`);
      const doc = await PDFDocument.load(await readFile(f.path));
      assert.equal(doc.getPageCount(), 1);
      assert.equal(f.size, described[i]!.size);
    }
    assert.equal(seen(emu, 'GET', '/d/'), 3);
    assert.deepEqual(await readdirSafe(out), ['three pages-1.pdf', 'three pages-2.pdf', 'three pages-3.pdf']);
    // Downloaded results are removed from the file server: a GET of any of them is now 404.
    const deletes = emu.requestLog.filter((r) => r.method === 'DELETE');
    assert.equal(deletes.length, 3);
    for (const d of deletes) {
      assert.match(d.path, /^\/d\/[a-z0-9]{32}$/);
      assert.equal((await fetch(new URL(d.path, emu.baseUrl))).status, 404);
    }
  });

  it('a stored result that cannot be deleted is logged and the conversion still succeeds', async () => {
    const lines: string[] = [];
    const logged = new HttpTransport({ baseUrl: emu.baseUrl, ...instantRetries().settings, logger: logInto(lines) });
    try {
      const src = await dir.source('two pages.pdf', await pdfWithPages(2));
      const convertOnce = new ConversionClient(logged, new ApiTokenCredential(emu.demo.apiTokens[0]!.token));
      // Every DELETE fails as if the file server could not be reached.
      const realSend = logged.send.bind(logged);
      logged.send = async (req) => {
        if (req.method === 'DELETE') {
          throw new Error('the file server is away');
        }
        return realSend(req);
      };
      const result = await convertOnce.convert({
        source: src,
        sourceFormat: 'pdf',
        targetFormat: 'split',
        resolveOutput: async (r) => ({ path: join(out, 'kept', r.name), overwrite: false }),
      });
      assert.equal(result.files.length, 2);
      assert.equal(lines.filter((l) => /could not be deleted/.test(l)).length, 2, lines.join('\n'));
    } finally {
      await logged.close();
    }
  });

  it('skips results the caller declines and says which', async () => {
    const src = await dir.source('doc.pdf', await pdfWithPages(2));
    const result = await client.convert({
      source: src,
      sourceFormat: 'pdf',
      targetFormat: 'split',
      resolveOutput: async (r) => (r.index === 0 ? undefined : { path: join(out, r.name), overwrite: false }),
    });
    assert.deepEqual(result.skipped, ['doc-1.pdf']);
    assert.deepEqual(
      result.files.map((f) => f.name),
      ['doc-2.pdf'],
    );
    assert.deepEqual(await readdirSafe(out), ['doc-2.pdf']);
  });

  it('keeps Unicode and spaces in file names, both ways', async () => {
    const name = 'Mein Bericht – März 2024 报告 📄.txt';
    const src = await dir.source(name, 'Grüße\n');
    const result = await client.convert({ source: src, sourceFormat: 'txt', targetFormat: 'pdf', resolveOutput: into(out) });
    assert.equal(result.files[0]!.name, 'Mein Bericht – März 2024 报告 📄.pdf');
    assert.deepEqual(await readdirSafe(out), ['Mein Bericht – März 2024 报告 📄.pdf']);
    const multi = await dir.source('Zoë & Jürgen (final).pdf', await pdfWithPages(2));
    const split = await client.convert({
      source: multi,
      sourceFormat: 'pdf',
      targetFormat: 'split',
      resolveOutput: into(join(out, 'split dir')),
    });
    assert.deepEqual(
      split.files.map((f) => f.name),
      ['Zoë & Jürgen (final)-1.pdf', 'Zoë & Jürgen (final)-2.pdf'],
    );
  });

  it('passes extra parameters to the converter (json→csv with Delimiter)', async () => {
    const src = await dir.source('rows.json', JSON.stringify([{ a: '1', b: '2' }]));
    const result = await client.convert({
      source: src,
      sourceFormat: 'json',
      targetFormat: 'csv',
      parameters: { Delimiter: ';' },
      resolveOutput: into(out),
    });
    assert.equal((await readFile(result.files[0]!.path, 'utf8')).trim(), 'a;b\n1;2');
  });

  it('does not overwrite an existing file unless the caller agreed, and leaves nothing behind', async () => {
    const src = await dir.source('keep.txt', 'new');
    await client.convert({ source: src, sourceFormat: 'txt', targetFormat: 'pdf', resolveOutput: into(out) });
    await writeFile(join(out, 'keep.pdf'), 'precious');
    await assert.rejects(
      client.convert({ source: src, sourceFormat: 'txt', targetFormat: 'pdf', resolveOutput: into(out) }),
      OutputExistsError,
    );
    assert.equal(await readFile(join(out, 'keep.pdf'), 'utf8'), 'precious');
    assert.deepEqual(await readdirSafe(out), ['keep.pdf']);
    await client.convert({ source: src, sourceFormat: 'txt', targetFormat: 'pdf', resolveOutput: into(out, true) });
    assert.equal((await readFile(join(out, 'keep.pdf'))).subarray(0, 5).toString(), '%PDF-');
  });

  it('a multi-file result whose second file cannot be placed leaves none of them', async () => {
    const src = await dir.source('pair.pdf', await pdfWithPages(2));
    await writeFile(join(dir.path, 'pair-2.pdf'), 'existing');
    await assert.rejects(
      client.convert({ source: src, sourceFormat: 'pdf', targetFormat: 'split', resolveOutput: into(dir.path) }),
      OutputExistsError,
    );
    assert.deepEqual(
      (await dir.list()).filter((n) => n !== 'pair.pdf'),
      ['pair-2.pdf'],
    );
    assert.equal(await readFile(join(dir.path, 'pair-2.pdf'), 'utf8'), 'existing');
  });

  it('cancel mid-upload leaves no file, and the next conversion works', async () => {
    const src = await dir.source('large.bin', Buffer.alloc(64 * 1024 * 1024, 'a'));
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
    const ok = await client.convert({
      source: await dir.source('small.txt', 'x'),
      sourceFormat: 'txt',
      targetFormat: 'pdf',
      resolveOutput: into(out),
    });
    assert.equal(ok.files.length, 1);
  });

  it('cancel while results are downloaded leaves no file either', async () => {
    const src = await dir.source('cancel.pdf', await pdfWithPages(3));
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
    const src = await dir.source('a.txt', 'x');
    await assert.rejects(
      client.convert({ source: src, sourceFormat: 'txt', targetFormat: '../user', resolveOutput: into(out) }),
      ConfigError,
    );
    await assert.rejects(client.convert(webPageRequest('file:///etc/passwd', { resolveOutput: into(out) })), ConfigError);
    await assert.rejects(client.convert(webPageRequest('not a url', { resolveOutput: into(out) })), ConfigError);
    assert.equal(emu.requestLog.length, 0);
  });
});
