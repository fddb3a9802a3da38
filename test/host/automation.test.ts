// Automatic runs of the rules file in the real extension host, against the emulator (its request
// log counts the conversions): a save converts once, a save that changed nothing converts
// nothing, a burst of saves is one run; a change on disk converts with onChange; nothing runs
// untrusted (the host tier runs with workspace trust disabled, so trust is injected through the
// automation's test hook, the same state every run's gate reads), before consent, or after the
// rules file changed until the question is answered again; the pause toggle; the hourly cap.
// The consent question is answered by a hook, and every wait is for an event or a state.
import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { AutomationController, AutomationOutcome } from '../../src/automation/types';
import { Commands, Settings, StateKeys } from '../../src/constants';
import type { ExtensionApi } from '../../src/extension';
import { poll } from '../support/poll';
import { emulatorConversions } from './support/emulatorConnection';
import { useEmulatorSuite } from './support/emulatorSuite';
import { stubPrompts } from './support/prompts';
import { setSetting } from './support/settings';
import { workspaceRoot } from './support/testFolder';
import { walk } from './support/walkCoverage';

const WAIT = { timeoutMs: 20_000, intervalMs: 50 };
/** How long a rules file changed on disk waits for quiet here. */
const QUIET_MS = 300;

describe('automatic runs of the rules file', function () {
  this.timeout(90_000);
  const prompts = stubPrompts();
  // Before the test's folder goes (the suite's hooks come after this one): the rules file gone, and forgotten.
  afterEach(async () => {
    api.automation.hooks.trusted = undefined;
    api.automation.hooks.rulesQuietMs = QUIET_MS;
    await setSetting('autoSave', 'off', 'files');
    await api.context.workspaceState.update(StateKeys.automationPaused, undefined);
    await api.context.workspaceState.update(StateKeys.automationHeldBack, undefined);
    await setSetting(Settings.automationMaxConversionsPerHour, undefined);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    rmSync(join(root, '.vscode', 'convert-files.json'), { force: true });
    rmSync(join(root, '.vscode', 'convert-files.record.json'), { force: true });
    await poll(() => controller()?.state(folder).rulesHash, {
      ...WAIT,
      what: 'the automation forgetting the rules file',
      done: (h) => h === undefined,
    });
  });
  const suite = useEmulatorSuite({
    folder: 'auto',
    token: 'automation-host-tests',
    resetEach: true,
    restore: [
      ['files', 'autoSave'],
      ['files', 'autoSaveDelay'],
    ],
  });
  let api: ExtensionApi;
  let folder: vscode.WorkspaceFolder;
  let root: string;
  let base: string;
  let before0 = 0;
  /** The consent questions asked in this test, and the answer the hook gives. */
  let questions: string[] = [];
  let answer: boolean | undefined = true;
  let outcomes: AutomationOutcome[] = [];
  let listener: vscode.Disposable | undefined;
  /** The extension's log lines in this test (said when a wait times out). */
  let logLines: string[] = [];

  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const converts = async () => (await emulatorConversions()).length - before0;
  const controller = (): AutomationController | undefined => api.automation.controller();

  /** Writes the rules file and waits until the automation has read this very text (and the question was answered). */
  async function writeRules(rules: string, consent: 'allowed' | 'declined' | 'unasked' | 'asking' = 'allowed'): Promise<void> {
    const text = `// automatic runs, host test\n{ "rules": [ ${rules} ] }\n`;
    write('.vscode/convert-files.json', text);
    const hash = createHash('sha256').update(text).digest('hex');
    await poll(() => controller()?.state(folder), {
      ...WAIT,
      what: `the automation reading the rules file (${consent})`,
      done: (state) => state?.rulesHash === hash && state.consent === consent,
    });
    subscribe();
  }

  function subscribe(): void {
    if (!listener && controller()) {
      listener = controller()!.onDidHandle((outcome) => outcomes.push(outcome));
    }
  }

  /** Waits for the next outcome of the automation, and until nothing more waits or runs. */
  async function nextOutcome(seen = outcomes.length): Promise<AutomationOutcome> {
    const outcome = await poll(() => outcomes[seen], {
      ...WAIT,
      what: 'an automatic run (or its refusal)',
      timedOut: (message) => new Error(`${message}\nlog:\n${logLines.join('\n')}`),
    });
    await poll(() => !controller()?.pending, { ...WAIT, what: 'the automation to be idle' });
    return outcome;
  }

  /** Edits the document (insert, then optionally take it out again) and saves it in the editor. */
  async function editAndSave(path: string, text: string, takeBack = false): Promise<void> {
    const uri = vscode.Uri.file(join(root, path));
    const document = await vscode.workspace.openTextDocument(uri);
    const end = document.lineAt(document.lineCount - 1).range.end;
    const insert = new vscode.WorkspaceEdit();
    insert.insert(uri, end, text);
    assert.ok(await vscode.workspace.applyEdit(insert));
    if (takeBack) {
      const remove = new vscode.WorkspaceEdit();
      remove.delete(uri, new vscode.Range(end, document.positionAt(document.offsetAt(end) + text.length)));
      assert.ok(await vscode.workspace.applyEdit(remove));
    }
    assert.ok(document.isDirty, 'the edit left the document unchanged');
    assert.ok(await document.save(), 'the document was not saved');
  }

  const rule = (trigger: string, targets = '["pdf"]') =>
    `{ "name": "auto", "files": "${base}/docs/*.md", "targets": ${targets}, "outputDirectory": "${base}/out", "trigger": "${trigger}" }`;

  before(async () => {
    api = suite.api;
    root = workspaceRoot();
    folder = vscode.workspace.workspaceFolders![0]!;
    // The workspace starts without .vscode: made here, and written to until the file watcher
    // reports a change in it, so that the rules files of the tests are seen like any later change.
    mkdirSync(join(root, '.vscode'), { recursive: true });
    const probe = join(root, '.vscode', `probe-${Date.now()}.txt`);
    const watcher = vscode.workspace.createFileSystemWatcher('**/.vscode/probe-*.txt');
    let seen = false;
    watcher.onDidCreate(() => (seen = true));
    watcher.onDidChange(() => (seen = true));
    try {
      await poll(
        () => {
          writeFileSync(probe, String(Date.now()));
          return seen;
        },
        { timeoutMs: 20_000, intervalMs: 200, what: 'the file watcher reporting a change in .vscode' },
      );
    } finally {
      watcher.dispose();
      rmSync(probe, { force: true });
    }
    for (const level of ['info', 'warn', 'error'] as const) {
      const original = api.log[level].bind(api.log);
      api.log[level] = (message: string) => {
        logLines.push(`${level}: ${message}`);
        original(message);
      };
    }
    api.automation.hooks.consent = async (_name, question) => {
      questions.push(question);
      return answer;
    };
    // A rules file written on disk is read once it stayed unchanged this long (3 s for a person).
    api.automation.hooks.rulesQuietMs = QUIET_MS;
    // The web workbench (code-server) saves edits after a second by default, desktop VS Code does
    // not: off, so that only the tests that turn auto save on see it.
    await setSetting('autoSave', 'off', 'files');
  });

  after(() => {
    listener?.dispose();
    api.automation.hooks.consent = undefined;
    api.automation.hooks.trusted = undefined;
    api.automation.hooks.rulesQuietMs = undefined;
  });

  beforeEach(async () => {
    base = suite.relative;
    suite.write('docs/a.md', '# A\n');
    suite.write('docs/b.md', '# B\n');
    questions = [];
    answer = true;
    outcomes = [];
    logLines = [];
    before0 = (await emulatorConversions()).length;
  });

  it('a save converts once; a save that changed nothing converts nothing; a burst of saves converts once', async () => {
    await writeRules(rule('onSave'));
    assert.equal(questions.length, 1, 'the consent question was not asked once');
    assert.ok(
      questions[0]!.includes(
        `“${base}/docs/*.md” → pdf: ${base}/docs/a.md → ${base}/out/a.pdf, when you save a file (auto save starts nothing)`,
      ),
      questions[0],
    );

    const first = await walk('on-save', async () => {
      await editAndSave(`${base}/docs/a.md`, '\nmore\n');
      return nextOutcome();
    });
    assert.equal(first.summary?.converted, 1, JSON.stringify(first));
    assert.ok(existsSync(join(root, base, 'out', 'a.pdf')), 'no result');
    assert.equal(await converts(), 1);

    // Typed and taken out again: saved, but the bytes are those already converted.
    await editAndSave(`${base}/docs/a.md`, 'x', true);
    const second = await nextOutcome();
    assert.deepEqual([second.summary?.converted, second.summary?.upToDate], [0, 1], JSON.stringify(second));
    assert.equal(await converts(), 1, 'a save without a change sent a conversion');

    const seen = outcomes.length;
    for (const text of ['1', '2', '3']) {
      await editAndSave(`${base}/docs/a.md`, text);
    }
    const burst = await nextOutcome(seen);
    assert.equal(burst.summary?.converted, 1, JSON.stringify(burst));
    assert.equal(outcomes.length, seen + 1, 'a burst of saves made more than one run');
    assert.equal(await converts(), 2);
    assert.ok(!vscode.window.visibleTextEditors.some((e) => e.document.uri.fsPath.endsWith('.pdf')), 'a result was opened');
  });

  /** Turns auto save on (after a short delay), edits the document and waits until auto save wrote it; auto save is off again after. */
  async function editAndAutoSave(path: string, text: string): Promise<vscode.TextDocument> {
    await setSetting('autoSaveDelay', 100, 'files');
    await setSetting('autoSave', 'afterDelay', 'files');
    try {
      const uri = vscode.Uri.file(join(root, path));
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

  it('the consent question marks every refused output at once, and Allow covers only the rules that can run', async () => {
    await writeRules(
      `${rule('onSave')}, { "name": "out", "files": "${base}/docs/*.md", "targets": ["html"], "outputDirectory": "../elsewhere", "trigger": "onSave" },` +
        ` { "name": "git", "files": "${base}/docs/*.md", "targets": ["txt"], "outputDirectory": ".git/x", "trigger": "onSave" }`,
    );
    assert.equal(questions.length, 1);
    assert.equal(questions[0]!.match(/REFUSED, it will not run/g)?.length, 2, questions[0]);
    assert.match(questions[0]!, /outside the workspace folder/);
    assert.match(questions[0]!, /\.git/);
    assert.match(questions[0]!, /Allow covers only the rules not refused\.$/);
    await editAndSave(`${base}/docs/a.md`, 'x');
    const outcome = await nextOutcome();
    assert.equal(outcome.summary?.converted, 1, JSON.stringify(outcome));
    assert.equal(await converts(), 1);
  });

  it('auto save starts no onSave run; a save a person makes does', async () => {
    await writeRules(rule('onSave'));
    await editAndAutoSave(`${base}/docs/a.md`, '\nautosaved\n');
    await editAndSave(`${base}/docs/b.md`, '\nsaved by hand\n');
    // Had the auto save asked for a run, it would be this outcome (before it or gathered with it).
    const outcome = await nextOutcome();
    assert.deepEqual([...outcome.changes.paths], [`${base}/docs/b.md`], 'auto save asked for an onSave run');
    assert.equal(outcome.summary?.converted, 1, JSON.stringify(outcome));
    assert.equal(await converts(), 1);
    assert.ok(!existsSync(join(root, base, 'out', 'a.pdf')), 'the auto saved file was converted');
    assert.ok(existsSync(join(root, base, 'out', 'b.pdf')), 'the file saved by hand was not converted');
    assert.ok(
      logLines.some((l) => l.includes('saved by auto save, which starts no onSave run')),
      logLines.join('\n'),
    );
  });

  it('a rules file being edited and auto saved is not read, nor consent asked, until a person saves it', async () => {
    // Longer than the test: only the person's save may end the wait.
    api.automation.hooks.rulesQuietMs = 600_000;
    const rulesPath = join(root, '.vscode', 'convert-files.json');
    writeFileSync(rulesPath, '');
    const half = `{ "rules": [ { "name": "auto", "files": "${base}/docs/*.md", "targets": ["pdf"], "trigger": "onSave"`;
    const document = await editAndAutoSave('.vscode/convert-files.json', half);
    // Every look the auto save (or the file watcher) began so far is done: none read the half-written file.
    await api.automation.settled();
    assert.equal(questions.length, 0, 'the consent question came up for a half-written rules file');
    assert.equal(controller()?.state(folder).rulesHash, undefined, 'a half-written rules file was read');
    assert.ok(!logLines.some((l) => l.includes('cannot run')), logLines.join('\n'));

    const edit = new vscode.WorkspaceEdit();
    edit.insert(document.uri, document.lineAt(document.lineCount - 1).range.end, ', "outputDirectory": "' + base + '/out" } ] }\n');
    assert.ok(await vscode.workspace.applyEdit(edit));
    assert.ok(await document.save());
    const hash = createHash('sha256').update(readFileSync(rulesPath, 'utf8')).digest('hex');
    await poll(() => controller()?.state(folder), {
      ...WAIT,
      what: 'the automation reading the rules file saved by hand',
      done: (state) => state?.rulesHash === hash && state.consent === 'allowed',
    });
    assert.equal(questions.length, 1);
    subscribe();
    await editAndSave(`${base}/docs/a.md`, 'x');
    assert.equal((await nextOutcome()).summary?.converted, 1);
  });

  it('a broken rules file shows in the status bar and once as a warning; fixed, it is used', async () => {
    prompts.expect('warning', undefined, /^The rules file of “.*” cannot be read, so nothing converts by itself until it is fixed: /);
    const brokenText = (n: number) => `{ "rules": [ ${rule('onSave')}${' '.repeat(n)}`;
    for (const n of [1, 2]) {
      write('.vscode/convert-files.json', brokenText(n));
      const hash = createHash('sha256').update(brokenText(n)).digest('hex');
      await poll(() => controller()?.state(folder), {
        ...WAIT,
        what: 'the automation reading the broken rules file',
        done: (state) => state?.rulesHash === hash && (state.broken?.length ?? 0) > 0,
      });
    }
    const warnings = prompts.seen.filter((p) => p.kind === 'warning' && p.text.includes('cannot be read'));
    assert.equal(warnings.length, 1, 'a broken rules file was shown more than once');
    assert.deepEqual(warnings[0]!.items, ['Open Rules File', 'Show Log']);
    assert.equal(questions.length, 0);
    await writeRules(rule('onSave'));
    assert.equal(controller()?.state(folder).broken, undefined);
    assert.equal(questions.length, 1);
  });

  it('the status item’s click asks again while nothing is allowed (refused, or a question left unseen), and pauses once allowed', async () => {
    const ask = api.automation.hooks.consent;
    let leaveUnseen: ((answer: boolean | undefined) => void) | undefined;
    api.automation.hooks.consent = (name, question) =>
      questions.length === 0 ? (questions.push(question), new Promise((resolve) => (leaveUnseen = resolve))) : ask!(name, question);
    try {
      // The first question is never answered (it waits among the notifications): a click asks again, it does not pause.
      await writeRules(rule('onSave'), 'asking');
      await vscode.commands.executeCommand(Commands.toggleAutomation);
      await poll(() => controller()?.state(folder).consent, { ...WAIT, what: 'the question asked again', done: (c) => c === 'allowed' });
      assert.equal(controller()?.paused, false, 'the click paused instead of asking');
      assert.equal(questions.length, 2);
      // The first notification dismissed late changes nothing.
      leaveUnseen?.(undefined);
      await new Promise((resolve) => setImmediate(resolve)); // the late answer's turn
      assert.equal(controller()?.state(folder).consent, 'allowed');
      // Refused: the click asks again.
      answer = false;
      await writeRules(`${rule('onSave')}, { "name": "x", "files": "none/*.md", "targets": ["pdf"] }`, 'declined');
      answer = true;
      await vscode.commands.executeCommand(Commands.toggleAutomation);
      await poll(() => controller()?.state(folder).consent, {
        ...WAIT,
        what: 'the refused question asked again',
        done: (c) => c === 'allowed',
      });
      assert.equal(controller()?.paused, false);
      // Allowed: the click pauses, as the tooltip says.
      await vscode.commands.executeCommand(Commands.toggleAutomation);
      assert.equal(controller()?.paused, true);
    } finally {
      api.automation.hooks.consent = ask;
    }
  });

  it('onChange converts a change made outside the editor, and its own result starts no run', async () => {
    // Sources at the top of the workspace folder, watched since the window opened: a folder made
    // with its files at once (mkdir -p, then write) may be seen by the file watcher only later.
    const a = `${base}-a.md`;
    const b = `${base}-b.md`;
    write(a, '# A\n');
    write(b, '# B\n');
    // The results in ${base}/out match the globs too: their writes must start no run.
    await writeRules(
      `{ "name": "all", "files": ["${base}-*.md", "${base}/out/**"], "targets": ["pdf"], "outputDirectory": "${base}/out", "fileName": "\${fileBasenameNoExtension}-made", "trigger": "onChange" }`,
    );
    try {
      write(a, '# A, changed outside\n');
      const first = await nextOutcome();
      // The files the test made just before may be seen as created in the same quiet second.
      assert.ok(first.changes.paths.has(a), JSON.stringify([...first.changes.paths]));
      assert.ok((first.summary?.converted ?? 0) >= 1, JSON.stringify(first.summary));
      assert.ok(existsSync(join(root, base, 'out', `${base}-a-made.pdf`)), 'no result');
      write(b, '# B, changed outside\n');
      const second = await nextOutcome();
      assert.deepEqual([...second.changes.paths], [b], 'a result written by the run was taken for a change');
      assert.equal(second.summary?.converted, 1, logLines.join('\n'));
      assert.equal(outcomes.length, 2, JSON.stringify(outcomes.map((o) => [...o.changes.paths])));
      assert.equal(await converts(), (first.summary?.converted ?? 0) + 1);
    } finally {
      rmSync(join(root, a), { force: true });
      rmSync(join(root, b), { force: true });
    }
  });

  it('nothing runs before consent, nor after the rules file changed until the question is answered again', async () => {
    answer = false;
    await writeRules(rule('onSave'), 'declined');
    await editAndSave(`${base}/docs/a.md`, 'x');
    assert.equal((await nextOutcome()).blocked, 'noConsent');
    assert.equal(await converts(), 0);

    answer = true;
    await writeRules(`${rule('onSave')}, { "name": "other", "files": "${base}/none/*.md", "targets": ["pdf"] }`);
    await editAndSave(`${base}/docs/a.md`, 'y');
    assert.equal((await nextOutcome()).summary?.converted, 1);

    // Changed again: asked again; dismissed, nothing runs.
    answer = undefined;
    await writeRules(rule('onSave', '["pdf", "html"]'), 'unasked');
    assert.equal(questions.length, 3);
    await editAndSave(`${base}/docs/a.md`, 'z');
    assert.equal((await nextOutcome()).blocked, 'noConsent');
    assert.equal(await converts(), 1);
  });

  it('nothing runs or asks in an untrusted workspace; a grant of trust reads the rules file', async () => {
    await writeRules(rule('onSave'));
    api.automation.hooks.trusted = false;
    await editAndSave(`${base}/docs/a.md`, 'x');
    assert.equal((await nextOutcome()).blocked, 'untrusted');

    // A new rules file while untrusted: not read, no question.
    write('.vscode/convert-files.json', `{ "rules": [ ${rule('onSave', '["html"]')} ] }`);
    await api.automation.settled();
    await api.automation.trustGranted();
    assert.equal(questions.length, 1, 'asked while untrusted');
    assert.equal(await converts(), 0);

    api.automation.hooks.trusted = undefined;
    await api.automation.trustGranted();
    await poll(() => controller()?.state(folder).consent, { ...WAIT, what: 'the question after the grant', done: (c) => c === 'allowed' });
    assert.equal(questions.length, 2);
    await editAndSave(`${base}/docs/a.md`, 'y');
    assert.equal((await nextOutcome()).summary?.converted, 1);
    assert.equal(await converts(), 1);
  });

  it('Pause/Resume Automatic Conversions pauses and resumes the workspace; Resume converts what was held back', async () => {
    await writeRules(rule('onSave'));
    await vscode.commands.executeCommand(Commands.toggleAutomation);
    assert.equal(controller()?.paused, true);
    await editAndSave(`${base}/docs/a.md`, 'x');
    assert.equal((await nextOutcome()).blocked, 'paused');
    assert.equal(await converts(), 0);
    await vscode.commands.executeCommand(Commands.toggleAutomation);
    assert.equal(controller()?.paused, false);
    // The save made while paused runs now, without another save.
    const held = await nextOutcome();
    assert.deepEqual([...held.changes.paths], [`${base}/docs/a.md`]);
    assert.equal(held.summary?.converted, 1, JSON.stringify(held));
    assert.equal(await converts(), 1);
    await editAndSave(`${base}/docs/a.md`, 'y');
    assert.equal((await nextOutcome()).summary?.converted, 1);
    assert.deepEqual(
      prompts.seen.filter((p) => p.kind === 'information').map((p) => p.text),
      [
        'Automatic conversions are paused in this workspace. Run Conversion Rules still works by hand.',
        'Automatic conversions are on again in this workspace. The file changed while they were paused is converted now: 1 conversion.',
      ],
    );
  });

  it('pauses before sending when a run would go over the hourly cap, with one message', async () => {
    await setSetting(Settings.automationMaxConversionsPerHour, 3);
    await writeRules(rule('onSave', '["pdf", "html"]'));
    // Resuming starts the hour's count again: the runs of the tests before do not count here.
    await vscode.commands.executeCommand(Commands.toggleAutomation);
    await vscode.commands.executeCommand(Commands.toggleAutomation);
    await editAndSave(`${base}/docs/a.md`, 'x');
    assert.equal((await nextOutcome()).summary?.converted, 2);
    prompts.expect('warning', undefined, /^Automatic conversions are paused: the next run needs 2 and would go over 3 in an hour/);
    await editAndSave(`${base}/docs/a.md`, 'y');
    assert.equal((await nextOutcome()).blocked, 'cap');
    assert.equal(controller()?.paused, true);
    await editAndSave(`${base}/docs/a.md`, 'z');
    assert.equal((await nextOutcome()).blocked, 'paused', 'a second message or run after the pause');
    assert.equal(await converts(), 2);

    // Resume: the hour's count starts again, and what was held back (a.md, 2 conversions) runs now.
    const seen = outcomes.length;
    await vscode.commands.executeCommand(Commands.toggleAutomation);
    const held = await nextOutcome(seen);
    assert.equal(held.summary?.converted, 2, JSON.stringify(held));
    assert.equal(await converts(), 4);
    assert.ok(
      prompts.seen.some(
        (p) =>
          p.text ===
          'Automatic conversions are on again in this workspace. The file changed while they were paused is converted now: 2 conversions.',
      ),
      JSON.stringify(prompts.seen),
    );

    // More than the cap allows is held back: Resume offers Run Conversion Rules instead of running it.
    await setSetting(Settings.automationMaxConversionsPerHour, 1);
    prompts.expect('warning', undefined, /^Automatic conversions are paused: the next run needs 2 and would go over 1 in an hour/);
    await editAndSave(`${base}/docs/a.md`, 'w');
    assert.equal((await nextOutcome()).blocked, 'cap');
    prompts.expect(
      'information',
      undefined,
      /^Automatic conversions are on again in this workspace\. What changed while they were paused needs 2 conversions, more than the 1 an hour allows\./,
    );
    await vscode.commands.executeCommand(Commands.toggleAutomation);
    assert.equal(controller()?.pending, false, 'Resume started a run over the cap');
    assert.equal(await converts(), 4);
  });
});
