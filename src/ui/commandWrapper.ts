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
 * cancellation stays silent, and the registration is disposed with the extension. With
 * `scripted`, a call it accepts (an argument object) has its error logged and thrown to the
 * caller instead, so executeCommand rejects and nothing is shown.
 */
export function registerCommand(
  context: vscode.ExtensionContext,
  log: Logger,
  id: string,
  handler: (...args: never[]) => unknown,
  scripted?: (args: readonly unknown[]) => boolean,
): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(id, async (...args: unknown[]) => {
      try {
        return await (handler as (...a: unknown[]) => unknown)(...args);
      } catch (err) {
        if (scripted?.(args)) {
          log.error(`${id} (argument object): ${err instanceof Error ? err.message : String(err)}`);
          throw err;
        }
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
