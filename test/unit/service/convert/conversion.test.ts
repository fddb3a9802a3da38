/** Conversions against the in-process emulator: single and multi-file results, names, output placement, cancellation. */
import { strict as assert } from 'node:assert';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import {
  ApiTokenCredential,
  type CredentialProvider,
  SelfSignedJwtCredential,
  ServiceJwtCredential,
} from '../../../../src/service/auth/tokens';
import { ConversionClient, webPageRequest, webToPdfLink, type ConversionResult, sourceFromPath } from '../../../../src/service/convert';
import type { ResolveOutput } from '../../../../src/service/convert/conversionRequest';
import {
  AuthError,
  BadResponseError,
  CancelledError,
  ConfigError,
  NetworkError,
  OutputExistsError,
  type LocalFileError,
} from '../../../../src/service/errors';
import { type SourceFile, HttpTransport } from '../../../../src/service/http';
import { instantRetries, logInto } from '../../support/settings';
import { httpServer, type TinyServer } from '../../support/tinyServers';
import { ManualClock, seen, tempDir, type Emulator, useTestEmulator } from '../../support/inProcessEmulator';
import { until } from '../../../support/poll';

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
  let clock: ManualClock;
  let transport: HttpTransport;
  let client: ConversionClient;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let out: string;
  const logLines: string[] = [];

  useTestEmulator((started) => ({ emu, clock } = started));
  beforeEach(async () => {
    logLines.length = 0;
    transport = new HttpTransport({ baseUrl: emu.baseUrl, ...instantRetries().settings, logger: logInto(logLines) });
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
  const into =
    (folder: string, overwrite = false): ResolveOutput =>
    async (r) => ({ path: join(folder, r.name), overwrite });

  it('converts txt→pdf in one round trip (raw bytes) and places the file where the caller chose', async () => {
    const src = await source('notes.txt', 'Hello from the service client.\n');
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
      const src = await source('two pages.pdf', await pdfWithPages(2));
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
    const src = await source('doc.pdf', await pdfWithPages(2));
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
    const src = await source(name, 'Grüße\n');
    const result = await client.convert({ source: src, sourceFormat: 'txt', targetFormat: 'pdf', resolveOutput: into(out) });
    assert.equal(result.files[0]!.name, 'Mein Bericht – März 2024 报告 📄.pdf');
    assert.deepEqual(await readdirSafe(out), ['Mein Bericht – März 2024 报告 📄.pdf']);
    const multi = await source('Zoë & Jürgen (final).pdf', await pdfWithPages(2));
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
    const src = await source('rows.json', JSON.stringify([{ a: '1', b: '2' }]));
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
    const src = await source('keep.txt', 'new');
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
    const src = await source('pair.pdf', await pdfWithPages(2));
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
    const ok = await client.convert({
      source: await source('small.txt', 'x'),
      sourceFormat: 'txt',
      targetFormat: 'pdf',
      resolveOutput: into(out),
    });
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
    await assert.rejects(
      client.convert({ source: src, sourceFormat: 'txt', targetFormat: '../user', resolveOutput: into(out) }),
      ConfigError,
    );
    await assert.rejects(client.convert(webPageRequest('file:///etc/passwd', { resolveOutput: into(out) })), ConfigError);
    await assert.rejects(client.convert(webPageRequest('not a url', { resolveOutput: into(out) })), ConfigError);
    assert.equal(emu.requestLog.length, 0);
  });

  describe('stored results are all deleted, whatever happens to the conversion', () => {
    const split = async (resolveOutput: ResolveOutput, signal?: AbortSignal): Promise<ConversionResult> =>
      client.convert({
        source: await source('three.pdf', await pdfWithPages(3)),
        sourceFormat: 'pdf',
        targetFormat: 'split',
        resolveOutput,
        signal,
      });
    const downloads = (): string[] =>
      emu.requestLog.filter((r) => r.method === 'GET' && r.path.startsWith('/d/')).map((r) => r.path.replace(/^(\/d\/[^/]+).*$/, '$1'));

    /** The three results the service made are each deleted once, and are gone from the file server. */
    async function allThreeDeleted(): Promise<void> {
      const deleted = emu.requestLog.filter((r) => r.method === 'DELETE').map((r) => r.path);
      assert.equal(new Set(deleted).size, 3, `DELETEs: ${deleted.join(', ')}`);
      assert.equal(deleted.length, 3);
      for (const path of deleted) {
        assert.match(path, /^\/d\/[a-z0-9]{32}$/);
        assert.equal((await fetch(new URL(path, emu.baseUrl))).status, 404, `${path} is still on the server`);
      }
      assert.ok(
        downloads().every((got) => deleted.includes(got)),
        'a downloaded result was not deleted',
      );
    }

    it('a conversion that fails on its second result deletes all three, the ones never downloaded too', async () => {
      await assert.rejects(
        // A folder that cannot be made (a file stands where it should be): the second result cannot be saved.
        split(async (r) => ({ path: r.index === 1 ? join(dir.path, 'three.pdf', r.name) : join(out, r.name), overwrite: false })),
        (err: Error) => (err as LocalFileError).kind === 'localFile',
      );
      assert.ok(downloads().length < 3, 'the third result was downloaded: no failure mid-way');
      assert.deepEqual(await readdirSafe(out), []);
      await allThreeDeleted();
    });

    it('a cancel between results deletes all three, although the cancel came first', async () => {
      const controller = new AbortController();
      await assert.rejects(
        split(async (r) => {
          if (r.index === 1) {
            controller.abort();
          }
          return { path: join(out, r.name), overwrite: false };
        }, controller.signal),
        CancelledError,
      );
      assert.deepEqual(await readdirSafe(out), []);
      // A cancel does not wait for the removals: they go on after it, each within its own timeout.
      await until('the three DELETEs after the cancel', () => emu.requestLog.filter((r) => r.method === 'DELETE').length >= 3, 5_000);
      await allThreeDeleted();
    });

    it('results the user declines (kept the existing files) are deleted from the server as well', async () => {
      const skipAll = await split(async () => undefined);
      assert.equal(skipAll.files.length, 0);
      assert.equal(skipAll.skipped.length, 3);
      assert.deepEqual(downloads(), [], 'a declined result was downloaded');
      await allThreeDeleted();
    });
  });

  describe('web→pdf', () => {
    let page: Server;
    let pageUrl: string;
    before(async () => {
      page = createServer((_req, res) =>
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end('<html><head><title>Hello</title></head><body><h1>Hello web</h1></body></html>'),
      );
      await new Promise<void>((r) => page.listen(0, '127.0.0.1', r));
      pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/articles/hello%20world.html?x=1`;
    });
    after(async () => {
      page.closeAllConnections();
      await new Promise<void>((r) => page.close(() => r()));
    });

    it('converts with the credential in the Authorization header, never in the address nor in a log line', async () => {
      const token = emu.demo.apiTokens[0]!.token;
      const result = await client.convert(webPageRequest(pageUrl, { resolveOutput: into(out) }));
      assert.equal(result.files.length, 1);
      assert.equal((await readFile(result.files[0]!.path)).subarray(0, 5).toString(), '%PDF-');
      const entry = emu.requestLog.find((r) => r.path === '/convert/web/to/pdf');
      assert.ok(entry);
      assert.equal(entry.authFrom, 'header');
      assert.deepEqual(
        Object.keys(entry.query).filter((k) => /^(token|secret|auth)$/i.test(k)),
        [],
        'a credential travelled in the address',
      );
      assert.equal(entry.query.Url, pageUrl);
      assert.equal(entry.authKind, 'apiToken');
      assert.ok(logLines.length > 0);
      for (const line of logLines) {
        assert.ok(!line.includes(token), line);
      }
    });

    it('sends each kind of credential (API Token, self-signed JWT, JWT from the service) in the header', async () => {
      const { token, kid, secret } = emu.demo.apiTokens[0]!;
      const kinds: [string, CredentialProvider, string][] = [
        ['apiToken', new ApiTokenCredential(token), 'apiToken'],
        // The emulator's clock is the test's: the JWTs are made by it.
        ['selfSignedJwt', new SelfSignedJwtCredential({ kid, secret, lifetimeSeconds: 600 }, clock.now), 'jwt'],
        ['serviceJwt', new ServiceJwtCredential(transport, token, { kid, lifetimeSeconds: 600 }, clock.now), 'jwt'],
      ];
      for (const [name, credential, seenAs] of kinds) {
        emu.requestLog.length = 0;
        const result = await new ConversionClient(transport, credential).convert(
          webPageRequest(pageUrl, {
            resolveOutput: into(join(out, name)),
          }),
        );
        assert.equal(result.files.length, 1, name);
        const entry = emu.requestLog.find((r) => r.path === '/convert/web/to/pdf');
        assert.equal(entry?.status, 200, name);
        assert.equal(entry?.authKind, seenAs, name);
        assert.equal(entry?.authFrom, 'header', `${name} did not travel in the header`);
        assert.deepEqual(Object.keys(entry?.query ?? {}).sort(), ['Timeout', 'Url'], name);
      }
    });

    it('names the API Token when the service refuses it', async () => {
      const refused = new ConversionClient(transport, new ApiTokenCredential('not-a-real-token-123'));
      const err = await refused.convert(webPageRequest(pageUrl, { resolveOutput: into(out) })).then(
        () => assert.fail('a bad token was accepted'),
        (e: unknown) => e,
      );
      assert.ok(err instanceof AuthError, String(err));
      assert.equal(err.credential, 'apiToken');
      assert.match(err.message, /API Token was refused/);
    });

    it('webToPdfLink builds the link with Token= and download=attachment, and refuses a JWT', () => {
      const link = new URL(webToPdfLink(emu.baseUrl, pageUrl, 'tok_abcdef'));
      assert.equal(link.origin, emu.baseUrl);
      assert.equal(link.pathname, '/convert/web/to/pdf');
      assert.equal(link.searchParams.get('Url'), pageUrl);
      assert.equal(link.searchParams.get('Token'), 'tok_abcdef');
      // A browser opening the link gets the PDF, not JSON with base64 in it.
      assert.equal(link.searchParams.get('download'), 'attachment');
      // The service takes a JWT as Bearer only: a link with one would get 401.
      assert.throws(
        () => webToPdfLink(emu.baseUrl, pageUrl, 'aaa.bbb.ccc'),
        (err: unknown) => err instanceof ConfigError && err.messageCode === 'config.linkNeedsApiToken',
      );
    });
  });
});

describe('service/conversion (odd answers)', () => {
  let server: TinyServer;
  let answer: (req: IncomingMessage, res: ServerResponse) => void;
  let transport: HttpTransport;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let src: SourceFile;
  const downloadAuth: (string | undefined)[] = [];

  before(async () => {
    server = await httpServer((req, res) => {
      if (req.url?.startsWith('/d/')) {
        if (req.method === 'GET') {
          downloadAuth.push(req.headers.authorization);
        }
        res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(`file ${req.url}`);
        return;
      }
      // Read the upload first, as a real server would, then answer.
      req.resume();
      req.on('end', () => answer(req, res));
    });
  });
  after(async () => {
    await server.close();
  });
  beforeEach(async () => {
    transport = new HttpTransport({ baseUrl: server.url, ...instantRetries().settings });
    dir = await tempDir();
    src = await dir.source('in.txt', 'x');
  });
  afterEach(async () => {
    await transport.close();
    await dir.remove();
  });
  const json =
    (body: unknown) =>
    (_req: IncomingMessage, res: ServerResponse): void => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
  function convert(targetFormat = 'pdf'): Promise<ConversionResult> {
    return new ConversionClient(transport, new ApiTokenCredential('tok_odd_answers')).convert({
      source: src,
      sourceFormat: 'txt',
      targetFormat,
      resolveOutput: async (r) => ({ path: join(dir.path, 'out', r.name), overwrite: false }),
    });
  }

  it('decodes FileData (base64) results and downloads Url results, when the server answers JSON for one file', async () => {
    answer = json({ ConversionCost: 2, Files: [{ FileName: 'in.pdf', FileSize: 5, FileData: Buffer.from('%PDF-').toString('base64') }] });
    const inline = await convert();
    assert.equal(await readFile(inline.files[0]!.path, 'utf8'), '%PDF-');
    assert.equal(inline.conversionCost, 2);
    await rm(inline.files[0]!.path);
    answer = json({ Files: [{ FileName: 'from-url.pdf', Url: `${server.url}/d/abc` }] });
    const linked = await convert();
    // One result is named after its source and target, not by the server.
    assert.equal(linked.files[0]!.name, 'in.pdf');
    assert.equal(await readFile(linked.files[0]!.path, 'utf8'), 'file /d/abc');
    assert.equal(linked.conversionCost, undefined);
    // The Url is the capability: no credential goes with the download.
    assert.deepEqual(downloadAuth, [undefined]);
  });

  it('reads what a raw result cost from its ConversionCost header; without one the cost is left unsaid (counted as 1, assumed)', async () => {
    const raw =
      (headers: Record<string, string>) =>
      (_req: IncomingMessage, res: ServerResponse): void => {
        res.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-disposition': 'attachment; filename="x.pdf"',
          ...headers,
        });
        res.end('%PDF-raw');
      };
    answer = raw({ ConversionCost: '3' });
    const said = await convert();
    assert.equal(said.conversionCost, 3);
    await rm(said.files[0]!.path);
    answer = raw({});
    const unsaid = await convert();
    assert.equal(unsaid.conversionCost, undefined);
    await rm(unsaid.files[0]!.path);
    answer = raw({ ConversionCost: 'lots' });
    assert.equal((await convert()).conversionCost, undefined);
  });

  it('a raw result cut off mid-body is a NetworkError and leaves no file, not even a temporary one', async () => {
    answer = (req, res) => {
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': '100000',
        'content-disposition': "attachment; filename*=UTF-8''in.pdf",
      });
      res.write(Buffer.alloc(5000, 1), () => req.socket.destroy());
    };
    const err = await convert().then(
      () => assert.fail('succeeded'),
      (e: unknown) => e,
    );
    assert.ok(err instanceof NetworkError, String(err));
    assert.equal(err.reason, 'reset');
    assert.deepEqual(await readdirSafe(join(dir.path, 'out')), []);
    assert.equal(existsSync(join(dir.path, 'out')), false, 'the folder made for the result stayed behind, empty');
  });

  it('a multi-file result whose second download fails leaves neither files nor the folder made for them', async () => {
    answer = json({
      Files: [
        { FileName: 'in-1.pdf', Url: `${server.url}/d/one` },
        { FileName: 'in-2.pdf', Url: 'https://127.0.0.1:9/d/two' },
      ],
    });
    const client = new ConversionClient(transport, new ApiTokenCredential('tok_odd_answers'));
    await assert.rejects(
      client.convert({
        source: src,
        sourceFormat: 'pdf',
        targetFormat: 'split',
        resolveOutput: async (r) => ({ path: join(dir.path, 'in', 'pages', r.name), overwrite: false }),
      }),
    );
    assert.equal(existsSync(join(dir.path, 'in')), false);
  });

  it('names from the server cannot leave the chosen folder', async () => {
    answer = json({
      Files: [
        { FileName: '../../evil.pdf', FileData: 'AA==' },
        { FileName: '..', FileData: 'AA==' },
      ],
    });
    const result = await convert('split');
    for (const f of result.files) {
      assert.equal(dirname(f.path), join(dir.path, 'out'));
    }
    // A nameless page of a split is named after its source, with the source's type (split is an operation).
    assert.deepEqual(
      result.files.map((f) => f.name),
      ['_.._evil.pdf', 'in-2.txt'],
    );
  });

  it('refuses answers without results, results without data, and downloads over plain http from other hosts', async () => {
    for (const body of [{ Files: [] }, { ConversionCost: 1 }, { Files: [{ FileName: 'a.pdf' }] }, []]) {
      answer = json(body);
      await assert.rejects(convert(), BadResponseError, JSON.stringify(body));
    }
    answer = json({ Files: [{ FileName: 'a.pdf', Url: 'http://files.example.com/d/1' }] });
    await assert.rejects(convert(), ConfigError);
    // Another service on this machine over plain http: not the service, not https.
    const other = await httpServer((_req, res) => res.writeHead(200).end('local secret'));
    try {
      answer = json({ Files: [{ FileName: 'a.pdf', Url: `${other.url}/admin` }] });
      await assert.rejects(convert(), BadResponseError);
      assert.equal(other.connections(), 0);
    } finally {
      await other.close();
    }
    assert.deepEqual(await readdirSafe(join(dir.path, 'out')), []);
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
