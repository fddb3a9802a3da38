// Pipelines by name in the rules file: `pipelines` at the top, `{ "pipeline": "name" }` as a
// target, read by the same reader as the convertFiles.pipelines setting, checked as the schema
// checks them, resolved with the file's presets, and an unknown name refused naming the rule and
// the names there are. The file's own pipelines take precedence over the setting's.
import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRulesFile, problemText } from '../../../../src/conversion/rules/ruleFile';
import { refusedLikeTheSchema, schemaAccepts, validate } from '../../support/rulesSchema';
import { resolveTargets, type PipelineLookup } from '../../../../src/conversion/rules/definitions';
import { planRules } from '../../../../src/conversion/rules/plan';

const FILE = `{
  "presets": { "small": { "parameters": { "Preset": "web" } } },
  "pipelines": {
    "web pdf": { "steps": ["pdf", { "to": "compress", "preset": "small" }], "keepIntermediates": true },
    "plain": { "steps": ["pdf", { "to": "compress" }] }
  },
  "rules": [
    { "name": "docs", "files": "docs/*.md", "targets": ["html", { "pipeline": "web pdf" }], "outputDirectory": "out" }
  ]
}`;

/** Files the engine and the schema must both refuse: [why, text]. */
const WRONG: readonly [string, string][] = [
  ['pipelines that are a list', '{"pipelines": ["pdf"], "rules": [{"files": "*.md", "targets": ["pdf"]}]}'],
  ['a pipeline without steps', '{"pipelines": {"a": {}}, "rules": [{"files": "*.md", "targets": ["pdf"]}]}'],
  ['a pipeline with no step', '{"pipelines": {"a": {"steps": []}}, "rules": [{"files": "*.md", "targets": ["pdf"]}]}'],
  [
    'a pipeline with an unknown field',
    '{"pipelines": {"a": {"steps": ["pdf"], "keep": true}}, "rules": [{"files": "*.md", "targets": ["pdf"]}]}',
  ],
  [
    'a pipeline step with an unknown field',
    '{"pipelines": {"a": {"steps": [{"to": "pdf", "as": "x"}]}}, "rules": [{"files": "*.md", "targets": ["pdf"]}]}',
  ],
  [
    'a pipeline step with both',
    '{"pipelines": {"a": {"steps": [{"to": "pdf", "preset": "p", "parameters": {}}]}}, "rules": [{"files": "*.md", "targets": ["pdf"]}]}',
  ],
  [
    'keepIntermediates that is no boolean',
    '{"pipelines": {"a": {"steps": ["pdf"], "keepIntermediates": "yes"}}, "rules": [{"files": "*.md", "targets": ["pdf"]}]}',
  ],
  ['an empty pipeline name in a target', '{"rules": [{"files": "*.md", "targets": [{"pipeline": ""}]}]}'],
  [
    'a pipeline target with another field',
    '{"pipelines": {"a": {"steps": ["pdf"]}}, "rules": [{"files": "*.md", "targets": [{"pipeline": "a", "to": "pdf"}]}]}',
  ],
];

function fileOf(text: string) {
  const { file, problems } = parseRulesFile(text);
  assert.deepEqual(problems, []);
  return file!;
}

