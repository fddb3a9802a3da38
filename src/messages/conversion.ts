// What a conversion batch says: its progress, its refusals, its summary.
import * as vscode from 'vscode';
import type { BatchReport } from '../conversion/batch';
import type { BatchStep, ConversionJob } from '../conversion/ports';
import type { QuotaRefusal } from '../conversion/quotaCheck';
import { classifyError } from '../service';
import { quotaRefusalText } from '../util/batchWording';
import { Actions, type Message } from './actions';
import { describeError } from './errors';

/** "PDF", or "single pages" for split. */
export function formatLabel(format: string): string {
  return format === 'split' ? vscode.l10n.t('single pages') : format.toUpperCase();
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
  const phase = step.phase && { upload: vscode.l10n.t('uploading'), convert: vscode.l10n.t('converting'), download: vscode.l10n.t('saving') }[step.phase];
  const what = phase === undefined ? step.name : vscode.l10n.t('{0} — {1}', step.name, phase);
  return step.of > 1 ? vscode.l10n.t('{0} of {1}: {2}', step.position, step.of, what) : what;
}

export function quotaRefused(refusal: QuotaRefusal): Message {
  return {
    severity: 'error',
    text: quotaRefusalText(vscode.l10n.t, refusal, vscode.env.language),
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
  return classifyError(error)?.kind === 'notFound' ? cannotConvertText(job) : describeError(error).text;
}

export function alreadyTargetFormat(name: string, targetFormat: string): Message {
  return { severity: 'info', text: vscode.l10n.t('“{0}” is already a {1} file; nothing was converted.', name, formatLabel(targetFormat)), actions: [] };
}

export function keptBySkipPolicy(name: string): Message {
  return { severity: 'info', text: vscode.l10n.t('“{0}” already exists; it was kept and nothing was written (conflict policy: skip).', name), actions: [] };
}

/** The status bar's brief "done" after one file. */
export function convertedStatus(sourceName: string, resultNames: readonly string[]): string {
  return vscode.l10n.t('$(check) Converted {0} to {1}', sourceName, resultNames.join(', '));
}

/** The summary of a batch of several files. */
export function batchSummary(report: BatchReport<vscode.Uri>, nameOf: (uri: vscode.Uri) => string): Message {
  const { summary, alreadyTarget, jobs } = report;
  const target = formatLabel(jobs[0]?.targetFormat ?? '');
  const parts = [
    summary.skipped > alreadyTarget.length ? vscode.l10n.t('{0} skipped.', summary.skipped - alreadyTarget.length) : '',
    alreadyTarget.length === 1 ? vscode.l10n.t('“{0}” is already a {1} file: skipped.', nameOf(alreadyTarget[0].source), target) : '',
    alreadyTarget.length > 1 ? vscode.l10n.t('{0} files are already {1} files: skipped.', alreadyTarget.length, target) : '',
    summary.failed > 0 ? vscode.l10n.t('{0} failed (see the log).', summary.failed) : '',
    vscode.l10n.t('Conversions used: {0}.', summary.conversionsUsed),
    report.chargedNotSaved > 0 ? vscode.l10n.t('{0} of them charged although the result could not be saved.', report.chargedNotSaved) : '',
    report.usageUnchecked ? uncheckedText() : '',
  ];
  const tally = parts.filter(Boolean).join(' ');
  const converted = vscode.l10n.t('Converted {0} of {1} files to {2}.', summary.converted, jobs.length, target);
  if (summary.cancelled) {
    const done = summary.converted + summary.skipped + summary.failed;
    return { severity: 'info', text: `${vscode.l10n.t('Conversion cancelled after {0} of {1} files.', done, jobs.length)} ${tally}`, actions: [Actions.showLog()] };
  }
  if (report.stopError !== undefined) {
    const { text, actions } = describeError(report.stopError);
    const stopped = vscode.l10n.t('Stopped after {0} of {1} files ({2} not started).', report.started, report.toSend, report.toSend - report.started);
    return { severity: 'error', text: `${text} ${stopped} ${converted} ${tally}`, actions };
  }
  if (summary.failed > 0) {
    const failed = report.outcomes.find((o) => o.status === 'failed');
    const reason = failed?.status === 'failed' && summary.failed === 1 ? ` ${failureText(failed.job, failed.error)}` : '';
    return { severity: 'warning', text: `${converted} ${tally}${reason}`, actions: [Actions.showLog()] };
  }
  return { severity: 'info', text: `${converted} ${tally}`, actions: [Actions.showLog()] };
}
