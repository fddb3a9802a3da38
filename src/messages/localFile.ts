/**
 * The message and next steps for a result that could not be saved on this machine: what the
 * file system said, in the user's words, with the folder to look at and the setting that
 * chooses it; never the network's "check your proxy".
 */
import * as vscode from 'vscode';
import { conversionsCharged, type LocalFileCause, type LocalFileError } from '../service';
import { Actions, type Action, type Message } from './actions';

function reasonText(reason: LocalFileCause, errno: string): string {
  switch (reason) {
    case 'diskFull':
      return vscode.l10n.t('disk full');
    case 'permission':
      return vscode.l10n.t('permission denied');
    case 'pathTooLong':
      return vscode.l10n.t('path too long');
    case 'isDirectory':
      return vscode.l10n.t('a folder has that name');
    case 'notDirectory':
      return vscode.l10n.t('part of the path is a file, not a folder');
    case 'readOnly':
      return vscode.l10n.t('the file system is read-only');
    case 'exists':
      return vscode.l10n.t('a file with that name already exists');
    case 'notFound':
      return vscode.l10n.t('the folder no longer exists');
    case 'tooManyFiles':
      return vscode.l10n.t('too many files are open');
    default:
      return vscode.l10n.t('the file system refused ({0})', errno);
  }
}

/** "Could not write …: disk full." plus, when the service had already charged, that it did; Reveal Folder, Open Settings, Show Log. */
export function describeLocalFileError(err: LocalFileError): Message {
  const where = err.path ?? vscode.l10n.t('the result');
  const charged = conversionsCharged(err);
  const message =
    vscode.l10n.t('Could not write {0}: {1}.', where, reasonText(err.reason, err.errno)) +
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
