// The shared vocabulary of targets (rules files, several formats at once, pipelines): a target is
// a non-empty chain of steps run on the service, and its result has the last step's format.
import type { ParameterMap } from '../service';

/** One conversion on the service; a preset is resolved to parameters before the engine sees it. */
export interface Step {
  readonly to: string;
  readonly parameters?: ParameterMap;
}

/** A non-empty list of steps; the result's format is the last step's `to`. */
export type Target = readonly [Step, ...Step[]];

/** The format of a target's result: its last step's. */
export function targetFormat(target: Target): string {
  return target[target.length - 1].to;
}

/** What converting one source to these targets costs: one conversion per step. */
export function stepCount(targets: readonly Target[]): number {
  return targets.reduce((n, t) => n + t.length, 0);
}
