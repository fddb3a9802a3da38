// The sentences of a conversion batch that carry counts, as pure functions: the counts are where
// the wording went wrong ("Stopped after 3 of 3 files (0 not started)", "uses 5 conversions" for
// files that were all skipped, "0 of 1000"). The caller passes vscode.l10n, so the strings stay
// localized and the functions run in plain Node under test. The calls are spelled `l10n.t(…)` in
// a file that names 'vscode' (a type-only import, nothing loaded at run time): that is what
// `npm run l10n:export` looks for, so these strings reach the bundles and their translations.
import type * as vscode from 'vscode';
import { plural } from '../util/intlWords';
import { formatNumber } from '../util/numberFormat';
import type { Translate } from '../service/errors';
import type { FolderLeftOutReason } from '../conversion/folderLeftOut';

export type { Translate } from '../service/errors';

/** vscode.l10n (whose `t` fits Translate), or a stand-in under test. */
export type L10n = Partial<Pick<typeof vscode.l10n, 'bundle'>> & { readonly t: Translate };

/** A job as far as counting goes. */
export interface CountedJob {
  readonly sourceFormat: string;
  readonly targetFormat: string;
  /** A chain: one conversion per step. */
  readonly steps?: readonly unknown[];
  /** A merge through the service: one conversion more per input it converts first. */
  readonly prepareInputs?: { readonly count: number };
}

/** Conversions that will be sent and charged: a file already in the target format is skipped for free; a chain costs each step. */
export function chargeableCount(jobs: readonly CountedJob[]): number {
  return jobs.reduce((n, job) => {
    const steps = job.steps?.length ?? 1;
    return n + (job.sourceFormat === job.targetFormat && steps <= 1 ? 0 : steps + (job.prepareInputs?.count ?? 0));
  }, 0);
}

/**
 * The detail of the "Convert N files?" question. It promises only what can be charged, and says
 * "at most" because a conflict answered with Skip costs nothing either.
 */
export function conversionsNeededText(l10n: L10n, jobs: readonly CountedJob[], targetLabel: string, locale?: string): string {
  const n = chargeableCount(jobs);
  if (n === 0) {
    return jobs.length === 1
      ? l10n.t('The file is already a {0} file: nothing will be sent.', targetLabel)
      : l10n.t('Every file is already a {0} file: nothing will be sent.', targetLabel);
  }
  const skipped = jobs.filter((job) => job.sourceFormat === job.targetFormat && (job.steps?.length ?? 1) <= 1).length;
  const skippedCount = formatNumber(skipped, locale);
  const same =
    skipped === 0
      ? ''
      : ` ${plural(skipped, locale, {
          one: () => l10n.t('{0} file is already a {1} file and is skipped.', skippedCount, targetLabel),
          other: () => l10n.t('{0} files are already {1} files and are skipped.', skippedCount, targetLabel),
        })()}`;
  return atMostText(l10n, n, locale) + same;
}

/** "This uses at most 3 conversions from your account.": what a question before sending promises. */
export function atMostText(l10n: L10n, conversions: number, locale?: string): string {
  const count = formatNumber(conversions, locale);
  return plural(conversions, locale, {
    one: () => l10n.t('This uses at most {0} conversion from your account.', count),
    other: () => l10n.t('This uses at most {0} conversions from your account.', count),
  })();
}

/**
 * The summary's count of what the service charged (converted files, and results skipped after
 * converting). `assumed`: the service did not say what some cost (a raw-bytes answer without a
 * ConversionCost header), each counted as 1, so the count is "about".
 */
export function conversionsUsedText(l10n: L10n, used: number, locale?: string, assumed = false): string {
  const count = formatNumber(used, locale);
  if (used === 0) {
    return l10n.t('No conversions used.');
  }
  return assumed
    ? plural(used, locale, {
        one: () => l10n.t('About {0} conversion used (the service did not say what it cost; counted as 1).', count),
        other: () => l10n.t('About {0} conversions used (the service did not say what some cost; each counted as 1).', count),
      })()
    : plural(used, locale, { one: () => l10n.t('{0} conversion used.', count), other: () => l10n.t('{0} conversions used.', count) })();
}

/**
 * One file whose result was kept out by the person (Skip, or the question closed). Asked before
 * sending, nothing was converted; asked once the result was back (a name known only then), the
 * service had already charged for it, and saying "nothing was converted" would hide that: the cost
 * comes first, where a toast's first line shows it.
 */
export function keptByUserText(l10n: L10n, name: string, charged: number, locale?: string): string {
  return charged > 0
    ? l10n.t('{0} The result was not saved: “{1}” already exists and was kept.', conversionsUsedText(l10n, charged, locale), name)
    : l10n.t('“{0}” already exists and was kept; nothing was converted.', name);
}

/**
 * Why a batch that stopped early (a refused token, no conversions left) did not do every file;
 * empty when every file had started, since then nothing was held back.
 */
export function stoppedText(l10n: L10n, counts: { readonly total: number; readonly notStarted: number }, locale?: string): string {
  if (counts.notStarted <= 0) {
    return '';
  }
  return l10n.t(
    'Stopped after {0} of {1} files ({2} not started).',
    formatNumber(counts.total - counts.notStarted, locale),
    formatNumber(counts.total, locale),
    formatNumber(counts.notStarted, locale),
  );
}

/** The quota check's refusal, with separators in the counts ("0 of 1,000"). */
export function quotaRefusalText(
  l10n: L10n,
  counts: { readonly needed: number; readonly left: number; readonly total: number },
  locale?: string,
): string {
  const total = formatNumber(counts.total, locale);
  return counts.left === 0
    ? l10n.t('No conversions are left on the account (0 of {0}). Nothing was converted.', total)
    : l10n.t(
        'This needs {0} conversions, but the account has {1} left (of {2}). Nothing was converted.',
        formatNumber(counts.needed, locale),
        formatNumber(counts.left, locale),
        total,
      );
}

/** “a”, “b”, “c” and 2 more: at most `shown` names. */
export function namesText(l10n: L10n, names: readonly string[], locale?: string, shown = 3): string {
  const listed = names
    .slice(0, shown)
    .map((name) => `“${name}”`)
    .join(', ');
  return names.length > shown ? `${listed} ${l10n.t('and {0} more', formatNumber(names.length - shown, locale))}` : listed;
}

/** Names the selected files whose type does not convert to the target (at most `shown` names, then "and N more"). */
export function leftOutText(l10n: L10n, names: readonly string[], targetLabel: string, locale?: string, shown = 3): string {
  if (names.length === 0) {
    return '';
  }
  if (names.length === 1) {
    return l10n.t('“{0}” cannot be converted to {1}: left out.', names[0], targetLabel);
  }
  return l10n.t(
    '{0} files cannot be converted to {1}: left out: {2}.',
    formatNumber(names.length, locale),
    targetLabel,
    namesText(l10n, names, locale, shown),
  );
}

/** The sources of one conversion that takes several files (merge, zip): "notes.md and 2 more files". */
export function sourcesText(l10n: L10n, first: string, more: number, locale?: string): string {
  if (more === 0) {
    return first;
  }
  const count = formatNumber(more, locale);
  return plural(more, locale, {
    one: () => l10n.t('{0} and {1} more file', first, count),
    other: () => l10n.t('{0} and {1} more files', first, count),
  })();
}

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
