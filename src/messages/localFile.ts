/**
 * The message and next steps for a result that could not be saved on this machine: what the
 * file system said, in the user's words, with the folder to look at and the setting that
 * chooses it; never the network's "check your proxy".
 */
import * as vscode from 'vscode';
import { conversionsCharged, type LocalFileError } from '../service/errors';
import { Actions, type Action, type Message } from './actions';
import { errorText } from './serviceWording';

/** "Could not write …: disk full." plus, when the service had already charged, that it did; Reveal Folder, Open Settings, Show Log. */
export function describeLocalFileError(err: LocalFileError): Message {
  const charged = conversionsCharged(err);
  const message =
    // The same sentence wherever the error is shown (SERVICE_WORDINGS 'local.writeFailed').
    errorText(vscode.l10n, err) +
    (charged > 0 ? ` ${vscode.l10n.t('The service had converted the file; the conversion was charged.')}` : '');
  const actions: Action[] = [];
  // A path of this machine (the batch names other file systems by their URI, which the OS cannot reveal).
  if (err.path && /^(\/|[A-Za-z]:[\\/])/.test(err.path)) {
    const folder = vscode.Uri.file(err.path.replace(/[\\/][^\\/]*$/, '') || err.path);
    actions.push({ title: vscode.l10n.t('Reveal Folder'), command: 'revealFileInOS', args: [folder] });
  }
  actions.push(Actions.openSettings('convertFiles.outputDirectory'), Actions.showLog());
  return { severity: 'error', text: message, actions };
}
