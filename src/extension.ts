import * as vscode from 'vscode';
import { Commands } from './constants';

/** Builds the services and registers everything; holds no logic of its own. */
export function activate(context: vscode.ExtensionContext): void {
  const log = vscode.window.createOutputChannel('Convert Files', { log: true });
  context.subscriptions.push(
    log,
    vscode.commands.registerCommand(Commands.showLog, () => log.show()),
  );
  log.info('Convert Files activated');
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
