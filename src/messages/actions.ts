// The buttons a message may carry, each defined once: its title and the command it runs.
import * as vscode from 'vscode';
import { Commands } from '../constants';

/** A button on a message and the command it runs. */
export interface Action {
  readonly title: string;
  readonly command: string;
  readonly args?: readonly unknown[];
}

/**
 * A button that belongs to one message only (Try Again with that batch's failed files, Open
 * with that result): it runs a function instead of a contributed command.
 */
export interface LocalAction {
  readonly title: string;
  run(): Thenable<unknown>;
}

export const Actions = {
  showLog: (): Action => ({ title: vscode.l10n.t('Show Log'), command: Commands.showLog }),
  setApiToken: (): Action => ({ title: vscode.l10n.t('Set API Token'), command: Commands.setApiToken }),
  switchApiToken: (): Action => ({ title: vscode.l10n.t('Switch API Token'), command: Commands.switchApiToken }),
  setMasterToken: (): Action => ({ title: vscode.l10n.t('Set Master Token'), command: Commands.setMasterToken }),
  setSigningKey: (): Action => ({ title: vscode.l10n.t('Set JWT Signing Key'), command: Commands.setJwtSigningKey }),
  /** The Getting Started walkthrough, for someone who has no API Token yet. */
  getStarted: (): Action => ({ title: vscode.l10n.t('Get Started'), command: Commands.openWalkthrough }),
  openDashboard: (): Action => ({ title: vscode.l10n.t('Open Dashboard'), command: Commands.openDashboard }),
  openSettings: (query: string): Action => ({ title: vscode.l10n.t('Open Settings'), command: Commands.openSettings, args: [query] }),
  /** "Other Format…" for one file, as if picked in the Explorer. */
  pickAnotherFormat: (source: vscode.Uri): Action => ({
    title: vscode.l10n.t('Pick Another Format'),
    command: Commands.convertToOther,
    args: [source, [source]],
  }),
} as const;

/** A message for the person: how serious, what it says, and the next steps. */
export interface Message<A extends Action | LocalAction = Action> {
  readonly severity: 'info' | 'warning' | 'error';
  readonly text: string;
  readonly actions: readonly A[];
}