describe('rules file: pipelines by name', () => {
  it('reads pipelines and pipeline targets, as the schema does; resolves the file presets; keeps intermediates', () => {
    assert.ok(schemaAccepts(FILE), JSON.stringify(validate.errors));
    const file = fileOf(FILE);
    assert.deepEqual(file.rules[0].targets, [
      { kind: 'format', to: 'html' },
      { kind: 'pipeline', name: 'web pdf' },
    ]);
    const [html, pipeline] = resolveTargets(file.rules[0], file);
    assert.deepEqual(html.target, [{ to: 'html', parameters: undefined }]);
    assert.deepEqual(pipeline.target, [
      { to: 'pdf', parameters: undefined },
      { to: 'compress', parameters: { Preset: 'web' } },
    ]);
    assert.equal(pipeline.format, 'compress');
    assert.equal(pipeline.pipeline, 'web pdf');
    assert.equal(pipeline.keepIntermediates, true);
    assert.equal(pipeline.preset, 'small');
    // Keeping the intermediates is part of the definition: changing it converts again.
    const chain = fileOf(FILE.replace('{ "pipeline": "web pdf" }', '["pdf", { "to": "compress", "preset": "small" }]'));
    assert.notEqual(resolveTargets(chain.rules[0], chain)[1].definitionHash, pipeline.definitionHash);
    assert.equal(resolveTargets(chain.rules[0], chain)[1].keepIntermediates, undefined);
  });

  refusedLikeTheSchema(WRONG);

  it('refuses a pipeline holding a password, as presets do (the file is shared)', () => {
    const { problems } = parseRulesFile(
      '{"pipelines": {"a": {"steps": [{"to": "pdf", "parameters": {"Password": "x"}}]}}, "rules": [{"files": "*.md", "targets": ["pdf"]}]}',
    );
    assert.match(problems[0].message, /^Pipeline "a": step 1: Password looks like a password or token/);
  });

  it('says on which line a broken pipeline is, naming it and its step', () => {
    const text =
      '{\n  "pipelines": {\n    "web": { "steps": ["pdf", "p/df"] }\n  },\n  "rules": [{ "files": "*.md", "targets": ["pdf"] }]\n}';
    const { problems } = parseRulesFile(text);
    assert.equal(problems.length, 1);
    assert.equal(problemText(problems[0]), 'line 3: Pipeline "web": step 2: "p/df" is not a format.');
  });

  it('an unknown pipeline names the rule and the pipelines there are (the setting too, in the editor)', () => {
    const file = fileOf(FILE.replace('{ "pipeline": "web pdf" }', '{ "pipeline": "web" }'));
    assert.throws(
      () => resolveTargets(file.rules[0], file),
      (err: Error) =>
        err.message === 'rule "docs": pipeline "web" is not defined in "pipelines" of the rules file (known: "web pdf", "plain")',
    );
    const setting: PipelineLookup = {
      find: (name) => (name === 'print' ? { name, steps: [{ to: 'pdf' }, { to: 'watermark' }], keepIntermediates: false } : undefined),
      names: () => ['print'],
    };
    assert.throws(
      () => resolveTargets(file.rules[0], file, undefined, setting),
      /pipeline "web" is not defined in "pipelines" of the rules file nor in convertFiles.pipelines \(known: "web pdf", "plain", "print"\)/,
    );
  });

  it("the setting's pipelines are used by name; the file's own take precedence", () => {
    const setting: PipelineLookup = {
      find: (name) => ({
        name,
        steps: [{ to: 'pdf' }, { to: 'watermark', parameters: { Text: 'from the setting' } }],
        keepIntermediates: false,
      }),
      names: () => ['print', 'plain'],
    };
    const file = fileOf(FILE.replace('{ "pipeline": "web pdf" }', '{ "pipeline": "print" }, { "pipeline": "plain" }'));
    const [, print, plain] = resolveTargets(file.rules[0], file, undefined, setting);
    assert.deepEqual(print.target, [{ to: 'pdf' }, { to: 'watermark', parameters: { Text: 'from the setting' } }]);
    assert.deepEqual(
      plain.target.map((s) => s.to),
      ['pdf', 'compress'],
    );
  });

  describe('on a folder', () => {
    let root: string;
    beforeEach(async () => {
      root = await mkdtemp(join(tmpdir(), 'rules-pipelines-'));
      for (const f of ['docs/a.md', 'out/a.step1.pdf', 'out/other.pdf']) {
        await mkdir(join(root, f, '..'), { recursive: true });
        await writeFile(join(root, f), `# ${f}`);
      }
    });
    afterEach(() => rm(root, { recursive: true, force: true }));

    it("a plan costs each pipeline's steps; its kept intermediates are never a source", async () => {
      const file = fileOf(
        FILE.replace(
          '"outputDirectory": "out" }',
          '"outputDirectory": "out", "fileName": "${fileBasenameNoExtension}" },\n { "name": "pdfs", "files": "out/*.pdf", "targets": ["txt"], "outputDirectory": "txt" }',
        ),
      );
      const plan = await planRules({ workspaceFolder: root, file, now: new Date() });
      assert.deepEqual(plan.problems, []);
      assert.deepEqual(
        plan.items.map((i) => `${i.source} → ${i.result} (${i.target.target.length})`),
        ['docs/a.md → out/a.html (1)', 'docs/a.md → out/a.pdf (2)', 'out/other.pdf → txt/other.txt (1)'],
      );
    });
  });
});
