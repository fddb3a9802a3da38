// A book rule (issue 34): `join` checked alike by the engine and the schema, the chapters' order
// (patterns as listed, natural order within one, duplicates once at their first place), and the
// record that keeps a book up to date by the hashes of all its chapters and of the rule.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv';
import { parse } from 'jsonc-parser';
import { bookChanges, bookHash, bookInputs, bookOrder } from '../../../../src/conversion/rules/book';
import { ConversionRecord, itemState, parseRulesFile, planRules, type PlanItem } from '../../../../src/conversion/rules';

const schema = JSON.parse(readFileSync(join(__dirname, '../../../../schemas/convert-files.schema.json'), 'utf8')) as object;
const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
const schemaAccepts = (text: string) => validate(parse(text, [], { allowTrailingComma: true })) === true;

const rule = (extra: Record<string, unknown>) =>
  JSON.stringify({ rules: [{ name: 'handbook', files: ['docs/intro.md', 'docs/chapters/*.md'], targets: ['pdf'], ...extra }] });

describe('book rules: join', () => {
  it('reads the issue example, and the schema accepts it', () => {
    const text = rule({ outputDirectory: 'out', join: 'handbook.pdf' });
    const { file, problems } = parseRulesFile(text);
    assert.deepEqual(problems, []);
    assert.equal(file?.rules[0]!.join, 'handbook.pdf');
    assert.ok(schemaAccepts(text), JSON.stringify(validate.errors));
  });

  const wrong: [string, Record<string, unknown>, RegExp][] = [
    ['a path', { join: 'out/handbook.pdf' }, /a file name, not a path/],
    ['a Windows path', { join: 'out\\handbook.pdf' }, /a file name, not a path/],
    ['no .pdf', { join: 'handbook.docx' }, /must end in \.pdf/],
    ['an empty name', { join: '' }, /file name of the book/],
    ['a variable', { join: '${fileBasenameNoExtension}.pdf' }, /not a file name/],
    ['another target', { join: 'a.pdf', targets: ['pdf', 'html'] }, /its targets are \["pdf"\]/],
    ['a fileName', { join: 'a.pdf', fileName: 'x' }, /"fileName" is not used/],
    ['a source variable in the folder', { join: 'a.pdf', outputDirectory: 'out/${relativeDir}' }, /\$\{workspaceFolder\} only/],
  ];
  for (const [why, extra, message] of wrong) {
    it(`refuses ${why}, as the schema does`, () => {
      const text = rule(extra);
      const { file, problems } = parseRulesFile(text);
      assert.equal(file, undefined);
      assert.match(problems.map((p) => p.message).join('\n'), message);
      assert.equal(schemaAccepts(text), false, `the schema accepts ${why}`);
    });
  }
});

describe('book rules: order', () => {
  it('follows the patterns as listed, natural order within one, a duplicate at its first place', () => {
    const sources = ['docs/chapters/ch10.md', 'docs/chapters/ch2.md', 'docs/intro.md', 'docs/chapters/ch1.md', 'docs/appendix.md'];
    assert.deepEqual(bookOrder(['docs/intro.md', 'docs/chapters/*.md', 'docs/**/*.md'], sources), [
      'docs/intro.md',
      'docs/chapters/ch1.md',
      'docs/chapters/ch2.md',
      'docs/chapters/ch10.md',
      'docs/appendix.md',
    ]);
    assert.deepEqual(bookOrder(['docs/chapters/ch2.md', 'docs/chapters/*.md'], sources), [
      'docs/chapters/ch2.md',
      'docs/chapters/ch1.md',
      'docs/chapters/ch10.md',
    ]);
  });
});

