// Which failures of a batch may go away when the same files are sent again, and which jobs
// "Try Again" sends: only what did not convert, with the jobs as they were (parameters, presets,
// chosen result names), never a file that was converted or skipped.
import { classifyError } from '../service/errors';
import type { BatchReport } from './batchReport';
import type { ConversionJob } from './ports';
import { stepFailureOf } from './chains/stepFailure';

/**
 * True when the same request may succeed later: the network (but not a wrong address, proxy or
 * certificate, which only a changed setting fixes), a busy service (429, 502, 503, 504), a
 * timeout, and a conversion that failed on the service's side (5000, a 500 without a code).
 */
export function canTryAgain(err: unknown): boolean {
  const failure = classifyError(err);
  switch (failure?.kind) {
    case 'network':
      return !['dns', 'tls', 'proxy'].includes(failure.reason);
    case 'service':
      // 5003 (password) and 5001 (converter error on this very file) give the same answer again.
      return (
        [429, 502, 503, 504].includes(failure.status ?? 0) ||
        failure.code === 5000 ||
        (failure.status === 500 && failure.code === undefined)
      );
    default:
      return false;
  }
}

/**
 * The jobs Try Again sends: the failed ones whose failure may pass, and, when the batch stopped
 * on such a failure (a refused connection), the ones it never started. Empty: no Try Again (also
 * when the batch sent inputs that lived only for its run).
 */
export function jobsToTryAgain<R>(report: Pick<BatchReport<R>, 'jobs' | 'outcomes' | 'stopError' | 'summary'>): ConversionJob<R>[] {
  // A button clicked after the temporary inputs are gone would only fail on a file the person never chose.
  if (report.summary.cancelled || report.jobs.some((job) => job.temporaryInputs)) {
    return [];
  }
  // A chain that failed at a later step goes on from that step's stored input (while it lives there).
  const again = new Map(
    report.outcomes.flatMap((o) =>
      o.status === 'failed' && canTryAgain(o.error) ? [[o.job, resumed(o.job, stepFailureOf(o.error)?.resume)] as const] : [],
    ),
  );
  if (report.stopError === undefined || !canTryAgain(report.stopError)) {
    return [...again.values()];
  }
  const done = new Set(report.outcomes.map((o) => o.job));
  return report.jobs.flatMap((job) => {
    const retried = again.get(job);
    return retried ? [retried] : !done.has(job) && job.sourceFormat !== job.targetFormat ? [job] : [];
  });
}

function resumed<R>(job: ConversionJob<R>, resumeAt: ConversionJob<R>['resumeAt']): ConversionJob<R> {
  return resumeAt ? { ...job, resumeAt } : job;
}
