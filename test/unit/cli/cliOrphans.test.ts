// Results of deleted and renamed sources, on the command line against the emulator: a result the
// rules wrote and nobody edited is removed when its source is gone (`check` says so first); an
// edited one is kept; a source renamed with the same bytes takes its result along and nothing is
// sent (the emulator's request log is the witness). A record from anyone (a cloned repository)
// cannot make a run remove a file the rules did not write: not one whose bytes differ, not one
// outside the folder, in .git, through a link, or that the rules would not write for that source.
import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useCliHarness } from '../support/cliHarness';

const RULES = `{ "rules": [ { "name": "docs", "files": "docs/**/*.md", "targets": ["pdf"], "outputDirectory": "out/\${relativeDir}" } ] }`;
const RECORD = '.vscode/convert-files.record.json';

describe('command line: results of deleted and renamed sources (emulator)', function () {
  this.timeout(60_000);
  const h = useCliHarness('orphans');
  let outside: string;

  const sha = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');
  const cli = (...args: string[]) => h.cli(args);
  const write = (path: string, text: string) => h.write(path, text);

  async function recordEntries(): Promise<{ source: string; result: string; files: { path: string; hash: string }[] }[]> {
    return (JSON.parse(await readFile(join(h.root, RECORD), 'utf8')) as { entries: never[] }).entries;
  }

  beforeEach(async () => {
    outside = await mkdtemp(join(tmpdir(), 'convert-files-outside-'));
    await write('.vscode/convert-files.json', RULES);
    await write('docs/old.md', '# Old');
    await write('docs/a.md', '# A');
  });
  afterEach(() => rm(outside, { recursive: true, force: true }));

  it('a deleted source: check says its result is stale, run removes it, then all is up to date', async () => {
    assert.equal((await cli('run')).code, 0);
    await rm(join(h.root, 'docs/old.md'));
    const check = await cli('check');
    assert.equal(check.code, 1);
    assert.ok(check.out.includes('docs/old.md → out/docs/old.pdf out of date (its source is gone)'), check.out.join('\n'));
    assert.equal(check.out.at(-1), '1 out of date, 1 up to date');

    const sent = h.converts();
    const run = await cli('run');
    assert.equal(run.code, 0);
    assert.ok(run.out.includes('docs/old.md → out/docs/old.pdf removed: its source is gone'), run.out.join('\n'));
    assert.equal(run.out.at(-1), '0 converted, 1 up to date, 0 failed, 0 conversions used, 1 removed');
    assert.ok(!existsSync(join(h.root, 'out/docs/old.pdf')), 'the stale result is still there');
    assert.ok(existsSync(join(h.root, 'out/docs/a.pdf')));
    assert.deepEqual(
      (await recordEntries()).map((e) => e.result),
      ['out/docs/a.pdf'],
    );
    assert.equal(h.converts(), sent);
    const again = await cli('check');
    assert.equal(again.code, 0, again.out.join('\n'));
  });

  it('a dry run says what it would remove and removes nothing; an edited result is kept and named', async () => {
    assert.equal((await cli('run')).code, 0);
    await rm(join(h.root, 'docs/old.md'));
    const dry = await cli('run', '--dry-run');
    assert.ok(dry.out.includes('would remove docs/old.md → out/docs/old.pdf: its source is gone'), dry.out.join('\n'));
    assert.ok(existsSync(join(h.root, 'out/docs/old.pdf')));

    await writeFile(join(h.root, 'out/docs/old.pdf'), 'edited by a person');
    const run = await cli('run');
    assert.equal(run.code, 0);
    assert.ok(
      run.out.some((l) => l.startsWith('docs/old.md → out/docs/old.pdf skipped: its source is gone, but out/docs/old.pdf changed since')),
      run.out.join('\n'),
    );
    assert.equal(await readFile(join(h.root, 'out/docs/old.pdf'), 'utf8'), 'edited by a person');
    // Forgotten: the file is the person's now, and check is clean.
    assert.equal((await cli('check')).code, 0);
  });

  it('a source renamed with the same bytes takes its result along, nothing sent; with other bytes it converts', async () => {
    assert.equal((await cli('run')).code, 0);
    const bytes = await readFile(join(h.root, 'out/docs/a.pdf'));
    const sent = h.converts();
    await mkdir(join(h.root, 'docs/moved'));
    await rename(join(h.root, 'docs/a.md'), join(h.root, 'docs/moved/b.md'));
    const check = await cli('check');
    assert.ok(check.out.includes('docs/moved/b.md → out/docs/moved/b.pdf out of date (renamed)'), check.out.join('\n'));
    assert.ok(!check.out.some((l) => l.startsWith('docs/a.md')), 'the renamed source was also called gone');

    const run = await cli('run');
    assert.equal(run.code, 0);
    assert.ok(
      run.out.includes('docs/moved/b.md → out/docs/moved/b.pdf moved from out/docs/a.pdf (renamed source, same bytes: nothing sent)'),
      run.out.join('\n'),
    );
    assert.equal(run.out.at(-1), '0 converted, 1 up to date, 0 failed, 0 conversions used, 1 moved');
    assert.equal(h.converts(), sent, 'the renamed source was converted again');
    assert.ok(!existsSync(join(h.root, 'out/docs/a.pdf')));
    assert.deepEqual(await readFile(join(h.root, 'out/docs/moved/b.pdf')), bytes);
    assert.equal((await cli('check')).code, 0);

    await rename(join(h.root, 'docs/moved/b.md'), join(h.root, 'docs/c.md'));
    await writeFile(join(h.root, 'docs/c.md'), '# C, other bytes');
    const other = await cli('run');
    assert.ok(other.out.includes('docs/c.md → out/docs/c.pdf'), other.out.join('\n'));
    assert.ok(other.out.includes('docs/moved/b.md → out/docs/moved/b.pdf removed: its source is gone'), other.out.join('\n'));
    assert.equal(h.converts(), sent + 1);
  });

  it('a record from anyone removes nothing the rules did not write: other bytes, outside, .git, a link, another result', async () => {
    const victims = {
      // What the rules would write for the gone source, but not the bytes the record names.
      'out/docs/ghost.pdf': 'a person’s own PDF',
      // Bytes the record names, but not a result the rules make of that source.
      'src/keep.txt': 'precious',
      'out/docs/ghost2.txt': 'precious too',
      '.git/config': '[core]',
    };
    for (const [path, text] of Object.entries(victims)) {
      await write(path, text);
    }
    await writeFile(join(outside, 'x.pdf'), 'outside');
    await writeFile(join(h.root, 'out/docs/x.pdf'), 'outside');
    // out/docs/sub leads out of the folder: what the rules would write for docs/sub/x.md is through a link.
    await symlink(outside, join(h.root, 'out/docs/sub'));
    const entry = (source: string, result: string, files: [string, string][]) => ({
      source,
      result,
      sourceHash: sha('gone'),
      definitionHash: 'x',
      files: files.map(([path, text]) => ({ path, hash: sha(text) })),
    });
    await write(
      RECORD,
      JSON.stringify({
        version: 1,
        entries: [
          entry('docs/ghost.md', 'out/docs/ghost.pdf', [['out/docs/ghost.pdf', 'not these bytes']]),
          entry('docs/ghost.md', 'src/keep.txt', [['src/keep.txt', 'precious']]),
          entry('docs/ghost2.md', 'out/docs/ghost2.pdf', [['out/docs/ghost2.txt', 'precious too']]),
          entry('docs/ghost3.md', 'out/docs/ghost3.pdf', [['.git/config', '[core]']]),
          entry('docs/ghost4.md', 'out/docs/ghost4.pdf', [['../' + join(outside, 'x.pdf'), 'outside']]),
          entry('docs/sub/x.md', 'out/docs/sub/x.pdf', [['out/docs/sub/x.pdf', 'outside']]),
          entry('/etc/passwd.md', '/etc/passwd', [['/etc/passwd', 'root']]),
        ],
      }),
    );
    const run = await cli('run');
    assert.equal(run.code, 0, run.out.join('\n'));
    assert.ok(!run.out.some((l) => l.includes(' removed: ')), run.out.join('\n'));
    for (const [path, text] of Object.entries(victims)) {
      assert.equal(await readFile(join(h.root, path), 'utf8'), text, `${path} was touched`);
    }
    assert.equal(await readFile(join(outside, 'x.pdf'), 'utf8'), 'outside');
    assert.equal(await readFile(join(h.root, 'out/docs/x.pdf'), 'utf8'), 'outside');
  });
});
