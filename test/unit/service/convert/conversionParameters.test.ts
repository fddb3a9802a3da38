/** What a conversion with options puts on the wire: typed parameters, arrays, further files, several inputs. */
import { strict as assert } from 'node:assert';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import busboy from 'busboy';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import { ConversionClient, type ConvertRequest, DEFAULT_ASYNC_SETTINGS } from '../../../../src/service/convert';
import { flattenParameters } from '../../../../src/service/convert/requestParameters';
import { type SourceFile, HttpTransport } from '../../../../src/service/http';
import { ConfigError } from '../../../../src/service/errors';
import { instantRetries, logInto } from '../../support/settings';
import { httpServer, type TinyServer } from '../../support/tinyServers';
import { tempDir } from '../../support/inProcessEmulator';

interface Received {
  path: string;
  accept?: string;
  fields: Record<string, string>;
  files: { field: string; name: string; data: string }[];
}

function readMultipart(req: IncomingMessage): Promise<Omit<Received, 'path'>> {
  return new Promise((resolve, reject) => {
    const out: Omit<Received, 'path'> = { fields: {}, files: [] };
    const bb = busboy({ headers: req.headers, defParamCharset: 'utf8' });
    bb.on('field', (name, value) => (out.fields[name] = value));
    bb.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => out.files.push({ field, name: info.filename ?? '', data: Buffer.concat(chunks).toString('utf8') }));
    });
    bb.on('close', () => resolve(out));
    bb.on('error', reject);
    req.pipe(bb);
  });
}

function memory(name: string, text: string): SourceFile {
  const data = Buffer.from(text);
  return {
    name,
    size: data.length,
    open: () =>
      (async function* () {
        yield data;
      })(),
  };
}

