/** Reading the service's OpenAPI document into a catalogue: converters, their formats and parameters, and what it must ignore. */
import { strict as assert } from 'node:assert';
import { parseCatalogue } from '../../../../src/service/catalogue/openApi/openApiCatalogue';
import { reviveCatalogue } from '../../../../src/service/catalogue/catalogue';
import { findConverter, isConverterFormat, type Converter } from '../../../../src/service/catalogue';
import { everythingDocument, sampleDocument } from '../../support/fixtures/openapiDocument';

function param(c: Converter | undefined, name: string) {
  const p = c?.parameters.find((x) => x.name === name);
  assert.ok(p, `no parameter ${name} in ${c?.source}→${c?.target}: ${c?.parameters.map((x) => x.name).join()}`);
  return p;
}

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
});
