// Run Conversion Rules in the real extension host, against the emulator: the count and the cost
// confirmed before anything is sent, results where the rules say, a second run that sends
// nothing (the emulator's request log is the witness), a run limited to a folder or a file.
import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands } from '../../src/constants';
import { emulatorConversions } from './support/emulatorConnection';
import { finishedBatches, useEmulatorSuite } from './support/emulatorSuite';
import { magic } from './support/files';
import { stubPrompts } from './support/prompts';
import { workspaceRoot } from './support/testFolder';

describe('Run Conversion Rules', function () {
  this.timeout(60_000);
  const prompts = stubPrompts();
  const suite = useEmulatorSuite({ folder: 'rules', token: 'rules-host-tests', resetEach: true });
  const batches = finishedBatches(suite);
  let root = '';
  let base = '';

  const rulesFile = () => vscode.Uri.file(join(root, '.vscode', 'convert-files.json'));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  /** Conversions the emulator received since the test began (its request log is kept across resets). */
  let before0 = 0;
  const converts = async () => (await emulatorConversions()).length - before0;
  const run = (...args: unknown[]) => prompts.run(() => vscode.commands.executeCommand(Commands.runRules, ...args));

  beforeEach(async () => {
    root = workspaceRoot();
    base = suite.relative;
    suite.write('docs/a.md', '# A\n');
    suite.write('docs/sub/b.md', '# B\n');
    suite.write('other/c.md', '# C\n');
    write(
      '.vscode/convert-files.json',
      `// written by the host test\n{ "rules": [ { "name": "docs", "files": "${base}/**/*.md", "targets": ["pdf", "html"],
         "outputDirectory": "${base}/out/\${relativeDir}" } ] }\n`,
    );
    before0 = (await emulatorConversions()).length;
  });

  afterEach(() => {
    rmSync(join(root, '.vscode', 'convert-files.json'), { force: true });
    rmSync(join(root, '.vscode', 'convert-files.record.json'), { force: true });
  });

  it('confirms count and cost, converts, then finds everything up to date and sends nothing', async () => {
    prompts.expect('warning', 'Convert', /^Convert 3 files by the rules of “.+” \(6 results\)\?$/);
    prompts.expect('information', undefined, /: 6 converted, 0 up to date, 0 skipped, 0 failed\. 6 conversions used\./);
    await run(rulesFile());
    const modal = prompts.seen.find((p) => p.kind === 'warning' && p.modal);
    assert.equal(modal?.detail, 'This uses at most 6 conversions from your account.');
    assert.equal(magic(readFileSync(join(root, base, 'out', base, 'docs', 'a.pdf'))), 'pdf');
    assert.deepEqual(readdirSync(join(root, base, 'out', base, 'docs', 'sub')).sort(), ['b.html', 'b.pdf']);
    assert.deepEqual(batches, [{ converted: 6, skipped: 0, failed: 0, conversionsUsed: 6, cancelled: false }]);
    const sent = await converts();
    assert.equal(sent, 6);

    await run(rulesFile());
    assert.ok(
      prompts.seen.some(
        (p) =>
          p.kind === 'information' &&
          p.text.includes(`Everything is up to date: the rules of “${vscode.workspace.workspaceFolders?.[0]?.name}” have 6 results`),
      ),
      JSON.stringify(prompts.seen),
    );
    assert.equal(await converts(), sent, 'the second run sent a conversion');
  });

  it('removes the results of a deleted source, and moves a renamed one’s along without sending anything', async () => {
    prompts.expect('warning', 'Convert', /^Convert 3 files/);
    prompts.expect('information', undefined, /6 converted/);
    await run(rulesFile());
    const sent = await converts();
    const out = join(root, base, 'out', base);
    const pdf = readFileSync(join(out, 'docs', 'a.pdf'));
    rmSync(join(root, base, 'other', 'c.md'));
    renameSync(join(root, base, 'docs', 'a.md'), join(root, base, 'docs', 'renamed.md'));
    // Nothing to pay: no confirmation, only what was done.
    prompts.expect(
      'information',
      undefined,
      /: 0 converted, 2 up to date, 0 skipped, 0 failed\. .*2 results removed: their sources are gone\. 2 results moved along with their renamed files\.$/,
    );
    await run(rulesFile());
    assert.equal(await converts(), sent, 'a renamed file was converted again');
    assert.ok(!existsSync(join(out, 'other', 'c.pdf')) && !existsSync(join(out, 'other', 'c.html')), 'a deleted source’s results are left');
    assert.ok(!existsSync(join(out, 'docs', 'a.pdf')), 'the renamed source’s old result is left');
    assert.deepEqual(readFileSync(join(out, 'docs', 'renamed.pdf')), pdf);
    assert.ok(existsSync(join(out, 'docs', 'renamed.html')));
    await run(rulesFile());
    assert.ok(prompts.seen.some((p) => p.kind === 'information' && p.text.includes('Everything is up to date')));
    assert.equal(await converts(), sent);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    prompts.expect('warning', undefined, /^Convert 3 files/);
    await run();
    assert.equal(await converts(), 0);
    assert.deepEqual(batches, []);
  });

  it('runs only the sources of a folder, or of one file', async () => {
    const docs = vscode.Uri.file(join(root, base, 'docs'));
    prompts.expect('warning', 'Convert', /^Convert 2 files by the rules .+ \(4 results\)\?$/);
    prompts.expect('information', undefined, /4 converted/);
    await run(docs, [docs]);
    const file = vscode.Uri.file(join(root, base, 'other', 'c.md'));
    prompts.expect('warning', 'Convert', /^Convert 1 file by the rules .+ \(2 results\)\?$/);
    prompts.expect('information', undefined, /2 converted, 0 up to date/);
    await run(file, [file]);
    assert.equal(await converts(), 6);
  });

  it('asks about “1 result”, not “1 results”, for one file with one target', async () => {
    write('.vscode/convert-files.json', `{ "rules": [ { "name": "one", "files": "${base}/other/*.md", "targets": ["pdf"] } ] }`);
    prompts.expect('warning', undefined, /^Convert 1 file by the rules of “.+” \(1 result\)\?$/);
    await run();
    assert.equal(await converts(), 0);
  });

  it('names the line of a broken rules file and sends nothing', async () => {
    write('.vscode/convert-files.json', '{ "rules": [ { "files": "x/*.md", "targets": ["pdf"], "trigger": "hourly" } ] }');
    prompts.expect('error', undefined, /cannot run: line 1: rule "rule 1": trigger must be one of/);
    await run();
    assert.equal(await converts(), 0);
  });
});
