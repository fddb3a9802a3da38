// The set-up the host suites of automatic runs share (automation*.test.ts): the rules file written
// into the workspace and waited for until the automation has read it, the consent question answered
// by a hook (the questions kept), each run's outcome, the extension's log lines (said when a wait
// times out), saves made in the editor, and everything the automation keeps forgotten after each test.
import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { AutomationController, AutomationOutcome } from '../../../src/automation/types';
import { Settings, StateKeys } from '../../../src/constants';
import type { ExtensionApi } from '../../../src/extension';
import { poll } from '../../support/poll';
import { emulatorConversions } from './emulatorConnection';
import { useEmulatorSuite } from './emulatorSuite';
import { stubPrompts, type PromptStubs } from './prompts';
import { setSetting } from './settings';
import { workspaceRoot } from './testFolder';

/** How long a wait for the automation lasts, and how often it looks. */
export const WAIT = { timeoutMs: 20_000, intervalMs: 50 };
/** How long a rules file changed on disk waits for quiet here. */
export const QUIET_MS = 300;

export interface AutomationSuite {
  readonly prompts: PromptStubs;
  readonly api: ExtensionApi;
  /** The workspace folder, and its path. */
  readonly folder: vscode.WorkspaceFolder;
  readonly root: string;
  /** This test's folder, from the workspace folder (docs/a.md and docs/b.md are in it). */
  readonly base: string;
  /** The consent questions asked in this test, and the answer the hook gives. */
  readonly questions: string[];
  answer: boolean | undefined;
  /** The automation's outcomes in this test. */
  readonly outcomes: AutomationOutcome[];
  /** The extension's log lines in this test (said when a wait times out). */
  readonly logLines: string[];
  /** Writes `path` (from the workspace folder) on disk, its folders made on the way. */
  write(path: string, text: string): void;
  /** The conversions the emulator made in this test. */
  converts(): Promise<number>;
  controller(): AutomationController | undefined;
  /** Writes the rules file and waits until the automation has read this very text (and the question was answered). */
  writeRules(rules: string, consent?: 'allowed' | 'declined' | 'unasked' | 'asking'): Promise<void>;
  /** Collects the automation's outcomes in `outcomes`, once its controller exists (writeRules() does it too). */
  subscribe(): void;
  /** Waits for the next outcome of the automation, and until nothing more waits or runs. */
  nextOutcome(seen?: number): Promise<AutomationOutcome>;
  /** Edits the document (insert, then optionally take it out again) and saves it in the editor. */
  editAndSave(path: string, text: string, takeBack?: boolean): Promise<void>;
  /** A rule converting this test's docs/*.md to `targets` in its out folder, on `trigger`. */
  rule(trigger: string, targets?: string): string;
}

/** Registers the hooks (call it inside `describe`). */
export function useAutomationSuite(): AutomationSuite {
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
  const logLevels = ['info', 'warn', 'error'] as const;
  const loggers: Partial<Pick<ExtensionApi['log'], (typeof logLevels)[number]>> = {};

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
    for (const level of logLevels) {
      loggers[level] = api.log[level];
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
    // Each suite of automation*.test.ts listens to the log in its own before(): the next one starts from the real logger.
    for (const level of logLevels) {
      api.log[level] = loggers[level]!;
    }
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

  return {
    prompts,
    get api() {
      return api;
    },
    get folder() {
      return folder;
    },
    get root() {
      return root;
    },
    get base() {
      return base;
    },
    get questions() {
      return questions;
    },
    get answer() {
      return answer;
    },
    set answer(value) {
      answer = value;
    },
    get outcomes() {
      return outcomes;
    },
    get logLines() {
      return logLines;
    },
    write,
    converts,
    controller,
    writeRules,
    subscribe,
    nextOutcome,
    editAndSave,
    rule,
  };
}
