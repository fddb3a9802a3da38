// The command line against the emulator, with a rules file it has never seen: the right files to
// the right names, a second run sending nothing (the emulator's request log is the witness), a
// changed source converting alone, a touched one costing nothing, the exit codes as documented,
// and never the token in what it prints.
import { strict as assert } from 'node:assert';
import { readdir, readFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { useCliHarness } from '../support/cliHarness';

const RULES = `// docs to PDF and HTML beside a mirror of the tree; notes to PDF with the date
{
  "rules": [
    { "name": "docs", "files": "docs/**/*.md", "exclude": ["docs/drafts/**"],
      "targets": ["pdf", "html"], "outputDirectory": "out/\${relativeDir}" },
    { "name": "notes", "files": ["notes/*.txt"], "targets": ["pdf"],
      "outputDirectory": "build", "fileName": "\${fileBasenameNoExtension}-\${date}" },
  ],
}
`;

describe('command line (convert-files) against the emulator', function () {
  this.timeout(60_000);
  const h = useCliHarness('cli', {
    '.vscode/convert-files.json': RULES,
    'docs/a.md': '# A\n\nText of a.',
    'docs/sub/b.md': '# B',
    'docs/drafts/c.md': '# draft',
    'notes/n.txt': 'a note',
  });
  const cli = (args: string[], env: Record<string, string | undefined> = {}) => h.cli(args, { env });
  const write = (path: string, text: string) => h.write(path, text);
  const converts = () => h.converts();

  it('converts the right files to the right names, then nothing; a changed source alone; a touched one for free', async () => {
    const start = converts();
    const first = await cli(['run']);
    assert.equal(first.code, 0, first.err.join('\n'));
    assert.deepEqual([...first.out.slice(0, -1)].sort(), [
      'docs/a.md → out/docs/a.html',
      'docs/a.md → out/docs/a.pdf',
      'docs/sub/b.md → out/docs/sub/b.html',
      'docs/sub/b.md → out/docs/sub/b.pdf',
      'notes/n.txt → build/n-2030-05-06.pdf',
    ]);
    assert.equal(first.out.at(-1), '5 converted, 0 up to date, 0 failed, 5 conversions used');
    assert.match((await readFile(join(h.root, 'out/docs/a.pdf'))).subarray(0, 5).toString(), /%PDF-/);
    assert.match(await readFile(join(h.root, 'out/docs/sub/b.html'), 'utf8'), /<h1[^>]*>B<\/h1>/);
    const sent = converts();
    assert.equal(sent, start + 5);

    const second = await cli(['run']);
    assert.equal(second.code, 0);
    assert.equal(second.out.at(-1), '0 converted, 5 up to date, 0 failed, 0 conversions used');
    assert.ok(second.out.includes('docs/a.md → out/docs/a.pdf up to date'));
    assert.equal(converts(), sent, 'a second run sent a conversion');

    const later = new Date(Date.now() + 120_000);
    await utimes(join(h.root, 'docs/a.md'), later, later);
    assert.equal((await cli(['run'])).out.at(-1), '0 converted, 5 up to date, 0 failed, 0 conversions used');
    assert.equal(converts(), sent, 'a touched, unchanged source was converted');

    await write('docs/sub/b.md', '# B, changed');
    const third = await cli(['run']);
    assert.deepEqual(
      third.out
        .filter((l) => !l.endsWith('up to date'))
        .slice(0, -1)
        .sort(),
      ['docs/sub/b.md → out/docs/sub/b.html', 'docs/sub/b.md → out/docs/sub/b.pdf'],
    );
    assert.equal(third.out.at(-1), '2 converted, 3 up to date, 0 failed, 2 conversions used');
    assert.equal(converts(), sent + 2);
    assert.match(await readFile(join(h.root, 'out/docs/sub/b.html'), 'utf8'), /B, changed/);
    // Replaced in place: no numbered copies.
    assert.deepEqual(await readdir(join(h.root, 'out/docs/sub')), ['b.html', 'b.pdf']);
  });

  it('check sends nothing: 1 while something is out of date, 0 once all is', async () => {
    const before = converts();
    const stale = await cli(['check']);
    assert.equal(stale.code, 1);
    assert.ok(stale.out.includes('docs/a.md → out/docs/a.pdf out of date (new)'));
    assert.equal(converts(), before);
    assert.equal((await cli(['run'])).code, 0);
    const fresh = await cli(['check']);
    assert.equal(fresh.code, 0);
    assert.equal(fresh.out.at(-1), '0 out of date, 5 up to date');
  });

  it('a dry run says what it would convert and sends and writes nothing, token or not', async () => {
    const before = converts();
    const dry = await cli(['run', '--dry-run'], { CONVERT_FILES_API_TOKEN: undefined });
    assert.equal(dry.code, 0);
    assert.ok(dry.out.includes('would convert docs/a.md → out/docs/a.pdf'));
    assert.equal(dry.out.at(-1), '0 converted, 0 up to date, 0 failed, 0 conversions used');
    assert.equal(converts(), before);
    assert.deepEqual((await readdir(h.root)).sort(), ['.vscode', 'docs', 'notes']);
  });

  it('a file name with a line break prints no line of its own (a CI runner reads "::" lines as commands)', async () => {
    await write('docs/x\n::error::injected.md', '# x');
    for (const args of [['run', '--dry-run', '--rule', 'docs'], ['check'], ['run', '--dry-run', 'docs/y\n::warning::z.md']]) {
      const run = await cli(args);
      assert.ok(
        !run.out
          .join('\n')
          .split('\n')
          .some((l) => l.startsWith('::')),
        run.out.join('\n'),
      );
    }
    const dry = await cli(['run', '--dry-run', '--rule', 'docs']);
    assert.ok(
      dry.out.some((l) => l.startsWith('would convert docs/x\\x0a::error::injected.md → out/docs/')),
      dry.out.join('\n'),
    );
  });

  it('--rule and FILE… limit the run', async () => {
    const one = await cli(['run', '--rule', 'notes']);
    assert.deepEqual(one.out, ['notes/n.txt → build/n-2030-05-06.pdf', '1 converted, 0 up to date, 0 failed, 1 conversion used']);
    const some = await cli(['run', 'docs/a.md', 'docs/drafts/c.md']);
    assert.deepEqual(some.out.sort(), [
      '2 converted, 0 up to date, 0 failed, 2 conversions used',
      'docs/a.md → out/docs/a.html',
      'docs/a.md → out/docs/a.pdf',
      'docs/drafts/c.md skipped: no rule converts it',
    ]);
  });

  it('never overwrites a file the rules did not write: skipped and named (ask means skip)', async () => {
    await write('out/docs/a.pdf', 'mine');
    const run = await cli(['run', '--rule', 'docs']);
    assert.equal(run.code, 0);
    assert.ok(run.out.some((l) => /^docs\/a\.md → out\/docs\/a\.pdf skipped: .*did not write it/.test(l)));
    assert.equal(await readFile(join(h.root, 'out/docs/a.pdf'), 'utf8'), 'mine');
    assert.deepEqual((await readdir(join(h.root, 'out/docs'))).sort(), ['a.html', 'a.pdf', 'sub']);
  });

  it('with conflictPolicy "rename", its own numbered copy is replaced in place when the source changes (no (2), (3)…)', async () => {
    await write('.vscode/settings.json', '{ "convertFiles.conflictPolicy": "rename" }');
    await write('notes/n.txt', 'my own file');
    await write('notes/n.pdf', 'mine');
    await write('.vscode/convert-files.json', '{ "rules": [ { "files": "notes/*.txt", "targets": ["pdf"] } ] }');
    assert.deepEqual((await cli(['run'])).out, ['notes/n.txt → notes/n (1).pdf', '1 converted, 0 up to date, 0 failed, 1 conversion used']);
    await write('notes/n.txt', 'my own file, edited');
    assert.deepEqual((await cli(['run'])).out, ['notes/n.txt → notes/n (1).pdf', '1 converted, 0 up to date, 0 failed, 1 conversion used']);
    assert.deepEqual((await readdir(join(h.root, 'notes'))).sort(), ['n (1).pdf', 'n.pdf', 'n.txt']);
    assert.equal(await readFile(join(h.root, 'notes/n.pdf'), 'utf8'), 'mine');
    assert.equal((await cli(['check'])).code, 0);
  });

  it('exit 2 when the run cannot start, with nothing sent', async () => {
    const before = converts();
    const noToken = await cli(['run'], { CONVERT_FILES_API_TOKEN: undefined });
    assert.equal(noToken.code, 2);
    assert.match(noToken.err.join('\n'), /CONVERT_FILES_API_TOKEN/);
    const spaced = await cli(['run'], { CONVERT_FILES_API_TOKEN: 'two words' });
    assert.equal(spaced.code, 2);
    assert.match(spaced.err.join('\n'), /^convert-files: CONVERT_FILES_API_TOKEN: The API Token has spaces/);
    const badUrl = await cli(['run'], { CONVERT_FILES_BASE_URL: 'http://example.invalid' });
    assert.equal(badUrl.code, 2);
    assert.match(badUrl.err.join('\n'), /^convert-files: CONVERT_FILES_BASE_URL: The service address must use https/);
    assert.equal((await cli(['run', '--rules', 'nowhere.json'])).code, 2);
    assert.equal((await cli(['run', '--frobnicate'])).code, 2);
    // An unknown rule is answered with the rules there are; one in other case is suggested (issue 44).
    const unknown = await cli(['run', '--rule', 'nothing-of-that-name']);
    assert.equal(unknown.code, 2);
    assert.deepEqual(unknown.err, [
      'convert-files: no rule named "nothing-of-that-name"; the rules are "docs", "notes" (names are case-sensitive)',
    ]);
    assert.deepEqual((await cli(['run', '--rule', 'Docs'])).err, [
      'convert-files: no rule named "Docs"; did you mean "docs"? (names are case-sensitive)',
    ]);
    await write('.vscode/convert-files.json', '{ "rules": [ { "files": "docs/*.md" "targets": ["pdf"] } ] }');
    const broken = await cli(['run']);
    assert.equal(broken.code, 2);
    assert.match(broken.err.join('\n'), /line 1: not valid JSON/);
    await write('.vscode/convert-files.json', '{ "rules": [ { "files": "docs/*.md", "targets": ["pdf"], "trigger": "hourly" } ] }');
    const schema = await cli(['check']);
    assert.equal(schema.code, 2);
    assert.match(schema.err.join('\n'), /rule "rule 1": trigger must be one of/);
    assert.equal(converts(), before);
  });

  it('exit 1 when a file fails: a refused token, named without being printed', async () => {
    const wrong = 'WrongToken0123456789abcdef';
    const run = await cli(['run', '--rule', 'notes'], { CONVERT_FILES_API_TOKEN: wrong });
    assert.equal(run.code, 1);
    assert.match(run.out[0], /^notes\/n\.txt → build\/n-2030-05-06\.pdf failed: /);
    assert.equal(run.out.at(-1), '0 converted, 0 up to date, 1 failed, 0 conversions used');
    assert.ok(!run.out.join('\n').includes(wrong));
  });
});
