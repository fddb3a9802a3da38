// Every error the person sees, worded once, with its next steps.
import * as vscode from 'vscode';
import { classifyError } from '../service';
import { retryWaitSeconds } from './retryAfter';
import { settingForNetworkCause, settingToOpen } from './settingsLink';
import { Actions, type Message } from './actions';
import { describeLocalFileError } from './localFile';
import { credentialLabel, wordServiceError } from './serviceWording';

/** The one wording of a refused Master Token (a sentence; callers add the next step). */
export function masterTokenRejectedText(): string {
  return vscode.l10n.t('The Master Token is no longer valid (it may have been refreshed in the dashboard).');
}

/** The short form, for a tree node's label. */
export function masterTokenRejectedLabel(): string {
  return vscode.l10n.t('The Master Token is no longer valid');
}

/** A refused Master Token, wherever it was noticed (a command, the Usage view). */
export function masterTokenRejected(): Message {
  return {
    severity: 'error',
    text: `${masterTokenRejectedText()} ${vscode.l10n.t('Set the new one.')}`,
    actions: [Actions.setMasterToken(), Actions.openDashboard(), Actions.showLog()],
  };
}

function error(text: string, ...actions: Message['actions'][number][]): Message {
  return { severity: 'error', text, actions: [...actions, Actions.showLog()] };
}

/** The one-line message and the next steps for an error; anything unknown is "failed unexpectedly". */
export function describeError(err: unknown): Message {
  const failure = classifyError(err);
  if (!failure) {
    return error(vscode.l10n.t('Convert Files failed unexpectedly: {0}', (err as Error)?.message ?? String(err)));
  }
  const coded = wordServiceError(vscode.l10n, failure);
  if (failure.kind === 'config' && failure.messageCode === 'config.noApiToken') {
    // The first conversion of someone new: the walkthrough says where a token comes from.
    return error(coded ?? failure.message, Actions.getStarted(), Actions.setApiToken());
  }
  switch (failure.kind) {
    case 'auth':
      if (failure.credential === 'masterToken') {
        return masterTokenRejected();
      }
      if (failure.credential === 'selfSignedJwt' || failure.credential === 'serviceJwt') {
        return error(
          vscode.l10n.t('The service refused the {0} (expired, wrong Kid or secret, or another client IP). Check the JWT signing key.', credentialLabel(vscode.l10n, failure.credential)),
          Actions.setSigningKey(),
          Actions.setApiToken(),
        );
      }
      return error(vscode.l10n.t('The service refused the active API Token (401). Set a valid one, or switch to another saved token.'), Actions.setApiToken(), Actions.switchApiToken());
    case 'quota':
      return failure.scope === 'token'
        ? error(vscode.l10n.t("The API Token's consumption limit is used up ({0}). Raise it in the dashboard or switch to another token.", failure.status ?? 403), Actions.openDashboard(), Actions.switchApiToken())
        : error(vscode.l10n.t('No conversions are left on the account ({0}). Upgrade the plan or buy more conversions.', failure.status ?? 403), Actions.openDashboard());
    case 'network': {
      const setting = settingForNetworkCause(failure.reason);
      const text = coded ?? failure.message;
      return setting ? error(text, Actions.openSettings(setting)) : error(text);
    }
    case 'config': {
      const setting = failure.setting;
      const settingsPage = settingToOpen(setting);
      const action =
        setting === 'apiToken'
          ? Actions.setApiToken()
          : setting === 'masterToken'
            ? Actions.setMasterToken()
            : setting === 'jwtSigningKey' || setting === 'jwtSecret'
              ? Actions.setSigningKey()
              : settingsPage
                ? Actions.openSettings(settingsPage)
                : undefined;
      const text = coded ?? failure.message;
      return action ? error(text, action) : error(text);
    }
    case 'localFile':
      return describeLocalFileError(failure);
    case 'service': {
      const wait = retryWaitSeconds(failure.retryAfterSeconds);
      const text = coded ?? failure.message;
      // A busy answer's own wording already says how long to wait.
      if (wait === undefined || failure.messageCode === 'service.busy') {
        return error(text);
      }
      if (failure.status === 503 || failure.status === 429) {
        const said = failure.serverMessage ? ` ${vscode.l10n.t('The service said: "{0}"', failure.serverMessage)}` : '';
        return error(`${vscode.l10n.t('The service is busy ({0}); try again in {1} s.', failure.status, wait)}${said}`);
      }
      return error(`${text} ${vscode.l10n.t('Try again in {0} s.', wait)}`);
    }
    default:
      return error(coded ?? failure.message);
  }
}
