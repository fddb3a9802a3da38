// The status bar of automatic runs: one item that says on or paused (click: pause or resume), and
// one that counts failures since the person last looked (click: the log). Drawn from one state.
import * as vscode from 'vscode';
import { AutomationStatusBarIds, Commands } from '../../../constants';
import { automationFailures, automationStatus } from '../../../messages/automation';

export interface AutomationStatusState {
  /** Some workspace folder has rules that run by themselves. */
  readonly active: boolean;
  readonly paused: boolean;
  /** Some folder's automatic runs are allowed (else the item offers the question again). */
  readonly allowed: boolean;
  readonly failures: number;
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
    if (state.active || state.paused) {
      const words = automationStatus(state.paused, state.allowed);
      this.state.text = words.text;
      this.state.tooltip = words.tooltip;
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
