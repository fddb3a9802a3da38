// The rules file and its schema: the example reads as written, every mistake is named
// with its line and rule, and the JSON schema the editor uses accepts and refuses the same files.
import { strict as assert } from 'node:assert';
import { parseRulesFile, problemText } from '../../../../src/conversion/rules/ruleFile';
import { refusedLikeTheSchema, schemaAccepts, validate } from '../../support/rulesSchema';

const EXAMPLE = `// Conversions of this repository
{ "presets": { "thumbnails": { "parameters": { "ImageResolution": 150 } } },
  "rules": [
    { "name": "docs", "files": "docs/**/*.md", "exclude": ["docs/drafts/**"],
      "targets": ["pdf", "html"],
      "outputDirectory": "out/\${relativeDir}", "fileName": "\${fileBasenameNoExtension}",
      "trigger": "onSave" },
    { "name": "thumbs", "files": "slides/*.pdf", "targets": ["png"], "preset": "thumbnails",
      "outputDirectory": "out/thumbs" }, ] }
`;

/** Files the engine and the schema must both refuse: [why, text]. */
const WRONG: readonly [string, string][] = [
  ['no rules', '{}'],
  ['empty rules', '{"rules": []}'],
  ['no targets', '{"rules": [{"files": "*.md"}]}'],
  ['empty targets', '{"rules": [{"files": "*.md", "targets": []}]}'],
  ['no files', '{"rules": [{"targets": ["pdf"]}]}'],
  ['a format that is no format', '{"rules": [{"files": "*.md", "targets": ["p d f"]}]}'],
  ['preset and parameters', '{"rules": [{"files": "*.md", "targets": ["pdf"], "preset": "a", "parameters": {"PageRange": "1"}}]}'],
  ['an unknown field', '{"rules": [{"files": "*.md", "targets": ["pdf"], "output": "x"}]}'],
  ['an unknown trigger', '{"rules": [{"files": "*.md", "targets": ["pdf"], "trigger": "always"}]}'],
  ['an absolute glob', '{"rules": [{"files": "/etc/*.conf", "targets": ["pdf"]}]}'],
  ['a glob climbing out', '{"rules": [{"files": "../other/*.md", "targets": ["pdf"]}]}'],
  ['a glob in .vscode, which the walk never enters', '{"rules": [{"files": ".vscode/*.json", "targets": ["pdf"]}]}'],
  ['a glob in ./.vscode, in a list', '{"rules": [{"files": ["docs/*.md", "./.vscode/**"], "targets": ["pdf"]}]}'],
  ['an unknown variable', '{"rules": [{"files": "*.md", "targets": ["pdf"], "outputDirectory": "out/${env:HOME}"}]}'],
  ['${target} in the folder', '{"rules": [{"files": "*.md", "targets": ["pdf"], "outputDirectory": "out/${target}"}]}'],
  ['a folder in fileName', '{"rules": [{"files": "*.md", "targets": ["pdf"], "fileName": "sub/${fileBasenameNoExtension}"}]}'],
  ['a chain step with both', '{"rules": [{"files": "*.md", "targets": [["pdf", {"to": "compress", "preset": "a", "parameters": {}}]]}]}'],
  ['an empty chain', '{"rules": [{"files": "*.md", "targets": [[]]}]}'],
  ['a preset without parameters', '{"presets": {"a": {}}, "rules": [{"files": "*.md", "targets": ["pdf"]}]}'],
  ['a bad parameter name', '{"rules": [{"files": "*.md", "targets": ["pdf"], "parameters": {"Page Range": "1"}}]}'],
];

describe('rules file', () => {
  it('reads the example of the issue, comments and trailing commas included', () => {
    const { file, problems } = parseRulesFile(EXAMPLE);
    assert.deepEqual(problems, []);
    assert.ok(file);
    assert.deepEqual(file.presets, { thumbnails: { ImageResolution: 150 } });
    const [docs, thumbs] = file.rules;
    assert.equal(docs.name, 'docs');
    assert.deepEqual(docs.files, ['docs/**/*.md']);
    assert.deepEqual(docs.exclude, ['docs/drafts/**']);
    assert.deepEqual(docs.targets, [
      { kind: 'format', to: 'pdf' },
      { kind: 'format', to: 'html' },
    ]);
    assert.equal(docs.trigger, 'onSave');
    assert.equal(thumbs.preset, 'thumbnails');
    assert.equal(thumbs.trigger, 'manual');
    assert.ok(schemaAccepts(EXAMPLE), JSON.stringify(validate.errors));
  });

  it('names an unnamed rule "rule N" and reads chains of steps', () => {
    const { file } = parseRulesFile(
      '{"rules": [{"files": ["a/*.docx", "b/*.docx"], "targets": [["pdf", {"to": "compress", "parameters": {"Preset": "web"}}]]}]}',
    );
    assert.equal(file?.rules[0].name, 'rule 1');
    assert.deepEqual(file?.rules[0].targets[0], {
      kind: 'chain',
      steps: [{ to: 'pdf' }, { to: 'compress', parameters: { Preset: 'web' } }],
    });
  });

  refusedLikeTheSchema(WRONG);

  it('says why a rule’s files in .vscode would match nothing, and still takes .vscode in exclude and deeper down', () => {
    const { problems } = parseRulesFile('{"rules": [{"name": "settings", "files": ".vscode/*.json", "targets": ["pdf"]}]}');
    assert.deepEqual(problems.map(problemText), [
      'line 1: rule "settings": ".vscode/*.json" is inside .vscode, the rules file\'s own folder, which is never a source (it holds the rules, their record and the editor\'s settings): it would match nothing',
    ]);
    const fine = '{"rules": [{"files": ["docs/.vscode/*.md", ".vscodes/*.md"], "exclude": ".vscode/**", "targets": ["pdf"]}]}';
    assert.deepEqual(parseRulesFile(fine).problems, []);
    assert.ok(schemaAccepts(fine));
  });

  it('says on which line and in which rule a problem is', () => {
    const text = '{\n  "rules": [\n    { "name": "docs", "files": "*.md",\n      "targets": ["pdf"], "trigger": "sometimes" }\n  ]\n}';
    const { problems } = parseRulesFile(text);
    assert.equal(problems.length, 1);
    assert.equal(problemText(problems[0]), 'line 4: rule "docs": trigger must be one of manual, onSave, onChange');
  });

  it('says where broken JSON breaks', () => {
    const { problems } = parseRulesFile('{\n "rules": [\n  { "files": "*.md" "targets": ["pdf"] }\n ]\n}');
    assert.match(problemText(problems[0]), /^line 3: not valid JSON/);
  });

  it('refuses two rules of one name (tasks and messages name them)', () => {
    const { problems } = parseRulesFile(
      '{"rules": [{"name": "a", "files": "*.md", "targets": ["pdf"]}, {"name": "A", "files": "*.txt", "targets": ["pdf"]}]}',
    );
    assert.match(problems[0].message, /two rules have this name/);
  });

  it('refuses a token-like parameter, as presets do (the file is shared)', () => {
    const { problems } = parseRulesFile('{"rules": [{"files": "*.pdf", "targets": ["docx"], "parameters": {"Password": "secret"}}]}');
    assert.match(problems[0].message, /password or token/);
  });
});
