// The async jobs of this workspace that are under way, kept in workspaceState so that a window
// reload can fetch their results (resumeJobs.ts). Only what placing a result needs is kept: the
// job's id and clock, the source file, its format and the target; never the conversion's
// parameters (a password may be among them).
import * as vscode from 'vscode';
import { StateKeys } from '../constants';
import type { ConversionJob, JobJournal } from '../conversion/ports';
import type { JobEvent } from '../service/convert';
import { pendingJobsFrom, type PendingJob } from './pendingJobs';

export type { PendingJob } from './pendingJobs';
export { JOB_RESULTS_KEPT_MS } from './pendingJobs';

/** The entries written down, well-formed ones only. */
export function readPendingJobs(state: vscode.Memento): PendingJob[] {
  return pendingJobsFrom(state.get<unknown>(StateKeys.pendingJobs));
}

const journals = new WeakMap<vscode.Memento, WorkspaceJobJournal>();

/** The one journal of a workspace's state (batches and the resume at start-up share it, so their writes queue). */
export function workspaceJobJournal(state: vscode.Memento): WorkspaceJobJournal {
  let journal = journals.get(state);
  if (!journal) {
    journal = new WorkspaceJobJournal(state);
    journals.set(state, journal);
  }
  return journal;
}

/** The journal of this workspace; writes are chained so that two jobs ending at once both count. */
export class WorkspaceJobJournal implements JobJournal<vscode.Uri> {
  private writing: Promise<unknown> = Promise.resolve();

  constructor(private readonly state: vscode.Memento) {}

  started(job: ConversionJob<vscode.Uri>, event: JobEvent): void {
    // A job of a chain step or a merge never runs async (only single conversions do); written all the same.
    const entry: PendingJob = {
      jobId: event.jobId,
      startedAt: event.startedAt,
      timeoutSeconds: event.timeoutSeconds,
      source: job.source.toString(),
      sourceFormat: job.sourceFormat,
      targetFormat: job.targetFormat,
    };
    this.change((jobs) => [...jobs.filter((j) => j.jobId !== entry.jobId), entry]);
  }

  abandoned(jobId: string): void {
    this.change((jobs) => jobs.map((j) => (j.jobId === jobId ? { ...j, abandoned: true } : j)));
  }

  ended(jobId: string): void {
    this.change((jobs) => jobs.filter((j) => j.jobId !== jobId));
  }

  /** Resolves once every change so far is written. */
  flushed(): Promise<unknown> {
    return this.writing;
  }

  private change(edit: (jobs: PendingJob[]) => PendingJob[]): void {
    this.writing = this.writing
      .then(() => this.state.update(StateKeys.pendingJobs, edit(readPendingJobs(this.state))))
      .catch(() => undefined);
  }
}
