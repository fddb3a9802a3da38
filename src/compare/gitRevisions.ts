/**
 * A document's bytes at HEAD or in the index, from the built-in Git extension's API (`vscode.git`,
 * getAPI(1)): what git stores, never the working tree. Only the few members used are typed here
 * (git.d.ts is not a package). Note: the API's `buffer` runs `git show --textconv`, so a textconv
 * filter set up for these files in .gitattributes would hand back its text, not the document.
 */
import * as vscode from 'vscode';

/** The members of the Git extension's Repository this feature uses. */
interface GitRepository {
  readonly rootUri: vscode.Uri;
  buffer(ref: string, path: string): Promise<Uint8Array>;
}

/** The members of the Git extension's API (version 1) this feature uses. */
interface GitApi {
  readonly state: 'uninitialized' | 'initialized';
  readonly onDidChangeState: vscode.Event<'uninitialized' | 'initialized'>;
  getRepository(uri: vscode.Uri): GitRepository | null;
  openRepository(root: vscode.Uri): Promise<GitRepository | null>;
}

interface GitExtension {
  readonly enabled: boolean;
  getAPI(version: 1): GitApi;
}

/** Why a revision could not be read: no Git extension, no repository, or the file is not in that revision. */
export class GitRevisionError extends Error {
  constructor(
    readonly reason: 'noGit' | 'noRepository' | 'notInRevision',
    message: string,
  ) {
    super(message);
    this.name = 'GitRevisionError';
  }
}

/** Which stored version: the last commit, or the index (what is staged). */
export type Revision = 'HEAD' | 'index';

const READY_WITHIN_MS = 10_000;

async function gitApi(): Promise<GitApi> {
  const extension = vscode.extensions.getExtension<GitExtension>('vscode.git');
  if (!extension) {
    throw new GitRevisionError('noGit', 'The built-in Git extension is not available.');
  }
  const exports = extension.isActive ? extension.exports : await extension.activate();
  if (!exports.enabled) {
    throw new GitRevisionError('noGit', 'The built-in Git extension is disabled (setting git.enabled).');
  }
  const api = exports.getAPI(1);
  if (api.state !== 'initialized') {
    // The Git extension finds repositories after it starts: wait for it, with a deadline.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        listener.dispose();
        resolve();
      }, READY_WITHIN_MS);
      const listener = api.onDidChangeState((state) => {
        if (state === 'initialized') {
          clearTimeout(timer);
          listener.dispose();
          resolve();
        }
      });
    });
  }
  return api;
}

/** The repository holding `uri`: one the Git extension has open, else the one it finds from the file's folder. */
async function repositoryOf(api: GitApi, uri: vscode.Uri): Promise<GitRepository> {
  const open = api.getRepository(uri) ?? (await api.openRepository(vscode.Uri.joinPath(uri, '..')));
  if (!open) {
    throw new GitRevisionError('noRepository', `${uri.fsPath} is not in a git repository.`);
  }
  return open;
}

/** The bytes of `uri` as git stores them at `revision` (HEAD, or the index for what is staged). */
export async function revisionBytes(uri: vscode.Uri, revision: Revision): Promise<Uint8Array> {
  if (uri.scheme !== 'file') {
    throw new GitRevisionError('noRepository', `${uri.toString()} is not a file on disk.`);
  }
  const api = await gitApi();
  const repository = await repositoryOf(api, uri);
  try {
    // "" is the index (git show :path), as the Git extension's own staged views read it.
    return await repository.buffer(revision === 'HEAD' ? 'HEAD' : '', uri.fsPath);
  } catch {
    throw new GitRevisionError('notInRevision', `${uri.fsPath} is not in ${revision}.`);
  }
}
