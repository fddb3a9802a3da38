// The automation of the rules file once loaded (dist/features.js): per workspace folder, the rules
// that run by themselves and the person's consent for that content of the file; saves and changes
// on disk gathered into one run after a quiet second; the gate (trust, consent, pause) checked
// when a run is due; pauses, failures and their messages, the status bar.
import { posix } from 'node:path';
import * as vscode from 'vscode';
import { Commands, StateKeys } from '../../../constants';
import {
  automaticRules,
  automationBlock,
  changeMatcher,
  HourlyCap,
  rulesHash,
  RunScheduler,
  type CapUse,
  type TriggerBatch,
} from '../../../conversion/automation';
import { parseRulesFile, problemText, slashed, type Rule, type RulesFile } from '../../../conversion/rules';
import type { ExtensionServices } from '../../../extensionServices';
import {
  automaticFailure,
  automaticRulesProblem,
  automationPausedInfo,
  automationResumedInfo,
  noAutomaticRules,
  pausedByCap,
  pausedByQuota,
} from '../../../messages/automation';
import { showMessage } from '../../../messages/show';
import { classifyError } from '../../../service/errors';
import { runAutomatically, type AutoRunResult } from './autoRun';
import { askConsent, ConsentStore } from './consent';
import { isTemporary, readRulesText } from './files';
import { AutomationStatusBar } from './statusItems';
import type { AutomationController, AutomationHooks, AutomationOutcome, FolderAutomation } from './types';

/** How long a file an automatic run wrote is not taken for a change (its own write, seen late). */
const OWN_WRITE_MS = 10_000;

