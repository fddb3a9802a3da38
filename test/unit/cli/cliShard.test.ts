// Shards against the emulator: N runners, each on its own copy of one checkout, together convert
// every out-of-date source exactly once (each a share, none twice, all targets of a source in one
// shard), and `record merge` combines their records so that the whole is up to date after.
import { strict as assert } from 'node:assert';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inShard, parseShard, shardOfUnit } from '../../../src/conversion/rules';
import { jsonLines, useCliHarness } from '../support/cliHarness';

const SOURCES = Array.from({ length: 24 }, (_, i) => `docs/part-${String(i).padStart(2, '0')}.md`);

describe('command line: run --shard K/N and record merge (emulator)', function () {
  this.timeout(60_000);
  const h = useCliHarness('shard', {
    '.vscode/convert-files.json': JSON.stringify({
      rules: [{ name: 'docs', files: 'docs/*.md', targets: ['pdf', 'html'], outputDirectory: 'out' }],
    }),
    ...Object.fromEntries(SOURCES.map((s) => [s, `# ${s}`])),
  });

  it('is deterministic and covers every unit once', () => {
    assert.deepEqual(parseShard('2/3'), { index: 2, count: 3 });
    for (const bad of ['0/3', '4/3', '1/0', 'x', '1/2/3', '']) {
      assert.throws(() => parseShard(bad), /--shard takes K\/N/);
    }
    const items = SOURCES.map((source) => ({ source }));
    const shares = [1, 2, 3].map((index) => inShard(items, { index, count: 3 }).map((i) => i.source));
    assert.deepEqual(shares.flat().sort(), [...SOURCES].sort());
    assert.ok(
      shares.every((s) => s.length > 0),
      'a shard got nothing',
    );
    // The same units, the same deal, whatever their order; every runner a share, none more than one unit over another.
    assert.deepEqual(
      inShard([...items].reverse(), { index: 2, count: 3 })
        .map((i) => i.source)
        .sort(),
      [...shares[1]!].sort(),
    );
    for (const count of [2, 3, 5, 24]) {
      const sizes = Array.from({ length: count }, (_, k) => inShard(items, { index: k + 1, count }).length);
      assert.ok(Math.min(...sizes) >= 1 && Math.max(...sizes) - Math.min(...sizes) <= 1, `${count} shards: ${sizes.join(', ')}`);
    }
    // All targets of a source go together; a unit not planned (a gone source's result) by its hash alone.
    const two = [...items, ...items].map((i, n) => ({ ...i, n }));
    assert.ok([1, 2, 3].every((k) => inShard(two, { index: k, count: 3 }).length % 2 === 0));
    assert.equal(shardOfUnit('docs/part-03.md', 7), shardOfUnit('docs/part-03.md', 7));
  });

  it('three runners on fresh checkouts convert each source exactly once; merged records leave nothing out of date', async () => {
    const checkouts: string[] = [];
    const converted: string[] = [];
    const before = h.converts();
    try {
      for (const k of [1, 2, 3]) {
        const copy = await mkdtemp(join(tmpdir(), `convert-files-shard-${k}-`));
        checkouts.push(copy);
        await cp(h.root, copy, { recursive: true });
        const run = await h.cli(['run', '--shard', `${k}/3`, '--json'], { cwd: copy });
        assert.equal(run.code, 0, run.err.join('\n'));
        const lines = jsonLines(run.out).slice(0, -1);
        assert.ok(lines.length > 0, `shard ${k} had nothing to do`);
        converted.push(...lines.filter((l) => l.status === 'converted').map((l) => `${String(l.source)} ${String(l.target)}`));
        await cp(join(copy, '.vscode/convert-files.record.json'), join(h.root, `records/record-${k}.json`));
      }
      assert.deepEqual(converted.sort(), SOURCES.flatMap((s) => [`${s} html`, `${s} pdf`]).sort(), 'not each source and target once');
      assert.equal(h.converts() - before, SOURCES.length * 2, 'a conversion was sent twice');
      // The last job: the checkout, the shards' records and results collected, the records merged.
      for (const copy of checkouts) {
        await cp(join(copy, 'out'), join(h.root, 'out'), { recursive: true });
      }
      // Before the merge the results are files the record does not know: blocked, none up to date.
      const unmerged = await h.cli(['check']);
      assert.equal(unmerged.out.at(-1), '0 out of date, 0 up to date');
      assert.equal(unmerged.out.filter((l) => l.endsWith('blocked: exists and not written by the rules')).length, 48);
      // Quoted, as the action passes it: the tool expands the glob.
      const merge = await h.cli(['record', 'merge', 'records/record-*.json']);
      assert.equal(merge.code, 0, merge.err.join('\n'));
      assert.deepEqual(merge.out, [`48 results recorded in ${join(h.root, '.vscode/convert-files.record.json')} from 3 records`]);
      const check = await h.cli(['check']);
      assert.equal(check.code, 0, check.out.join('\n'));
      assert.equal(check.out.at(-1), '0 out of date, 48 up to date');
      // One source changed: one shard converts it, the others nothing.
      await h.write('docs/part-05.md', '# changed');
      const runs = await Promise.all([1, 2, 3].map((k) => h.cli(['run', '--shard', `${k}/3`, '--dry-run', '--json'])));
      const would = runs.flatMap((r) => jsonLines(r.out).filter((l) => l.status === 'wouldConvert'));
      assert.deepEqual(would.map((l) => `${String(l.source)} ${String(l.target)}`).sort(), ['docs/part-05.md html', 'docs/part-05.md pdf']);
    } finally {
      for (const copy of checkouts) {
        await rm(copy, { recursive: true, force: true });
      }
    }
  });

  it('record merge: a record that is not there or not a record is exit 2; two records changing one result differently are exit 1, nothing written', async () => {
    const missing = await h.cli(['record', 'merge', 'nowhere.json']);
    assert.equal(missing.code, 2);
    assert.match(missing.err[0]!, /nowhere\.json: no such file/);
    await h.write('bad.json', '{ "version": 9 }');
    assert.match((await h.cli(['record', 'merge', 'bad.json'])).err[0]!, /bad\.json: not a record of version 1/);
    const entry = (hash: string) => ({ source: 'docs/a.md', result: 'out/a.pdf', sourceHash: hash, definitionHash: 'd', files: [] });
    await h.write('a.json', JSON.stringify({ version: 1, entries: [entry('one')] }));
    await h.write('b.json', JSON.stringify({ version: 1, entries: [entry('two')] }));
    const conflict = await h.cli(['record', 'merge', 'a.json', 'b.json']);
    assert.equal(conflict.code, 1);
    assert.match(conflict.err[0]!, /out\/a\.pdf: the records changed it differently/);
    await assert.rejects(readFile(join(h.root, '.vscode/convert-files.record.json')), 'a record was written');
  });
});
