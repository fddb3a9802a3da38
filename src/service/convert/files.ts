import { randomBytes } from 'node:crypto';
import { constants as fsConstants, createReadStream, createWriteStream, promises as fs } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CancelledError, OutputExistsError } from '../errors';
import { truncateUtf8 } from './resultNames';
import type { SourceFile } from '../http';

/** A local file as a SourceFile, streamed from disk (never read whole into memory). */
export async function sourceFromPath(path: string): Promise<SourceFile> {
  const stat = await fs.stat(path);
  if (!stat.isFile()) {
    throw new Error(`${path} is not a file.`);
  }
  return { name: basename(path), size: stat.size, open: () => readStream(path, stat.size) };
}

/** Largest read of a source: a larger file is read in parts of this size. */
const READ_PART = 256 * 1024;

/**
 * The file's bytes as read from disk, in reads no larger than the file (plus the one byte that
 * shows its end): a read's buffer is allocated at its full size, and a 20 KB file read in 256 KB
 * parts allocated half a megabyte, memory that the extension host's large heap pays for in
 * garbage collection. A file that grew since stat is still read whole (and its body then does not
 * match the length announced, which fails the request rather than sending part of the file).
 */
function readStream(path: string, size: number): Readable {
  return createReadStream(path, { highWaterMark: Math.min(READ_PART, size + 1) });
}

/** Where one result goes, as the caller decided. */
export interface OutputPlan {
  /** Absolute path of the final file. */
  readonly path: string;
  /** The user agreed to replace an existing file at `path`. */
  readonly overwrite: boolean;
}

/** A result written under a temporary name next to its final place, not yet visible there. */
export interface StagedFile {
  readonly finalPath: string;
  readonly size: number;
  /** Moves the file into place; throws OutputExistsError when it must not overwrite and something is there. */
  commit(): Promise<void>;
  /** Removes the temporary file (and, after commit, nothing). Never throws. */
  discard(): Promise<void>;
  /** Removes the committed file again, when a later file of the same batch failed. Never throws. */
  rollback(): Promise<void>;
  /** The outermost folder staging had to create, if any (removed again when a batch fails and leaves it empty). */
  readonly createdDirectory?: string;
}

/** The file system results are written to; the VS Code layer can supply one over workspace.fs. */
export interface OutputFileSystem {
  stage(plan: OutputPlan, data: AsyncIterable<Uint8Array> | Uint8Array, signal?: AbortSignal): Promise<StagedFile>;
}

/**
 * The one temporary-name rule for results, whatever writes them: a dot first and .partial last,
 * so watchers and users can tell them apart; shortened so that a final name near the 255-byte
 * limit still gets a temporary name.
 */
export function temporaryName(finalName: string): string {
  return `.${truncateUtf8(finalName, 200)}.${randomBytes(4).toString('hex')}.partial`;
}

/** The temporary path next to a final path on the local disk. */
export function temporaryNameFor(finalPath: string): string {
  return join(dirname(finalPath), temporaryName(basename(finalPath)));
}

/** Errors of file systems that cannot make hard links. */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV', 'EMLINK', 'EACCES']);

async function removeQuietly(path: string): Promise<void> {
  await fs.rm(path, { force: true }).catch(() => undefined);
}

/** Writes results with Node's fs: temporary name, then a rename (or a no-clobber link) into place. */
export const nodeOutputFileSystem: OutputFileSystem = {
  async stage(plan, data, signal) {
    const temp = temporaryNameFor(plan.path);
    // The folder is made only when it is missing (one look-up less per result of a batch). The
    // first folder mkdir made, if any: a failed batch takes it away again when it stays empty.
    let createdDirectory: string | undefined;
    const file = await fs.open(temp, 'wx').catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') {
        throw err;
      }
      createdDirectory = await fs.mkdir(dirname(plan.path), { recursive: true });
      return fs.open(temp, 'wx');
    });
    const sink = createWriteStream(temp, { fd: file });
    try {
      const source = data instanceof Uint8Array ? Readable.from([data]) : data;
      await pipeline(source, sink, { signal });
    } catch (err) {
      // Removed once the stream has closed its file.
      await new Promise<void>((resolve) => (sink.closed ? resolve() : sink.once('close', () => resolve())));
      await removeQuietly(temp);
      await removeEmptyDirectories(dirname(plan.path), createdDirectory);
      throw signal?.aborted ? new CancelledError() : err;
    }
    const size = sink.bytesWritten;
    let committed = false;
    return {
      finalPath: plan.path,
      size,
      createdDirectory,
      async commit() {
        if (plan.overwrite) {
          await fs.rename(temp, plan.path);
        } else {
          // link() fails if the target exists: no window in which another file could be clobbered.
          try {
            await fs.link(temp, plan.path);
          } catch (err) {
            const code = (err as NodeJS.ErrnoException).code;
            if (code === 'EEXIST') {
              throw new OutputExistsError(plan.path);
            }
            if (!code || !NO_HARD_LINKS.has(code)) {
              throw err;
            }
            // FAT, some network shares: no hard links. An exclusive copy keeps the no-clobber promise.
            try {
              await fs.copyFile(temp, plan.path, fsConstants.COPYFILE_EXCL);
            } catch (copyErr) {
              if ((copyErr as NodeJS.ErrnoException).code === 'EEXIST') {
                throw new OutputExistsError(plan.path);
              }
              throw copyErr;
            }
          }
          await removeQuietly(temp);
        }
        committed = true;
      },
      async discard() {
        if (!committed) {
          await removeQuietly(temp);
        }
      },
      async rollback() {
        if (committed && !plan.overwrite) {
          await removeQuietly(plan.path);
        }
      },
    };
  },
};

/**
 * Commits staged files all together: if one cannot be placed, the ones already placed in this
 * call are removed again (files the user agreed to overwrite cannot be restored and stay), and
 * every temporary file is removed.
 */
export async function commitAll(staged: readonly StagedFile[]): Promise<void> {
  const done: StagedFile[] = [];
  try {
    for (const file of staged) {
      await file.commit();
      done.push(file);
    }
  } catch (err) {
    await Promise.all(done.map((f) => f.rollback()));
    await discardAll(staged);
    throw err;
  }
}

/** Removes `from` and its parents up to `upTo` (inclusive) while they are empty. Never throws. */
export async function removeEmptyDirectories(from: string, upTo: string | undefined): Promise<void> {
  if (!upTo) {
    return;
  }
  for (let dir = from; dir.length >= upTo.length && dir.startsWith(upTo); dir = dirname(dir)) {
    try {
      await fs.rmdir(dir);
    } catch {
      return; // Not empty (or gone): whatever is above it stays too.
    }
    if (dir === upTo) {
      return;
    }
  }
}

/** Removes every temporary file of a failed batch. */
export async function discardAll(staged: readonly StagedFile[]): Promise<void> {
  await Promise.all(staged.map((f) => f.discard()));
  // Folders last, deepest first, once every temporary file in them is gone.
  const folders = staged.filter((f) => f.createdDirectory).sort((a, b) => b.finalPath.length - a.finalPath.length);
  for (const file of folders) {
    await removeEmptyDirectories(dirname(file.finalPath), file.createdDirectory);
  }
}
