// The automation of the rules file once loaded (dist/features.js): per workspace folder, the rules
// that run by themselves and the person's consent for that content of the file; saves and changes
// on disk gathered into one run after a quiet second; the gate (trust, consent, pause) checked
// when a run is due; pauses, failures and their messages, the status bar.
import * as vscode from 'vscode';
import { StateKeys } from '../constants';
import {
  automaticRules,
  automationBlock,
  HeldBack,
  HourlyCap,
  rulesHash,
  RunScheduler,
  statusAction,
  type CapUse,
  type SaveReasons,
  type TriggerBatch,
} from '../conversion/automation';
import { RULES_FILE } from '../conversion/rules';
import type { ExtensionServices } from '../extensionServices';
import { automationPausedInfo, noAutomaticRules, pausedByCap, pausedByQuota } from '../messages/automation';
import { showMessage } from '../messages/show';
import { runAutomatically, type AutoRunResult } from './autoRun';
import { isOwnWrite, isTemporary, readFolderEntry, readRulesText, relativeIn, type FolderEntry } from './folderEntry';
import { AutomationNotices } from './notices';
import { planResume } from './resume';
import { askConsent, consentFacts, ConsentStore } from './consent';
import { AutomationStatusBar } from './statusItems';
import type { AutomationController, AutomationHooks, AutomationOutcome, FolderAutomation } from './types';
import { unlinked } from '../messages/unlinked';

export class Automation implements AutomationController {
  private readonly entries = new Map<string, FolderEntry>();
  private readonly handled = new vscode.EventEmitter<AutomationOutcome>();
  readonly onDidHandle = this.handled.event;
  private readonly scheduler = new RunScheduler<string>((key, changes) => this.handle(key, changes));
  private readonly cap: HourlyCap;
  private readonly consent: ConsentStore;
  private readonly status = new AutomationStatusBar();
  private readonly abort = new AbortController();
  private readonly disposables: vscode.Disposable[] = [];
  private readonly notices: AutomationNotices;
  /** Changes not run while paused, for Resume. */
  private readonly heldBack: HeldBack;
  /** Folders whose rules file asks for automatic runs but does not parse: the hash of its text, what is wrong. */
  private readonly broken = new Map<
    string,
    { readonly hash: string; readonly problems: readonly string[]; readonly rulesFile: vscode.Uri }
  >();
  /** Said once in the log: a save by auto save starts no onSave run. */
  private autoSaveSaid = false;

  constructor(
    private readonly services: ExtensionServices,
    private readonly hooks: AutomationHooks,
    private readonly reasons: SaveReasons,
  ) {
    this.consent = new ConsentStore(services.context.workspaceState);
    const state = services.context.workspaceState;
    this.heldBack = new HeldBack({
      get: () => state.get(StateKeys.automationHeldBack),
      set: (value) => void state.update(StateKeys.automationHeldBack, value),
    });
    this.notices = new AutomationNotices(services, () => this.render());
    // In globalState: a window reload or a second window does not start the hour's count again.
    const global = services.context.globalState;
    this.cap = new HourlyCap(Date.now, {
      get: () => global.get<CapUse[]>(StateKeys.automationUsed),
      set: (used) => void global.update(StateKeys.automationUsed, used),
    });
    // A glob string, not a RelativePattern: its events come from the workspace's own watcher, which
    // runs from the window's start. A RelativePattern with ** asks for a new recursive watcher,
    // which misses what changes while it starts (seen in the host tier: a change right after the
    // rules file was read was never reported).
    const watcher = vscode.workspace.createFileSystemWatcher('**/*', false, false, true);
    this.disposables.push(
      watcher,
      watcher.onDidCreate((uri) => void this.changedOnDisk(uri)),
      watcher.onDidChange((uri) => void this.changedOnDisk(uri)),
      this.handled,
      vscode.workspace.onDidSaveTextDocument((document) => this.saved(document.uri)),
      vscode.workspace.onDidSaveNotebookDocument((notebook) => this.saved(notebook.uri)),
    );
  }

  get paused(): boolean {
    return this.services.context.workspaceState.get<boolean>(StateKeys.automationPaused, false);
  }

  get pending(): boolean {
    return this.scheduler.busy;
  }

  get failures(): number {
    return this.notices.failures;
  }

  state(folder: vscode.WorkspaceFolder): FolderAutomation {
    const entry = this.entries.get(folder.uri.toString());
    const broken = this.broken.get(folder.uri.toString());
    if (broken) {
      return { rulesHash: broken.hash, consent: 'unasked', broken: broken.problems };
    }
    return entry ? { rulesHash: entry.hash, consent: entry.consent } : { consent: 'unasked' };
  }

