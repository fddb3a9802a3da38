// The connections test's plan and figures (no vscode here).
/** {"files":200,"parallel":8,"latencyMs":50}: a larger batch than the test's own 24 files. */
export const BATCH_ENV = 'CONVERT_FILES_BENCH_BATCH';

export interface BatchPlan {
  files: number;
  parallel: number;
  latencyMs: number;
}

/** What the bench reads back. */
export interface BatchFigures {
  files: number;
  parallel: number;
  latencyMs: number;
  wallMs: number;
  /** CPU of the whole extension host process during the batch (user + system). */
  cpuMs: number;
  requests: number;
  connections: number;
}
