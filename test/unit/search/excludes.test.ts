// Search in Documents honours files.exclude and search.exclude as one exclude glob for findFiles.
import { strict as assert } from 'node:assert';
import { excludeGlob, expandBraces } from '../../../src/search/excludes';
import { globToRegExp } from '../../../src/util/glob';

describe('search excludes: files.exclude and search.exclude as one glob', () => {
  it('joins the patterns that are on in either setting, each also below a folder it names', () => {
    assert.equal(
      excludeGlob({ '**/.git': true, '**/tmp': false }, { '**/node_modules': true, '**/.git': true }),
      '{**/.git,**/.git/**,**/node_modules,**/node_modules/**}',
    );
  });

  it('leaves out patterns turned off and `when` conditions; undefined when nothing is on', () => {
    assert.equal(excludeGlob({ '**/*.js': { when: '$(basename).ts' }, 'out/': false }, undefined), undefined);
    assert.equal(excludeGlob(undefined, null), undefined);
    assert.equal(excludeGlob({ 'archive/**': true }, {}), 'archive/**');
  });

  it("expands a pattern's own braces (VS Code's glob has none within braces)", () => {
    assert.deepEqual(expandBraces('**/*.{pdf,docx}'), ['**/*.pdf', '**/*.docx']);
    assert.deepEqual(expandBraces('{a,b{c,d}}/x'), ['a/x', 'bc/x', 'bd/x']);
    assert.deepEqual(expandBraces('odd{brace'), ['odd{brace']);
    assert.equal(excludeGlob({ 'old/*.{pdf,docx}': true }, {}), '{old/*.pdf,old/*.pdf/**,old/*.docx,old/*.docx/**}');
  });

  it('the glob leaves out what the settings name and keeps the rest', () => {
    const glob = excludeGlob({ '**/.git': true }, { '**/node_modules': true, 'build/': true });
    assert.ok(glob);
    const regex = globToRegExp(glob);
    for (const excluded of ['node_modules/x/report.pdf', 'a/node_modules/b.docx', 'build/out.pdf', '.git/x.pdf']) {
      assert.ok(regex.test(excluded), `${excluded} is not excluded by ${glob}`);
    }
    for (const kept of ['docs/report.pdf', 'builder/x.pdf', 'src/node_modules_notes.docx']) {
      assert.ok(!regex.test(kept), `${kept} is excluded by ${glob}`);
    }
  });
});