interface FolderEntry {
  readonly folder: vscode.WorkspaceFolder;
  readonly file: RulesFile;
  readonly hash: string;
  consent: FolderAutomation['consent'];
  readonly onSave: (path: string) => Rule[];
  readonly onChange: (path: string) => Rule[];
  /** Where the rules write (from the last plan): a change there, or of a folder on the way, is a run's own write. */
  readonly results: Set<string>;
  readonly disposables: vscode.Disposable[];
}

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
  /** Kinds of failure already shown since the person last looked. */
  private readonly notified = new Set<string>();
  private failureCount = 0;
  private readonly ownWrites = new Map<string, number>();

  constructor(
    private readonly services: ExtensionServices,
    private readonly hooks: AutomationHooks,
  ) {
    this.consent = new ConsentStore(services.context.workspaceState);
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
    return this.failureCount;
  }

  state(folder: vscode.WorkspaceFolder): FolderAutomation {
    const entry = this.entries.get(folder.uri.toString());
    return entry ? { rulesHash: entry.hash, consent: entry.consent } : { consent: 'unasked' };
  }

  async reload(folder: vscode.WorkspaceFolder): Promise<void> {
    const text = await readRulesText(folder);
    const previous = this.entries.get(folder.uri.toString());
    const hash = text === undefined ? undefined : rulesHash(text);
    if (previous && previous.hash === hash) {
      return;
    }
    this.forget(folder);
    if (text === undefined || hash === undefined) {
      return;
    }
    const { file, problems } = parseRulesFile(text);
    if (!file) {
      // Until it is fixed, nothing runs by itself (a run by hand names the problems).
      this.services.log.warn(automaticRulesProblem(folder.name, problems.map(problemText)));
      return;
    }
    if (automaticRules(file).length === 0) {
      return;
    }
    const remembered = this.consent.answer(folder.uri, hash);
    const entry: FolderEntry = {
      folder,
      file,
      hash,
      consent: remembered === undefined ? 'unasked' : remembered ? 'allowed' : 'declined',
      onSave: changeMatcher(automaticRules(file, 'onSave')),
      onChange: changeMatcher(automaticRules(file, 'onChange')),
      results: new Set(),
      disposables: [],
    };
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
    const entry = this.entries.get(folder.uri.toString());
    entry?.disposables.forEach((d) => d.dispose());
    this.entries.delete(folder.uri.toString());
    this.render();
  }

  /** Asks once for this content of the rules file; a dismissed question is asked again on Resume or a change of the file. */
  private async ask(entry: FolderEntry): Promise<void> {
    if (!(this.hooks.trusted ?? vscode.workspace.isTrusted)) {
      return;
    }
    entry.consent = 'asking';
    const answer = await askConsent(entry.folder, entry.file, this.hooks).catch(() => undefined);
    if (this.entries.get(entry.folder.uri.toString()) !== entry) {
      return; // The file changed meanwhile: its new content is asked about.
    }
    if (answer !== undefined) {
      await this.consent.remember(entry.folder.uri, entry.hash, answer);
    }
    entry.consent = answer === undefined ? 'unasked' : answer ? 'allowed' : 'declined';
    this.services.log.info(`Automatic conversions of ${entry.folder.name}: ${entry.consent}.`);
    this.render();
  }

  private relative(entry: FolderEntry, uri: vscode.Uri): string | undefined {
    if (uri.scheme !== 'file') {
      return undefined;
    }
    const path = posix.relative(slashed(entry.folder.uri.fsPath), slashed(uri.fsPath));
    return path === '' || path.startsWith('../') || posix.isAbsolute(path) ? undefined : path;
  }

  private saved(uri: vscode.Uri): void {
    const folder = vscode.workspace.getWorkspaceFolder(uri);
    const entry = folder && this.entries.get(folder.uri.toString());
    const path = entry && this.relative(entry, uri);
    if (entry && path !== undefined && entry.onSave(path).length > 0) {
      this.scheduler.request(entry.folder.uri.toString(), path, 'onSave');
    }
  }

  private async changedOnDisk(uri: vscode.Uri): Promise<void> {
    const folder = vscode.workspace.getWorkspaceFolder(uri);
    const entry = folder && this.entries.get(folder.uri.toString());
    const path = entry && this.relative(entry, uri);
    if (!entry || path === undefined || isTemporary(path) || this.isOwnWrite(entry, path) || entry.onChange(path).length === 0) {
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

  private isOwnWrite(entry: FolderEntry, path: string): boolean {
    if (entry.results.has(path) || [...entry.results].some((r) => r.startsWith(`${path}/`) || path.startsWith(`${r}/`))) {
      return true;
    }
    const at = this.ownWrites.get(`${entry.folder.uri.toString()}|${path}`);
    return at !== undefined && Date.now() - at < OWN_WRITE_MS;
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
      this.handled.fire({ folder, changes, blocked });
      return;
    }
    let result: AutoRunResult;
    try {
      result = await runAutomatically(this.services, {
        folder,
        file: entry.file,
        changes,
        cap: this.cap,
        signal: this.abort.signal,
        planned: (results) => results.forEach((r) => entry.results.add(r)),
      });
    } catch (err) {
      result = { written: [], failures: [{ source: [...changes.paths].join(', '), error: err }] };
    }
    const now = Date.now();
    for (const path of result.written) {
      this.ownWrites.set(`${key}|${path}`, now);
    }
    if (result.problems) {
      this.services.log.warn(automaticRulesProblem(folder.name, result.problems));
      this.notifyOnce('problems', () =>
        showMessage(
          { severity: 'warning', text: automaticRulesProblem(folder.name, result.problems ?? []), actions: [] },
          this.services.log,
        ),
      );
    }
    for (const failure of result.failures) {
      this.failureCount += 1;
      this.notifyOnce(classifyError(failure.error)?.kind ?? 'unexpected', () =>
        showMessage(
          automaticFailure(failure.source, failure.error, () => this.looked()),
          this.services.log,
        ),
      );
    }
    if (result.pause) {
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

  /** At most one notification per kind of failure until the person has looked at the log. */
  private notifyOnce(kind: string, show: () => Promise<unknown>): void {
    if (!this.notified.has(kind)) {
      this.notified.add(kind);
      void show();
    }
  }

  /** The person looked at the failures (the status bar item, Show Log on the message): counting starts again. */
  async looked(): Promise<void> {
    this.notified.clear();
    this.failureCount = 0;
    this.render();
    await vscode.commands.executeCommand(Commands.showLog);
  }

  async toggle(): Promise<void> {
    const paused = this.paused;
    if (!paused && this.entries.size === 0) {
      void vscode.window.showInformationMessage(noAutomaticRules());
      return;
    }
    const waiting = [...this.entries.values()].filter((e) => e.consent !== 'allowed' && e.consent !== 'asking');
    if (!paused && waiting.length === this.entries.size) {
      // Nothing allowed yet, so nothing to pause: the question again (a declined one too).
      waiting.forEach((entry) => void this.ask(entry));
      return;
    }
    await this.services.context.workspaceState.update(StateKeys.automationPaused, !paused);
    if (paused) {
      // Resuming is a person's decision: the hour's count starts again, and a question left unanswered is asked again.
      this.cap.reset();
      this.notified.clear();
      for (const entry of this.entries.values()) {
        if (entry.consent !== 'allowed' && entry.consent !== 'asking') {
          void this.ask(entry);
        }
      }
    }
    this.services.log.info(paused ? 'Automatic conversions resumed.' : 'Automatic conversions paused.');
    void vscode.window.showInformationMessage(paused ? automationResumedInfo() : automationPausedInfo());
    this.render();
  }

  private render(): void {
    const allowed = [...this.entries.values()].some((e) => e.consent === 'allowed');
    this.status.update({ active: this.entries.size > 0, paused: this.paused, allowed, failures: this.failureCount });
  }

  dispose(): void {
    this.abort.abort();
    this.scheduler.dispose();
    for (const entry of this.entries.values()) {
      entry.disposables.forEach((d) => d.dispose());
    }
    this.entries.clear();
    this.status.dispose();
    this.disposables.forEach((d) => d.dispose());
  }
}
