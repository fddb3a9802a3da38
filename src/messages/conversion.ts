// What a conversion batch says: its progress, its refusals, its summary.
import * as vscode from 'vscode';
import { jobsLeftRunning, type BatchReport } from '../conversion/batchReport';
import type { BatchStep, ConversionJob } from '../conversion/ports';
import { isOperationTarget, type ConversionPhase } from '../service/convert';
import type { QuotaRefusal } from '../conversion/quotaCheck';
import { classifyError } from '../service/errors';
import { stepFailureOf } from '../conversion/chains/stepFailure';
import {
  conversionsNeededText,
  conversionsUsedText,
  keptByUserText,
  leftOutText,
  namesText,
  quotaRefusalText,
  stoppedText,
  type CountedJob,
} from './batchWording';
import { formatNumber } from '../util/numberFormat';
import { Actions, type Message } from './actions';
import { describeError } from './errors';

/** "Compress" for `compress`: an operation named as one, not as a file type (issue 44). */
export function operationName(target: string): string {
  const words = target.toLowerCase().replace(/-/g, ' ');
  return ACRONYMS[words] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** Operations whose name is an acronym. */
const ACRONYMS: Readonly<Record<string, string>> = { pdfa: 'PDF/A', pdfua: 'PDF/UA', ocr: 'OCR' };

/** "PDF"; "single pages" for split; an operation (compress, merge, …) as "Compress (same type)", never as a format. */
export function formatLabel(format: string): string {
  if (format === 'split') {
    return vscode.l10n.t('single pages');
  }
  return isOperationTarget(format) ? vscode.l10n.t('{0} (same type)', operationName(format)) : format.toUpperCase();
}

/** A target in a picker: label and description; an operation is no `.compress` file. */
export function targetItemText(target: string): { label: string; description: string } {
  if (target === 'split') {
    return { label: operationName(target), description: vscode.l10n.t('an operation: one PDF per page') };
  }
  return isOperationTarget(target)
    ? { label: operationName(target), description: vscode.l10n.t('an operation: the result keeps its type') }
    : { label: target.toUpperCase(), description: `.${target}` };
}

/** The progress notification's title. */
export function progressTitle(targetFormat: string): string {
  return vscode.l10n.t('Converting to {0}', formatLabel(targetFormat));
}

/** The progress notification's message: which file and how far, once each. */
export function progressText(step: BatchStep): string {
  if (step.kind === 'quotaCheck') {
    return vscode.l10n.t('Checking conversions left…');
  }
  const phase = step.phase && phaseText(step.phase, step.percent, step.elapsedSeconds);
  const what = phase === undefined ? step.name : vscode.l10n.t('{0} — {1}', step.name, phase);
  return step.of > 1 ? vscode.l10n.t('{0} of {1}: {2}', step.position, step.of, what) : what;
}

/** What a Cancel could not stop: conversions the service had already taken on as jobs. */
export function leftRunningText(count: number): string {
  if (count === 0) {
    return '';
  }
  return count === 1
    ? vscode.l10n.t(
        'The service had already started converting one file and cannot be told to stop: it may still be charged. Its result is deleted from the service when it ends, if this window is still open.',
      )
    : vscode.l10n.t(
        'The service had already started converting {0} files and cannot be told to stop: they may still be charged. Their results are deleted from the service when they end, if this window is still open.',
        formatNumber(count),
      );
}

/** At start-up: jobs a window left under way before its reload are fetched now (resumeJobs.ts). */
export function resumingJobs(count: number): Message {
  const text =
    count === 1
      ? vscode.l10n.t(
          'A conversion started before the window was reloaded is still running on the service: its result is fetched now and saved where a conversion of its file goes (the usual rules for existing files apply).',
        )
      : vscode.l10n.t(
          '{0} conversions started before the window was reloaded are still running on the service: their results are fetched now and saved where a conversion of their file goes (the usual rules for existing files apply).',
          formatNumber(count),
        );
  return { severity: 'info', text, actions: [Actions.showLog()] };
}

/** A single file's wait cancelled while the service goes on with it. */
export function jobLeftRunning(): Message {
  return { severity: 'info', text: `${vscode.l10n.t('Conversion cancelled.')} ${leftRunningText(1)}`, actions: [Actions.showLog()] };
}

/** "uploading 45 %", "converting (1:05)", "saving 30 %"; the bare word when nothing was measured. */
function phaseText(phase: ConversionPhase, percent: number | undefined, elapsedSeconds: number | undefined): string {
  if (phase === 'convert') {
    return elapsedSeconds === undefined || elapsedSeconds < 1
      ? vscode.l10n.t('converting')
      : vscode.l10n.t('converting ({0})', `${Math.floor(elapsedSeconds / 60)}:${String(elapsedSeconds % 60).padStart(2, '0')}`);
  }
  if (percent === undefined) {
    return phase === 'upload' ? vscode.l10n.t('uploading') : vscode.l10n.t('saving');
  }
  return phase === 'upload' ? vscode.l10n.t('uploading {0} %', percent) : vscode.l10n.t('saving {0} %', percent);
}

export function quotaRefused(refusal: QuotaRefusal): Message {
  return {
    severity: 'error',
    text: quotaRefusalText(vscode.l10n, refusal, vscode.env.language),
    actions: [Actions.openDashboard(), Actions.showLog()],
  };
}

function cannotConvertText(job: ConversionJob<unknown>): string {
  return vscode.l10n.t('The service cannot convert .{0} files to {1}.', job.sourceFormat, formatLabel(job.targetFormat));
}

/** The service has no converter for this pair (404): said in the person's terms, with another format to pick. */
export function cannotConvert(job: ConversionJob<vscode.Uri>): Message {
  return { severity: 'error', text: cannotConvertText(job), actions: [Actions.pickAnotherFormat(job.source), Actions.showLog()] };
}

/** Said after a batch that went ahead because the quota check could not answer in time. */
export function uncheckedText(): string {
  return vscode.l10n.t('(Conversions left could not be checked.)');
}

/** Why one file failed, in a sentence (a 404 in the person's terms). */
export function failureText(job: ConversionJob<unknown>, error: unknown): string {
  return inStep(error, classifyError(error)?.kind === 'notFound' ? cannotConvertText(job) : describeError(error).text);
}

/** A chain's failure names its step: "Step 2 of 3 (compress): …". */
function inStep(error: unknown, text: string): string {
  const step = stepFailureOf(error);
  if (step?.input !== undefined) {
    return vscode.l10n.t('Converting “{0}” to {1} before merging: {2}', step.input, formatLabel(step.to), text);
  }
  return step ? vscode.l10n.t('Step {0} of {1} ({2}): {3}', step.step, step.of, step.to, text) : text;
}

export function alreadyTargetFormat(name: string, targetFormat: string): Message {
  return {
    severity: 'info',
    text: vscode.l10n.t('“{0}” is already a {1} file; nothing was converted.', name, formatLabel(targetFormat)),
    actions: [],
  };
}

/** The person answered the conflict question with Skip (or closed it): say what stayed, and what it cost. */
export function keptByUser(name: string, charged: number): Message {
  return { severity: 'info', text: keptByUserText(vscode.l10n, name, charged, vscode.env.language), actions: [] };
}

/** One file failed: the error with its next steps, naming the file. */
export function fileFailed(name: string, job: ConversionJob<unknown>, error: unknown): Message {
  const described = describeError(error);
  const why = inStep(error, classifyError(error)?.kind === 'notFound' ? cannotConvertText(job) : described.text);
  return { ...described, text: vscode.l10n.t('“{0}” was not converted. {1}', name, why) };
}

/** Selected files whose type does not convert to the target, left out before anything was sent. */
export function leftOut(names: readonly string[], targetFormat: string): Message {
  return { severity: 'warning', text: leftOutText(vscode.l10n, names, formatLabel(targetFormat), vscode.env.language), actions: [] };
}

/** The detail of the "Convert N files in …?" question: only what can be charged. */
export function conversionsNeeded(jobs: readonly CountedJob[], targetFormat: string): string {
  return conversionsNeededText(vscode.l10n, jobs, formatLabel(targetFormat), vscode.env.language);
}

export function keptBySkipPolicy(name: string): Message {
  return {
    severity: 'info',
    text: vscode.l10n.t('“{0}” already exists; it was kept and nothing was written (conflict policy: skip).', name),
    actions: [],
  };
}

/** The status bar's brief "done" after one file. */
export function convertedStatus(sourceName: string, resultNames: readonly string[]): string {
  return vscode.l10n.t('$(check) Converted {0} to {1}', sourceName, resultNames.join(', '));
}

/** After one file, when the result needs a button (it opens outside VS Code). */
export function convertedText(sourceName: string, resultNames: readonly string[]): string {
  return vscode.l10n.t('Converted {0} to {1}.', sourceName, resultNames.join(', '));
}

/** After Track Changes DOCX (a conversion whose first input is not its source): the two documents and the result. */
export function trackedChangesText(original: string, revision: string, resultNames: readonly string[]): string {
  return vscode.l10n.t('The changes from {0} to {1} are tracked in {2}.', original, revision, resultNames.join(', '));
}

/** The summary of a batch of several files. */
export function batchSummary(report: BatchReport<vscode.Uri>, nameOf: (uri: vscode.Uri) => string): Message {
  const { summary, alreadyTarget, jobs } = report;
  const locale = vscode.env.language;
  const n = (value: number) => formatNumber(value, locale);
  // Several formats at once (Convert to Several Formats…): all of them, and each failure with its format.
  const targets = [...new Set(jobs.map((job) => job.targetFormat))];
  const target = targets.map(formatLabel).join(', ');
  const failedNames = report.outcomes.flatMap((o) =>
    o.status === 'failed'
      ? [targets.length > 1 ? `${nameOf(o.job.source)} → ${formatLabel(o.job.targetFormat)}` : nameOf(o.job.source)]
      : [],
  );
  // The cost right after the count: a toast shows its first line, and what was charged must be read there.
  const parts = [
    conversionsUsedText(vscode.l10n, summary.conversionsUsed, locale, summary.costAssumed),
    report.chargedNotSaved > 0
      ? vscode.l10n.t('{0} of them charged although the result could not be saved.', n(report.chargedNotSaved))
      : '',
    summary.skipped > alreadyTarget.length ? vscode.l10n.t('{0} skipped.', n(summary.skipped - alreadyTarget.length)) : '',
    alreadyTarget.length === 1 ? vscode.l10n.t('“{0}” is already a {1} file: skipped.', nameOf(alreadyTarget[0].source), target) : '',
    alreadyTarget.length > 1 ? vscode.l10n.t('{0} files are already {1} files: skipped.', n(alreadyTarget.length), target) : '',
    failedNames.length > 0 ? vscode.l10n.t('{0} failed: {1}.', n(failedNames.length), namesText(vscode.l10n, failedNames, locale)) : '',
    report.usageUnchecked ? uncheckedText() : '',
    summary.cancelled ? leftRunningText(jobsLeftRunning(report.outcomes)) : '',
  ];
  const tally = parts.filter(Boolean).join(' ');
  // One job per source and target: with several targets, the count is of results, not of files (issue 44).
  const sources = new Set(jobs.map((job) => job.source.toString())).size;
  const converted =
    targets.length === 1
      ? vscode.l10n.t('Converted {0} of {1} files to {2}.', n(summary.converted), n(jobs.length), target)
      : sources === 1
        ? vscode.l10n.t(
            'Converted “{0}” to {1}: {2} of {3} results.',
            nameOf(jobs[0]!.source),
            target,
            n(summary.converted),
            n(jobs.length),
          )
        : vscode.l10n.t('Made {0} of {1} results ({2}) from {3} files.', n(summary.converted), n(jobs.length), target, n(sources));
  if (summary.cancelled) {
    const done = summary.converted + summary.skipped + summary.failed;
    const cancelled =
      targets.length === 1
        ? vscode.l10n.t('Conversion cancelled after {0} of {1} files.', n(done), n(jobs.length))
        : vscode.l10n.t('Conversion cancelled after {0} of {1} results.', n(done), n(jobs.length));
    return {
      severity: 'info',
      text: `${cancelled} ${tally}`,
      actions: [Actions.showLog()],
    };
  }
  if (report.stopError !== undefined) {
    const { text, actions } = describeError(report.stopError);
    const stopped = stoppedText(vscode.l10n, { total: report.toSend, notStarted: report.toSend - report.started }, locale);
    return { severity: 'error', text: [text, stopped, converted, tally].filter(Boolean).join(' '), actions };
  }
  if (summary.failed > 0) {
    const failed = report.outcomes.find((o) => o.status === 'failed');
    const reason = failed?.status === 'failed' && summary.failed === 1 ? ` ${failureText(failed.job, failed.error)}` : '';
    return { severity: 'warning', text: `${converted} ${tally}${reason}`, actions: [Actions.showLog()] };
  }
  return { severity: 'info', text: `${converted} ${tally}`, actions: [Actions.showLog()] };
}

/**
 * Markdown PDFs go to the service's md/to/pdf as plain text because VS Code's built-in Markdown
 * extension is disabled (there is no renderer): said once a session, with the way back.
 */
export function noMarkdownRenderer(): Message {
  return {
    severity: 'warning',
    text: vscode.l10n.t(
      "Markdown PDFs are made by the service from the file's text, not as the preview shows them: VS Code's built-in Markdown Language Features extension is disabled. Enable it to get formulas, diagrams and your styles in the PDF.",
    ),
    actions: [
      { title: vscode.l10n.t('Show Extension'), command: 'workbench.extensions.search', args: ['@builtin Markdown Language Features'] },
    ],
  };
}
