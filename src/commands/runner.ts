import * as vscode from 'vscode';
import { Commands } from '../constants';
import {
  ConvertServiceError,
  credentialName,
  isCancellation,
  type AuthError,
  type LocalFileError,
  type ConfigError,
  type NetworkError,
  type QuotaError,
  type ServiceError,
} from '../service';
import type { Logger } from '../util/log';
import { retryWaitSeconds } from '../util/retryAfter';
import { describeLocalFileError } from './localFileMessage';
import { settingForNetworkCause, settingToOpen } from '../util/settingsLink';

/** A button on an error message and the command it runs. */
interface Action {
  readonly title: string;
  readonly command: string;
  readonly args?: unknown[];
}

const showLog = (): Action => ({ title: vscode.l10n.t('Show Log'), command: Commands.showLog });
const setApiToken = (): Action => ({ title: vscode.l10n.t('Set API Token'), command: Commands.setApiToken });
const setMasterToken = (): Action => ({ title: vscode.l10n.t('Set Master Token'), command: Commands.setMasterToken });
const setSigningKey = (): Action => ({ title: vscode.l10n.t('Set JWT Signing Key'), command: Commands.setJwtSigningKey });
const openDashboard = (): Action => ({ title: vscode.l10n.t('Open Dashboard'), command: Commands.openDashboard });
const openSettings = (query: string): Action => ({ title: vscode.l10n.t('Open Settings'), command: Commands.openSettings, args: [query] });

/** The one-line message and the next steps for an error. Exported for tests. */
export function describeError(err: unknown): { message: string; actions: Action[] } {
  if (!(err instanceof ConvertServiceError)) {
    return { message: vscode.l10n.t('Convert Files failed unexpectedly: {0}', (err as Error)?.message ?? String(err)), actions: [showLog()] };
  }
  switch (err.kind) {
    case 'auth': {
      const e = err as AuthError;
      if (e.credential === 'masterToken') {
        return {
          message: vscode.l10n.t('The Master Token is no longer valid (it may have been refreshed in the dashboard). Set the new one.'),
          actions: [setMasterToken(), openDashboard(), showLog()],
        };
      }
      if (e.credential === 'selfSignedJwt' || e.credential === 'serviceJwt') {
        return {
          message: vscode.l10n.t('The service refused the {0} (expired, wrong Kid or secret, or another client IP). Check the JWT signing key.', credentialName(e.credential)),
          actions: [setSigningKey(), setApiToken(), showLog()],
        };
      }
      return {
        message: vscode.l10n.t('The service refused the active API Token (401). Set a valid one, or switch to another saved token.'),
        actions: [setApiToken(), { title: vscode.l10n.t('Switch API Token'), command: Commands.switchApiToken }, showLog()],
      };
    }
    case 'quota': {
      const e = err as QuotaError;
      return e.scope === 'token'
        ? {
            message: vscode.l10n.t("The API Token's consumption limit is used up ({0}). Raise it in the dashboard or switch to another token.", e.status ?? 403),
            actions: [openDashboard(), { title: vscode.l10n.t('Switch API Token'), command: Commands.switchApiToken }, showLog()],
          }
        : { message: vscode.l10n.t('No conversions are left on the account ({0}). Upgrade the plan or buy more conversions.', e.status ?? 403), actions: [openDashboard(), showLog()] };
    }
    case 'network': {
      const e = err as NetworkError;
      const setting = settingForNetworkCause(e.reason);
      return { message: e.message, actions: setting ? [openSettings(setting), showLog()] : [showLog()] };
    }
    case 'config': {
      const e = err as ConfigError;
      const setting = settingToOpen(e.setting);
      const action =
        e.setting === 'apiToken' ? setApiToken() : e.setting === 'masterToken' ? setMasterToken() : e.setting === 'jwtSigningKey' || e.setting === 'jwtSecret' ? setSigningKey() : setting ? openSettings(setting) : undefined;
      return { message: e.message, actions: action ? [action, showLog()] : [showLog()] };
    }
    case 'service': {
      const e = err as ServiceError;
      const wait = retryWaitSeconds(e.retryAfterSeconds);
      if (wait === undefined) {
        return { message: err.message, actions: [showLog()] };
      }
      if (e.status === 503 || e.status === 429) {
        const said = e.serverMessage ? ` ${vscode.l10n.t('The service said: "{0}"', e.serverMessage)}` : '';
        return { message: `${vscode.l10n.t('The service is busy ({0}); try again in {1} s.', e.status, wait)}${said}`, actions: [showLog()] };
      }
      return { message: `${err.message} ${vscode.l10n.t('Try again in {0} s.', wait)}`, actions: [showLog()] };
    }
    case 'localFile':
      return describeLocalFileError(err as LocalFileError);
    default:
      return { message: err.message, actions: [showLog()] };
  }
}

/** Shows an error with its next steps and runs the one the user picks. */
export async function showError(err: unknown, log: Logger): Promise<void> {
  const { message, actions } = describeError(err);
  log.error(err instanceof ConvertServiceError ? `${err.name}: ${err.message}` : (err as Error));
  const picked = await vscode.window.showErrorMessage(log.redactor.redact(message), ...actions.map((a) => a.title));
  const action = actions.find((a) => a.title === picked);
  if (action) {
    await vscode.commands.executeCommand(action.command, ...(action.args ?? []));
  }
}

/**
 * Registers a command through the one wrapper: errors become messages with next steps,
 * cancellation stays silent, and the registration is disposed with the extension.
 */
export function registerCommand(
  context: vscode.ExtensionContext,
  log: Logger,
  id: string,
  handler: (...args: never[]) => unknown,
): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(id, async (...args: unknown[]) => {
      try {
        return await (handler as (...a: unknown[]) => unknown)(...args);
      } catch (err) {
        if (isCancellation(err)) {
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
