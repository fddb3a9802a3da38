import { strict as assert } from 'node:assert';
import { naturalCompare, sortNaturally } from '../../../src/util/naturalOrder';

describe('natural order of files', () => {
  it('puts n2 before n10, as a person reads them', () => {
    assert.deepEqual(
      sortNaturally(['n10.md', 'n1.md', 'n2.md', 'n20.md', 'n3.md'], (x) => x),
      ['n1.md', 'n2.md', 'n3.md', 'n10.md', 'n20.md'],
    );
  });

  it('orders paths folder by folder and ignores case, with a total order for names that differ only in case', () => {
    const paths = ['/w/b/page10.pdf', '/w/a/Page2.pdf', '/w/a/page10.pdf', '/w/B/x.pdf', '/w/a/page2.pdf'];
    assert.deepEqual(
      sortNaturally(paths, (p) => p),
      ['/w/a/Page2.pdf', '/w/a/page2.pdf', '/w/a/page10.pdf', '/w/b/page10.pdf', '/w/B/x.pdf'],
    );
    assert.ok(naturalCompare('a.pdf', 'A.pdf') !== 0);
  });

  it('sorts by the key and leaves the input alone', () => {
    const jobs = [{ path: 'x10' }, { path: 'x9' }];
    const sorted = sortNaturally(jobs, (j) => j.path);
    assert.deepEqual(
      sorted.map((j) => j.path),
      ['x9', 'x10'],
    );
    assert.deepEqual(
      jobs.map((j) => j.path),
      ['x10', 'x9'],
    );
  });
});
