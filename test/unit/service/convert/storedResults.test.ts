/**
 * The results the service stores are deleted from it: all of them, whatever happens to the conversion
 * (failed, cancelled, declined; against the emulator); and a file server that hangs on DELETE holds up
 * neither a conversion nor its cancel, and an answer refused for one bad entry still has its good
 * links deleted.
 */
import { strict as assert } from 'node:assert';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import { ConversionClient, type ConversionResult } from '../../../../src/service/convert';
import type { ResolveOutput } from '../../../../src/service/convert/conversionRequest';
import { CancelledError, type LocalFileError } from '../../../../src/service/errors';
import { type SourceFile, HttpTransport } from '../../../../src/service/http';
import { instantRetries, logInto } from '../../support/settings';
import { httpServer, type TinyServer } from '../../support/tinyServers';
import { tempDir, type Emulator } from '../../support/inProcessEmulator';
import { type ConversionBench, pdfWithPages, readdirSafe, useConversionClient } from '../../support/conversionClient';
import { until } from '../../../support/poll';

describe('service/conversion (emulator)', function () {
  this.timeout(30_000);
  let emu: Emulator;
  let client: ConversionBench['client'];
  let dir: ConversionBench['dir'];
  let out: string;
  useConversionClient((bench) => ({ emu, client, dir, out } = bench));

  describe('stored results are all deleted, whatever happens to the conversion', () => {
    const split = async (resolveOutput: ResolveOutput, signal?: AbortSignal): Promise<ConversionResult> =>
      client.convert({
        source: await dir.source('three.pdf', await pdfWithPages(3)),
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
  const twoLinks = (): unknown[] =>
    ['a', 'b'].map((n) => ({ FileName: `in-${n}.pdf`, FileSize: 15, Url: `${server.url}/d/${n.repeat(32)}/in-${n}.pdf` }));
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
    transport = new HttpTransport({ baseUrl: server.url, ...instantRetries().settings, logger: logInto(logLines) });
    dir = await tempDir();
    src = await dir.source('in.pdf', '%PDF-1.4 source');
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
    await until(
      `two give-ups logged:\n${logLines.join('\n')}`,
      () => logLines.filter((l) => /could not be deleted.*no answer within 2 s/.test(l)).length === 2,
      5_000,
    );
  });

  it('a cancelled conversion ends without waiting for the hanging DELETEs, and they still go out', async () => {
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
    // The DELETE of the first result was sent before the cancel, and it hangs: a cancel waits for none.
    assert.ok(took < bounds.waitMs, `the cancel waited ${took} ms for the hanging DELETEs`);
    await until(`both DELETEs sent: ${deletes.join(', ')}`, () => deletes.length === 2, 2_000);
    assert.deepEqual(await readdirSafe(join(dir.path, 'out')), []);
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
