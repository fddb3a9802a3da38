import { strict as assert } from 'node:assert';
import { FORMAT_TABLE } from '../../../../src/service/catalogue/formats';
import { isMultiFile, normalizeFormat, sourceFormatOf, targetsFor, validateFormat } from '../../../../src/service/catalogue';

describe('service/formats', () => {
  it('offers the expected first targets for common sources', () => {
    const first = (src: string): string | undefined => targetsFor(src)[0]?.ext;
    assert.equal(first('docx'), 'pdf');
    assert.equal(first('md'), 'pdf');
    assert.equal(first('png'), 'jpg');
    assert.equal(first('jpg'), 'png');
    assert.equal(first('csv'), 'json');
    assert.equal(first('json'), 'csv');
    assert.equal(first('pdf'), 'split');
    assert.deepEqual(
      targetsFor('md').map((t) => t.ext),
      ['pdf', 'html'],
    );
    assert.deepEqual(targetsFor('nope'), []);
  });

  it('has a well-formed table: lower-case extensions, labels, no duplicate target per source, never itself', () => {
    for (const [src, targets] of Object.entries(FORMAT_TABLE)) {
      assert.match(src, /^[a-z0-9]+$/);
      const seen = new Set<string>();
      for (const t of targets) {
        assert.match(t.ext, /^[a-z0-9]+$/, `${src}→${t.ext}`);
        assert.ok(t.label.length > 0);
        const key = `${t.ext}:${t.multiFile === true}`;
        assert.ok(!seen.has(key), `${src} lists ${key} twice`);
        seen.add(key);
        assert.notEqual(t.ext, src, `${src} converts to itself`);
        assert.equal(validateFormat(t.ext), undefined);
      }
    }
  });

  it('reads the source format from a file name, with aliases and any case', () => {
    assert.equal(sourceFormatOf('Report.DOCX'), 'docx');
    assert.equal(sourceFormatOf('photo.JPEG'), 'jpg');
    assert.equal(sourceFormatOf('page.htm'), 'html');
    assert.equal(sourceFormatOf('notes.markdown'), 'md');
    assert.equal(sourceFormatOf('scan.tif'), 'tiff');
    assert.equal(sourceFormatOf('/some/dir.v2/Mein Bericht – März.md'), 'md');
    assert.equal(sourceFormatOf('C:\\docs\\a.b\\file.txt'), 'txt');
    assert.equal(sourceFormatOf('README'), undefined);
    assert.equal(sourceFormatOf('.gitignore'), undefined);
    assert.equal(sourceFormatOf('trailing.'), undefined);
    assert.deepEqual(targetsFor('jpeg'), targetsFor('jpg'));
  });

  it('knows which conversions yield several files', () => {
    assert.equal(isMultiFile('pdf', 'split'), true);
    assert.equal(isMultiFile('docx', 'split'), true);
    assert.equal(isMultiFile('pdf', 'jpg'), true);
    assert.equal(isMultiFile('png', 'jpg'), false);
    assert.equal(isMultiFile('md', 'pdf'), false);
    assert.equal(isMultiFile('pdf', 'txt'), false);
  });

  it('normalises and validates typed formats', () => {
    assert.equal(normalizeFormat('  .PDF '), 'pdf');
    assert.equal(normalizeFormat('JPEG'), 'jpg');
    assert.equal(validateFormat('docx'), undefined);
    for (const bad of ['', 'p d f', '../x', 'pdf/../../user', 'a'.repeat(17), 'pdf?Token=x']) {
      assert.ok(validateFormat(bad), `accepted ${bad}`);
    }
  });
});
