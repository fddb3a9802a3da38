/** The conversion client against a stand-in server's odd answers: JSON results, costs, cut-off bodies, names and addresses it must refuse. */
import { strict as assert } from 'node:assert';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import { ConversionClient, type ConversionResult } from '../../../../src/service/convert';
import { BadResponseError, ConfigError, NetworkError } from '../../../../src/service/errors';
import { type SourceFile, HttpTransport } from '../../../../src/service/http';
import { instantRetries } from '../../support/settings';
import { httpServer, type TinyServer } from '../../support/tinyServers';
import { tempDir } from '../../support/inProcessEmulator';
import { readdirSafe } from '../../support/conversionClient';

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