  async reload(folder: vscode.WorkspaceFolder): Promise<void> {
    const text = await readRulesText(folder);
    const key = folder.uri.toString();
    const previous = this.entries.get(key) ?? this.broken.get(key);
    const hash = text === undefined ? undefined : rulesHash(text);
    if (previous && previous.hash === hash) {
      return;
    }
    this.forget(folder);
    if (text === undefined || hash === undefined) {
      return;
    }
    const read = readFolderEntry(folder, text, hash, this.consent.answer(folder.uri, hash), previous !== undefined);
    if (read && 'problems' in read) {
      // Until it is fixed, nothing runs by itself: said in the status bar, and once as a warning.
      const rulesFile = vscode.Uri.joinPath(folder.uri, RULES_FILE);
      this.broken.set(key, { hash, problems: read.problems, rulesFile });
      this.notices.brokenRules(folder.name, read.problems, rulesFile);
      this.render();
    }
    if (!read || 'problems' in read) {
      return;
    }
    const { entry } = read;
    const { file } = entry;
    this.entries.set(folder.uri.toString(), entry);
    this.services.log.info(
      `Automatic conversions of ${folder.name}: ${automaticRules(file)
        .map((r) => `"${r.name}" (${r.trigger})`)
        .join(', ')}; ${entry.consent}.`,
    );
    if (entry.consent === 'unasked') {
      void this.ask(entry);
    }
    this.render();
  }

  forget(folder: vscode.WorkspaceFolder): void {
    this.entries.delete(folder.uri.toString());
    this.broken.delete(folder.uri.toString());
    this.render();
  }

  /** Asks once for this content of the rules file; a dismissed question is asked again on Resume or a change of the file. */
  private async ask(entry: FolderEntry): Promise<void> {
    if (!(this.hooks.trusted ?? vscode.workspace.isTrusted)) {
      return;
    }
    entry.consent = 'asking';
    const facts = await consentFacts(this.services, entry.folder, entry.file);
    // An Allow covers only the rules that can run: the refused ones stay out of automatic runs.
    entry.runnable = facts.runnable;
    const answer = await askConsent(entry.folder, facts.rules, this.hooks).catch(() => undefined);
    if (this.entries.get(entry.folder.uri.toString()) !== entry) {
      return; // The file changed meanwhile: its new content is asked about.
    }
    if (answer === undefined && entry.consent !== 'asking') {
      return; // Dismissed after the same question, asked again, was answered.
    }
    if (answer !== undefined) {
      await this.consent.remember(entry.folder.uri, entry.hash, answer);
    }
    entry.consent = answer === undefined ? 'unasked' : answer ? 'allowed' : 'declined';
    this.services.log.info(`Automatic conversions of ${entry.folder.name}: ${entry.consent}.`);
    this.render();
  }

  private saved(uri: vscode.Uri): void {
    const folder = vscode.workspace.getWorkspaceFolder(uri);
    const entry = folder && this.entries.get(folder.uri.toString());
    const path = entry && relativeIn(entry, uri);
    if (!entry || path === undefined || entry.onSave(path).length === 0) {
      return;
    }
    // onSave follows a person's saves only: auto save (after a delay, on a change of focus) would pay at every pause.
    if (this.reasons.kindOf(uri.toString()) !== 'explicit') {
      if (!this.autoSaveSaid) {
        this.autoSaveSaid = true;
        this.services.log.info(
          `Automatic conversions of ${entry.folder.name}: ${path} was saved by auto save, which starts no onSave run (a rule with "trigger": "onChange" follows every change).`,
        );
      }
      return;
    }
    this.scheduler.request(entry.folder.uri.toString(), path, 'onSave');
  }

  private async changedOnDisk(uri: vscode.Uri): Promise<void> {
    const folder = vscode.workspace.getWorkspaceFolder(uri);
    const entry = folder && this.entries.get(folder.uri.toString());
    const path = entry && relativeIn(entry, uri);
    if (!entry || path === undefined || isTemporary(path) || isOwnWrite(entry, path) || entry.onChange(path).length === 0) {
      return;
    }
    // Only files are sources: a folder made for results (or any other) starts nothing.
    const type = await vscode.workspace.fs.stat(uri).then(
      (stat) => stat.type,
      () => undefined,
    );
    if (type === undefined || (type & vscode.FileType.File) === 0 || (type & vscode.FileType.SymbolicLink) !== 0) {
      return;
    }
    this.services.log.info(`Automatic conversions of ${entry.folder.name}: ${path} changed on disk.`);
    this.scheduler.request(entry.folder.uri.toString(), path, 'onChange');
  }

