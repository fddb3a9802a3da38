// The sentence that names the files a folder conversion left out and why, as a pure function
// (the caller passes vscode.l10n; see batchWording.ts for why the calls are spelled l10n.t).
import type * as vscode from 'vscode';
import type { FolderLeftOutReason } from '../conversion/folderLeftOut';
import type { L10n } from './batchWording';
import { formatNumber } from '../util/numberFormat';

/** A file left out, as the sentence needs it. */
export interface NamedLeftOut {
  readonly name: string;
  readonly type: string;
  readonly reason: FolderLeftOutReason;
}

/** "Left out: “data.json” (no conversion from JSON to PDF); “report.pdf” (already a PDF)." At most `shown` named. */
export function folderLeftOutText(l10n: L10n, leftOut: readonly NamedLeftOut[], target: string, locale?: string, shown = 5): string {
  if (leftOut.length === 0) {
    return '';
  }
  const label = target.toUpperCase();
  const items = leftOut
    .slice(0, shown)
    .map((f) =>
      f.reason === 'alreadyTarget'
        ? l10n.t('“{0}” (already a {1})', f.name, label)
        : l10n.t('“{0}” (no conversion from {1} to {2})', f.name, f.type.toUpperCase(), label),
    )
    .join('; ');
  const more = leftOut.length - shown;
  return more > 0
    ? l10n.t('Left out: {0} and {1} more (the log names them all).', items, formatNumber(more, locale))
    : l10n.t('Left out: {0}.', items);
}

/** Keeps the `vscode` type import meaningful for `npm run l10n:export` (see batchWording.ts). */
export type FolderL10n = Pick<typeof vscode.l10n, 't'>;
