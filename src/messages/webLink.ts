// What Copy Web-to-PDF Link… says: a link carries an API Token (the service accepts a JWT only in
// the Authorization header, CONTRACT.md revision 3), so a shared link should carry a token of its
// own whose consumption limit bounds what the link can cost.
import * as vscode from 'vscode';
import { Actions, type Message } from './actions';

/** The link is on the clipboard, with the API Token `name` in it. */
export function webLinkCopied(name: string): Message {
  return {
    severity: 'info',
    text: vscode.l10n.t(
      'Web-to-PDF link copied, with the API Token "{0}" in it: a link can carry only an API Token (the service accepts JWTs only in a request header). Anyone who has the link can convert on your account until the token is revoked; for a link you share, use an API Token of its own with a consumption limit.',
      name,
    ),
    actions: [Actions.openDashboard()],
  };
}

/** Why a link cannot be made without an API Token, and what to set. */
export function webLinkNeedsApiTokenText(): string {
  return vscode.l10n.t(
    'A Web-to-PDF link carries an API Token: set one first. For a link you share, create an API Token of its own with a consumption limit in the dashboard.',
  );
}

/** The argument object's `use` names something a link cannot carry. */
export function webLinkUseText(): string {
  return vscode.l10n.t('"use" can only be apiToken: a Web-to-PDF link carries an API Token.');
}
