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

/** A command's work: called with the command's arguments. */
export type CommandHandler = (...args: never[]) => unknown;

/** Tells a call made by a script (an argument object): its error goes to the caller instead of a message. */
export type ScriptedCall = (args: readonly unknown[]) => boolean;

/**
 * How a family of commands loaded on first use registers each of its commands (src/lazy/): the
 * id, its work and whether a call is scripted, wrapped by wrapCommand as registerCommand wraps.
 */
export type RegisterCommand = (id: string, handler: CommandHandler, scripted?: ScriptedCall) => void;

/**
 * The one wrapper: errors become messages with next steps, cancellation stays silent. With
 * `scripted`, a call it accepts (an argument object) has its error logged and thrown to the
 * caller instead, so executeCommand rejects and nothing is shown.
 */
export function wrapCommand(
  log: Logger,
  id: string,
  handler: CommandHandler,
  scripted?: ScriptedCall,
): (...args: unknown[]) => Promise<unknown> {
  return async (...args: unknown[]) => {
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
  };
}

/** Registers a command through the one wrapper (wrapCommand); the registration is disposed with the extension. */
export function registerCommand(
  context: vscode.ExtensionContext,
  log: Logger,
  id: string,
  handler: CommandHandler,
  scripted?: ScriptedCall,
): void {
  context.subscriptions.push(vscode.commands.registerCommand(id, wrapCommand(log, id, handler, scripted)));
}
