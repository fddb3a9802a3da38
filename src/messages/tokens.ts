// What the token commands say when they check a token before saving it. No sentence holds a
// token's value: the account is named by what /user says (FullName, Email), a token by its name.
import * as vscode from 'vscode';
import { Actions, type Message } from './actions';

/** The button that saves a token that failed a check. */
export function saveAnywayTitle(): string {
  return vscode.l10n.t('Save Anyway');
}

function insistHint(kept: boolean): string {
  const insist = vscode.l10n.t('Save it anyway only if you are sure it is right.');
  return kept ? `${vscode.l10n.t('The token saved before is kept.')} ${insist}` : insist;
}

/** A token that failed a form check: not saved unless the person insists. */
export function notSavedUnlessInsisted(reason: string, kept: boolean): { text: string; detail: string } {
  return { text: `${reason} ${vscode.l10n.t('It was not saved.')}`, detail: insistHint(kept) };
}

/** The service knows the new Master Token. */
export function masterTokenAccepted(account: string | undefined, replaced: boolean): string {
  if (account === undefined) {
    return replaced
      ? vscode.l10n.t('Master Token replaced; the service accepted it.')
      : vscode.l10n.t('Master Token saved; the service accepted it.');
  }
  return replaced
    ? vscode.l10n.t('Master Token replaced: it belongs to {0}.', account)
    : vscode.l10n.t('Master Token saved: it belongs to {0}.', account);
}

/** 401 for the value typed: a typo, a cut-off copy, or a token of another service. */
export function masterTokenRefused(host: string, kept: boolean): { text: string; detail: string } {
  return {
    text: vscode.l10n.t('The service at {0} refused this Master Token (401). It was not saved.', host),
    detail: `${vscode.l10n.t('Check that you copied all of it, and the service address (convertFiles.baseUrl).')} ${insistHint(kept)}`,
  };
}

/** No verdict: the service did not answer, or answered something that says nothing about the token. */
export function masterTokenUnchecked(host: string, unreachable: boolean, reason: string, kept: boolean): { text: string; detail: string } {
  return {
    text: unreachable
      ? vscode.l10n.t('The service at {0} could not be reached to check the Master Token. It was not saved.', host)
      : vscode.l10n.t('The service at {0} did not confirm the Master Token. It was not saved.', host),
    detail: `${reason} ${insistHint(kept)}`,
  };
}

/** A token saved although it failed a check. */
export function savedAnyway(what: 'apiToken' | 'masterToken'): string {
  return vscode.l10n.t(
    '{0} saved without a successful check, as you asked.',
    what === 'masterToken' ? vscode.l10n.t('Master Token') : vscode.l10n.t('API Token'),
  );
}

/** 401 for a Master Token that was saved without the service accepting it: not a dashboard refresh. */
export function masterTokenNeverAcceptedText(): string {
  return vscode.l10n.t(
    'The service refuses the Master Token (401): it was saved without a successful check. Check that you copied all of it.',
  );
}

/** The short form, for a tree node's label. */
export function masterTokenNeverAcceptedLabel(): string {
  return vscode.l10n.t('The service refuses the Master Token');
}

export function masterTokenNeverAccepted(): Message {
  return {
    severity: 'error',
    text: masterTokenNeverAcceptedText(),
    actions: [Actions.setMasterToken(), Actions.openDashboard(), Actions.showLog()],
  };
}
