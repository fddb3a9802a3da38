// The one rules runner (conversion/rules/runner.ts) on its own: what it tells a front-end before
// anything is sent (what is out of date, what is sent under the conflict policy, the cost, the
// results of gone sources and a shard's share of them), and that a front-end saying no there stops
// the run with nothing sent, moved, removed or recorded. The front-ends' own tests (command line,
// MCP server, host tier) run it end to end against the emulator.
import { strict as assert } from 'node:assert';
import { existsSync, realpathSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ConversionRecord,
  lookAhead,
  parseRulesFile,
  planRules,
  RECORD_FILE,
  runPlanned,
  slashed,
  type RuleEvent,
  type RulesRun,
} from '../../../../src/conversion/rules';
import { hashFile } from '../../../../src/conversion/rules/record';

describe('the one rules runner', () => {
  let root: string;
  const file = () => {
    const parsed = parseRulesFile(
      JSON.stringify({ rules: [{ name: 'docs', files: ['*.docx'], targets: ['pdf'], outputDirectory: 'out' }] }),
    );
    assert.ok(parsed.file, JSON.stringify(parsed.problems));
    return parsed.file;
  };
  const plan = async () => {
    const input = { workspaceFolder: root, file: file(), now: new Date(0) };
    const { items, problems } = await planRules(input);
    assert.deepEqual(problems, []);
    return { input, items };
  };
  /** A batch that fails the test if the run reaches it. */
  const unreachable: RulesRun['batch'] = {
    client: () => Promise.reject(new Error('sent')),
    chain: () => Promise.reject(new Error('sent')),
    adminClient: () => Promise.reject(new Error('asked the service')),
    progress: { run: () => Promise.reject(new Error('ran a batch')) },
    conflicts: { ask: () => Promise.reject(new Error('asked')) },
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    maxParallel: 1,
  };

  beforeEach(async () => {
    root = slashed(realpathSync(await mkdtemp(join(tmpdir(), 'runner-'))));
    await mkdir(join(root, 'out'));
    await writeFile(join(root, 'a.docx'), 'a');
    await writeFile(join(root, 'b.docx'), 'b');
    // In the way of b's result, and not written by the rules.
    await writeFile(join(root, 'out', 'b.pdf'), 'mine');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('says what is out of date, and sends only what the conflict policy does not keep', async () => {
    const { items } = await plan();
    const look = { workspaceFolder: root, items, record: ConversionRecord.unsaved() };
    const kept = await lookAhead({ ...look, conflictPolicy: 'skip' });
    assert.deepEqual(
      kept.outOfDate.map((i) => i.source),
      ['a.docx', 'b.docx'],
    );
    assert.deepEqual(
      kept.sent.map((i) => i.source),
      ['a.docx'],
    );
    assert.equal(kept.conversions, 1);
    assert.equal(kept.upToDate, 0);
    const renamed = await lookAhead({ ...look, conflictPolicy: 'rename' });
    assert.deepEqual(
      renamed.sent.map((i) => i.source),
      ['a.docx', 'b.docx'],
    );
    assert.equal(renamed.conversions, 2);
  });

  it('a front-end that says no before sending stops the run: nothing sent, removed or recorded', async () => {
    const { input, items } = await plan();
    const recordPath = join(root, RECORD_FILE);
    // A result of a source that is gone since: a run that removes would remove it.
    await writeFile(join(root, 'out', 'c.pdf'), 'c result');
    const record = await ConversionRecord.load(recordPath);
    record.set({
      source: 'c.docx',
      result: 'out/c.pdf',
      sourceHash: 'gone',
      definitionHash: items[0]!.target.definitionHash,
      files: [{ path: 'out/c.pdf', hash: await hashFile(join(root, 'out', 'c.pdf')) }],
    });
    const events: RuleEvent[] = [];
    let told = 0;
    const summary = await runPlanned({
      workspaceFolder: root,
      items,
      record,
      conflictPolicy: 'rename',
      batch: unreachable,
      onEvent: (event) => events.push(event),
      gone: { input, planned: items, remove: true },
      beforeSending: (ahead) => {
        told += 1;
        assert.equal(ahead.conversions, 2);
        assert.deepEqual(
          ahead.stale.map((o) => o.entry.result),
          ['out/c.pdf'],
        );
        return false;
      },
    });
    assert.equal(summary, undefined);
    assert.equal(told, 1);
    assert.deepEqual(events, []);
    assert.ok(existsSync(join(root, 'out', 'c.pdf')), 'the result of the gone source was removed');
    assert.equal(existsSync(recordPath), false, 'the record was written');
  });

  it('a shared run looks at its share of the gone sources: exactly one runner of two has each', async () => {
    const { input, items } = await plan();
    const record = ConversionRecord.unsaved();
    for (const name of ['c', 'd', 'e', 'f']) {
      await writeFile(join(root, 'out', `${name}.pdf`), name);
      record.set({
        source: `${name}.docx`,
        result: `out/${name}.pdf`,
        sourceHash: 'gone',
        definitionHash: items[0]!.target.definitionHash,
        files: [{ path: `out/${name}.pdf`, hash: await hashFile(join(root, 'out', `${name}.pdf`)) }],
      });
    }
    const share = async (index: number) =>
      (
        await lookAhead({
          workspaceFolder: root,
          items,
          record,
          conflictPolicy: 'skip',
          gone: { input, planned: items, shard: { index, count: 2 }, remove: true },
        })
      ).stale.map((o) => o.entry.result);
    const [first, second] = [await share(1), await share(2)];
    assert.deepEqual([...first, ...second].sort(), ['out/c.pdf', 'out/d.pdf', 'out/e.pdf', 'out/f.pdf']);
    assert.equal(first.filter((r) => second.includes(r)).length, 0);
  });
});
