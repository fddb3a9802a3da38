// Which files of a walked folder a conversion leaves out, and why: a folder converted to PDF takes
// only the files that convert to PDF, and the person is told which others it found (issue 27:
// "data.json: no PDF converter; report.pdf: already a PDF"), instead of a silent count.
import type { OffersTarget } from './selectionTargets';

/** Why a file found in a folder is not converted. */
export type FolderLeftOutReason = 'alreadyTarget' | 'noConverter';

/** A file left out, with its type and why. */
export interface FolderLeftOut<T> {
  readonly file: T;
  readonly reason: FolderLeftOutReason;
}

/** The files that convert to `target`, and the others with their reason, in their order. */
export function splitFolderFiles<T extends { readonly type: string }>(
  files: readonly T[],
  target: string,
  offers: OffersTarget,
): { included: T[]; leftOut: FolderLeftOut<T>[] } {
  const included: T[] = [];
  const leftOut: FolderLeftOut<T>[] = [];
  for (const file of files) {
    if (offers(file.type, target)) {
      included.push(file);
    } else {
      leftOut.push({ file, reason: file.type.toLowerCase() === target.toLowerCase() ? 'alreadyTarget' : 'noConverter' });
    }
  }
  return { included, leftOut };
}
