// What a rules file may touch, on a real folder: sources only inside it, no link followed, hidden
// files, node_modules and files.exclude left out unless a glob names them, no result a source;
// results only inside it, never through a link; two targets writing one file is an error.
import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRulesFile } from '../../../../src/conversion/rules/ruleFile';
import { planRules } from '../../../../src/conversion/rules/plan';
import { outputFolderProblem } from '../../../../src/conversion/rules/paths';
import { readRulesFile, RulesFileError } from '../../../../src/conversion/rules/location';

async function plan(root: string, rules: unknown, filesExclude?: Record<string, boolean>) {
  const { file, problems } = parseRulesFile(JSON.stringify({ rules }));
  assert.deepEqual(problems, []);
  return planRules({ workspaceFolder: root, file: file!, filesExclude, now: new Date() });
}

describe('rules: what they may touch', () => {
  let root: string;
  let outside: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'rules-limits-'));
    outside = await mkdtemp(join(tmpdir(), 'rules-outside-'));
    for (const f of [
      'docs/a.md',
      'docs/.hidden.md',
      'docs/.drafts/d.md',
      'node_modules/pkg/readme.md',
      'gen/g.md',
      '.github/notes.md',
      'top.md',
    ]) {
      await mkdir(join(root, f, '..'), { recursive: true });
      await writeFile(join(root, f), `# ${f}`);
    }
    await writeFile(join(outside, 'secret.md'), '# not yours');
    await symlink(join(outside, 'secret.md'), join(root, 'docs', 'link.md'));
    await symlink(outside, join(root, 'docs', 'linked'));
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  const sources = async (rules: unknown, filesExclude?: Record<string, boolean>) =>
    [...new Set((await plan(root, rules, filesExclude)).items.map((i) => i.source))].sort();

  it('follows no link, to a file or a folder', async () => {
    assert.deepEqual(await sources([{ files: 'docs/**/*.md', targets: ['pdf'] }]), ['docs/a.md']);
  });

  it('leaves hidden files, hidden folders and node_modules out of a wildcard', async () => {
    assert.deepEqual(await sources([{ files: '**/*.md', targets: ['pdf'] }]), ['docs/a.md', 'gen/g.md', 'top.md']);
  });

  it('takes them when a glob spells out their path', async () => {
    assert.deepEqual(
      await sources([{ files: ['.github/*.md', 'docs/.drafts/*.md', 'node_modules/pkg/*.md', 'docs/.hidden.md'], targets: ['pdf'] }]),
      ['.github/notes.md', 'docs/.drafts/d.md', 'docs/.hidden.md', 'node_modules/pkg/readme.md'],
    );
  });

  it('leaves out what files.exclude hides, unless a glob names that folder', async () => {
    assert.deepEqual(await sources([{ files: '**/*.md', targets: ['pdf'] }], { '**/gen': true }), ['docs/a.md', 'top.md']);
    assert.deepEqual(await sources([{ files: 'gen/*.md', targets: ['pdf'] }], { '**/gen': true }), ['gen/g.md']);
  });

  it("applies a rule's exclude", async () => {
    assert.deepEqual(await sources([{ files: '**/*.md', exclude: ['gen/**', 'top.md'], targets: ['pdf'] }]), ['docs/a.md']);
  });

  it('never takes a result of a rule as a source', async () => {
    await writeFile(join(root, 'docs', 'a.txt'), 'text');
    // md → txt into docs/, txt → pdf: docs/a.txt is rule one's result, so rule two leaves it.
    const items = (
      await plan(root, [
        { files: 'docs/*.md', targets: ['txt'] },
        { files: 'docs/*.txt', targets: ['pdf'] },
      ])
    ).items;
    assert.deepEqual(
      items.map((i) => `${i.source} → ${i.result}`),
      ['docs/a.md → docs/a.txt'],
    );
  });

  it('refuses results outside the folder, by .. or an absolute path', async () => {
    const up = await plan(root, [{ files: 'top.md', targets: ['pdf'], outputDirectory: '../out' }]);
    assert.match(up.problems.join('\n'), /outside the workspace folder/);
    const absolute = await plan(root, [{ files: 'top.md', targets: ['pdf'], outputDirectory: outside }]);
    assert.match(absolute.problems.join('\n'), /outside the workspace folder/);
  });

  it('refuses results through a link, and into .vscode (any case) and .git', async () => {
    assert.match((await outputFolderProblem(root, join(root, 'docs', 'linked', 'x'))) ?? '', /link docs\/linked/);
    assert.match((await outputFolderProblem(root, join(root, '.vscode'))) ?? '', /\.vscode/);
    assert.match((await outputFolderProblem(root, join(root, '.VSCode', 'x'))) ?? '', /\.vscode/);
    assert.match((await outputFolderProblem(root, join(root, '.git', 'hooks'))) ?? '', /\.git/);
    assert.equal(await outputFolderProblem(root, join(root, 'out', 'new')), undefined);
  });

  it('names both rules when two targets would write one file', async () => {
    const { problems } = await plan(root, [
      { name: 'docs', files: 'docs/*.md', targets: ['pdf'], outputDirectory: 'out' },
      { name: 'top', files: 'top.md', targets: ['pdf'], outputDirectory: 'out', fileName: 'a' },
    ]);
    assert.deepEqual(problems, ['rules "docs" and "top" would both write out/a.pdf (from docs/a.md and top.md)']);
  });

  it('refuses a result over its own source; an operation keeps the source type', async () => {
    await writeFile(join(root, 'docs', 'p.pdf'), '%PDF-1.4');
    const over = await plan(root, [{ name: 'squeeze', files: 'docs/*.pdf', targets: ['compress'] }]);
    assert.deepEqual(over.problems, ['rule "squeeze" would write its result over its source docs/p.pdf (set outputDirectory or fileName)']);
    const beside = await plan(root, [
      {
        name: 'squeeze',
        files: 'docs/*.pdf',
        targets: ['compress', ['pdf', 'text-watermark']],
        outputDirectory: 'out',
        fileName: '${fileBasenameNoExtension}-${target}',
      },
    ]);
    assert.deepEqual(beside.problems, []);
    assert.deepEqual(
      beside.items.map((i) => i.result),
      ['out/p-compress.pdf', 'out/p-text-watermark.pdf'],
    );
  });

  it('names the rule when two of its sources would write one file', async () => {
    await writeFile(join(root, 'docs', 'a.txt'), 'text');
    const { problems } = await plan(root, [{ name: 'docs', files: 'docs/*', targets: ['pdf'] }]);
    assert.deepEqual(problems, ['rule "docs" would write docs/a.pdf twice (from docs/a.md and docs/a.txt)']);
  });

  it('names the rule and the source when two of its targets would write one file', async () => {
    const { problems } = await plan(root, [{ name: 'top', files: 'top.md', targets: ['pdf', ['pdf', { to: 'compress' }]] }]);
    assert.deepEqual(problems, ['rule "top": two of its targets would both write top.pdf (from top.md)']);
  });

  it('names a folder that cannot be used once, not once per source and target', async () => {
    await writeFile(join(root, 'out'), 'a file where the folder should be');
    const { problems } = await plan(root, [
      { name: 'docs', files: ['docs/*.md', 'top.md'], targets: ['pdf', 'html'], outputDirectory: 'out' },
    ]);
    assert.deepEqual(problems, ['rule "docs": out is a file, not a folder (for docs/a.md)']);
  });

  it('a .vscode that is a link is not followed (the record would be written where it leads)', async () => {
    await mkdir(join(outside, 'vscode'));
    await writeFile(join(outside, 'vscode', 'convert-files.json'), JSON.stringify({ rules: [{ files: 'docs/*.md', targets: ['pdf'] }] }));
    await symlink(join(outside, 'vscode'), join(root, '.vscode'));
    await assert.rejects(readRulesFile(join(root, '.vscode', 'convert-files.json')), (err: unknown) => {
      assert.ok(err instanceof RulesFileError);
      assert.match(err.problems.join('\n'), /\.vscode is a link/);
      return true;
    });
    await rm(join(root, '.vscode'));
    await mkdir(join(root, '.vscode'));
    await writeFile(join(root, '.vscode', 'convert-files.json'), JSON.stringify({ rules: [{ files: 'docs/*.md', targets: ['pdf'] }] }));
    assert.equal((await readRulesFile(join(root, '.vscode', 'convert-files.json'))).rules.length, 1);
  });
});
