/**
 * Results written on this machine's disk, as one output target for every caller (the command
 * line, the rules, the editor's local files): the conversion client streams into it directly,
 * whoever chose where results go. Paths may come in another form (the VS Code layer hands URI
 * paths): `localPath` maps them to the disk's, and nothing else of the caller's is in the way of
 * the bytes.
 */
import { dirname } from 'node:path';
import { removeEmptyDirectories, stageOnDisk, type OutputPlan, type OutputTarget, type StagedFile } from './files';

/** Writes results with Node's fs (temporary name, then a no-clobber rename); remembers the folders it made. */
export class LocalOutputTarget implements OutputTarget {
  /** Folders made for results: [the folder a result went to, the outermost one that was made]. */
  private readonly made: [string, string][] = [];

  constructor(private readonly localPath: (path: string) => string = (path) => path) {}

  async stage(plan: OutputPlan, data: AsyncIterable<Uint8Array> | Uint8Array, signal?: AbortSignal): Promise<StagedFile> {
    const path = this.localPath(plan.path);
    const staged = await stageOnDisk({ path, overwrite: plan.overwrite }, data, signal);
    if (staged.createdDirectory) {
      this.made.push([dirname(path), staged.createdDirectory]);
    }
    // The caller's own form of the path: that is the one it knows the result by. The folders
    // made are this target's to remove (removeEmptyFolders), in the caller's own time.
    return {
      finalPath: plan.path,
      size: staged.size,
      commit: () => staged.commit(),
      discard: () => staged.discard(),
      rollback: () => staged.rollback(),
    };
  }

  /** After a failed or cancelled conversion: removes the folders this target made that are empty now, deepest first. Never throws. */
  async removeEmptyFolders(): Promise<void> {
    for (const [from, upTo] of this.made.splice(0).reverse()) {
      await removeEmptyDirectories(from, upTo);
    }
  }
}

/** Writes `data` to `plan.path` through `output` in one step from the caller's side: staged, then committed (or discarded). */
export async function writeWhole(output: OutputTarget, plan: OutputPlan, data: Uint8Array): Promise<void> {
  const staged = await output.stage(plan, data);
  try {
    await staged.commit();
  } catch (err) {
    await staged.discard();
    throw err;
  }
}
