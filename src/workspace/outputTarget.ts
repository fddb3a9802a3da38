// The one write path for results: conversions, Web→PDF and the CSV export all write through a
// URI-based output target. Local files stream through the service layer's Node writer; other
// file systems go through workspace.fs. Either way: a temporary name (service/convert/files.ts's one
// rule) next to the final one, then a rename that replaces a file only when the plan says so.
import { dirname } from 'node:path';
import * as vscode from 'vscode';
import type { OutputTarget } from '../conversion/ports';
import { CancelledError, OutputExistsError } from '../service/errors';
import { nodeOutputFileSystem, removeEmptyDirectories, temporaryName, type OutputPlan, type StagedFile } from '../service/convert';

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
 * Writes results on the file system of `base`; every plan path is a URI path there. One
 * instance per conversion (or export): it remembers the folders it made, for removeEmptyFolders.
 */
export class UriOutputTarget implements OutputTarget {
  /** Folders made for results: [the folder a result went to, the outermost one that was made]. */
  private readonly madeLocal: [string, string][] = [];
  private readonly madeRemote: vscode.Uri[] = [];

  constructor(private readonly base: vscode.Uri) {}

  /** The URI of a plan's path. */
  uriOf(path: string): vscode.Uri {
    return this.base.with({ path, query: '', fragment: '' });
  }

  async stage(plan: OutputPlan, data: AsyncIterable<Uint8Array> | Uint8Array, signal?: AbortSignal): Promise<StagedFile> {
    return this.base.scheme === 'file' ? this.stageLocal(plan, data, signal) : this.stageRemote(plan, data, signal);
  }

  /** Writes `data` to `path` (replacing a file there only when `overwrite`), in one step from the caller's side. */
  async write(path: string, data: Uint8Array, overwrite: boolean): Promise<vscode.Uri> {
    const staged = await this.stage({ path, overwrite }, data);
    try {
      await staged.commit();
    } catch (err) {
      await staged.discard();
      throw err;
    }
    return this.uriOf(path);
  }

  /**
   * After a failed or cancelled conversion: removes the folders this target made that are empty
   * now (a split's `<stem>/` whose pages were never placed), deepest first. Never throws.
   */
  async removeEmptyFolders(): Promise<void> {
    for (const [from, upTo] of this.madeLocal.splice(0)) {
      await removeEmptyDirectories(from, upTo);
    }
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

  /** The local disk: streamed by the service layer's writer; paths come back in URI form. */
  private async stageLocal(plan: OutputPlan, data: AsyncIterable<Uint8Array> | Uint8Array, signal?: AbortSignal): Promise<StagedFile> {
    const fsPath = this.uriOf(plan.path).fsPath;
    const staged = await nodeOutputFileSystem.stage({ path: fsPath, overwrite: plan.overwrite }, data, signal);
    if (staged.createdDirectory) {
      this.madeLocal.push([dirname(fsPath), staged.createdDirectory]);
    }
    return {
      finalPath: plan.path,
      size: staged.size,
      commit: () => staged.commit(),
      discard: () => staged.discard(),
      rollback: () => staged.rollback(),
    };
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
