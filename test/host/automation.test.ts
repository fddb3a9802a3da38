// Automatic runs of the rules file in the real extension host, against the emulator (its request
// log counts the conversions), and what starts one: a save converts once, a save that changed
// nothing converts nothing, a burst of saves is one run; auto save starts no onSave run, nor is a
// rules file being auto saved read; a change on disk converts with onChange. The rest of the
// suite: automationConsent (consent, trust, a broken rules file) and automationPause.test.ts.
// The consent question is answered by a hook, and every wait is for an event or a state
// (support/automationSuite.ts).
import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { poll } from '../support/poll';
import { useAutomationSuite, WAIT } from './support/automationSuite';
import { setSetting } from './support/settings';
import { walk } from './support/walkCoverage';

describe('automatic runs of the rules file', function () {
  this.timeout(90_000);
  const auto = useAutomationSuite();
  const { write, converts, controller, writeRules, nextOutcome, editAndSave, rule, subscribe } = auto;

  it('a save converts once; a save that changed nothing converts nothing; a burst of saves converts once', async () => {
    await writeRules(rule('onSave'));
    assert.equal(auto.questions.length, 1, 'the consent question was not asked once');
    assert.ok(
      auto.questions[0]!.includes(
        `“${auto.base}/docs/*.md” → pdf: ${auto.base}/docs/a.md → ${auto.base}/out/a.pdf, when you save a file (auto save starts nothing)`,
      ),
      auto.questions[0],
    );

    const first = await walk('on-save', async () => {
      await editAndSave(`${auto.base}/docs/a.md`, '\nmore\n');
      return nextOutcome();
    });
    assert.equal(first.summary?.converted, 1, JSON.stringify(first));
    assert.ok(existsSync(join(auto.root, auto.base, 'out', 'a.pdf')), 'no result');
    assert.equal(await converts(), 1);

    // Typed and taken out again: saved, but the bytes are those already converted.
    await editAndSave(`${auto.base}/docs/a.md`, 'x', true);
    const second = await nextOutcome();
    assert.deepEqual([second.summary?.converted, second.summary?.upToDate], [0, 1], JSON.stringify(second));
    assert.equal(await converts(), 1, 'a save without a change sent a conversion');

    const seen = auto.outcomes.length;
    for (const text of ['1', '2', '3']) {
      await editAndSave(`${auto.base}/docs/a.md`, text);
    }
    const burst = await nextOutcome(seen);
    assert.equal(burst.summary?.converted, 1, JSON.stringify(burst));
    assert.equal(auto.outcomes.length, seen + 1, 'a burst of saves made more than one run');
    assert.equal(await converts(), 2);
    assert.ok(!vscode.window.visibleTextEditors.some((e) => e.document.uri.fsPath.endsWith('.pdf')), 'a result was opened');
  });

  /** Turns auto save on (after a short delay), edits the document and waits until auto save wrote it; auto save is off again after. */
  async function editAndAutoSave(path: string, text: string): Promise<vscode.TextDocument> {
    await setSetting('autoSaveDelay', 100, 'files');
    await setSetting('autoSave', 'afterDelay', 'files');
    try {
      const uri = vscode.Uri.file(join(auto.root, path));
      const document = await vscode.workspace.openTextDocument(uri);
      const edit = new vscode.WorkspaceEdit();
      edit.insert(uri, document.lineAt(document.lineCount - 1).range.end, text);
      assert.ok(await vscode.workspace.applyEdit(edit));
      // The save event reaches the extension with the document's clean state.
      await poll(() => !document.isDirty && readFileSync(uri.fsPath, 'utf8') === document.getText(), {
        ...WAIT,
        what: `auto save writing ${path}`,
      });
      return document;
    } finally {
      await setSetting('autoSave', 'off', 'files');
    }
  }

  it('auto save starts no onSave run; a save a person makes does', async () => {
    await writeRules(rule('onSave'));
    await editAndAutoSave(`${auto.base}/docs/a.md`, '\nautosaved\n');
    await editAndSave(`${auto.base}/docs/b.md`, '\nsaved by hand\n');
    // Had the auto save asked for a run, it would be this outcome (before it or gathered with it).
    const outcome = await nextOutcome();
    assert.deepEqual([...outcome.changes.paths], [`${auto.base}/docs/b.md`], 'auto save asked for an onSave run');
    assert.equal(outcome.summary?.converted, 1, JSON.stringify(outcome));
    assert.equal(await converts(), 1);
    assert.ok(!existsSync(join(auto.root, auto.base, 'out', 'a.pdf')), 'the auto saved file was converted');
    assert.ok(existsSync(join(auto.root, auto.base, 'out', 'b.pdf')), 'the file saved by hand was not converted');
    assert.ok(
      auto.logLines.some((l) => l.includes('saved by auto save, which starts no onSave run')),
      auto.logLines.join('\n'),
    );
  });

  it('a rules file being edited and auto saved is not read, nor consent asked, until a person saves it', async () => {
    // Longer than the test: only the person's save may end the wait.
    auto.api.automation.hooks.rulesQuietMs = 600_000;
    const rulesPath = join(auto.root, '.vscode', 'convert-files.json');
    writeFileSync(rulesPath, '');
    const half = `{ "rules": [ { "name": "auto", "files": "${auto.base}/docs/*.md", "targets": ["pdf"], "trigger": "onSave"`;
    const document = await editAndAutoSave('.vscode/convert-files.json', half);
    // Every look the auto save (or the file watcher) began so far is done: none read the half-written file.
    await auto.api.automation.settled();
    assert.equal(auto.questions.length, 0, 'the consent question came up for a half-written rules file');
    assert.equal(controller()?.state(auto.folder).rulesHash, undefined, 'a half-written rules file was read');
    assert.ok(!auto.logLines.some((l) => l.includes('cannot run')), auto.logLines.join('\n'));

    const edit = new vscode.WorkspaceEdit();
    edit.insert(document.uri, document.lineAt(document.lineCount - 1).range.end, ', "outputDirectory": "' + auto.base + '/out" } ] }\n');
    assert.ok(await vscode.workspace.applyEdit(edit));
    assert.ok(await document.save());
    const hash = createHash('sha256').update(readFileSync(rulesPath, 'utf8')).digest('hex');
    await poll(() => controller()?.state(auto.folder), {
      ...WAIT,
      what: 'the automation reading the rules file saved by hand',
      done: (state) => state?.rulesHash === hash && state.consent === 'allowed',
    });
    assert.equal(auto.questions.length, 1);
    subscribe();
    await editAndSave(`${auto.base}/docs/a.md`, 'x');
    assert.equal((await nextOutcome()).summary?.converted, 1);
  });

  it('onChange converts a change made outside the editor, and its own result starts no run', async () => {
    // Sources at the top of the workspace folder, watched since the window opened: a folder made
    // with its files at once (mkdir -p, then write) may be seen by the file watcher only later.
    const a = `${auto.base}-a.md`;
    const b = `${auto.base}-b.md`;
    write(a, '# A\n');
    write(b, '# B\n');
    // The results in ${base}/out match the globs too: their writes must start no run.
    await writeRules(
      `{ "name": "all", "files": ["${auto.base}-*.md", "${auto.base}/out/**"], "targets": ["pdf"], "outputDirectory": "${auto.base}/out", "fileName": "\${fileBasenameNoExtension}-made", "trigger": "onChange" }`,
    );
    try {
      write(a, '# A, changed outside\n');
      const first = await nextOutcome();
      // The files the test made just before may be seen as created in the same quiet second.
      assert.ok(first.changes.paths.has(a), JSON.stringify([...first.changes.paths]));
      assert.ok((first.summary?.converted ?? 0) >= 1, JSON.stringify(first.summary));
      assert.ok(existsSync(join(auto.root, auto.base, 'out', `${auto.base}-a-made.pdf`)), 'no result');
      write(b, '# B, changed outside\n');
      const second = await nextOutcome();
      assert.deepEqual([...second.changes.paths], [b], 'a result written by the run was taken for a change');
      assert.equal(second.summary?.converted, 1, auto.logLines.join('\n'));
      assert.equal(auto.outcomes.length, 2, JSON.stringify(auto.outcomes.map((o) => [...o.changes.paths])));
      assert.equal(await converts(), (first.summary?.converted ?? 0) + 1);
    } finally {
      rmSync(join(auto.root, a), { force: true });
      rmSync(join(auto.root, b), { force: true });
    }
  });
});
