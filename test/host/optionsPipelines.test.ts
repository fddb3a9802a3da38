// New Pipeline… in the real extension host: a step the catalogue offers with its options set in
// the form, saved by name into the rules file (its comments kept, a taken name asked about) or the
// workspace settings, then offered by Other Format….
// The service is a loopback server that records each request (support/optionsSuite.ts), so what
// was sent is checked byte for byte.
import { strict as assert } from 'node:assert';
import { readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands, Settings } from '../../src/constants';
import { part, useOptionsSuite } from './support/optionsSuite';
import { until } from '../support/poll';

describe('catalogue, options and presets', function () {
  this.timeout(60_000);
  const { prompts, folder, write, conversions } = useOptionsSuite();

  it('New Pipeline… saved into the rules file: a new one holds the pipeline and a rule using it; an existing one keeps its comments', async () => {
    const root = vscode.workspace.workspaceFolders![0]!.uri.fsPath;
    const rulesPath = join(root, '.vscode', 'convert-files.json');
    const before = existsSync(rulesPath) ? readFileSync(rulesPath, 'utf8') : undefined;
    rmSync(rulesPath, { force: true });
    const source = write('rules.pdf');
    const build = (name: string) => {
      prompts.expect('quickPick', '$(add) Add a Step…', /Add the first step/);
      prompts.expect('quickPick', 'TXT', /Step 1: convert the PDF files to…/);
      prompts.expect('quickPick', '$(check) Done', /^Pick an option to change it$/);
      prompts.expect('quickPick', '$(save) Save as Pipeline…', /^1 conversion per file$/);
      prompts.expect('quickPick', '$(file-code) The Rules File', /Save the Pipeline in/);
      prompts.expect('inputBox', name, /A name for pdf → txt/);
    };
    /** Runs New Pipeline… and waits for the message that says where it went (shown once the command is done). */
    const saved = async (said: RegExp, file: vscode.Uri) => {
      prompts.expect('information', undefined, said);
      await prompts.run(async () => {
        await vscode.commands.executeCommand(Commands.newPipeline, file, [file]);
        await until('the message that says where the pipeline went', () => prompts.seen.some((r) => said.test(r.text)));
      });
    };
    try {
      build('texts');
      await saved(/Pipeline “texts” saved in a new rules file, with a rule that runs it on every \.pdf file/, source);
      assert.deepEqual(JSON.parse(readFileSync(rulesPath, 'utf8')), {
        pipelines: { texts: { steps: ['txt'] } },
        rules: [{ name: 'texts', files: '**/*.pdf', targets: [{ pipeline: 'texts' }] }],
      });
      writeFileSync(rulesPath, readFileSync(rulesPath, 'utf8').replace('{', '{\n  // kept by hand'));
      build('more');
      await saved(/Pipeline “more” saved in the rules file/, source);
      const text = readFileSync(rulesPath, 'utf8');
      assert.match(text, /\/\/ kept by hand/);
      assert.match(text, /"more": \{\s*"steps": \[\s*"txt"\s*\]/);
      // A name already there (in any case) is asked about, never replaced silently (issue 44).
      const taken = /A pipeline named “texts” is already in the rules file\./;
      build('TEXTS');
      prompts.expect('warning', undefined, taken);
      // Back in the form, which the person closes.
      prompts.expect('quickPick', undefined, /^1 conversion per file$/);
      await prompts.run(() => vscode.commands.executeCommand(Commands.newPipeline, source, [source]));
      assert.equal(readFileSync(rulesPath, 'utf8'), text, 'dismissing the question changed the rules file');
      build('Texts');
      prompts.expect('warning', 'Choose Another Name', taken);
      prompts.expect('inputBox', 'renamed', /A name for pdf → txt/);
      await saved(/Pipeline “renamed” saved in the rules file/, source);
      assert.match(readFileSync(rulesPath, 'utf8'), /"texts": \{[\s\S]*"renamed": \{/);
      build('texts');
      prompts.expect('warning', (record) => (assert.deepEqual(record.items, ['Replace', 'Choose Another Name']), 'Replace'), taken);
      await saved(/Pipeline “texts” saved in the rules file/, source);
      assert.equal(conversions().length, 0, 'saving converted something');
    } finally {
      if (before === undefined) {
        rmSync(rulesPath, { force: true });
      } else {
        writeFileSync(rulesPath, before);
      }
    }
  });

  it('New Pipeline… adds a step the catalogue offers, sets its options in the form, saves it by name; Other Format… offers it', async () => {
    const source = write('pipe.pdf');
    prompts.expect('quickPick', '$(add) Add a Step…', /Add the first step/);
    prompts.expect('quickPick', 'TXT', /Step 1: convert the PDF files to…/);
    prompts.expect('quickPick', 'Page Range', /^Pick an option to change it$/);
    prompts.expect('inputBox', '1-3', /Page Range|default/);
    prompts.expect('quickPick', 'Password', /^Pick an option to change it$/);
    prompts.expect('inputBox', 'hunter2-secret', /Password/);
    prompts.expect('quickPick', '$(check) Done', /^Pick an option to change it$/);
    prompts.expect('quickPick', '$(save) Save as Pipeline…', /^1 conversion per file$/);
    prompts.expect('quickPick', '$(settings) Workspace Settings', /Save the Pipeline in/);
    prompts.expect('inputBox', 'first pages', /A name for pdf → txt \(1 conversion per file\)/);
    // Where it is offered, and a run on the file it was started from.
    prompts.expect('information', 'Run on “pipe.pdf”', /Pipeline “first pages” saved: .* for \.pdf files/);
    await prompts.run(async () => {
      await vscode.commands.executeCommand(Commands.newPipeline, source, [source]);
      await until('the pipeline run on pipe.pdf', () => existsSync(join(folder.dir, 'pipe.txt')));
    });
    assert.ok(prompts.seen.some((r) => r.kind === 'warning' && /Not kept in a pipeline .*: Password\./.test(r.text)));
    assert.deepEqual(
      conversions().map((c) => [c.url.split('?')[0], part(c.body, 'PageRange')]),
      [['/convert/pdf/to/txt', '1-3']],
    );
    const config = () => vscode.workspace.getConfiguration(Settings.section);
    try {
      const stored = config().inspect(Settings.pipelines);
      assert.deepEqual(stored?.workspaceValue, { 'first pages': { steps: [{ to: 'txt', parameters: { PageRange: '1-3' } }] } });
      assert.ok(!JSON.stringify(stored).includes('hunter2'), 'the password is never saved');

      prompts.expect('quickPick', '$(layers) first pages', /Convert \.pdf files to/);
      prompts.expect('warning', 'Overwrite', /“pipe\.txt” already exists/);
      await prompts.run(() => vscode.commands.executeCommand(Commands.convertToOther, source, [source]));
      assert.match(conversions()[1]?.url ?? '', /\/convert\/pdf\/to\/txt/);
      assert.equal(part(conversions()[1].body, 'PageRange'), '1-3');
    } finally {
      await config().update(Settings.pipelines, undefined, vscode.ConfigurationTarget.Workspace);
    }
  });
});
