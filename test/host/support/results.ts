// The results file the host suite writes and the launchers read (one JSON document).

/** Environment variable with the path of the results file; set by the launcher. */
export const RESULTS_ENV = 'CONVERT_FILES_HOST_RESULTS';

export interface TestResult {
  fullTitle: string;
  state: 'passed' | 'failed' | 'pending';
  durationMs: number;
  error?: string;
}

export interface SuiteResults {
  /** 'running' is written when the suite starts, so a launcher can tell "host never started". */
  status: 'running' | 'done';
  vscodeVersion: string;
  passed: number;
  failed: number;
  pending: number;
  tests: TestResult[];
}