  /** A gathering of changes is due: the gate, then the run, then what it asks for (pause, messages). */
  private async handle(key: string, changes: TriggerBatch): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry) {
      return;
    }
    const { folder } = entry;
    const blocked = automationBlock({
      trusted: this.hooks.trusted ?? vscode.workspace.isTrusted,
      consented: entry.consent === 'allowed',
      paused: this.paused,
    });
    if (blocked) {
      this.services.log.info(`Automatic conversions of ${folder.name} not run (${blocked}): ${[...changes.paths].join(', ')}`);
      if (blocked === 'paused') {
        this.heldBack.add(key, changes); // For Resume.
      }
      this.handled.fire({ folder, changes, blocked });
      return;
    }
    let result: AutoRunResult;
    try {
      result = await runAutomatically(this.services, {
        folder,
        file: entry.runnable ?? entry.file,
        changes,
        cap: this.cap,
        signal: this.abort.signal,
        planned: (results) => results.forEach((r) => entry.results.add(r)),
      });
    } catch (err) {
      result = { written: [], failures: [{ source: [...changes.paths].join(', '), error: err }] };
    }
    const now = Date.now();
    result.written.forEach((path) => entry.written.set(path, now));
    if (result.problems) {
      this.notices.problems(folder.name, result.problems);
    }
    for (const failure of result.failures) {
      this.notices.failure(failure.source, failure.error);
    }
    if (result.pause) {
      this.heldBack.add(key, changes);
      await this.services.context.workspaceState.update(StateKeys.automationPaused, true);
      const message =
        result.pause.kind === 'cap' ? pausedByCap(result.pause.cap, result.pause.needed) : pausedByQuota(result.pause.refusal);
      void showMessage(message, this.services.log);
    }
    this.render();
    this.handled.fire({
      folder,
      changes,
      summary: result.summary,
      blocked: result.pause?.kind ?? (result.problems ? 'problems' : undefined),
    });
  }

  looked(): Promise<void> {
    return this.notices.looked();
  }

  async toggle(): Promise<void> {
    const paused = this.paused;
    if (!paused && this.entries.size === 0) {
      void vscode.window.showInformationMessage(noAutomaticRules());
      return;
    }
    // What the status item says a click does, decided once for both.
    const action = statusAction({ paused, allowed: this.allowed });
    if (action === 'ask') {
      // Nothing allowed, so nothing to pause: the question again (a refused one, a dismissed one,
      // and one still waiting unseen among the notifications).
      [...this.entries.values()].forEach((entry) => void this.ask(entry));
      return;
    }
    await this.services.context.workspaceState.update(StateKeys.automationPaused, action === 'pause');
    if (action === 'resume') {
      // Resuming is a person's decision: the hour's count starts again, and a question left unanswered is asked again.
      this.cap.reset();
      this.notices.clear();
      for (const entry of this.entries.values()) {
        if (entry.consent !== 'allowed' && entry.consent !== 'asking') {
          void this.ask(entry);
        }
      }
    }
    this.services.log.info(action === 'resume' ? 'Automatic conversions resumed.' : 'Automatic conversions paused.');
    this.render();
    if (action === 'pause') {
      void vscode.window.showInformationMessage(automationPausedInfo());
      return;
    }
    // What was held back while paused runs now (or is handed to a run by hand), and the message says which.
    const resume = await planResume(this.services, this.heldBack.takeAll(), (k) => this.entries.get(k), this.abort.signal);
    for (const { entry, changes } of resume.run) {
      for (const path of changes.paths) {
        changes.kinds.forEach((kind) => this.scheduler.request(entry.folder.uri.toString(), path, kind));
      }
    }
    void (typeof resume.message === 'string'
      ? vscode.window.showInformationMessage(unlinked(resume.message))
      : showMessage(resume.message, this.services.log));
  }

  private get allowed(): boolean {
    return [...this.entries.values()].some((e) => e.consent === 'allowed');
  }

  private render(): void {
    const allowed = this.allowed;
    const broken = [...this.broken.values()][0];
    this.status.update({
      active: this.entries.size > 0,
      paused: this.paused,
      allowed,
      failures: this.notices.failures,
      ...(broken ? { broken: { problems: broken.problems, rulesFile: broken.rulesFile } } : {}),
    });
  }

  dispose(): void {
    this.abort.abort();
    this.scheduler.dispose();
    this.entries.clear();
    this.status.dispose();
    this.disposables.forEach((d) => d.dispose());
  }
}
