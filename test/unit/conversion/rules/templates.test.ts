// The templates of a rule: outputDirectory from the workspace folder, fileName with its variables.
import { strict as assert } from 'node:assert';
import {
  outputFolder,
  resultFileName,
  templateProblem,
  FILE_NAME_VARIABLES,
  OUTPUT_DIRECTORY_VARIABLES,
} from '../../../../src/conversion/rules/templates';

const at = (relativePath: string, extra: { target?: string; preset?: string } = {}) => ({
  workspaceFolder: '/w',
  relativePath,
  target: extra.target ?? 'pdf',
  preset: extra.preset,
  now: new Date('2030-02-03T23:30:00-05:00'),
});

describe('rule templates', () => {
  it('puts results next to the source by default', () => {
    assert.equal(outputFolder(undefined, at('docs/sub/b.md')), '/w/docs/sub');
    assert.equal(outputFolder('', at('a.md')), '/w');
  });

  it('takes a relative outputDirectory from the workspace folder, not from the source', () => {
    assert.equal(outputFolder('out', at('docs/sub/b.md')), '/w/out');
  });

  it('fills ${relativeDir}: the source folder relative to the workspace folder, empty at the top', () => {
    assert.equal(outputFolder('out/${relativeDir}', at('docs/sub/b.md')), '/w/out/docs/sub');
    assert.equal(outputFolder('out/${relativeDir}', at('a.md')), '/w/out');
  });

  it('fills ${workspaceFolder}, ${fileDirname} and ${fileBasenameNoExtension}', () => {
    assert.equal(outputFolder('${workspaceFolder}/build', at('docs/a.md')), '/w/build');
    assert.equal(outputFolder('${fileDirname}/pdf', at('docs/a.md')), '/w/docs/pdf');
    assert.equal(outputFolder('out/${fileBasenameNoExtension}', at('docs/a.b.md')), '/w/out/a.b');
  });

  it('gives a path outside the folder as it is, for the path limits to refuse', () => {
    assert.equal(outputFolder('../elsewhere', at('a.md')), '/elsewhere');
    assert.equal(outputFolder('/tmp/x', at('a.md')), '/tmp/x');
  });

  it('names the result by fileName with the target as extension', () => {
    assert.equal(resultFileName(undefined, at('docs/report.final.md')), 'report.final.pdf');
    assert.equal(resultFileName('${fileBasenameNoExtension}-${target}', at('a.md', { target: 'html' })), 'a-html.html');
    assert.equal(resultFileName('${fileBasenameNoExtension}-${preset}', at('a.pdf', { target: 'png', preset: 'thumbs' })), 'a-thumbs.png');
  });

  it('writes ${date} as YYYY-MM-DD in UTC', () => {
    // 23:30 in New York on the 3rd is the 4th in UTC.
    assert.equal(resultFileName('${date}-${fileBasenameNoExtension}', at('a.md')), '2030-02-04-a.pdf');
  });

  it('refuses a fileName that makes no single name', () => {
    assert.throws(() => resultFileName('${preset}', at('a.md')), /not a file name/);
  });

  it('names the variables a template may use when it uses another', () => {
    assert.equal(templateProblem('out/${relativeDir}', OUTPUT_DIRECTORY_VARIABLES), undefined);
    assert.match(
      templateProblem('${date}', OUTPUT_DIRECTORY_VARIABLES) ?? '',
      /\$\{date\} is not a variable here; use \$\{workspaceFolder\}/,
    );
    assert.match(templateProblem('${fileDirname}', FILE_NAME_VARIABLES) ?? '', /not a variable here/);
    assert.match(templateProblem('x${target', FILE_NAME_VARIABLES) ?? '', /not closed/);
  });
});
