// The batch measurement's plan and figures, shared by the host test (connections.test.ts) and the
// bench that starts it (no vscode here).
/** Set by the bench: {"files":200,"parallel":8,"latencyMs":50,"out":"/tmp/x.json"}. */
export const BATCH_ENV = 'CONVERT_FILES_BENCH_BATCH';

export interface BatchPlan {
  files: number;
  parallel: number;
  latencyMs: number;
  out?: string;
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
  /** The bench only: the same batch through VS Code's own fetch. */
  hostFetch?: BatchFigures;
}