describe('book rules: up to date by the hashes of all inputs', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'book34-'));
    for (const [path, text] of Object.entries({
      'docs/intro.md': '# I\n',
      'docs/chapters/ch1.md': '# 1\n',
      'docs/chapters/ch2.md': '# 2\n',
    })) {
      await mkdir(join(root, path, '..'), { recursive: true });
      await writeFile(join(root, path), text);
    }
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  async function plan(extra: Record<string, unknown> = {}): Promise<PlanItem[]> {
    const { file } = parseRulesFile(rule({ join: 'handbook.pdf', ...extra }));
    const planned = await planRules({ workspaceFolder: root, file: file!, now: new Date() });
    assert.deepEqual(planned.problems, []);
    return [...planned.items];
  }

  it('plans one item whose unit is the book, in the workspace folder by default', async () => {
    const items = await plan();
    assert.equal(items.length, 1);
    assert.equal(items[0]!.result, 'handbook.pdf');
    assert.equal(items[0]!.unit, 'handbook.pdf');
    assert.deepEqual(items[0]!.book?.chapters, ['docs/intro.md', 'docs/chapters/ch1.md', 'docs/chapters/ch2.md']);
  });

  it('hashes every chapter in order: a change, an addition, a removal or a new order changes the hash', async () => {
    const chapters = ['docs/intro.md', 'docs/chapters/ch1.md', 'docs/chapters/ch2.md'];
    const base = await bookInputs(root, chapters);
    const hash = bookHash(base);
    assert.equal(bookHash(await bookInputs(root, chapters)), hash, 'the same inputs hash alike');
    assert.notEqual(bookHash(await bookInputs(root, [chapters[0]!, chapters[2]!, chapters[1]!])), hash, 'reordered');
    assert.notEqual(bookHash(await bookInputs(root, chapters.slice(0, 2))), hash, 'removed');
    await writeFile(join(root, 'docs/chapters/ch2.md'), '# 2 changed\n');
    const changed = await bookInputs(root, chapters);
    assert.notEqual(bookHash(changed), hash, 'changed');
    const entry = { source: chapters[0]!, result: 'handbook.pdf', sourceHash: hash, definitionHash: 'd', files: [], inputs: base };
    assert.equal(bookChanges(entry, changed), 'changed: docs/chapters/ch2.md');
    assert.equal(bookChanges(entry, [base[0]!, base[2]!, base[1]!]), 'order changed');
    assert.equal(bookChanges(entry, [...base, { path: 'docs/x.md', hash: 'h' }]), 'added: docs/x.md');
    assert.equal(bookChanges(entry, base.slice(1)), 'removed: docs/intro.md');
  });

  it('is up to date after its record entry, and out of date when a chapter or the rule changes', async () => {
    const [item] = await plan();
    const record = ConversionRecord.unsaved();
    const state = await itemState(root, item!, record, false);
    assert.equal(state.status, 'convert');
    assert.ok(state.status === 'convert' && state.inputs?.length === 3);
    await writeFile(join(root, 'handbook.pdf'), '%PDF');
    const { hashFile } = await import('../../../../src/conversion/rules/record');
    record.set({
      source: item!.source,
      result: item!.result,
      sourceHash: state.status === 'convert' ? state.sourceHash : '',
      definitionHash: item!.target.definitionHash,
      files: [{ path: 'handbook.pdf', hash: await hashFile(join(root, 'handbook.pdf')) }],
      inputs: state.status === 'convert' ? state.inputs : [],
    });
    assert.equal((await itemState(root, item!, record, false)).status, 'upToDate');
    const [renamedTitle] = await plan({ markdown: { pdf: { pageSize: 'Letter' } } });
    const byRule = await itemState(root, renamedTitle!, record, false);
    assert.equal(byRule.status === 'convert' && byRule.why, 'definition changed', 'the rule is part of the hash');
    await writeFile(join(root, 'docs/chapters/ch1.md'), '# 1 again\n');
    const byChapter = await itemState(root, item!, record, false);
    assert.ok(byChapter.status === 'convert' && byChapter.why === 'source changed');
    assert.equal(byChapter.status === 'convert' && byChapter.changes, 'changed: docs/chapters/ch1.md');
  });

  it('refuses a book with inputs that are not Markdown, naming them', async () => {
    await writeFile(join(root, 'docs/chapters/extra.pdf'), '%PDF');
    const { file } = parseRulesFile(
      JSON.stringify({ rules: [{ name: 'handbook', files: ['docs/**/*'], targets: ['pdf'], join: 'handbook.pdf' }] }),
    );
    const planned = await planRules({ workspaceFolder: root, file: file!, now: new Date() });
    assert.equal(planned.items.length, 0);
    assert.match(
      planned.problems.join('\n'),
      /rule "handbook": a book joins Markdown files only; not Markdown: docs\/chapters\/extra\.pdf/,
    );
  });

  it('plans the whole book when a run names one changed chapter', async () => {
    const { file } = parseRulesFile(rule({ join: 'handbook.pdf' }));
    const planned = await planRules({
      workspaceFolder: root,
      file: file!,
      now: new Date(),
      sources: new Map([[file!.rules[0]!, ['docs/chapters/ch2.md']]]),
    });
    assert.deepEqual(planned.items[0]?.book?.chapters, ['docs/intro.md', 'docs/chapters/ch1.md', 'docs/chapters/ch2.md']);
  });
});
