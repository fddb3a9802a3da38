// What Copy Web-to-PDF Link… says: a link carries an API Token (the service accepts a JWT only in
// the Authorization header, CONTRACT.md revision 3), so a shared link should carry a token of its
// own whose consumption limit bounds what the link can cost.
import * as vscode from 'vscode';
import { Actions, type LocalAction, type Message } from './actions';

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

/** Convert Web Page to PDF… is done: the PDF of `host` is at `shownPath`, with the buttons that find it. */
export function webPageSaved(host: string, shownPath: string, actions: readonly LocalAction[]): Message<LocalAction> {
  return { severity: 'info', text: vscode.l10n.t('Saved the PDF of {0} as {1}.', host, shownPath), actions };
}
