// New Pipeline… saving into the rules file: the pipeline lands in `pipelines`, the file's
// comments and other entries kept; a new file gets one rule using it; a broken file is refused.
import { strict as assert } from 'node:assert';
import { parse } from 'jsonc-parser';
import { parseRulesFile } from '../../../../src/conversion/rules/ruleFile';
import { rulesFileWithPipeline } from '../../../../src/conversion/rules/pipelineEdit';

const value = { steps: ['pdf', { to: 'compress', parameters: { Preset: 'web' } }] };

describe('a pipeline written into the rules file', () => {
  it('a new file: the pipeline and one rule that uses it, which the rules reader accepts', () => {
    const edit = rulesFileWithPipeline(undefined, 'web pdf', value, 'docx');
    assert.ok('text' in edit && edit.created && !edit.replaced);
    assert.deepEqual(parse(edit.text), {
      pipelines: { 'web pdf': value },
      rules: [{ name: 'web pdf', files: '**/*.docx', targets: [{ pipeline: 'web pdf' }] }],
    });
    const read = parseRulesFile(edit.text);
    assert.deepEqual(read.problems, []);
  });

  it('an existing file: comments and rules kept, the pipeline added; the same name in another case replaced', () => {
    const text = `{
  // shared with CI
  "pipelines": { "Web PDF": { "steps": ["pdf"] }, "other": { "steps": ["html"] } },
  "rules": [{ "files": "docs/*.md", "targets": ["pdf"] }]
}
`;
    const edit = rulesFileWithPipeline(text, 'web pdf', value, 'docx');
    assert.ok('text' in edit && !edit.created && edit.replaced);
    assert.match(edit.text, /\/\/ shared with CI/);
    assert.deepEqual(parse(edit.text), {
      pipelines: { other: { steps: ['html'] }, 'web pdf': value },
      rules: [{ files: 'docs/*.md', targets: ['pdf'] }],
    });
  });

  it('a file without pipelines gets them; a file that does not parse is refused, not rewritten', () => {
    const edit = rulesFileWithPipeline('{ "rules": [{ "files": "*.md", "targets": ["pdf"] }] }', 'p', value, 'md');
    assert.ok('text' in edit);
    assert.deepEqual(parse(edit.text).pipelines, { p: value });
    const broken = rulesFileWithPipeline('{ "rules": [', 'p', value, 'md');
    assert.ok('problem' in broken, JSON.stringify(broken));
  });
});
