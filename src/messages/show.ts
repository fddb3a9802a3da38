// Shows a message of the catalogue and runs the button the person picks.
import * as vscode from 'vscode';
import type { Redactor } from '../service/errors';
import type { Action, LocalAction, Message } from './actions';
import { unlinked } from './unlinked';

/** Where a failure behind a button goes. */
interface MessageLog {
  readonly redactor: Redactor;
  warn(message: string): void;
}

/**
 * Shows `message` (redacted, and with no `[text](target)` a notification would make a link: no
 * message of the catalogue is meant to hold one, while a file name or a service's words may) and
 * runs the picked action. The promise settles once the message
 * is answered; callers that must not wait for a message left open `void` it (it never rejects).
 */
export async function showMessage(message: Message<Action | LocalAction>, log: MessageLog): Promise<string | undefined> {
  const text = unlinked(log.redactor.redact(message.text));
  const titles = message.actions.map((a) => a.title);
  try {
    const picked =
      message.severity === 'error'
        ? await vscode.window.showErrorMessage(text, ...titles)
        : message.severity === 'warning'
          ? await vscode.window.showWarningMessage(text, ...titles)
          : await vscode.window.showInformationMessage(text, ...titles);
    const action = message.actions.find((a) => a.title === picked);
    if (action && 'run' in action) {
      await action.run();
    } else if (action) {
      await vscode.commands.executeCommand(action.command, ...(action.args ?? []));
    }
    return picked;
  } catch (err) {
    log.warn(`Message could not be shown, or its action failed: ${err instanceof Error ? err.message : String(err)}`);
    return undefined;
  }
}
