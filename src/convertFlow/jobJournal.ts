// The async jobs of this workspace that are under way, kept in workspaceState so that a window
// reload can fetch their results (resumeJobs.ts). Only what placing a result needs is kept: the
// job's id and clock, the source file, its format and the target; never the conversion's
// parameters (a password may be among them).
import * as vscode from 'vscode';
import { StateKeys } from '../constants';
import type { ConversionJob, JobJournal } from '../conversion/ports';
import type { JobEvent } from '../service/convert';

/** One job under way, as written down. */
export interface PendingJob {
  readonly jobId: string;
  readonly startedAt: number;
  readonly timeoutSeconds: number;
  /** The source file's URI (its results go where a conversion of it goes). */
  readonly source: string;
  readonly sourceFormat: string;
  readonly targetFormat: string;
  /** The wait was cancelled: only what the job stored is deleted once it ends; nothing is placed. */
  readonly abandoned?: boolean;
}

/** The service keeps a job's results this long; an older entry has nothing left to fetch. */
export const JOB_RESULTS_KEPT_MS = 3 * 60 * 60_000;

const JOB_ID = /^[a-z0-9]{32}$/;

/** The entries written down, well-formed ones only. */
export function readPendingJobs(state: vscode.Memento): PendingJob[] {
  const raw = state.get<unknown>(StateKeys.pendingJobs);
  return (Array.isArray(raw) ? raw : []).filter(
    (e): e is PendingJob =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as PendingJob).jobId === 'string' &&
      JOB_ID.test((e as PendingJob).jobId) &&
      typeof (e as PendingJob).startedAt === 'number' &&
      typeof (e as PendingJob).timeoutSeconds === 'number' &&
      typeof (e as PendingJob).source === 'string' &&
      typeof (e as PendingJob).sourceFormat === 'string' &&
      typeof (e as PendingJob).targetFormat === 'string',
  );
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
