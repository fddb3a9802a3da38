// The entries of the workspace's job journal (jobJournal.ts), read tolerantly, and what the resume
// at start-up (resumeJobs.ts) does with each. Pure, so that a damaged or edited workspaceState is
// tested without VS Code: it must not send results outside the workspace, nor leave a job's stored
// copy on the server.
import { validateFormat } from '../service/catalogue';

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

function wellFormed(e: unknown): e is PendingJob {
  if (typeof e !== 'object' || e === null) {
    return false;
  }
  const j = e as Record<string, unknown>;
  return (
    typeof j.jobId === 'string' &&
    JOB_ID.test(j.jobId) &&
    typeof j.startedAt === 'number' &&
    Number.isFinite(j.startedAt) &&
    typeof j.timeoutSeconds === 'number' &&
    Number.isFinite(j.timeoutSeconds) &&
    typeof j.source === 'string' &&
    typeof j.sourceFormat === 'string' &&
    validateFormat(j.sourceFormat) === undefined &&
    typeof j.targetFormat === 'string' &&
    validateFormat(j.targetFormat) === undefined
  );
}

/** The well-formed entries of the stored value (anything else, an older or edited state, counts as nothing). */
export function pendingJobsFrom(raw: unknown): PendingJob[] {
  return (Array.isArray(raw) ? raw : []).filter(wellFormed);
}

/** What the resume does with the entries. */
export interface ResumePlan {
  /** Older than the service keeps results, or started in the future (an edited clock): forgotten. */
  readonly expired: PendingJob[];
  /** Followed to their end and what they stored deleted, never placed: cancelled before the reload, or a source outside the workspace. */
  readonly followOnly: PendingJob[];
  /** Fetched and placed where a conversion of their source goes. */
  readonly place: PendingJob[];
}

/** Sorts the entries; `inWorkspace` says whether a source URI lies in one of the workspace's folders. */
export function resumePlan(jobs: readonly PendingJob[], now: number, inWorkspace: (source: string) => boolean): ResumePlan {
  const plan: ResumePlan = { expired: [], followOnly: [], place: [] };
  for (const job of jobs) {
    if (now - job.startedAt > JOB_RESULTS_KEPT_MS || job.startedAt > now + 60_000) {
      plan.expired.push(job);
    } else if (job.abandoned === true || !inWorkspace(job.source)) {
      plan.followOnly.push(job);
    } else {
      plan.place.push(job);
    }
  }
  return plan;
}

/**
 * The jobs the resume meant to place that no conversion took up (the journal still has them, not
 * cancelled): skipped because the target exists, a source gone, the batch stopped before their
 * turn. They were charged and their results are stored: followed to their end and deleted.
 */
export function untouched(meant: readonly PendingJob[], journalAfter: readonly PendingJob[]): PendingJob[] {
  return meant.filter((job) => journalAfter.some((left) => left.jobId === job.jobId && left.abandoned !== true));
}
