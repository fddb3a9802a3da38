import { strict as assert } from 'node:assert';
import { createExcludeMatcher, globToRegExp } from '../../../src/util/glob';

describe('globToRegExp', () => {
  const cases: [string, string, boolean][] = [
    ['**/.git', '.git', true],
    ['**/.git', 'a/b/.git', true],
    ['**/.git', 'a/b/.github', false],
    ['**/*.js', 'x.js', true],
    ['**/*.js', 'src/deep/x.js', true],
    ['**/*.js', 'src/x.ts', false],
    ['*.log', 'debug.log', true],
    ['*.log', 'logs/debug.log', false],
    ['build/**', 'build', true],
    ['build/**', 'build/out/a.pdf', true],
    ['build/**', 'builder/a.pdf', false],
    ['**/node_modules/**', 'a/node_modules/x/y.md', true],
    ['**/*.{png,jpg}', 'img/a.jpg', true],
    ['**/*.{png,jpg}', 'img/a.gif', false],
    ['doc?.md', 'doc1.md', true],
    ['doc?.md', 'doc12.md', false],
    ['**/[ab].md', 'x/a.md', true],
    ['**/[!ab].md', 'x/a.md', false],
    ['**/[!ab].md', 'x/c.md', true],
    ['a.b', 'axb', false],
    ['**/.DS_Store', 'x/.DS_Store', true],
    ['docs\\*.md', 'docs/a.md', true],
  ];
  for (const [glob, path, expected] of cases) {
    it(`${glob} ${expected ? 'matches' : 'does not match'} ${path}`, () => {
      assert.equal(globToRegExp(glob).test(path), expected);
    });
  }

  it('ignores case when asked', () => {
    assert.equal(globToRegExp('**/*.PDF', { ignoreCase: true }).test('a/b.pdf'), true);
    assert.equal(globToRegExp('**/*.PDF').test('a/b.pdf'), false);
  });
});

describe('createExcludeMatcher', () => {
  it('uses only patterns switched on', () => {
    const excluded = createExcludeMatcher({ '**/.git': true, '**/skip': false, '**/*.tmp': true, '': true });
    assert.equal(excluded('a/.git'), true);
    assert.equal(excluded('a/skip'), false);
    assert.equal(excluded('x.tmp'), true);
    assert.equal(excluded('x.md'), false);
  });

  it('honours "when" clauses through the sibling check', () => {
    const excluded = createExcludeMatcher({ '**/*.js': { when: '$(basename).ts' } });
    assert.equal(
      excluded('src/a.js', (name) => name === 'a.ts'),
      true,
    );
    assert.equal(
      excluded('src/b.js', (name) => name === 'a.ts'),
      false,
    );
    assert.equal(excluded('src/b.js'), false);
  });
});
