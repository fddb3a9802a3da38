// Every error the person sees, worded once, with its next steps.
import * as vscode from 'vscode';
import { classifyError, serverWords } from '../service/errors';
import { retryWaitSeconds } from './retryAfter';
import { settingForNetworkCause, settingToOpen } from './settingsLink';
import { Actions, type Message } from './actions';
import { describeLocalFileError } from './localFile';
import { wordServiceError } from './serviceWording';

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
  // What the service layer said, in the user's language, then what to do about it.
  const said = (next?: string): string => (next ? `${coded ?? failure.message} ${next}` : (coded ?? failure.message));
  if (failure.kind === 'config' && failure.messageCode === 'config.noApiToken') {
    // The first conversion of someone new: the walkthrough says where a token comes from.
    return error(said(), Actions.getStarted(), Actions.setApiToken());
  }
  switch (failure.kind) {
    case 'auth':
      if (failure.credential === 'masterToken') {
        return masterTokenRejected();
      }
      if (failure.credential === 'selfSignedJwt' || failure.credential === 'serviceJwt') {
        return error(
          said(vscode.l10n.t('It may have expired, or its Kid, secret or client IP is wrong. Check the JWT signing key.')),
          Actions.setSigningKey(),
          Actions.setApiToken(),
        );
      }
      return error(
        said(vscode.l10n.t('Set a valid API Token, or switch to another saved one.')),
        Actions.setApiToken(),
        Actions.switchApiToken(),
      );
    case 'account':
      // The credential was recognised: nothing to set, the account is what needs looking at.
      return error(
        said(failure.serverMessage && failure.code !== 4015 ? undefined : vscode.l10n.t('Check the account in the dashboard.')),
        Actions.openDashboard(),
      );
    case 'quota':
      return failure.scope === 'token'
        ? error(
            said(vscode.l10n.t('Raise the limit in the dashboard or switch to another token.')),
            Actions.openDashboard(),
            Actions.switchApiToken(),
          )
        : error(said(vscode.l10n.t('Upgrade the plan or buy more conversions.')), Actions.openDashboard());
    case 'network': {
      const setting = settingForNetworkCause(failure.reason);
      return setting ? error(said(), Actions.openSettings(setting)) : error(said());
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
      return action ? error(said(), action) : error(said());
    }
    case 'localFile':
      return describeLocalFileError(failure);
    case 'service': {
      const wait = retryWaitSeconds(failure.retryAfterSeconds);
      // A busy answer's own wording already says how long to wait.
      if (wait === undefined || failure.messageCode === 'service.busy') {
        return error(said());
      }
      if (failure.status === 503 || failure.status === 429) {
        // Busy without the code (not from busyError): the same wording, with the wait it named.
        const data = serverWords(failure.serverMessage);
        return error(
          wordServiceError(vscode.l10n, { messageCode: 'service.busy', messageData: { status: failure.status, seconds: wait, ...data } }) ??
            said(),
        );
      }
      return error(said(vscode.l10n.t('Try again in {0} s.', wait)));
    }
    default:
      return error(said());
  }
}
