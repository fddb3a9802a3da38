/**
 * A file server that hangs on DELETE holds up neither a conversion nor its cancel, and an answer
 * refused for one bad entry still has its good links deleted. (Failed, cancelled and skipped
 * conversions deleting every stored result, against the emulator: conversion.test.ts.)
 */
import { strict as assert } from 'node:assert';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import { ConversionClient } from '../../../../src/service/convert';
import type { ResolveOutput } from '../../../../src/service/convert/conversionRequest';
import { CancelledError } from '../../../../src/service/errors';
import { type SourceFile, HttpTransport } from '../../../../src/service/http';
import { instantRetries, logInto } from '../../support/settings';
import { httpServer, type TinyServer } from '../../support/tinyServers';
import { tempDir } from '../../support/inProcessEmulator';
import { until } from '../../../support/poll';

async function listed(path: string): Promise<string[]> {
  return readdir(path).catch(() => []);
}

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
