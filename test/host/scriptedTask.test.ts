// The convertFiles task in the real extension host against the emulator: one task per rule, exit
// code 0 when it converts, 1 when a file failed and 2 when it could not start; unsaved changes under
// "never"; terminating it cancels the conversion under way.
import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { Settings, TASK_TYPE } from '../../src/constants';
import { emulatorCall } from './support/emulatorConnection';
import { magic } from './support/files';
import { useScriptedSuite } from './support/scriptedSuite';
import { setSetting } from './support/settings';
import { until } from '../support/poll';

describe('scripts, tasks and unsaved edits', function () {
  this.timeout(60_000);
  const suite = useScriptedSuite();
  const { prompts, converts, write, editUnsaved } = suite;

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
      mkdirSync(join(suite.root, '.vscode'), { recursive: true });
      writeFileSync(
        join(suite.root, '.vscode', 'convert-files.json'),
        JSON.stringify({
          rules: [
            { name: 'docs', files: `${suite.base}/docs/*.md`, targets: ['pdf'] },
            { name: 'broken', files: `${suite.base}/docs/*.docx`, targets: ['pdf'] },
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
      assert.equal(magic(readFileSync(join(suite.dir, 'docs', 'a.pdf'))), 'pdf');
      assert.equal(await exitCodeOf(broken), 1);
      assert.equal(existsSync(join(suite.dir, 'docs', 'broken.pdf')), false);
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
        const document = await editUnsaved(vscode.Uri.file(join(suite.dir, 'docs', 'a.md')), '\nNot saved.\n');
        const docs = (await vscode.tasks.fetchTasks({ type: TASK_TYPE })).find((t) => t.definition.rule === 'docs');
        assert.ok(docs);
        assert.equal(await exitCodeOf(docs), 0);
        assert.equal(document.isDirty, true, 'the setting says never save');
      } finally {
        await setSetting('saveBeforeRun', undefined, 'task');
      }
      assert.doesNotMatch(readFileSync(join(suite.dir, 'docs', 'a.md'), 'utf8'), /Not saved/);
      assert.equal(await converts(), 1);
    });

    it('without an API Token the task cannot start: exit code 2, nothing sent', async () => {
      const docs = (await vscode.tasks.fetchTasks({ type: TASK_TYPE })).find((t) => t.definition.rule === 'docs');
      assert.ok(docs);
      for (const token of await suite.api.store.listApiTokens()) {
        await suite.api.store.removeApiToken(token.id);
      }
      assert.equal(await exitCodeOf(docs), 2);
      assert.equal(existsSync(join(suite.dir, 'docs', 'a.pdf')), false);
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
      assert.equal(existsSync(join(suite.dir, 'docs', 'a.pdf')), false);
      assert.deepEqual(readdirSync(join(suite.dir, 'docs')).sort(), ['a.md', 'broken.docx'], 'no partial file');
    });
  });
});
