/**
 * Failures of this machine's file system while saving a result. They are not the network's
 * fault and need another next step (free space, pick another output folder), so they keep their
 * own kind instead of becoming a NetworkError when they surface while a download is streaming.
 */
import { ConvertServiceError, LocalFileError, type LocalFileCause } from './errors';

/** Node's errno codes and VS Code's FileSystemError codes (workspace.fs) that mean a local failure. */
const CAUSES: Readonly<Record<string, LocalFileCause>> = {
  ENOSPC: 'diskFull',
  EDQUOT: 'diskFull',
  EFBIG: 'diskFull',
  EACCES: 'permission',
  EPERM: 'permission',
  NoPermissions: 'permission',
  ENAMETOOLONG: 'pathTooLong',
  EISDIR: 'isDirectory',
  FileIsADirectory: 'isDirectory',
  ENOTDIR: 'notDirectory',
  FileNotADirectory: 'notDirectory',
  EROFS: 'readOnly',
  EEXIST: 'exists',
  FileExists: 'exists',
  ENOENT: 'notFound',
  FileNotFound: 'notFound',
  EMFILE: 'tooManyFiles',
  ENFILE: 'tooManyFiles',
  EBUSY: 'other',
  ETXTBSY: 'other',
  EIO: 'other',
  ELOOP: 'other',
  EINVAL: 'other',
  Unavailable: 'other',
};

/**
 * The LocalFileError for a file-system failure while writing `path`, or undefined when `err`
 * is not one (typed service errors and network failures pass by untouched).
 */
export function localFileError(err: unknown, path: string | undefined): LocalFileError | undefined {
  if (err instanceof ConvertServiceError || !err || typeof err !== 'object') {
    return undefined;
  }
  const ownCode = (err as { code?: unknown }).code;
  // VS Code reports errnos it has no name for as code "Unknown", with "ENOTDIR: …" in the message.
  const fromMessage = /\b(E[A-Z]{2,})\b/.exec(String((err as { message?: unknown }).message ?? ''))?.[1];
  const code = typeof ownCode === 'string' && ownCode in CAUSES ? ownCode : fromMessage && fromMessage in CAUSES ? fromMessage : undefined;
  const reason = code === undefined ? undefined : CAUSES[code];
  if (!reason || code === undefined) {
    return undefined;
  }
  const { dest, path: own } = err as { dest?: unknown; path?: unknown };
  // rename and link name the target as `dest`: that is the file the user knows about.
  const where = path ?? (typeof dest === 'string' ? dest : typeof own === 'string' ? own : undefined);
  return new LocalFileError(reason, where, code);
}
