import { strict as assert } from 'node:assert';
import { BadResponseError } from '../../../../src/service/errors';
import { HttpTransport } from '../../../../src/service/http';
import { MAX_CATALOGUE_BYTES, parseCatalogue } from '../../../../src/service/catalogue/openApi/openApiCatalogue';
import { fetchCatalogue } from '../../../../src/service/catalogue/openApi';
import { builtinCatalogue, resultCount, reviveCatalogue } from '../../../../src/service/catalogue/catalogue';
import {
  convertersFor,
  findConverter,
  isConverterFormat,
  knownSourceFormats,
  looksLikeSecretName,
  type Catalogue,
  type Converter,
} from '../../../../src/service/catalogue';
import { FORMAT_TABLE } from '../../../../src/service/catalogue/formats';
import { everythingDocument, sampleDocument } from '../../support/fixtures/openapiDocument';
import { instantRetries } from '../../support/settings';
import { httpServer, type TinyServer } from '../../support/tinyServers';

function param(c: Converter | undefined, name: string) {
  const p = c?.parameters.find((x) => x.name === name);
  assert.ok(p, `no parameter ${name} in ${c?.source}→${c?.target}: ${c?.parameters.map((x) => x.name).join()}`);
  return p;
}

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
  describe('parseCatalogue (real-shaped document)', () => {
    const cat = parseCatalogue(sampleDocument());

    it('has one converter per /convert path with a post, and nothing for /upload', () => {
      assert.equal(cat.origin, 'service');
      assert.deepEqual(cat.converters.map((c) => `${c.source}→${c.target}`).sort(), [
        'any→zip',
        'docx→pdf',
        'pdf→extract-images',
        'pdf→jpg',
        'pdf→merge',
        'pdf→split',
        'web→pdf',
      ]);
    });

    it('reads summary, description, tags and extra source formats', () => {
      const c = findConverter(cat, 'docx', 'pdf');
      // The service's "DOCX to PDF API" without its last word, which says nothing in a picker.
      assert.equal(c?.summary, 'DOCX to PDF');
      assert.match(c?.description ?? '', /hand-written/);
      assert.deepEqual(c?.tags, ['document', 'pdf']);
      assert.deepEqual(c?.sourceFormats, ['docx', 'doc', 'dotx']);
      assert.deepEqual(
        cat.tags.map((t) => t.friendlyName),
        ['Documents', 'PDF'],
      );
      assert.equal(cat.tags[0]?.category, 'Documents');
    });

    it('reads each parameter’s type, label, group, featured, default, enum and range', () => {
      const docx = findConverter(cat, 'docx', 'pdf');
      const timeout = param(docx, 'Timeout');
      assert.deepEqual(
        {
          type: timeout.type,
          label: timeout.label,
          group: timeout.group,
          featured: timeout.featured,
          default: timeout.default,
          min: timeout.minimum,
          max: timeout.maximum,
          range: timeout.range,
        },
        {
          type: 'integer',
          label: 'Timeout',
          group: 'Execution',
          featured: false,
          default: 900,
          min: 10,
          max: 1200,
          range: { from: '10', to: '1200' },
        },
      );
      const pageRange = param(docx, 'PageRange');
      assert.equal(pageRange.label, 'Page range');
      assert.equal(pageRange.featured, true);
      assert.equal(pageRange.required, false);
      assert.deepEqual(param(docx, 'PdfaVersion').enum, ['none', 'pdfa1b', 'pdfa2b', 'pdfa3b']);
      assert.equal(param(docx, 'Bookmarks').default, true);
      // A range given only as x-ca-range still bounds a number.
      const quality = param(findConverter(cat, 'pdf', 'jpg'), 'JpgQuality');
      assert.deepEqual([quality.minimum, quality.maximum], [1, 100]);
      assert.equal(param(findConverter(cat, 'pdf', 'jpg'), 'ScaleImage').type, 'number');
    });

    it('tells the input apart from other file parameters, and marks passwords as secret', () => {
      const docx = findConverter(cat, 'docx', 'pdf');
      const file = param(docx, 'File');
      assert.deepEqual([file.file, file.input, file.required, file.allowedExtensions], [true, true, true, ['docx', 'doc', 'dotx']]);
      assert.equal(param(docx, 'Password').secret, true);
      assert.equal(param(docx, 'PageRange').secret, false);
      const merge = findConverter(cat, 'pdf', 'merge');
      assert.equal(merge?.multiInput, true);
      assert.deepEqual([param(merge, 'Files').type, param(merge, 'Files').input], ['array', true]);
      assert.equal(docx?.multiInput, false);
      assert.equal(param(findConverter(cat, 'web', 'pdf'), 'Author').secret, false, 'Author is not Auth');
    });

    it('keeps converter names with inner hyphens (extract-images) and rejects path templates', () => {
      assert.ok(findConverter(cat, 'pdf', 'extract-images'));
      assert.ok(isConverterFormat('extract-images') && isConverterFormat('pdf'));
      for (const bad of ['{src}', '..', '-pdf', 'pdf-', 'a b', 'x'.repeat(41), '']) {
        assert.equal(isConverterFormat(bad), false, bad);
      }
    });
  });

  describe('parseCatalogue (every extension and type, and what it must ignore)', () => {
    const cat = parseCatalogue(everythingDocument());
    const c = findConverter(cat, 'abc', 'xyz');

    it('still has all the good converters next to the malformed entries', () => {
      assert.ok(c);
      for (const pair of ['docx→pdf', 'pdf→merge', 'nobody→pdf', 'broken→pdf']) {
        assert.ok(
          cat.converters.some((x) => `${x.source}→${x.target}` === pair),
          pair,
        );
      }
      for (const pair of ['{src}→{dst}', 'onlyget→pdf', 'null→pdf', '..→pdf']) {
        assert.ok(!cat.converters.some((x) => `${x.source}→${x.target}` === pair), pair);
      }
      assert.ok(!cat.converters.some((x) => x.target === 'extra'));
      assert.deepEqual(findConverter(cat, 'nobody', 'pdf')?.parameters, []);
      assert.deepEqual(findConverter(cat, 'broken', 'pdf')?.parameters, []);
    });

    it('prefers the path-level summary and description, merges source formats from both levels', () => {
      assert.equal(c?.summary, 'ABC to XYZ');
      assert.equal(c?.description, 'Path-level description wins.');
      assert.deepEqual(c?.sourceFormats, ['abc', 'abc1', 'abc3', 'ab', 'abc2']);
      assert.deepEqual(c?.tags, ['everything', 'extra']);
    });

    it('reads the tag list in its array form and skips entries without a name', () => {
      assert.deepEqual(
        cat.tags.map((t) => t.name),
        ['everything'],
      );
      assert.deepEqual(cat.tags[0], {
        name: 'everything',
        friendlyName: 'Everything',
        summary: 'All kinds',
        description: 'A tag list in array form.',
        category: 'Tests',
      });
    });

    it('keeps every known type and drops unknown types, missing types, non-objects and bad names', () => {
      assert.deepEqual(
        c?.parameters.map((p) => p.name),
        [
          'File',
          'OverlayFile',
          'StringParam',
          'IntParam',
          'NumberParam',
          'BoolParam',
          'EnumParam',
          'ArrayParam',
          'SecretToken',
          'Hidden',
          'WeirdRange',
        ],
      );
    });

    it('reads each extension whatever its spelling', () => {
      const overlay = param(c, 'OverlayFile');
      assert.deepEqual([overlay.file, overlay.input, overlay.required, overlay.allowedExtensions], [true, false, true, ['pdf', 'png']]);
      assert.equal(param(c, 'StringParam').featured, true, 'x-ca-featured as the string "true"');
      assert.deepEqual([param(c, 'IntParam').minimum, param(c, 'IntParam').maximum], [-5, 5]);
      // minimum/maximum win over x-ca-range; the range is still kept as written.
      assert.deepEqual(
        [param(c, 'NumberParam').minimum, param(c, 'NumberParam').maximum, param(c, 'NumberParam').range],
        [0.5, 2.5, { from: '0', to: '100' }],
      );
      assert.deepEqual(param(c, 'EnumParam').enum, ['a', 'b', 3], 'null and objects are not values');
      assert.deepEqual(
        [param(c, 'ArrayParam').type, param(c, 'ArrayParam').enum, param(c, 'ArrayParam').default],
        ['array', ['x', 'y'], ['x']],
      );
      assert.deepEqual(
        [param(c, 'WeirdRange').minimum, param(c, 'WeirdRange').maximum, param(c, 'WeirdRange').range],
        [undefined, 7, { from: 'low', to: '7' }],
      );
      assert.equal(param(c, 'SecretToken').secret, true);
      assert.equal(param(c, 'Hidden').secret, true, 'format: password');
      assert.equal(param(c, 'BoolParam').group, 'Flags');
      assert.equal(param(c, 'EnumParam').label, 'EnumParam', 'no x-ca-label: the name');
    });

    it('never throws, whatever it is given', () => {
      for (const junk of [
        undefined,
        null,
        42,
        'text',
        [],
        { paths: [] },
        { paths: { '/convert/a/to/b': 'x' } },
        { info: { 'x-ca-converter-tags': 7 }, paths: null },
      ]) {
        const parsed = parseCatalogue(junk);
        assert.equal(parsed.origin, 'service');
        assert.ok(Array.isArray(parsed.converters) && Array.isArray(parsed.tags));
      }
    });

    it('survives a JSON round trip as it is stored', () => {
      assert.deepEqual(reviveCatalogue(JSON.parse(JSON.stringify(cat))), JSON.parse(JSON.stringify(cat)));
      for (const bad of [
        undefined,
        {},
        { origin: 'x', converters: [], tags: [] },
        { origin: 'service', converters: [{ source: 1 }], tags: [] },
      ]) {
        assert.equal(reviveCatalogue(bad), undefined);
      }
    });
  });

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
