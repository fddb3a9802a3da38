// At start-up, the async jobs a previous window left under way (jobJournal.ts): their results are
// fetched and placed where a conversion of their source goes, under the same output settings and
// conflict rules, in one batch with its progress and summary. A job whose wait was cancelled is
// only followed to its end, and what it stored deleted. Loaded with dist/features.js, only when
// the journal has entries.
import * as vscode from 'vscode';
import { isCancellation } from '../service/errors';
import type { ExtensionServices } from '../extensionServices';
import { showError } from '../ui/commandWrapper';
import { resumingJobs } from '../messages/conversion';
import { showMessage } from '../messages/show';
import { runConversionBatch, type UriJob } from './batchRunner';
import { readPendingJobs, workspaceJobJournal } from './jobJournal';
import { resumePlan, untouched, type PendingJob } from './pendingJobs';

/** Resolves once every job written down has been resumed (or forgotten); never throws. */
export async function resumePendingJobs(services: ExtensionServices, now = Date.now()): Promise<void> {
  const state = services.context.workspaceState;
  const journal = workspaceJobJournal(state);
  const pending = readPendingJobs(state);
  // workspaceState may be damaged or edited: results are placed only beside sources in this workspace.
  const plan = resumePlan(pending, now, (source) => inWorkspace(source));
  for (const job of plan.expired) {
    services.log.info(`Job ${job.jobId.slice(0, 8)}… for ${job.source} is older than the 3 hours the service keeps results: forgotten.`);
    journal.ended(job.jobId);
  }
  for (const job of plan.followOnly.filter((j) => j.abandoned !== true)) {
    services.log.warn(
      `Job ${job.jobId.slice(0, 8)}… names a source outside this workspace (${job.source}): its result is deleted, not placed.`,
    );
  }
  const live = [...plan.followOnly, ...plan.place];
  try {
    await Promise.all([forget(services, plan.followOnly), resume(services, plan.place)]);
    // Jobs no conversion took up (target kept, source gone, batch stopped): charged, stored; deleted.
    await journal.flushed();
    await forget(services, untouched(plan.place, readPendingJobs(state)));
  } finally {
    // Whatever happened (saved, failed, cancelled, a source gone), no job is resumed twice.
    for (const job of live) {
      journal.ended(job.jobId);
    }
    await journal.flushed();
  }
}

function inWorkspace(source: string): boolean {
  try {
    return vscode.workspace.getWorkspaceFolder(vscode.Uri.parse(source, true)) !== undefined;
  } catch {
    return false;
  }
}

/** Follows jobs to their end and deletes what they stored (nothing is placed). */
async function forget(services: ExtensionServices, jobs: readonly PendingJob[]): Promise<void> {
  if (jobs.length === 0) {
    return;
  }
  try {
    const { client } = await services.clients.conversionClient();
    await Promise.all(jobs.map((job) => client.forgetJob(job)));
  } catch (err) {
    services.log.warn(`Jobs cancelled before the reload could not be followed: ${(err as Error).message}`);
  }
}

async function resume(services: ExtensionServices, pending: readonly PendingJob[]): Promise<void> {
  if (pending.length === 0) {
    return;
  }
  services.log.info(`Fetching the results of ${pending.length} conversion job(s) started before the window was reloaded.`);
  // The person learns why a conversion appears that they did not start in this window.
  void showMessage(resumingJobs(pending.length), services.log);
  const jobs: UriJob[] = pending.map((job) => ({
    source: vscode.Uri.parse(job.source),
    sourceFormat: job.sourceFormat,
    targetFormat: job.targetFormat,
    resumeJob: { jobId: job.jobId, startedAt: job.startedAt, timeoutSeconds: job.timeoutSeconds },
  }));
  // One batch per target, as Convert To makes them (its progress names the format).
  for (const target of [...new Set(jobs.map((j) => j.targetFormat))]) {
    try {
      await runConversionBatch(
        services,
        jobs.filter((j) => j.targetFormat === target),
      );
    } catch (err) {
      if (!isCancellation(err)) {
        await showError(err, services.log);
      }
    }
  }
}
