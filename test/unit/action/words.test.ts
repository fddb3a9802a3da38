// The action's `args` input split into words like a shell's, with no shell: quotes and backslashes
// group, everything else (variables, globs, operators, backticks) stays literal.
import { strict as assert } from 'node:assert';
import { ArgsSyntaxError, splitWords } from '../../../src/action/words';
import { readInputs, inputVariable } from '../../../src/action/inputs';

describe('action: args split into words without a shell', () => {
  it('splits on any run of spaces, tabs and line breaks', () => {
    assert.deepEqual(splitWords('run'), ['run']);
    assert.deepEqual(splitWords('  run   --force\t--rule  docs \n docs/a.md  '), ['run', '--force', '--rule', 'docs', 'docs/a.md']);
    assert.deepEqual(splitWords(''), []);
    assert.deepEqual(splitWords(' \n\t '), []);
  });

  it('keeps quoted spaces; single quotes keep everything, double quotes only a few escapes', () => {
    assert.deepEqual(splitWords(`run 'my docs/a b.md' "c d.md"`), ['run', 'my docs/a b.md', 'c d.md']);
    assert.deepEqual(splitWords(`'a\\b' "a\\b" "say \\"hi\\"" "\\$x"`), ['a\\b', 'a\\b', 'say "hi"', '$x']);
    assert.deepEqual(splitWords(`'--rule=It'\\''s' x""y ''`), ["--rule=It's", 'xy', '']);
    assert.deepEqual(splitWords('a\\ b c\\\nd'), ['a b', 'cd']);
  });

  it('leaves what a shell would run or expand as literal text', () => {
    assert.deepEqual(splitWords('run $(touch /tmp/x) `id` ; rm -rf / | cat > out && $HOME ~ docs/*.md'), [
      'run',
      '$(touch',
      '/tmp/x)',
      '`id`',
      ';',
      'rm',
      '-rf',
      '/',
      '|',
      'cat',
      '>',
      'out',
      '&&',
      '$HOME',
      '~',
      'docs/*.md',
    ]);
  });

  it('refuses an unclosed quote and a trailing backslash', () => {
    assert.throws(() => splitWords(`run 'docs`), ArgsSyntaxError);
    assert.throws(() => splitWords('run "docs'), /double quote that is never closed/);
    assert.throws(() => splitWords('run docs\\'), /backslash/);
  });
});

describe('action: inputs from INPUT_* variables', () => {
  const workspace = process.cwd();

  it('names each variable as a runner does: upper case, hyphens kept', () => {
    assert.equal(inputVariable('working-directory'), 'INPUT_WORKING-DIRECTORY');
    assert.equal(inputVariable('base-url'), 'INPUT_BASE-URL');
    assert.equal(inputVariable('token'), 'INPUT_TOKEN');
  });

  it('reads hyphenated names, treats empty as unset, defaults args to run and puts --shard after the command', () => {
    const inputs = readInputs(
      {
        INPUT_TOKEN: ' tok ',
        INPUT_ARGS: 'run --force -- docs/a.md',
        INPUT_SHARD: '2/4',
        'INPUT_WORKING-DIRECTORY': 'test',
        'INPUT_BASE-URL': 'http://127.0.0.1:1',
      },
      workspace,
    );
    assert.deepEqual(inputs.argv, ['run', '--shard', '2/4', '--force', '--', 'docs/a.md']);
    assert.equal(inputs.token, 'tok');
    assert.equal(inputs.cwd, `${workspace}/test`);
    assert.equal(inputs.baseUrl, 'http://127.0.0.1:1');
    // The underscore spellings are not the runner's: ignored.
    const empty = readInputs(
      { INPUT_TOKEN: 'tok', INPUT_ARGS: ' ', INPUT_SHARD: '', INPUT_WORKING_DIRECTORY: 'nowhere', INPUT_BASE_URL: 'http://x' },
      workspace,
    );
    assert.deepEqual(empty.argv, ['run']);
    assert.equal(empty.cwd, workspace);
    assert.equal(empty.baseUrl, undefined);
    assert.equal(empty.shard, undefined);
  });

  it('refuses run and convert without a token, and a working-directory that is not a folder; check and record merge need no token', () => {
    assert.throws(() => readInputs({ INPUT_ARGS: 'run' }, workspace), /token input is empty/);
    assert.throws(() => readInputs({ INPUT_TOKEN: 't', 'INPUT_WORKING-DIRECTORY': 'no/such/folder' }, workspace), /not a folder/);
    assert.throws(() => readInputs({ INPUT_TOKEN: 't', 'INPUT_WORKING-DIRECTORY': 'package.json' }, workspace), /not a folder/);
    assert.deepEqual(readInputs({ INPUT_ARGS: 'check' }, workspace).argv, ['check']);
    assert.deepEqual(readInputs({ INPUT_ARGS: 'record merge record-*.json' }, workspace).argv, ['record', 'merge', 'record-*.json']);
    assert.deepEqual(readInputs({ INPUT_ARGS: 'run --help' }, workspace).argv, ['run', '--help']);
    assert.deepEqual(readInputs({ INPUT_ARGS: 'record merge a.json b.json' }, workspace).argv, ['record', 'merge', 'a.json', 'b.json']);
    assert.throws(() => readInputs({ INPUT_ARGS: 'convert a.md --to pdf' }, workspace), /"convert" needs an API Token/);
  });
});
