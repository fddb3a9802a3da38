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
  /** The outermost folder staging on the disk had to create, if any (LocalOutputTarget removes it again when a failure leaves it empty). */
  readonly createdDirectory?: string;
}

/**
 * Where the results of one conversion are written: this machine's disk (LocalOutputTarget, plain
 * Node), another file system through VS Code (workspace/outputTarget.ts), or memory
 * (memoryOutput.ts). One per conversion: it remembers the folders it made.
 */
export interface OutputTarget {
  /** Writes `data` under a temporary name next to `plan.path`; nothing is visible there before commit. */
  stage(plan: OutputPlan, data: AsyncIterable<Uint8Array> | Uint8Array, signal?: AbortSignal): Promise<StagedFile>;
  /** After a failed or cancelled conversion: removes the folders this target made that are empty now. Never throws. */
  removeEmptyFolders(): Promise<void>;
}

/**
 * A file staged under `temp`: `place` moves it to its final path (a rename, or a no-clobber link
 * unless the plan overwrites); discard removes the temporary file until then, rollback the placed
 * file after (never a file the person agreed to replace, which cannot come back).
 */
export function stagedFile(
  plan: OutputPlan,
  size: number,
  moves: { place(): Promise<void>; removeTemp(): Promise<void>; removeFinal(): Promise<void> },
  createdDirectory?: string,
): StagedFile {
  let committed = false;
  return {
    finalPath: plan.path,
    size,
    ...(createdDirectory === undefined ? {} : { createdDirectory }),
    async commit() {
      await moves.place();
      committed = true;
    },
    async discard() {
      if (!committed) {
        await moves.removeTemp();
      }
    },
    async rollback() {
      if (committed && !plan.overwrite) {
        await moves.removeFinal();
      }
    },
  };
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

/** Stages a result on this machine's disk with Node's fs: temporary name, then a rename (or a no-clobber link) into place. */
export async function stageOnDisk(
  plan: OutputPlan,
  data: AsyncIterable<Uint8Array> | Uint8Array,
  signal?: AbortSignal,
): Promise<StagedFile> {
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
  const place = async (): Promise<void> => {
    if (plan.overwrite) {
      await fs.rename(temp, plan.path);
      return;
    }
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
  };
  return stagedFile(
    plan,
    sink.bytesWritten,
    { place, removeTemp: () => removeQuietly(temp), removeFinal: () => removeQuietly(plan.path) },
    createdDirectory,
  );
}

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

/** Removes every temporary file of a failed conversion (the folders made for them are the output target's: removeEmptyFolders). */
export async function discardAll(staged: readonly StagedFile[]): Promise<void> {
  await Promise.all(staged.map((f) => f.discard()));
}
