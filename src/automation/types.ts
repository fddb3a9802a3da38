// The automation's shapes that activation and the host tests see (types only: no code loads with them).
import type * as vscode from 'vscode';
import type { AutomationBlock, TriggerBatch } from '../conversion/automation';
import type { RulesRunSummary } from '../conversion/rules';

/** What the host tests set instead of a person: the consent answer, the trust state. */
export interface AutomationHooks {
  /** Answers the consent question (true: Allow, false: Don't Allow, undefined: dismissed) instead of a notification. */
  consent?: (folderName: string, question: string) => Promise<boolean | undefined>;
  /** The workspace's trust as the automation sees it; undefined: vscode.workspace.isTrusted. */
  trusted?: boolean;
  /** How long a rules file changed on disk (not saved by a person) must stay unchanged before it is read; undefined: 3 s. */
  rulesQuietMs?: number;
}

/** Where a workspace folder's automatic runs stand. */
export interface FolderAutomation {
  /** The hash of the rules file's text last read; undefined when there is none (or no automatic rule). */
  readonly rulesHash?: string;
  /** The person's answer for that hash: allowed, declined, or not given yet (asking). */
  readonly consent: 'allowed' | 'declined' | 'asking' | 'unasked';
  /** The rules file asks for automatic runs but does not parse: what is wrong (the status bar says it). */
  readonly broken?: readonly string[];
}

/** What became of a gathering of changes in one folder. */
export interface AutomationOutcome {
  readonly folder: vscode.WorkspaceFolder;
  readonly changes: TriggerBatch;
  /** Why nothing ran (the gate, the hourly cap, too few conversions left, nothing to convert, a broken rules file). */
  readonly blocked?: AutomationBlock | 'cap' | 'quota' | 'problems';
  /** The run's tally, when a run was made (everything up to date is a run that sent nothing). */
  readonly summary?: RulesRunSummary;
}

/** The automation once loaded: per-folder state, an event per gathering handled, pause and resume. */
export interface AutomationController extends vscode.Disposable {
  /** Reads the folder's rules file again (at start, after a change of it or a trust grant). */
  reload(folder: vscode.WorkspaceFolder): Promise<void>;
  /** The folder was removed from the workspace. */
  forget(folder: vscode.WorkspaceFolder): void;
  state(folder: vscode.WorkspaceFolder): FolderAutomation;
  readonly onDidHandle: vscode.Event<AutomationOutcome>;
  readonly paused: boolean;
  /** A change waits for its quiet second, or a run is under way. */
  readonly pending: boolean;
  /** Pauses or resumes automatic runs for the workspace (the command, the status bar). */
  toggle(): Promise<void>;
  /** Failed automatic conversions since the person last looked. */
  readonly failures: number;
  /** The person looks at the failures: the log opens, the count and the notified kinds start again. */
  looked(): Promise<void>;
}
