/** The catalogue: how many results a conversion gives, lookups by file type, secret option names, fetching it (parsing the document: openApiCatalogue.test.ts). */
import { strict as assert } from 'node:assert';
import { BadResponseError } from '../../../../src/service/errors';
import { HttpTransport } from '../../../../src/service/http';
import { MAX_CATALOGUE_BYTES, parseCatalogue } from '../../../../src/service/catalogue/openApi/openApiCatalogue';
import { fetchCatalogue } from '../../../../src/service/catalogue/openApi';
import { builtinCatalogue, resultCount } from '../../../../src/service/catalogue/catalogue';
import { convertersFor, findConverter, knownSourceFormats, looksLikeSecretName, type Catalogue } from '../../../../src/service/catalogue';
import { FORMAT_TABLE } from '../../../../src/service/catalogue/formats';
import { sampleDocument } from '../../support/fixtures/openapiDocument';
import { instantRetries } from '../../support/settings';
import { httpServer, type TinyServer } from '../../support/tinyServers';

describe('service/catalogue: one result or several', () => {
  /** A document with one converter whose 200 answer lists `types` (none: no content at all). */
  const documentWith = (path: string, types: readonly string[] | undefined): unknown => ({
    openapi: '3.0.1',
    paths: {
      [path]: {
        post: {
          requestBody: { content: { 'multipart/form-data': { schema: { properties: { File: { type: 'string', format: 'binary' } } } } } },
          responses: { 200: types ? { content: Object.fromEntries(types.map((t) => [t, {}])) } : { description: 'ok' } },
        },
      },
    },
  });

  it('reads it from the 200 answer: raw bytes offered means one, JSON and multipart only means several', () => {
    const one = parseCatalogue(documentWith('/convert/docx/to/pdf', ['application/json', 'application/octet-stream', 'multipart/mixed']));
    assert.equal(one.converters[0]!.results, 'one');
    const several = parseCatalogue(documentWith('/convert/pdf/to/extract-images', ['application/json', 'multipart/mixed']));
    assert.equal(several.converters[0]!.results, 'several');
    assert.equal(parseCatalogue(documentWith('/convert/docx/to/pdf', undefined)).converters[0]!.results, undefined);
  });

  it('gives several when the service’s catalogue or the built-in table says several; one only when neither does', () => {
    const several = parseCatalogue(documentWith('/convert/pdf/to/extract-images', ['application/json', 'multipart/mixed']));
    // Outside the table: only the catalogue can say so.
    assert.equal(resultCount(several, 'pdf', 'extract-images'), 'several');
    assert.equal(resultCount(builtinCatalogue(), 'pdf', 'extract-images'), 'one');
    const silent = parseCatalogue(documentWith('/convert/pdf/to/split', undefined));
    assert.equal(resultCount(silent, 'pdf', 'split'), 'several');
    assert.equal(resultCount(undefined, 'pdf', 'jpg'), 'several');
    assert.equal(resultCount(undefined, 'docx', 'pdf'), 'one');
    // The catalogue's "one" is a reading of its help page: the table's "several" still wins (a
    // JSON answer serves one result too; raw bytes asked of a multi-file converter would lose some).
    const one = parseCatalogue(documentWith('/convert/pdf/to/jpg', ['application/json', 'application/octet-stream']));
    assert.equal(resultCount(one, 'pdf', 'jpg'), 'several');
  });
});

describe('service/catalogue', () => {
  describe('lookups', () => {
    const cat = parseCatalogue(sampleDocument());

    it('lists the file type’s own targets, then extra-source converters, then any→zip, one per target', () => {
      assert.deepEqual(
        convertersFor(cat, 'pdf').map((c) => c.target),
        ['jpg', 'merge', 'split', 'extract-images', 'zip'],
      );
      const doc = convertersFor(cat, 'doc');
      assert.deepEqual(
        doc.map((c) => `${c.source}→${c.target}`),
        ['docx→pdf', 'any→zip'],
        'doc goes through docx→pdf, which lists it',
      );
      assert.deepEqual(
        convertersFor(cat, 'unknownext').map((c) => c.target),
        ['zip'],
      );
    });

    it('treats jpeg and jpg alike', () => {
      const c: Catalogue = {
        origin: 'service',
        tags: [],
        converters: [{ source: 'jpeg', target: 'pdf', sourceFormats: ['jpeg'], tags: [], parameters: [], multiInput: false }],
      };
      assert.equal(findConverter(c, 'jpg', 'pdf')?.source, 'jpeg');
    });

    it('knows every source format, including the extra ones', () => {
      const known = knownSourceFormats(cat);
      for (const f of ['docx', 'doc', 'dotx', 'pdf', 'any', 'web']) {
        assert.ok(known.has(f), f);
      }
    });

    it('builds the built-in catalogue from formats.ts, with every pair and no options', () => {
      const builtin = builtinCatalogue();
      assert.equal(builtin.origin, 'builtin');
      for (const [source, targets] of Object.entries(FORMAT_TABLE)) {
        for (const t of targets) {
          const c = findConverter(builtin, source, t.ext);
          assert.ok(c, `${source}→${t.ext}`);
          assert.deepEqual(c.parameters, []);
        }
      }
    });
  });

  it('recognises secret-looking names by whole words', () => {
    for (const yes of [
      'Password',
      'OwnerPassword',
      'userpassword',
      'AuthToken',
      'Auth',
      'Secret',
      'ApiKey',
      'api_key',
      'Token',
      'PDF_PASSWORD',
      'Passphrase',
    ]) {
      assert.equal(looksLikeSecretName(yes), true, yes);
    }
    for (const no of ['Author', 'PageRange', 'Tokenize', 'Keywords', 'Authenticity', 'StoreFile']) {
      assert.equal(looksLikeSecretName(no), false, no);
    }
  });

  describe('fetchCatalogue (loopback)', () => {
    let server: TinyServer | undefined;
    let transport: HttpTransport | undefined;
    afterEach(async () => {
      await transport?.close();
      await server?.close();
    });

    async function serve(status: number, body: string | Buffer, seen: { auth?: string; path?: string }[] = []): Promise<HttpTransport> {
      server = await httpServer((req, res) => {
        seen.push({ auth: req.headers.authorization, path: req.url });
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body);
      });
      transport = new HttpTransport({ baseUrl: server.url, ...instantRetries({ retry: { maxAttempts: 1 } }).settings });
      return transport;
    }

    it('GETs /info/openapi without credentials and parses it', async () => {
      const seen: { auth?: string; path?: string }[] = [];
      const cat = await fetchCatalogue(await serve(200, JSON.stringify(sampleDocument()), seen));
      assert.equal(cat.converters.length, 7);
      assert.deepEqual(seen, [{ auth: undefined, path: '/info/openapi' }]);
    });

    it('refuses a document over the size cap without holding it', async () => {
      const big = Buffer.alloc(MAX_CATALOGUE_BYTES + 1024, 0x20);
      await assert.rejects(
        fetchCatalogue(await serve(200, big)),
        (err) => err instanceof BadResponseError && /larger than/.test(err.message),
      );
    });

    it('rejects a document with no usable converter (the cache then keeps what it has)', async () => {
      await assert.rejects(fetchCatalogue(await serve(200, JSON.stringify({ openapi: '3.0.1', paths: {} }))), BadResponseError);
      await transport?.close();
      await server?.close();
      await assert.rejects(fetchCatalogue(await serve(200, 'not json')), BadResponseError);
    });
  });
});
