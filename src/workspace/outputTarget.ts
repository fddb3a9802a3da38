// The one write path for results: conversions, Web→PDF and the CSV export all write through the
// output target outputTargetFor() picks for a URI. Local files are the service layer's own
// (LocalOutputTarget: the bytes go from the client to the disk without passing through here);
// other file systems go through workspace.fs. Either way: a temporary name (service/convert/files.ts's
// one rule) next to the final one, then a rename that replaces a file only when the plan says so.
import { stat } from 'node:fs/promises';
import * as vscode from 'vscode';
import { CancelledError, OutputExistsError } from '../service/errors';
import {
  LocalOutputTarget,
  stagedFile,
  temporaryName,
  writeWhole,
  type OutputPlan,
  type OutputTarget,
  type StagedFile,
} from '../service/convert';

/**
 * True when the file system behind `uri` answers; false for "no such file". A local file is looked
 * up on the disk here: through workspace.fs each look-up is a round trip to the file service, one
 * per result of a batch.
 */
export async function uriExists(uri: vscode.Uri): Promise<boolean> {
  if (uri.scheme === 'file') {
    return stat(uri.fsPath).then(
      () => true,
      (err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? false : Promise.reject(err)),
    );
  }
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
 * The output target for results on the file system of `base`; every plan path is a URI path
 * there. One per conversion (or export): it remembers the folders it made, for removeEmptyFolders.
 * On the local disk the only thing VS Code adds is the mapping of a URI path to a disk path.
 */
export function outputTargetFor(base: vscode.Uri): OutputTarget {
  return base.scheme === 'file'
    ? new LocalOutputTarget((path) => base.with({ path, query: '', fragment: '' }).fsPath)
    : new WorkspaceFsOutputTarget(base);
}

/** Writes `data` to `target` (replacing a file there only when `overwrite`), in one step from the caller's side. */
export async function writeFileAtomically(target: vscode.Uri, data: Uint8Array, overwrite: boolean): Promise<void> {
  await writeWhole(outputTargetFor(target), { path: target.path, overwrite }, data);
}

/** Results on a file system other than the local disk, through workspace.fs. */
class WorkspaceFsOutputTarget implements OutputTarget {
  private readonly madeRemote: vscode.Uri[] = [];

  constructor(private readonly base: vscode.Uri) {}

  /** The URI of a plan's path. */
  private uriOf(path: string): vscode.Uri {
    return this.base.with({ path, query: '', fragment: '' });
  }

  stage(plan: OutputPlan, data: AsyncIterable<Uint8Array> | Uint8Array, signal?: AbortSignal): Promise<StagedFile> {
    return this.stageRemote(plan, data, signal);
  }

  /**
   * After a failed or cancelled conversion: removes the folders this target made that are empty
   * now (a split's `<stem>/` whose pages were never placed), deepest first. Never throws.
   */
  async removeEmptyFolders(): Promise<void> {
    const deepestFirst = this.madeRemote.splice(0).sort((a, b) => b.path.length - a.path.length);
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

  /** Creates `dir` and its missing parents, remembering which of them did not exist. */
  private async makeFolder(dir: vscode.Uri): Promise<void> {
    const missing: vscode.Uri[] = [];
    for (let folder = dir; folder.path !== '/' && !(await uriExists(folder)); folder = vscode.Uri.joinPath(folder, '..')) {
      missing.push(folder);
    }
    await vscode.workspace.fs.createDirectory(dir);
    this.madeRemote.push(...missing);
  }

  /** Other file systems: workspace.fs has no streams, so the result is held in memory once. */
  private async stageRemote(plan: OutputPlan, data: AsyncIterable<Uint8Array> | Uint8Array, signal?: AbortSignal): Promise<StagedFile> {
    const finalUri = this.uriOf(plan.path);
    const dir = vscode.Uri.joinPath(finalUri, '..');
    const temp = vscode.Uri.joinPath(dir, temporaryName(plan.path.slice(plan.path.lastIndexOf('/') + 1)));
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
    return stagedFile(plan, size, {
      async place() {
        try {
          await vscode.workspace.fs.rename(temp, finalUri, { overwrite: plan.overwrite });
        } catch (err) {
          if (err instanceof vscode.FileSystemError && err.code === 'FileExists') {
            throw new OutputExistsError(plan.path);
          }
          throw err;
        }
      },
      removeTemp: () => deleteQuietly(temp),
      removeFinal: () => deleteQuietly(finalUri),
    });
  }
}
