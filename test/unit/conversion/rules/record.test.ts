// Up to date means up to date: the record's hashes decide, not file times; a result the rule
// wrote and nobody changed is replaced in place; anything else at that path is a conflict.
import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planRules, itemState, type PlanItem } from '../../../../src/conversion/rules/plan';
import { ConversionRecord, hashFile } from '../../../../src/conversion/rules/record';
import { parseRulesFile } from '../../../../src/conversion/rules/ruleFile';

describe('rules: the up-to-date record', () => {
  let root: string;
  let recordPath: string;

  const item = async (rules: unknown): Promise<PlanItem> => {
    const { file } = parseRulesFile(JSON.stringify(rules));
    const plan = await planRules({ workspaceFolder: root, file: file!, now: new Date() });
    assert.deepEqual(plan.problems, []);
    return plan.items[0];
  };
  const docs = { rules: [{ files: 'docs/*.md', targets: ['pdf'], outputDirectory: 'out' }] };

  /** What a run that wrote `out/a.pdf` leaves in the record. */
  async function converted(it: PlanItem, record: ConversionRecord, bytes = '%PDF one'): Promise<void> {
    await mkdir(join(root, 'out'), { recursive: true });
    await writeFile(join(root, 'out', 'a.pdf'), bytes);
    record.set({
      source: it.source,
      result: it.result,
      sourceHash: await hashFile(join(root, it.source)),
      definitionHash: it.target.definitionHash,
      files: [{ path: 'out/a.pdf', hash: await hashFile(join(root, 'out', 'a.pdf')) }],
    });
    await record.save();
  }

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'rules-record-'));
    recordPath = join(root, '.vscode', 'convert-files.record.json');
    await mkdir(join(root, 'docs'), { recursive: true });
    await mkdir(join(root, '.vscode'), { recursive: true });
    await writeFile(join(root, 'docs', 'a.md'), '# A');
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  it('a new result converts; once recorded it is up to date, also after a reload', async () => {
    const it0 = await item(docs);
    assert.equal(it0.result, 'out/a.pdf');
    const record = await ConversionRecord.load(recordPath);
    assert.deepEqual(await itemState(root, it0, record, false), {
      status: 'convert',
      why: 'new',
      sourceHash: await hashFile(join(root, 'docs/a.md')),
      replace: false,
      conflict: false,
    });
    await converted(it0, record);
    assert.deepEqual(await itemState(root, it0, await ConversionRecord.load(recordPath), false), { status: 'upToDate' });
  });

  it('touching a source without changing it costs nothing; changing a byte converts, replacing the own result', async () => {
    const it0 = await item(docs);
    const record = await ConversionRecord.load(recordPath);
    await converted(it0, record);
    const later = new Date(Date.now() + 60_000);
    await utimes(join(root, 'docs', 'a.md'), later, later);
    assert.deepEqual(await itemState(root, it0, record, false), { status: 'upToDate' });
    await writeFile(join(root, 'docs', 'a.md'), '# B');
    const state = await itemState(root, it0, record, false);
    assert.equal(state.status, 'convert');
    assert.ok(state.status === 'convert' && state.why === 'source changed' && state.replace && !state.conflict);
  });

  it('a changed definition (parameters of a preset) converts again', async () => {
    const it0 = await item({ presets: { p: { parameters: { PageSize: 'a4' } } }, rules: [{ ...docs.rules[0], preset: 'p' }] });
    const record = await ConversionRecord.load(recordPath);
    await converted(it0, record);
    const it1 = await item({ presets: { p: { parameters: { PageSize: 'a3' } } }, rules: [{ ...docs.rules[0], preset: 'p' }] });
    const state = await itemState(root, it1, record, false);
    assert.ok(state.status === 'convert' && state.why === 'definition changed');
  });

  it('a result that is gone converts again; --force converts anyway', async () => {
    const it0 = await item(docs);
    const record = await ConversionRecord.load(recordPath);
    await converted(it0, record);
    const forced = await itemState(root, it0, record, true);
    assert.ok(forced.status === 'convert' && forced.why === 'forced' && forced.replace);
    await rm(join(root, 'out', 'a.pdf'));
    const gone = await itemState(root, it0, record, false);
    assert.ok(gone.status === 'convert' && gone.why === 'result gone' && !gone.conflict);
  });

  it('a result edited by hand is kept while the source is unchanged, and is a conflict once it changes', async () => {
    const it0 = await item(docs);
    const record = await ConversionRecord.load(recordPath);
    await converted(it0, record);
    await writeFile(join(root, 'out', 'a.pdf'), '%PDF edited by hand');
    assert.deepEqual(await itemState(root, it0, record, false), { status: 'upToDate' });
    await writeFile(join(root, 'docs', 'a.md'), '# B');
    const state = await itemState(root, it0, record, false);
    assert.ok(state.status === 'convert' && !state.replace && state.conflict);
  });

  it('a file the rule never wrote is a conflict, never replaced', async () => {
    await mkdir(join(root, 'out'));
    await writeFile(join(root, 'out', 'a.pdf'), '%PDF someone else');
    const state = await itemState(root, await item(docs), await ConversionRecord.load(recordPath), false);
    assert.ok(state.status === 'convert' && state.why === 'new' && !state.replace && state.conflict);
  });

  it('holds relative paths and hashes only: no FileId, URL or token', async () => {
    const it0 = await item(docs);
    await converted(it0, await ConversionRecord.load(recordPath));
    const text = await readFile(recordPath, 'utf8');
    const parsed = JSON.parse(text) as { version: number; entries: Record<string, unknown>[] };
    assert.equal(parsed.version, 1);
    assert.deepEqual(Object.keys(parsed.entries[0]).sort(), ['definitionHash', 'files', 'result', 'source', 'sourceHash']);
    assert.doesNotMatch(text, /https?:|FileId|Token|\/tmp\//i);
  });

  it('reads a broken record as empty: everything out of date, nothing lost', async () => {
    await writeFile(recordPath, '{ not json');
    const state = await itemState(root, await item(docs), await ConversionRecord.load(recordPath), false);
    assert.equal(state.status, 'convert');
  });
});