describe('service/conversion: parameters and further files', () => {
  let server: TinyServer;
  let transport: HttpTransport;
  let client: ConversionClient;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  const received: Received[] = [];
  const logLines: string[] = [];

  before(async () => {
    server = await httpServer((req, res) => {
      void readMultipart(req).then((body) => {
        received.push({ path: req.url ?? '', accept: req.headers.accept, ...body });
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="result.pdf"' });
        res.end('%PDF-1.7 result');
      });
    });
  });
  after(async () => {
    await server.close();
  });
  beforeEach(async () => {
    received.length = 0;
    logLines.length = 0;
    transport = new HttpTransport({ baseUrl: server.url, ...instantRetries().settings, logger: logInto(logLines) });
    // Synchronous requests only here (async jobs: asyncConversion.test.ts).
    client = new ConversionClient(transport, new ApiTokenCredential('api-token-for-tests-0001'), undefined, {
      async: { ...DEFAULT_ASYNC_SETTINGS, mode: 'never' },
    });
    dir = await tempDir();
  });
  afterEach(async () => {
    await transport.close();
    await dir.remove();
  });

  /** Sends `request`, its results saved as `<prefix>-<name>`, and returns what the server received for it. */
  async function sendOne(prefix: string, request: Omit<ConvertRequest, 'resolveOutput'>): Promise<Received> {
    received.length = 0;
    await client.convert({ ...request, resolveOutput: async (r) => ({ path: join(dir.path, `${prefix}-${r.name}`), overwrite: false }) });
    return received[0]!;
  }

  it('a Timeout option never asks the service to work longer than the client waits', async () => {
    for (const [asked, sent] of [
      [1200, '290'],
      ['900', '290'],
      [60, '60'],
      [4.2, '10'],
    ] as const) {
      const got = await sendOne(`${asked}`, {
        source: memory('report.pdf', 'PDF bytes'),
        sourceFormat: 'pdf',
        targetFormat: 'jpg',
        parameters: { Timeout: asked },
      });
      assert.equal(got.fields.Timeout, sent, `Timeout ${asked}`);
    }
    const lower = await sendOne('lower', {
      source: memory('r.pdf', 'PDF'),
      sourceFormat: 'pdf',
      targetFormat: 'jpg',
      parameters: { timeout: 1200 },
    });
    assert.equal(lower.fields.timeout, undefined);
    assert.equal(lower.fields.Timeout, '290');
  });

  it('asks for the raw bytes of one result without StoreFile, and for JSON with StoreFile=true when there are several', async () => {
    // Whatever an option says: the client decides StoreFile with the answer's type.
    const one = await sendOne('one', {
      source: memory('notes.md', '# Notes'),
      sourceFormat: 'md',
      targetFormat: 'pdf',
      parameters: { StoreFile: true },
    });
    assert.match(one.accept ?? '', /^application\/octet-stream\b/);
    assert.equal(one.fields.StoreFile, undefined, 'StoreFile=true went with Accept: application/octet-stream');
    const several = await sendOne('several', {
      source: memory('report.pdf', 'PDF bytes'),
      sourceFormat: 'pdf',
      targetFormat: 'split',
      parameters: { storefile: false },
    });
    assert.equal(several.accept, 'application/json');
    assert.equal(several.fields.StoreFile, 'true');
    assert.equal(several.fields.storefile, undefined);
    // A converter outside the built-in table that the catalogue says gives several: JSON too.
    const catalogue = await sendOne('catalogue', {
      source: memory('report.pdf', 'PDF bytes'),
      sourceFormat: 'pdf',
      targetFormat: 'extract-images',
      results: 'several',
    });
    assert.equal(catalogue.accept, 'application/json');
    assert.equal(catalogue.fields.StoreFile, 'true');
  });

  it('sends numbers, booleans and lists as the service reads them, and StoreFile stays the client’s', async () => {
    const result = await client.convert({
      source: memory('report.pdf', 'PDF bytes'),
      sourceFormat: 'pdf',
      targetFormat: 'jpg',
      parameters: {
        ImageResolution: 300,
        ScaleImage: 1.5,
        Bookmarks: false,
        PageRange: '1-3',
        SplitByPattern: [2, 3, 'x'],
        StoreFile: false,
      },
      resolveOutput: async (r) => ({ path: join(dir.path, r.name), overwrite: false }),
    });
    assert.equal(received.length, 1);
    assert.deepEqual(received[0]!.fields, {
      StoreFile: 'true',
      // 10 s inside the client's own wait (the transport's 300 s default), so the service never outlives it.
      Timeout: '290',
      ImageResolution: '300',
      ScaleImage: '1.5',
      Bookmarks: 'false',
      PageRange: '1-3',
      'SplitByPattern[0]': '2',
      'SplitByPattern[1]': '3',
      'SplitByPattern[2]': 'x',
    });
    assert.deepEqual(received[0]!.files, [{ field: 'File', name: 'report.pdf', data: 'PDF bytes' }]);
    assert.equal(await readFile(result.files[0]!.path, 'utf8'), '%PDF-1.7 result');
  });

  it('sends further file parameters after the input, single and listed', async () => {
    await client.convert({
      source: memory('doc.pdf', 'main'),
      sourceFormat: 'pdf',
      targetFormat: 'watermark',
      fileParameters: { OverlayFile: memory('logo.pdf', 'overlay'), Attachments: [memory('a.txt', 'A'), memory('b.txt', 'B')] },
      resolveOutput: async (r) => ({ path: join(dir.path, r.name), overwrite: false }),
    });
    assert.deepEqual(received[0]!.files, [
      { field: 'File', name: 'doc.pdf', data: 'main' },
      { field: 'OverlayFile', name: 'logo.pdf', data: 'overlay' },
      { field: 'Attachments[0]', name: 'a.txt', data: 'A' },
      { field: 'Attachments[1]', name: 'b.txt', data: 'B' },
    ]);
  });

  it('sends several inputs as Files[0], Files[1], … with the first one naming the result, and reports progress over all of them', async () => {
    const totals: (number | undefined)[] = [];
    await client.convert({
      source: memory('one.pdf', '11111'),
      moreSources: [memory('two.pdf', '222'), memory('three.pdf', '3')],
      sourceFormat: 'pdf',
      targetFormat: 'merge',
      onProgress: (p) => totals.push(p.total),
      resolveOutput: async (r) => ({ path: join(dir.path, r.name), overwrite: false }),
    });
    assert.deepEqual(
      received[0]!.files.map((f) => `${f.field}=${f.name}`),
      ['Files[0]=one.pdf', 'Files[1]=two.pdf', 'Files[2]=three.pdf'],
    );
    assert.ok(totals.includes(9), `progress totals: ${totals.join()}`);
  });

  it('never logs the value of a password-like parameter', async () => {
    await client.convert({
      source: memory('locked.pdf', 'x'),
      sourceFormat: 'pdf',
      targetFormat: 'docx',
      parameters: { Password: 'open-sesame-42' },
      resolveOutput: async (r) => ({ path: join(dir.path, r.name), overwrite: false }),
    });
    assert.equal(received[0]!.fields.Password, 'open-sesame-42', 'the password reaches the service');
    transport.log('info', 'echo: open-sesame-42');
    assert.ok(!logLines.some((l) => l.includes('open-sesame-42')), logLines.join('\n'));
  });

  it('calls catalogue converters whose names hold a hyphen, and still refuses path tricks', async () => {
    await client.convert({
      source: memory('doc.pdf', 'x'),
      sourceFormat: 'pdf',
      targetFormat: 'extract-images',
      resolveOutput: async (r) => ({ path: join(dir.path, r.name), overwrite: false }),
    });
    assert.equal(received[0]!.path, '/convert/pdf/to/extract-images');
    for (const bad of ['../user', 'a/b', '-x', 'x-', 'a b']) {
      await assert.rejects(
        client.convert({ source: memory('doc.pdf', 'x'), sourceFormat: 'pdf', targetFormat: bad, resolveOutput: async () => undefined }),
        ConfigError,
        bad,
      );
    }
    assert.equal(received.length, 1);
  });

  it('flattens parameters for forms and query strings', () => {
    assert.deepEqual(flattenParameters({ A: true, B: [1, 'two'], C: 0 }), { A: 'true', 'B[0]': '1', 'B[1]': 'two', C: '0' });
    assert.deepEqual(flattenParameters(undefined), {});
  });
});
