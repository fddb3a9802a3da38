import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import { CancelledError, OutputExistsError, type OutputFileSystem, type OutputPlan, type SourceFile, type StagedFile } from '../service';

/**
 * Reading and writing through `vscode.workspace.fs`, for workspaces that do not live on the
 * local disk (virtual file systems, remote schemes other than `file:`). Local files use the
 * service layer's streaming Node fs path instead.
 */

/** True when the file system behind `uri` answers; false for "no such file". */
export async function uriExists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch (err) {
    if (err instanceof vscode.FileSystemError && err.code !== 'FileNotFound') {
      throw err;
    }
    return false;
  }
}

/** A file behind `uri` as a SourceFile. workspace.fs has no streams: the file is read when opened. */
export async function workspaceSource(uri: vscode.Uri): Promise<SourceFile> {
  const stat = await vscode.workspace.fs.stat(uri);
  if ((stat.type & vscode.FileType.File) === 0) {
    throw new Error(vscode.l10n.t('{0} is not a file.', uri.path));
  }
  const name = uri.path.slice(uri.path.lastIndexOf('/') + 1);
  return {
    name,
    size: stat.size,
    open: () =>
      (async function* () {
        yield await vscode.workspace.fs.readFile(uri);
      })(),
  };
}

async function collect(data: AsyncIterable<Uint8Array> | Uint8Array, signal?: AbortSignal): Promise<Uint8Array> {
  if (data instanceof Uint8Array) {
    return data;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    if (signal?.aborted) {
      throw new CancelledError();
    }
    chunks.push(chunk);
    size += chunk.byteLength;
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

async function deleteQuietly(uri: vscode.Uri): Promise<void> {
  await Promise.resolve(vscode.workspace.fs.delete(uri, { useTrash: false })).catch(() => undefined);
}

/**
 * Results written through workspace.fs: under a temporary name next to the final one, then
 * renamed into place; the rename refuses to replace a file unless the plan says overwrite.
 * `OutputPlan.path` is the URI path on the same scheme and authority as `base`. One instance
 * per conversion: it remembers the folders it made, for removeEmptyFolders.
 */
export class WorkspaceOutputFileSystem implements OutputFileSystem {
  private readonly createdFolders: vscode.Uri[] = [];

  constructor(private readonly base: vscode.Uri) {}

  /** The URI of a plan's path. */
  uriOf(path: string): vscode.Uri {
    return this.base.with({ path, query: '', fragment: '' });
  }

  /** Creates `dir` and its missing parents, remembering which of them did not exist. */
  private async makeFolder(dir: vscode.Uri): Promise<void> {
    const missing: vscode.Uri[] = [];
    for (let folder = dir; folder.path !== '/' && !(await uriExists(folder)); folder = vscode.Uri.joinPath(folder, '..')) {
      missing.push(folder);
    }
    await vscode.workspace.fs.createDirectory(dir);
    this.createdFolders.push(...missing);
  }

  /**
   * After a failed or cancelled conversion: removes the folders this instance made that are
   * empty now (a split's `<stem>/` whose pages were never placed), deepest first. Never throws.
   */
  async removeEmptyFolders(): Promise<void> {
    const deepestFirst = this.createdFolders.splice(0).sort((a, b) => b.path.length - a.path.length);
    for (const folder of deepestFirst) {
      try {
        if ((await vscode.workspace.fs.readDirectory(folder)).length === 0) {
          await vscode.workspace.fs.delete(folder, { recursive: false, useTrash: false });
        }
      } catch {
        // Gone already, or not ours to remove any more.
      }
    }
  }

  async stage(plan: OutputPlan, data: AsyncIterable<Uint8Array> | Uint8Array, signal?: AbortSignal): Promise<StagedFile> {
    const finalUri = this.uriOf(plan.path);
    const dir = vscode.Uri.joinPath(finalUri, '..');
    const name = plan.path.slice(plan.path.lastIndexOf('/') + 1);
    const temp = vscode.Uri.joinPath(dir, `.${name}.${randomBytes(4).toString('hex')}.partial`);
    let size: number;
    try {
      const bytes = await collect(data, signal);
      if (signal?.aborted) {
        throw new CancelledError();
      }
      await this.makeFolder(dir);
      await vscode.workspace.fs.writeFile(temp, bytes);
      size = bytes.byteLength;
    } catch (err) {
      await deleteQuietly(temp);
      throw signal?.aborted ? new CancelledError() : err;
    }
    let committed = false;
    return {
      finalPath: plan.path,
      size,
      async commit() {
        try {
          await vscode.workspace.fs.rename(temp, finalUri, { overwrite: plan.overwrite });
        } catch (err) {
          if (err instanceof vscode.FileSystemError && err.code === 'FileExists') {
            throw new OutputExistsError(plan.path);
          }
          throw err;
        }
        committed = true;
      },
      async discard() {
        if (!committed) {
          await deleteQuietly(temp);
        }
      },
      async rollback() {
        if (committed && !plan.overwrite) {
          await deleteQuietly(finalUri);
        }
      },
    };
  }
}
