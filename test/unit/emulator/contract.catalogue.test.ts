// Contract: the converter catalogue GET /info/openapi[/{src}/to/{dst}] and the validation it drives (CONTRACT.md revision 2).
import { strict as assert } from 'node:assert';
import { CONVERTERS } from '../../emulator/converters/index';
import { startEmulator, type Emulator } from '../../emulator/server';
import { call, codeOf, fileForm } from '../support/emulatorHelpers';

interface Schema {
  required: string[];
  properties: Record<string, Record<string, unknown>>;
}
type Doc = { openapi: string; info: Record<string, unknown>; paths: Record<string, Record<string, unknown>> };
const schemaOf = (doc: Doc, path: string): Schema =>
  (
    ((doc.paths[path]!.post as Record<string, unknown>).requestBody as Record<string, unknown>).content as Record<
      string,
      { schema: Schema }
    >
  )['multipart/form-data']!.schema;
const invalid = (a: { json: unknown }): Record<string, string[]> =>
  (a.json as { InvalidParameters: Record<string, string[]> }).InvalidParameters;

describe('emulator contract: converter catalogue', () => {
  let emu: Emulator;
  let doc: Doc;
  const token = () => emu.demo.apiTokens[0]!.token;
  before(async () => {
    emu = await startEmulator({ port: 0 });
    const a = await call(emu, 'GET', '/info/openapi');
    assert.equal(a.status, 200);
    doc = a.json as Doc;
  });
  after(async () => {
    await emu.close();
  });

  it('GET /info/openapi needs no auth and is an OpenAPI 3.0.1 document with a post operation per emulated converter', () => {
    assert.equal(doc.openapi, '3.0.1');
    const converters = Object.keys(doc.paths).filter((p) => p.startsWith('/convert/'));
    assert.deepEqual(converters.sort(), CONVERTERS.map((c) => `/convert/${c.src}/to/${c.dst}`).sort());
    for (const path of converters) {
      const item = doc.paths[path]!;
      assert.equal(typeof item.summary, 'string', path);
      assert.equal(typeof item.description, 'string', path);
      assert.ok((item.post as Record<string, unknown>).responses, path);
      const schema = schemaOf(doc, path);
      for (const common of ['Timeout', 'StoreFile', 'FileName']) {
        assert.ok(schema.properties[common], `${path} ${common}`);
      }
    }
    assert.ok(doc.paths['/upload'] && doc.paths['/d/{fileId}']);
  });

  it('the 200 answer offers JSON and multipart/mixed everywhere, application/octet-stream only where there is one result', () => {
    const typesOf = (path: string): string[] =>
      Object.keys(
        ((doc.paths[path]!.post as { responses: Record<string, { content?: Record<string, unknown> }> }).responses['200'] ?? {}).content ??
          {},
      ).sort();
    assert.deepEqual(typesOf('/convert/pdf/to/split'), ['application/json', 'multipart/mixed']);
    assert.deepEqual(typesOf('/convert/pdf/to/jpg'), ['application/json', 'multipart/mixed']);
    assert.deepEqual(typesOf('/convert/docx/to/pdf'), ['application/json', 'application/octet-stream', 'multipart/mixed']);
  });

  it('parameters carry the real extensions: Timeout 10–1200 default 900 in Execution, with x-ca-range as strings', () => {
    const timeout = schemaOf(doc, '/convert/pdf/to/txt').properties.Timeout!;
    assert.deepEqual(
      [
        timeout.type,
        timeout.minimum,
        timeout.maximum,
        timeout.default,
        timeout['x-ca-group'],
        timeout['x-ca-type'],
        timeout['x-ca-label'],
        timeout['x-ca-range'],
      ],
      ['integer', 10, 1200, 900, 'Execution', 'Integer', 'Timeout', { from: '10', to: '1200' }],
    );
    const store = schemaOf(doc, '/convert/pdf/to/txt').properties.StoreFile!;
    assert.deepEqual([store.type, store.default], ['boolean', false]);
    const pdfTxt = schemaOf(doc, '/convert/pdf/to/txt');
    assert.deepEqual(pdfTxt.required, ['File']);
    assert.equal(pdfTxt.properties.Password!['x-ca-group'], 'Security');
    assert.equal(pdfTxt.properties.Password!['x-ca-representation'], 'Password');
    assert.equal(pdfTxt.properties.PageRange!.default, '1-2000');
    assert.equal(pdfTxt.properties.File!['x-ca-allowed-extensions'], 'pdf');
    const merge = schemaOf(doc, '/convert/pdf/to/merge');
    assert.deepEqual([merge.required, merge.properties.Files!.type], [['Files'], 'array']);
    assert.deepEqual(merge.properties.BookmarksToc!.enum, ['none', 'filename', 'title']);
    const web = schemaOf(doc, '/convert/web/to/pdf');
    assert.deepEqual([web.required, web.properties.ConversionDelay!.minimum, web.properties.ConversionDelay!.maximum], [['Url'], 0, 30]);
    assert.equal(schemaOf(doc, '/convert/png/to/jpg').properties.JpgQuality!.maximum, 100);
  });

  it('operations carry x-ca-tags (named in info.x-ca-converter-tags) and x-ca-source-formats for extra extensions', () => {
    const tags = doc.info['x-ca-converter-tags'] as Record<
      string,
      { name: string; friendlyName: string; summary: string; description: string; category: string }
    >;
    for (const [path, item] of Object.entries(doc.paths).filter(([p]) => p.startsWith('/convert/'))) {
      const opTags = (item.post as { 'x-ca-tags': string[] })['x-ca-tags'];
      assert.ok(opTags.length > 0, path);
      for (const t of opTags) {
        assert.deepEqual(Object.keys(tags[t]!), ['name', 'friendlyName', 'summary', 'description', 'category'], `${path} ${t}`);
      }
    }
    assert.equal((doc.paths['/convert/jpg/to/png']!.post as Record<string, unknown>)['x-ca-source-formats'], 'jpeg');
    assert.equal((doc.paths['/convert/html/to/pdf']!.post as Record<string, unknown>)['x-ca-source-formats'], 'htm');
  });

  it('GET /info/openapi/{src}/to/{dst}: that converter (aliases resolved) and the file-server paths; 404 for none', async () => {
    const one = (await call(emu, 'GET', '/info/openapi/JPEG/to/png')).json as Doc;
    assert.deepEqual(
      Object.keys(one.paths).filter((p) => p.startsWith('/convert/')),
      ['/convert/jpg/to/png'],
    );
    assert.ok(one.paths['/upload']);
    assert.equal((await call(emu, 'GET', '/info/openapi/txt/to/nothing')).status, 404);
    assert.equal((await call(emu, 'POST', '/info/openapi')).status, 405);
  });

  describe('validation against the catalogue (400 4000 with InvalidParameters)', () => {
    const cases: Array<[string, Record<string, string>, string, string]> = [
      ['unknown parameter', { Quality: '5' }, 'txt/to/pdf', 'Quality'],
      ['Timeout below 10', { Timeout: '9' }, 'txt/to/pdf', 'Timeout'],
      ['Timeout above 1200', { Timeout: '1201' }, 'txt/to/pdf', 'Timeout'],
      ['Timeout not an integer', { Timeout: '60.5' }, 'txt/to/pdf', 'Timeout'],
      ['StoreFile not a boolean', { StoreFile: 'yes' }, 'txt/to/pdf', 'StoreFile'],
      ['an enum value it does not have', { PageSize: 'a10' }, 'html/to/pdf', 'PageSize'],
      ['a number out of range', { JpgQuality: '0' }, 'png/to/jpg', 'JpgQuality'],
      ['a PageRange of the wrong form', { PageRange: 'first' }, 'pdf/to/txt', 'PageRange'],
      ['download neither attachment nor inline', { download: 'save' }, 'txt/to/pdf', 'download'],
    ];
    for (const [what, fields, pair, name] of cases) {
      it(`${what}: ${name} is named`, async () => {
        const ext = pair.split('/')[0]!;
        const a = await call(emu, 'POST', `/convert/${pair}`, { token: token(), body: fileForm(`a.${ext}`, 'x', fields) });
        assert.equal(a.status, 400);
        assert.equal(codeOf(a), 4000);
        assert.equal((a.json as { Message: string }).Message, 'Parameter validation error.');
        assert.deepEqual(Object.keys(invalid(a)), [name]);
        assert.equal(invalid(a)[name]!.length, 1);
      });
    }
    it('every problem at once, values and names compared without case', async () => {
      const a = await call(emu, 'POST', '/convert/html/to/pdf', {
        token: token(),
        body: fileForm('a.html', 'x', { timeout: '5', pagesize: 'A4', Nope: '1' }),
      });
      assert.deepEqual(Object.keys(invalid(a)).sort(), ['Nope', 'timeout']);
    });
    it('a missing required input or Url is named: File, Files, Url', async () => {
      assert.deepEqual(Object.keys(invalid(await call(emu, 'POST', '/convert/txt/to/pdf', { token: token() }))), ['File']);
      assert.deepEqual(
        Object.keys(invalid(await call(emu, 'POST', '/convert/pdf/to/merge', { token: token(), body: fileForm('a.pdf', 'x') }))).sort(),
        ['File', 'Files'],
      );
      assert.deepEqual(Object.keys(invalid(await call(emu, 'POST', '/convert/web/to/pdf', { token: token() }))), ['Url']);
    });
    it('a secondary *File parameter the converter does not take is named', async () => {
      const form = fileForm('a.txt', 'x');
      form.append('CompareFile', new Blob(['y']), 'b.txt');
      assert.deepEqual(Object.keys(invalid(await call(emu, 'POST', '/convert/txt/to/pdf', { token: token(), body: form }))), [
        'CompareFile',
      ]);
    });
    it('valid parameters pass, and nothing refused was charged', async () => {
      const a = await call(emu, 'POST', '/convert/html/to/pdf', {
        token: token(),
        body: fileForm('a.htm', '<p>x</p>', { Timeout: '10', PageSize: 'Letter', StoreFile: 'False', FileName: 'out' }),
      });
      assert.equal(a.status, 200);
      assert.equal((a.json as { Files: Array<{ FileName: string }> }).Files[0]!.FileName, 'out.pdf');
      const user = (await call(emu, 'GET', '/user', { token: emu.demo.masterToken })).json as { ConversionsConsumed: number };
      assert.equal(user.ConversionsConsumed, 1);
    });
  });
});
