// Which step of a chain a failure happened in, and where a Try Again may resume: carried on the
// error itself (as the conversions charged are), so every layer that classifies errors keeps
// working unchanged and the messages can name the step.
import type { StoredFile } from '../../service/chain';

/** Where a chain can go on: the step to run next (0-based) and its input, still on the service. */
export interface ResumePoint {
  readonly step: number;
  readonly input: StoredFile;
  /** The input's format (what the steps before made). */
  readonly sourceFormat: string;
}

export interface StepFailure {
  /** 1-based, for people. */
  readonly step: number;
  readonly of: number;
  readonly to: string;
  /** For a step that prepares one of several inputs (a merge's): that input's name. */
  readonly input?: string;
  readonly resume?: ResumePoint;
}

const KEY = 'chainStep';

/** Records on `err` the step it ended; returns `err`. Only for chains of more than one step. */
export function markStep<E>(err: E, failure: StepFailure): E {
  if (failure.of > 1 && err && typeof err === 'object') {
    (err as Record<string, unknown>)[KEY] = failure;
  }
  return err;
}

/** The step a chain's failure happened in, when it was one of several. */
export function stepFailureOf(err: unknown): StepFailure | undefined {
  const found = err && typeof err === 'object' ? (err as Record<string, unknown>)[KEY] : undefined;
  return found && typeof found === 'object' ? (found as StepFailure) : undefined;
}
