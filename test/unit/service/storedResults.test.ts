/**
 * Stored results (StoreFile=true) never stay on the file server because a conversion failed,
 * was cancelled or had results skipped; and a file server that hangs on DELETE does not hold up
 * the conversion.
 */
import { strict as assert } from 'node:assert';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { ApiTokenCredential } from '../../../src/service/credentialProviders';
import { ConversionClient, type ResolveOutput } from '../../../src/service/conversion';
import { CancelledError, type LocalFileError } from '../../../src/service/errors';
import { sourceFromPath, type SourceFile } from '../../../src/service/files';
import { HttpTransport } from '../../../src/service/http';
import { instantRetries } from './support/settings';
import { httpServer, type TinyServer } from './support/tinyServers';
import { manage, startTestEmulator, tempDir, type Emulator } from './support/inProcessEmulator';

async function threePages(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < 3; i++) {
    doc.addPage([200, 200]);
  }
  return Buffer.from(await doc.save());
}

/** Polls until `check` holds, failing after `ms`. */
async function eventually(check: () => boolean, ms: number, what: string): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) {
      assert.fail(`not within ${ms} ms: ${what}`);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function listed(path: string): Promise<string[]> {
  return readdir(path).catch(() => []);
}

describe('service/storedResults: every stored result is deleted (emulator)', function () {
  this.timeout(30_000);
  let emu: Emulator;
  let transport: HttpTransport;
  let client: ConversionClient;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let src: SourceFile;

  before(async () => {
    ({ emu } = await startTestEmulator());
  });
  after(async () => {
    await emu.close();
  });
  beforeEach(async () => {
    await manage(emu.baseUrl, 'POST', 'reset');
    emu.requestLog.length = 0;
    transport = new HttpTransport({ baseUrl: emu.baseUrl, ...instantRetries().settings });
    client = new ConversionClient(transport, new ApiTokenCredential(emu.demo.apiTokens[0]!.token));
    dir = await tempDir();
    await writeFile(join(dir.path, 'three.pdf'), await threePages());
    src = await sourceFromPath(join(dir.path, 'three.pdf'));
  });
  afterEach(async () => {
    await transport.close();
    await dir.remove();
  });

  const split = (resolveOutput: ResolveOutput, signal?: AbortSignal) => client.convert({ source: src, sourceFormat: 'pdf', targetFormat: 'split', resolveOutput, signal });

  /** The three results the service made are each deleted once, and are gone from the file server. */
  async function allThreeDeleted(): Promise<void> {
    const deleted = emu.requestLog.filter((r) => r.method === 'DELETE').map((r) => r.path);
    assert.equal(new Set(deleted).size, 3, `DELETEs: ${deleted.join(', ')}`);
    assert.equal(deleted.length, 3);
    for (const path of deleted) {
      assert.match(path, /^\/d\/[a-z0-9]{32}$/);
      assert.equal((await fetch(new URL(path, emu.baseUrl))).status, 404, `${path} is still on the server`);
    }
    // The ones downloaded are among them.
    for (const got of emu.requestLog.filter((r) => r.method === 'GET' && r.path.startsWith('/d/'))) {
      assert.ok(deleted.includes(got.path.replace(/^(\/d\/[^/]+).*$/, '$1')), `${got.path} was downloaded but not deleted`);
    }
  }

  it('a conversion that fails on its second result deletes all three, the ones never downloaded too', async () => {
    const out = join(dir.path, 'out');
    await assert.rejects(
      // A folder that cannot be made (a file stands where it should be): the second result cannot be saved.
      split(async (r) => ({ path: r.index === 1 ? join(dir.path, 'three.pdf', r.name) : join(out, r.name), overwrite: false })),
      (err: Error) => (err as LocalFileError).kind === 'localFile',
    );
    assert.equal(emu.requestLog.filter((r) => r.method === 'GET' && r.path.startsWith('/d/')).length < 3, true, 'the third result was downloaded: no failure mid-way');
    assert.deepEqual(await listed(out), []);
    await allThreeDeleted();
  });

  it('a cancel between results deletes all three, although the cancel came first', async () => {
    const controller = new AbortController();
    await assert.rejects(
      split(async (r) => {
        if (r.index === 1) {
          controller.abort();
        }
        return { path: join(dir.path, 'out', r.name), overwrite: false };
      }, controller.signal),
      CancelledError,
    );
    assert.deepEqual(await listed(join(dir.path, 'out')), []);
    await allThreeDeleted();
  });

  it('results the user declines (kept the existing files) are deleted from the server as well', async () => {
    const skipAll = await split(async () => undefined);
    assert.equal(skipAll.files.length, 0);
    assert.equal(skipAll.skipped.length, 3);
    assert.equal(emu.requestLog.filter((r) => r.method === 'GET' && r.path.startsWith('/d/')).length, 0, 'a declined result was downloaded');
    await allThreeDeleted();
  });
});

describe('service/storedResults: a file server that hangs on DELETE', function () {
  this.timeout(20_000);
  let server: TinyServer;
  const deletes: string[] = [];
  const logLines: string[] = [];
  let transport: HttpTransport;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let src: SourceFile;
  const bounds = { timeoutMs: 1_500, waitMs: 200 };
  const twoLinks = (): unknown[] => ['a', 'b'].map((n) => ({ FileName: `in-${n}.pdf`, FileSize: 15, Url: `${server.url}/d/${n.repeat(32)}/in-${n}.pdf` }));
  let answerFiles: () => unknown[] = twoLinks;
  let hang = true;

  before(async () => {
    server = await httpServer((req: IncomingMessage, res: ServerResponse) => {
      if (req.method === 'DELETE') {
        deletes.push(req.url ?? '');
        if (!hang) {
          res.writeHead(200).end();
        }
        // Otherwise never answered: the client must give up by itself.
        return;
      }
      if (req.url?.startsWith('/d/')) {
        res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4 result');
        return;
      }
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ConversionCost: 1, Files: answerFiles() }));
      });
    });
  });
  after(async () => {
    await server.close();
  });
  beforeEach(async () => {
    answerFiles = twoLinks;
    hang = true;
    deletes.length = 0;
    logLines.length = 0;
    const log = (m: string): number => logLines.push(m);
    transport = new HttpTransport({ baseUrl: server.url, ...instantRetries().settings, logger: { debug: log, info: log, warn: log, error: log } });
    dir = await tempDir();
    await writeFile(join(dir.path, 'in.pdf'), '%PDF-1.4 source');
    src = await sourceFromPath(join(dir.path, 'in.pdf'));
  });
  afterEach(async () => {
    await transport.close();
    await dir.remove();
  });

  function convert(resolveOutput: ResolveOutput, signal?: AbortSignal) {
    const client = new ConversionClient(transport, new ApiTokenCredential('tok_hanging_delete'), bounds);
    return client.convert({ source: src, sourceFormat: 'pdf', targetFormat: 'split', resolveOutput, signal });
  }

  it('the conversion ends within the bound, the DELETEs were sent, and each is given up and logged later', async () => {
    const started = Date.now();
    const result = await convert(async (r) => ({ path: join(dir.path, 'out', r.name), overwrite: false }));
    const took = Date.now() - started;
    assert.equal(result.files.length, 2);
    assert.ok(took < bounds.timeoutMs, `the conversion waited ${took} ms for the hanging DELETEs`);
    assert.deepEqual(deletes.sort(), [`/d/${'a'.repeat(32)}`, `/d/${'b'.repeat(32)}`]);
    await eventually(() => logLines.filter((l) => /could not be deleted.*no answer within 2 s/.test(l)).length === 2, 5_000, `two give-ups logged:\n${logLines.join('\n')}`);
  });

  it('a cancelled conversion ends within the bound too, and its DELETEs still go out', async () => {
    const controller = new AbortController();
    const started = Date.now();
    await assert.rejects(
      convert(async (r) => {
        if (r.index === 1) {
          controller.abort();
        }
        return { path: join(dir.path, 'out', r.name), overwrite: false };
      }, controller.signal),
      CancelledError,
    );
    const took = Date.now() - started;
    assert.ok(took < bounds.timeoutMs, `the cancel waited ${took} ms for the hanging DELETEs`);
    await eventually(() => deletes.length === 2, 2_000, `both DELETEs sent: ${deletes.join(', ')}`);
    assert.deepEqual(await listed(join(dir.path, 'out')), []);
  });

  it('an answer refused for one bad entry still has its good links deleted', async () => {
    hang = false;
    answerFiles = () => [twoLinks()[0], { FileName: 'in-b.pdf', FileSize: 15 }];
    const err = await convert(async (r) => ({ path: join(dir.path, 'out', r.name), overwrite: false })).then(
      () => assert.fail('an entry without Url or FileData was accepted'),
      (e: Error) => e,
    );
    assert.match(err.message, /neither Url nor FileData/);
    assert.deepEqual(deletes, [`/d/${'a'.repeat(32)}`]);
  });
});
