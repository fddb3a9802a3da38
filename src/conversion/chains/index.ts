// Chains and shared uploads for any caller of the batch core (the command line, the rules):
// one ChainSession per batch, closed when the batch is over.
import { runBatch, type BatchDeps } from '../batch';
import type { BatchReport } from '../batchReport';
import type { ConversionJob } from '../ports';
import { ChainSession, type ChainSessionDeps } from './session';

export { ChainSession, ChainShapeError, type ChainSessionDeps } from './session';
export { chainLabel, chainResultFormat, jobCost, stepsOf, type Step, type Target } from './steps';
export { stepFailureOf, type ResumePoint, type StepFailure } from './stepFailure';

/**
 * Runs `jobs` as one batch through a ChainSession: sources with several jobs are uploaded once,
 * chains run on the service, and every file stored there is deleted before this returns (at
 * once, without waiting, after a cancel). For callers that offer no Try Again.
 */
export async function runJobs<R>(
  deps: BatchDeps<R> & { readonly chain: () => Promise<ChainSessionDeps<R>['chain']> },
  jobs: readonly ConversionJob<R>[],
): Promise<BatchReport<R>> {
  let session: ChainSession<R> | undefined;
  let cancelled = true;
  try {
    const report = await runBatch(
      {
        ...deps,
        client: async () => {
          const plain = await deps.client();
          session = new ChainSession(
            { chain: await deps.chain(), key: (r) => deps.files.path(r), log: deps.log, markdownPages: deps.markdown !== undefined },
            jobs,
          );
          return session.client(plain);
        },
      },
      jobs,
    );
    cancelled = report.summary.cancelled;
    return report;
  } finally {
    await session?.close(cancelled);
  }
}
