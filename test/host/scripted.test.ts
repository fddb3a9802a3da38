// Conversions started by scripts and tasks, and unsaved edits, in the real extension host against
// the emulator: unsaved changes saved (or asked about) before anything is sent, `never` converting
// the saved version and saying so; an argument object on each convert command, with no prompt at
// all (any quick pick, input box or question fails the test), answering the result URIs; the
// convertFiles task ending with exit code 1 when a file failed and 2 when it could not start.
import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Commands, QuickTargets, Settings, TASK_TYPE } from '../../src/constants';
import { emulatorCall, emulatorConversions } from './support/emulatorConnection';
import { useEmulatorSuite } from './support/emulatorSuite';
import { magic } from './support/files';
import { stubPrompts } from './support/prompts';
import { setSetting } from './support/settings';
import { workspaceRoot } from './support/testFolder';
import { until } from '../support/poll';

interface Answer {
  results: vscode.Uri[];
  failed: { file: vscode.Uri; reason: string }[];
  skipped: { file: vscode.Uri; reason: string }[];
}

describe('scripts, tasks and unsaved edits', function () {
  this.timeout(60_000);
  const prompts = stubPrompts();
  // Before the test's folder goes (the suite's hooks come after this one): unsaved edits reverted, editors closed.
  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
  // The token again before each test: one test removes every token.
  const suite = useEmulatorSuite({
    folder: 'scripted',
    token: 'scripted-host-tests',
    tokenEach: true,
    quiet: true,
    resetEach: true,
    restore: [Settings.saveBeforeConvert, Settings.outputFileName, Settings.presets, ['files', 'autoSave']],
  });
  let root = '';
  let base = '';
  let dir = '';
  let before0 = 0;

  const converts = async () => (await emulatorConversions()).length - before0;
  const write = (name: string, content: string) => suite.write(name, content);
  const rel = (name: string) => `${base}/${name}`;
  const run = (command: string, ...args: unknown[]) => prompts.run(() => vscode.commands.executeCommand<Answer>(command, ...args));

  before(async () => {
    // The web workbench (code-server) saves edits after a second by default; desktop VS Code does
    // not. Off here, so an unsaved edit stays unsaved however slow the machine is.
    await setSetting('autoSave', 'off', 'files');
  });

  beforeEach(async () => {
    await setSetting(Settings.saveBeforeConvert, undefined);
    await setSetting(Settings.outputFileName, undefined);
    root = workspaceRoot();
    base = suite.relative;
    dir = suite.dir;
    before0 = (await emulatorConversions()).length;
  });

  afterEach(() => {
    rmSync(join(root, '.vscode', 'convert-files.json'), { force: true });
    rmSync(join(root, '.vscode', 'convert-files.record.json'), { force: true });
  });

  /** Opens `uri` in an editor and types `text` at its end, leaving it unsaved. */
  async function editUnsaved(uri: vscode.Uri, text: string): Promise<vscode.TextDocument> {
    const document = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(document);
    const edit = new vscode.WorkspaceEdit();
    edit.insert(uri, document.positionAt(document.getText().length), text);
    assert.ok(await vscode.workspace.applyEdit(edit));
    assert.ok(document.isDirty);
    return document;
  }

  describe('unsaved edits', () => {
    it('asks once, and Save and Convert saves before anything is sent', async () => {
      const source = write('notes.md', '# Notes\n');
      const document = await editUnsaved(source, '\nEdited paragraph.\n');
      prompts.expect(
        'warning',
        (record) => {
          assert.equal(record.modal, true);
          assert.deepEqual(record.items, ['Save and Convert', 'Convert Saved Version']);
          return 'Save and Convert';
        },
        /“notes\.md” has unsaved changes\./,
      );
      await run(Commands.convertToHtml, source, [source]);
      assert.equal(document.isDirty, false);
      assert.match(readFileSync(source.fsPath, 'utf8'), /Edited paragraph/);
      assert.match(readFileSync(join(dir, 'notes.html'), 'utf8'), /Edited paragraph/, 'the result has the saved edits');
      assert.equal(await converts(), 1);
    });

    it('"never" converts the saved version and says so', async () => {
      await setSetting(Settings.saveBeforeConvert, 'never');
      const source = write('notes.md', '# Notes\n');
      const document = await editUnsaved(source, '\nNot saved.\n');
      await run(Commands.convertToHtml, source, [source]);
      assert.equal(document.isDirty, true, 'never saved');
      assert.doesNotMatch(readFileSync(join(dir, 'notes.html'), 'utf8'), /Not saved/);
      assert.ok(
        prompts.seen.some(
          (r) => r.kind === 'information' && /saved version of “notes\.md”: its unsaved changes are not in the result/.test(r.text),
        ),
        JSON.stringify(prompts.seen),
      );
      assert.equal(await converts(), 1);
    });

    it('Cancel sends nothing', async () => {
      const source = write('notes.md', '# Notes\n');
      await editUnsaved(source, 'x');
      prompts.expect('warning', undefined, /has unsaved changes/);
      await run(Commands.convertToPdf, source, [source]);
      assert.equal(existsSync(join(dir, 'notes.pdf')), false);
      assert.equal(await converts(), 0);
    });

    it('an argument object saves unsaved edits without asking', async () => {
      const source = write('notes.md', '# Notes\n');
      const document = await editUnsaved(source, '\nScripted edit.\n');
      const answer = await run(Commands.convertToHtml, { files: [source] });
      assert.equal(document.isDirty, false);
      assert.equal(answer?.results.length, 1);
      assert.match(readFileSync(answer!.results[0].fsPath, 'utf8'), /Scripted edit/);
    });

    it('an argument object follows the setting "never": the edit is not saved, the saved version converted', async () => {
      await setSetting(Settings.saveBeforeConvert, 'never');
      const source = write('notes.md', '# Notes\n');
      const document = await editUnsaved(source, '\nNot saved.\n');
      const answer = await run(Commands.convertToHtml, { files: [source] });
      assert.equal(document.isDirty, true, 'the setting says never save');
      assert.equal(answer?.results.length, 1);
      assert.doesNotMatch(readFileSync(answer!.results[0].fsPath, 'utf8'), /Not saved/);
    });
  });

  describe('argument objects', () => {
    it('each convert command converts without a prompt and answers the result URIs', async () => {
      const a = write('a.md', '# A\n');
      const b = write('b.md', '# B\n');
      await setSetting(Settings.presets, [{ name: 'Plain', target: 'pdf', parameters: {} }]);
      const names = (answer: Answer | undefined) => answer?.results.map((uri) => uri.path.slice(uri.path.lastIndexOf('/') + 1)).sort();
      // First, while the folder holds only the two sources: a folder, two formats, another output folder.
      const several = await run(Commands.convertToSeveral, { files: [dir], targets: ['pdf', 'html'], outputDirectory: 'out' });
      assert.deepEqual(names(several), ['a.html', 'a.pdf', 'b.html', 'b.pdf']);
      assert.ok(several?.results.every((uri) => uri.fsPath.startsWith(join(dir, 'out'))));

      assert.deepEqual(names(await run(Commands.convertToPdf, { files: [a.fsPath] })), ['a.pdf']);
      assert.deepEqual(names(await run(Commands.convertToOther, { files: [rel('b.md')], targets: 'html' })), ['b.html']);
      assert.deepEqual(
        names(await run(Commands.convertWithOptions, { files: [b], targets: ['html'], fileName: '${fileBasenameNoExtension}-${target}' })),
        ['b-html.html'],
      );
      assert.deepEqual(names(await run(Commands.convertWithPreset, { files: [b], preset: 'Plain', conflictPolicy: 'overwrite' })), [
        'b.pdf',
      ]);
      const merged = await run(Commands.mergePdf, { files: [a, b], fileName: 'both' });
      assert.deepEqual(names(merged), ['both.pdf']);
      assert.equal(magic(readFileSync(merged!.results[0].fsPath)), 'pdf');
      assert.deepEqual(names(await run(Commands.addToZip, { files: [a, b] })), ['a.zip']);
      // 4 + 1 + 1 + 1 + 1 + 3 (each md → pdf on the service, then the merge) + 1
      assert.equal(await converts(), 12);
      assert.deepEqual(prompts.seen, [], 'nothing was shown');
    });

    it('an existing result is kept and reported as skipped (ask), replaced with conflictPolicy overwrite', async () => {
      const a = write('a.md', '# A\n');
      write('a.pdf', 'keep me');
      const kept = await run(QuickTargets[0].command, { files: [a] });
      assert.deepEqual(kept?.results, []);
      assert.equal(kept?.skipped.length, 1);
      assert.match(kept!.skipped[0].reason, /a\.pdf exists/);
      assert.equal(readFileSync(join(dir, 'a.pdf'), 'utf8'), 'keep me');
      const replaced = await run(Commands.convertToPdf, { files: [a], conflictPolicy: 'overwrite' });
      assert.equal(replaced?.results.length, 1);
      assert.equal(magic(readFileSync(join(dir, 'a.pdf'))), 'pdf');
    });

    it('rejects an invalid object at once, sending nothing and showing nothing', async () => {
      const a = write('a.md', '# A\n');
      await assert.rejects(run(Commands.convertToPdf, { files: [rel('missing.md')] }), /missing\.md" was not found/);
      await assert.rejects(run(Commands.convertToOther, { files: [a] }), /"targets" is missing/);
      await assert.rejects(run(Commands.convertToPdf, { files: [a], colour: 'red' }), /"colour" is not an argument/);
      await assert.rejects(run(Commands.convertToPdf, { files: [a], conflictPolicy: 'maybe' }), /"conflictPolicy" must be one of/);
      await assert.rejects(run(Commands.convertToPdf, { files: [a], fileName: '${name}' }), /\$\{name\} is not a variable here/);
      await assert.rejects(run(Commands.mergePdf, { files: [a] }), /at least 2/);
      await assert.rejects(run(Commands.runRules, { rule: 'docs', targets: ['pdf'] }), /"targets" is not an argument/);
      assert.equal(await converts(), 0);
      assert.deepEqual(prompts.seen, []);
    });

    it('Run Conversion Rules takes a rule and answers what it wrote, without its confirmation', async () => {
      write('docs/a.md', '# A\n');
      write('docs/b.md', '# B\n');
      mkdirSync(join(root, '.vscode'), { recursive: true });
      writeFileSync(
        join(root, '.vscode', 'convert-files.json'),
        JSON.stringify({ rules: [{ name: 'docs', files: `${base}/docs/*.md`, targets: ['pdf'] }] }),
      );
      const answer = await run(Commands.runRules, { rule: 'docs' });
      assert.deepEqual(answer?.results.map((uri) => uri.fsPath).sort(), [join(dir, 'docs', 'a.pdf'), join(dir, 'docs', 'b.pdf')]);
      const again = await run(Commands.runRules, { rule: 'docs' });
      assert.deepEqual(again?.results, []);
      assert.equal(again?.skipped.length, 2, 'up to date');
      assert.equal(await converts(), 2);
      // An unknown name is answered with the rules there are (issue 44).
      await assert.rejects(
        run(Commands.runRules, { rule: 'nope' }),
        /No rule is named “nope”\. The rules are: "docs" \(names are case-sensitive\)\.$/,
      );
      await assert.rejects(run(Commands.runRules, { rule: 'Docs' }), /No rule is named “Docs”; did you mean “docs”\?/);
      assert.deepEqual(prompts.seen, []);
    });
  });

  describe('convertFiles.outputFileName', () => {
    it('names the results of a conversion started from the Explorer; a bad template stops it with Open Settings', async () => {
      const a = write('a.md', '# A\n');
      await setSetting(Settings.outputFileName, '${fileBasenameNoExtension}-${target}');
      await run(Commands.convertToPdf, a, [a]);
      assert.equal(magic(readFileSync(join(dir, 'a-pdf.pdf'))), 'pdf');
      await setSetting(Settings.outputFileName, '${fileBasename}');
      prompts.expect(
        'error',
        (record) => (assert.deepEqual(record.items, ['Open Settings']), undefined),
        /Output File Name cannot be used/,
      );
      await run(Commands.convertToHtml, a, [a]);
      assert.equal(existsSync(join(dir, 'a.html')), false);
      assert.equal(await converts(), 1);
    });
  });

  describe('the convertFiles task', () => {
    /** Runs a task and resolves with its process's exit code. */
    async function exitCodeOf(task: vscode.Task): Promise<number | undefined> {
      let code: number | undefined | null = null;
      const ended = vscode.tasks.onDidEndTaskProcess((e) => {
        if (e.execution.task.name === task.name && e.execution.task.definition.type === TASK_TYPE) {
          code = e.exitCode;
        }
      });
      try {
        await vscode.tasks.executeTask(task);
        await until(`the end of task ${task.name}`, () => code !== null, 30_000);
        return code ?? undefined;
      } finally {
        ended.dispose();
      }
    }

    beforeEach(() => {
      write('docs/a.md', '# A\n');
      write('docs/broken.docx', 'not a Word document');
      mkdirSync(join(root, '.vscode'), { recursive: true });
      writeFileSync(
        join(root, '.vscode', 'convert-files.json'),
        JSON.stringify({
          rules: [
            { name: 'docs', files: `${base}/docs/*.md`, targets: ['pdf'] },
            { name: 'broken', files: `${base}/docs/*.docx`, targets: ['pdf'] },
          ],
        }),
      );
    });

    it('Run Task offers one task per rule; a run that converts ends with 0, a failed file with 1, an unknown rule with 2', async () => {
      const tasks = await vscode.tasks.fetchTasks({ type: TASK_TYPE });
      const docs = tasks.find((t) => t.definition.rule === 'docs');
      const broken = tasks.find((t) => t.definition.rule === 'broken');
      assert.ok(docs && broken, JSON.stringify(tasks.map((t) => t.definition)));
      assert.equal(await exitCodeOf(docs), 0);
      assert.equal(magic(readFileSync(join(dir, 'docs', 'a.pdf'))), 'pdf');
      assert.equal(await exitCodeOf(broken), 1);
      assert.equal(existsSync(join(dir, 'docs', 'broken.pdf')), false);
      const unknown = new vscode.Task(
        { type: TASK_TYPE, rule: 'nope' },
        docs.scope as vscode.WorkspaceFolder,
        'nope',
        'Convert Files',
        docs.execution,
      );
      const started = Date.now();
      assert.equal(await exitCodeOf(unknown), 2);
      // A task that cannot start stays open past VS Code's 500 ms launch window: closed sooner,
      // VS Code would print "The terminal process failed to launch (exit code: 2)" over its reason.
      assert.ok(Date.now() - started >= 500, `closed after ${Date.now() - started} ms`);
      assert.equal(await converts(), 2);
      assert.deepEqual(prompts.unexpected, []);
    });

    it('follows the setting "never": a source with unsaved changes is converted as saved and not saved', async () => {
      await setSetting(Settings.saveBeforeConvert, 'never');
      // VS Code itself saves every editor before any task (task.saveBeforeRun, default always).
      await setSetting('saveBeforeRun', 'never', 'task');
      try {
        const document = await editUnsaved(vscode.Uri.file(join(dir, 'docs', 'a.md')), '\nNot saved.\n');
        const docs = (await vscode.tasks.fetchTasks({ type: TASK_TYPE })).find((t) => t.definition.rule === 'docs');
        assert.ok(docs);
        assert.equal(await exitCodeOf(docs), 0);
        assert.equal(document.isDirty, true, 'the setting says never save');
      } finally {
        await setSetting('saveBeforeRun', undefined, 'task');
      }
      assert.doesNotMatch(readFileSync(join(dir, 'docs', 'a.md'), 'utf8'), /Not saved/);
      assert.equal(await converts(), 1);
    });

    it('without an API Token the task cannot start: exit code 2, nothing sent', async () => {
      const docs = (await vscode.tasks.fetchTasks({ type: TASK_TYPE })).find((t) => t.definition.rule === 'docs');
      assert.ok(docs);
      for (const token of await suite.api.store.listApiTokens()) {
        await suite.api.store.removeApiToken(token.id);
      }
      assert.equal(await exitCodeOf(docs), 2);
      assert.equal(existsSync(join(dir, 'docs', 'a.pdf')), false);
      assert.equal(await converts(), 0);
      assert.deepEqual(prompts.unexpected, []);
    });

    it('terminating the task cancels the conversion under way: no result, no partial file', async () => {
      const docs = (await vscode.tasks.fetchTasks({ type: TASK_TYPE })).find((t) => t.definition.rule === 'docs');
      assert.ok(docs);
      const batches: boolean[] = [];
      const listener = suite.api.onDidFinishBatch((summary) => batches.push(summary.cancelled));
      await emulatorCall('POST', '/_emulator/faults', { Latency: 3000 });
      try {
        const execution = await vscode.tasks.executeTask(docs);
        await until('the conversion request at the emulator', async () => (await converts()) > 0, 30_000);
        execution.terminate();
        await until('the end of the cancelled batch', () => batches.length > 0, 30_000);
      } finally {
        listener.dispose();
        await emulatorCall('POST', '/_emulator/faults', { Latency: 0 });
      }
      assert.deepEqual(batches, [true]);
      assert.equal(existsSync(join(dir, 'docs', 'a.pdf')), false);
      assert.deepEqual(readdirSync(join(dir, 'docs')).sort(), ['a.md', 'broken.docx'], 'no partial file');
    });
  });
});
