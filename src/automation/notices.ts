// What automatic runs tell the person about trouble: each kind of failure (a broken rules file,
// rules that cannot run, a conversion that failed) once as a warning until the person has looked
// at the log, and a count of failed conversions for the status bar.
import * as vscode from 'vscode';
import { Commands } from '../constants';
import { shownText } from '../conversion/automation';
import { automaticFailure, automaticRulesProblem, brokenRulesFile } from '../messages/automation';
import { showMessage } from '../messages/show';
import type { ExtensionServices } from '../extensionServices';
import { classifyError } from '../service/errors';

/**
 * A problem as a notification shows it: the rules file may come from anyone, and its words (a
 * field name) reach the message, so one line, and no `[text](command:…)` it could make clickable.
 */
const safe = (problems: readonly string[]): string[] => problems.map((p) => shownText(p).replace(/\[/g, '(').replace(/\]/g, ')'));

export class AutomationNotices {
  /** Kinds of failure already shown since the person last looked. */
  private readonly notified = new Set<string>();
  private count = 0;

  constructor(
    private readonly services: ExtensionServices,
    /** The count changed: the status bar is drawn again. */
    private readonly changed: () => void,
  ) {}

  /** Failed automatic conversions since the person last looked. */
  get failures(): number {
    return this.count;
  }

  /** The rules file does not parse: nothing runs by itself until it is fixed. */
  brokenRules(folderName: string, problems: readonly string[], rulesFile: vscode.Uri): void {
    this.services.log.warn(automaticRulesProblem(folderName, problems));
    this.once('rules file', () =>
      showMessage(
        brokenRulesFile(folderName, safe(problems), rulesFile, () => this.looked()),
        this.services.log,
      ),
    );
  }

  /** The rules parse but cannot run (a refused output folder, two targets writing one file…). */
  problems(folderName: string, problems: readonly string[]): void {
    this.services.log.warn(automaticRulesProblem(folderName, problems));
    this.once('problems', () =>
      showMessage({ severity: 'warning', text: automaticRulesProblem(folderName, safe(problems)), actions: [] }, this.services.log),
    );
  }

  /** A conversion failed: counted, and shown if its kind was not shown yet. */
  failure(source: string, error: unknown): void {
    this.count += 1;
    this.once(classifyError(error)?.kind ?? 'unexpected', () =>
      showMessage(
        automaticFailure(shownText(source), error, () => this.looked()),
        this.services.log,
      ),
    );
  }

  /** Every kind may be shown again (a person resumed automatic runs). */
  clear(): void {
    this.notified.clear();
  }

  /** The person looked at the failures (the status bar item, Show Log on the message): counting starts again. */
  async looked(): Promise<void> {
    this.notified.clear();
    this.count = 0;
    this.changed();
    await vscode.commands.executeCommand(Commands.showLog);
  }

  /** At most one notification per kind of failure until the person has looked at the log. */
  private once(kind: string, show: () => Promise<unknown>): void {
    if (!this.notified.has(kind)) {
      this.notified.add(kind);
      void show();
    }
  }
}
