import * as vscode from 'vscode';
import { describeError } from '../messages/errors';
import { showMessage } from '../messages/show';
import { classifyError } from '../service/errors';
import type { Logger } from '../ui/logger';

/** Logs an error and shows it with its next steps; settles once the message is answered. */
export async function showError(err: unknown, log: Logger): Promise<void> {
  const failure = classifyError(err);
  log.error(failure ? `${failure.name}: ${failure.message}` : (err as Error));
  await showMessage(describeError(err), log);
}

/**
 * Registers a command through the one wrapper: errors become messages with next steps,
 * cancellation stays silent, and the registration is disposed with the extension.
 */
export function registerCommand(context: vscode.ExtensionContext, log: Logger, id: string, handler: (...args: never[]) => unknown): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(id, async (...args: unknown[]) => {
      try {
        return await (handler as (...a: unknown[]) => unknown)(...args);
      } catch (err) {
        if (classifyError(err)?.kind === 'cancelled') {
          log.info(`${id}: cancelled`);
          return undefined;
        }
        // Not awaited: a test or a user leaving the message open must not block the command.
        void showError(err, log);
        return undefined;
      }
    }),
  );
}
