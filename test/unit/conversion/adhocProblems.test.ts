// A conversion asked for by name (src/conversion/adhoc) names arguments and paths in its problems
// with their control characters escaped: the command line prints one problem a line, and in CI a
// line such as `::error::…` is a command to the runner.
import { strict as assert } from 'node:assert';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expandSources, requestProblems } from '../../../src/conversion/adhoc';
import { slashed } from '../../../src/conversion/rules';

describe('conversion by name: problems print as one line each', () => {
  let root: string;
  before(async () => {
    root = slashed(await mkdtemp(join(tmpdir(), 'adhoc-problems-')));
    await mkdir(join(root, 'docs'));
    await writeFile(join(root, 'docs', 'notes\n::error::no extension'), 'x');
  });
  after(() => rm(root, { recursive: true, force: true }));

  it('an argument that matches nothing, escaped as typed', async () => {
    const { problems } = await expandSources(['docs/a\n::error::x.md', 'docs/*\r::warning::y.md'], root);
    assert.deepEqual(problems, ['docs/a\\x0a::error::x.md: no such file', 'no file matches "docs/*\\x0d::warning::y.md"']);
  });

  it('a found file without an extension, escaped as its path', async () => {
    const { sources, problems } = await expandSources(['docs/*'], root);
    assert.deepEqual(problems, []);
    const found = requestProblems({ sources, steps: [{ to: 'pdf', options: {} }], cwd: root, now: new Date() });
    assert.deepEqual(found, ['docs/notes\\x0a::error::no extension: no extension, so its format is unknown']);
  });
});
