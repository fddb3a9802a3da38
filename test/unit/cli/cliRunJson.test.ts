// `run` and `check` as CI scripts use them: JSON Lines on stdout (one object per source and
// target, then the summary; paths relative to the working folder), exit 2 for a typo in a file
// name, a glob matching nothing or a format the service lacks (nothing sent), `blocked` for a
// file in the way that a run keeps (not out of date), and Ctrl+C counted once in the summary.
import { strict as assert } from 'node:assert';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HELP } from '../../../src/cli/help';
import { faults } from '../support/inProcessEmulator';
import { jsonLines, listAll, useCliHarness } from '../support/cliHarness';

const RULES = JSON.stringify({
  rules: [
    { name: 'docs', files: 'docs/**/*.md', targets: ['pdf', 'html'], outputDirectory: 'out/${relativeDir}' },
    { name: 'notes', files: 'notes/*.txt', targets: ['pdf'] },
  ],
});

const SUMMARY_KEYS = ['converted', 'upToDate', 'skipped', 'failed', 'removed', 'notStarted', 'conversions'];
const ITEM_KEYS = ['source', 'target', 'result', 'status', 'cost'];

describe('command line: run and check for scripts (JSON Lines, exit codes, blocked, Ctrl+C)', function () {
  this.timeout(60_000);
  const h = useCliHarness('json', {
    '.vscode/convert-files.json': RULES,
    'docs/a.md': '# A',
    'docs/sub/b.md': '# B',
    'notes/n.txt': 'a note',
  });

  it('run --json: one object per source and target, then the summary; nothing else on stdout; paths from the working folder', async () => {
    const run = await h.cli(['run', '--json', '--rules', '../.vscode/convert-files.json'], { cwd: join(h.root, 'docs') });
    assert.equal(run.code, 0, run.err.join('\n'));
    const lines = jsonLines(run.out);
    const summary = lines.at(-1)!;
    assert.deepEqual(Object.keys(summary), SUMMARY_KEYS);
    assert.deepEqual(summary, { converted: 5, upToDate: 0, skipped: 0, failed: 0, removed: 0, notStarted: 0, conversions: 5 });
    for (const item of lines.slice(0, -1)) {
      assert.deepEqual(Object.keys(item), ITEM_KEYS);
    }
    assert.ok(
      lines.some(
        (l) => l.source === 'a.md' && l.target === 'pdf' && l.result === '../out/docs/a.pdf' && l.status === 'converted' && l.cost === 1,
      ),
      JSON.stringify(lines),
    );
    assert.ok(lines.some((l) => l.source === '../notes/n.txt' && l.result === '../notes/n.pdf'));
    const again = jsonLines((await h.cli(['run', '--json'])).out);
    assert.deepEqual(
      again.slice(0, -1).map((l) => l.status),
      ['upToDate', 'upToDate', 'upToDate', 'upToDate', 'upToDate'],
    );
    assert.equal(again.at(-1)!.upToDate, 5);
    const dry = jsonLines((await h.cli(['run', '--json', '--dry-run', '--force', 'notes/n.txt'])).out);
    assert.deepEqual(dry[0], {
      source: 'notes/n.txt',
      target: 'pdf',
      result: 'notes/n.pdf',
      status: 'wouldConvert',
      cost: 1,
      reason: 'forced',
    });
  });

  it('run: a missing file, a glob matching nothing, an unknown format in a rule: exit 2 naming it, nothing sent', async () => {
    const since = h.emu.requestLog.length;
    const missing = await h.cli(['run', 'docs/nosuch.md']);
    assert.equal(missing.code, 2);
    assert.deepEqual(missing.err[0], 'convert-files: docs/nosuch.md: no such file');
    const glob = await h.cli(['run', 'docs/**/*.markdown']);
    assert.equal(glob.code, 2);
    assert.match(glob.err[0]!, /no file matches "docs\/\*\*\/\*\.markdown"/);
    await h.write('.vscode/convert-files.json', JSON.stringify({ rules: [{ name: 'odd', files: 'notes/*.txt', targets: ['xyz'] }] }));
    for (const args of [['run'], ['check'], ['run', '--dry-run']]) {
      const unknown = await h.cli(args);
      assert.equal(unknown.code, 2, args.join(' '));
      assert.deepEqual(unknown.err, ['convert-files: rule "odd": the service has no conversion from txt to xyz (for notes/n.txt)']);
    }
    assert.deepEqual(h.sentSince(since), []);
    // A quoted glob selects what it matches; a named file no rule converts is said, not an error.
    await h.write('.vscode/convert-files.json', RULES);
    await h.write('docs/readme.txt', 'not a rule of docs');
    const some = await h.cli(['run', 'docs/**/*.md', 'docs/readme.txt']);
    assert.equal(some.code, 0, some.err.join('\n'));
    assert.deepEqual(some.out.sort(), [
      '4 converted, 0 up to date, 0 failed, 4 conversions used',
      'docs/a.md → out/docs/a.html',
      'docs/a.md → out/docs/a.pdf',
      'docs/readme.txt skipped: no rule converts it',
      'docs/sub/b.md → out/docs/sub/b.html',
      'docs/sub/b.md → out/docs/sub/b.pdf',
    ]);
  });

  it('check: a file in the way is blocked, not out of date (exit 1 only for what run converts); --json says so', async () => {
    assert.equal((await h.cli(['run'])).code, 0);
    await h.write('notes/n.txt', 'changed');
    await h.write('notes/n.pdf', 'my own file');
    const check = await h.cli(['check']);
    assert.equal(check.code, 0, check.out.join('\n'));
    assert.ok(check.out.includes('notes/n.txt → notes/n.pdf blocked: exists and not written by the rules'), check.out.join('\n'));
    assert.equal(check.out.at(-1), '0 out of date, 4 up to date');
    const json = jsonLines((await h.cli(['check', '--json'])).out);
    assert.deepEqual(
      json.find((l) => l.source === 'notes/n.txt'),
      {
        source: 'notes/n.txt',
        target: 'pdf',
        result: 'notes/n.pdf',
        status: 'blocked',
        cost: 0,
        reason: 'exists and not written by the rules',
      },
    );
    assert.deepEqual(json.at(-1), { converted: 0, upToDate: 4, skipped: 1, failed: 0, removed: 0, notStarted: 0, conversions: 0 });
    // The run keeps the file, as check said.
    const run = await h.cli(['run']);
    assert.equal(run.code, 0);
    assert.equal(await readFile(join(h.root, 'notes/n.pdf'), 'utf8'), 'my own file');
    await h.write('docs/a.md', '# A, changed');
    const stale = await h.cli(['check']);
    assert.equal(stale.code, 1);
    assert.equal(stale.out.at(-1), '2 out of date, 2 up to date');
  });

  it('Ctrl+C stops at once (exit 130, no partial file, no result): one line on stderr, the summary adds ", N not started"; JSON says notStarted', async () => {
    await faults(h.emu.baseUrl, { Latency: 5_000 });
    try {
      for (const json of [false, true]) {
        const controller = new AbortController();
        const before = h.emu.requestLog.length;
        const running = h.cli(['run', '--parallel', '1', ...(json ? ['--json'] : [])], { signal: controller.signal });
        // Text: stopped while a conversion is sent; JSON: while the catalogue is read (nothing started).
        const started = () => h.emu.requestLog.slice(before).some((r) => !json || r.path.startsWith('/convert/') || r.path === '/upload');
        for (let i = 0; i < 300 && !started(); i += 1) {
          await new Promise((r) => setTimeout(r, 25));
        }
        const aborted = Date.now();
        controller.abort();
        const run = await running;
        assert.equal(run.code, 130);
        assert.ok(Date.now() - aborted < 4_000, 'did not stop at once');
        const all = await listAll(h.root);
        assert.deepEqual(
          all.filter((p) => p.endsWith('.partial') || p.startsWith('out/') || p === 'notes/n.pdf'),
          [],
        );
        assert.equal(run.err.filter((l) => l.includes('Ctrl+C')).length, 1, run.err.join('\n'));
        if (json) {
          const lines = jsonLines(run.out);
          assert.deepEqual(lines.at(-1), { converted: 0, upToDate: 0, skipped: 0, failed: 0, removed: 0, notStarted: 5, conversions: 0 });
          assert.equal(lines.filter((l) => l.status === 'notStarted').length, 5);
        } else {
          assert.match(run.out.at(-1)!, /^0 converted, 0 up to date, 0 failed, 0 conversions used, \d+ not started$/);
          assert.ok(!run.out.some((l) => l.includes('stopped by Ctrl+C')), 'a line per file not started');
        }
      }
    } finally {
      await faults(h.emu.baseUrl, { Latency: 0 });
    }
  });

  it('--help keeps its Environment section and gives the JSON schema, convert, --watch, --shard and record merge', () => {
    for (const word of [
      'Environment:',
      'CONVERT_FILES_API_TOKEN',
      'CONVERT_FILES_BASE_URL',
      'HTTPS_PROXY',
      '--dry-run',
      '--parallel',
      'check',
      '"source"',
      '"notStarted"',
      'wouldConvert',
      'blocked',
      'removed',
      'convert-files convert',
      '--watch',
      '--shard K/N',
      'record merge',
      '--on-conflict',
    ]) {
      assert.ok(HELP.includes(word), `--help does not mention ${word}`);
    }
  });
});
