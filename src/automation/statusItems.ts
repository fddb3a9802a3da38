// The status bar of automatic runs: one item that says on, paused, not allowed or broken (its click
// does what its tooltip says: pause, resume, ask again, open the rules file), and
// one that counts failures since the person last looked (click: the log). Drawn from one state.
import * as vscode from 'vscode';
import { AutomationStatusBarIds, Commands } from '../constants';
import { automationFailures, automationStatus } from '../messages/automation';

export interface AutomationStatusState {
  /** Some workspace folder has rules that run by themselves. */
  readonly active: boolean;
  readonly paused: boolean;
  /** Some folder's automatic runs are allowed (else the item offers the question again). */
  readonly allowed: boolean;
  readonly failures: number;
  /** A rules file asking for automatic runs does not parse: what is wrong, and where (the click opens it). */
  readonly broken?: { readonly problems: readonly string[]; readonly rulesFile: vscode.Uri };
}

export class AutomationStatusBar implements vscode.Disposable {
  private readonly state = vscode.window.createStatusBarItem(AutomationStatusBarIds.state, vscode.StatusBarAlignment.Right, 99);
  private readonly failed = vscode.window.createStatusBarItem(AutomationStatusBarIds.failures, vscode.StatusBarAlignment.Right, 98);

  constructor() {
    this.state.name = vscode.l10n.t('Convert Files: Automatic Conversions');
    this.state.command = Commands.toggleAutomation;
    this.failed.name = vscode.l10n.t('Convert Files: Failed Automatic Conversions');
    this.failed.command = Commands.showAutomationFailures;
  }

  update(state: AutomationStatusState): void {
    if (state.active || state.paused || state.broken) {
      const words = automationStatus({ paused: state.paused, allowed: state.allowed, broken: state.broken?.problems });
      this.state.text = words.text;
      this.state.tooltip = words.tooltip;
      // The click does what the tooltip says: open the broken rules file, else ask, pause or resume (the command decides as the words do).
      this.state.command = state.broken
        ? { title: words.tooltip, command: 'vscode.open', arguments: [state.broken.rulesFile] }
        : Commands.toggleAutomation;
      this.state.show();
    } else {
      this.state.hide();
    }
    if (state.failures > 0) {
      const words = automationFailures(state.failures);
      this.failed.text = words.text;
      this.failed.tooltip = words.tooltip;
      this.failed.show();
    } else {
      this.failed.hide();
    }
  }

  dispose(): void {
    this.state.dispose();
    this.failed.dispose();
  }
}
