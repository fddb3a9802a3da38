// A conversion batch from the Convert To commands: the core (src/conversion) runs it with this
// window's progress and question UI; this file shows what it did and fires the summary, once.
import * as vscode from 'vscode';
import { runBatch, type BatchReport, type BatchSummary } from '../../conversion/batch';
import type { ConversionJob } from '../../conversion/ports';
import type { ExtensionServices } from '../../extensionServices';
import { alreadyTargetFormat, batchSummary, cannotConvert, convertedStatus, keptBySkipPolicy, quotaRefused } from '../../messages/conversion';
import { showMessage } from '../../messages/show';
import { CancelledError, classifyError } from '../../service';
import { baseName, workspaceFiles } from '../../workspace/files';
import { batchProgress } from './batchUi';
import { showResults } from './results';

/** One file to convert, as VS Code names it. */
export type UriJob = ConversionJob<vscode.Uri>;

/**
 * Converts the jobs in one batch: one cancellable progress notification, up to maxParallel at
 * once, results placed by the output settings without overwriting anything unagreed, a summary
 * at the end. A batch of one file throws its error instead (the command wrapper shows it with
 * its next steps). Fires services.fireBatchFinished once whenever the batch ran.
 */
export async function runConversionBatch(services: ExtensionServices, jobs: readonly UriJob[]): Promise<BatchSummary> {
  const { log } = services;
  const report = await runBatch(
    {
      files: workspaceFiles,
      client: async () => (await services.clients.conversionClient()).client,
      adminClient: () => services.clients.adminClient(),
      progress: batchProgress(services.commandUi.progress),
      conflicts: services.commandUi.conflicts,
      log,
      maxParallel: services.config().maxParallel,
    },
    jobs,
  );
  services.fireBatchFinished(report.summary);
  if (report.unexpected) {
    throw report.unexpected.error;
  }
  await tell(services, report);
  return report.summary;
}

/** Says what the batch did; for a single file, throws its error for the command wrapper. */
async function tell(services: ExtensionServices, report: BatchReport<vscode.Uri>): Promise<void> {
  const { log } = services;
  const { summary } = report;
  // Messages are not awaited: one left open must not hold the command.
  const say = (message: Parameters<typeof showMessage>[0]) => void showMessage(message, log);
  if (report.refusal && !summary.cancelled) {
    say(quotaRefused(report.refusal));
    return;
  }
  if (!summary.cancelled) {
    await showResults(
      log,
      report.outcomes.flatMap((o) => (o.status === 'converted' ? o.files.map((uri) => ({ uri, settings: o.settings })) : [])),
    );
  }
  if (report.jobs.length !== 1) {
    say(batchSummary(report, baseName));
    return;
  }
  const only = report.outcomes[0];
  if (summary.cancelled || only?.status === 'cancelled') {
    throw new CancelledError();
  }
  switch (only?.status) {
    case 'failed':
      if (classifyError(only.error)?.kind === 'notFound') {
        say(cannotConvert(only.job));
        return;
      }
      throw only.error;
    case 'skipped':
      if (only.alreadyTarget) {
        say(alreadyTargetFormat(only.name, only.job.targetFormat));
      } else if (only.byPolicy) {
        say(keptBySkipPolicy(only.name));
      }
      return;
    case 'converted':
      vscode.window.setStatusBarMessage(convertedStatus(baseName(only.job.source), only.files.map(baseName)), 8000);
      return;
    default:
      return;
  }
}
