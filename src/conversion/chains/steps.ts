// The vocabulary of chains, shared by the editor, the rules file and the command line: a step is
// one conversion on the service; a target is a non-empty list of steps whose result has the last
// step's format. Pure.
import { isOperationTarget } from '../../service/convert';
import { normalizeFormat, type ParameterMap } from '../../service/catalogue';

/** One conversion of a chain (a preset is resolved to parameters before the engine sees it). */
export interface Step {
  readonly to: string;
  readonly parameters?: ParameterMap;
}

/** A non-empty list of steps; the result has the last step's format. */
export type Target = readonly Step[];

/** What a job converts: its chain when it has one, else the one step its target and parameters make. */
export function stepsOf(job: { readonly targetFormat: string; readonly parameters?: ParameterMap; readonly steps?: Target }): Target {
  return job.steps && job.steps.length > 0 ? job.steps : [{ to: job.targetFormat, parameters: job.parameters }];
}

/** Conversions a job costs when every step succeeds: one per step, and one per input a merge converts first. */
export function jobCost(job: { readonly steps?: Target; readonly prepareInputs?: { readonly count: number } }): number {
  return (job.steps && job.steps.length > 0 ? job.steps.length : 1) + (job.prepareInputs?.count ?? 0);
}

/**
 * The file type a chain ends with: each step's format, except an operation on the file
 * (compress, watermark, …), which keeps the type it was given: docx → pdf → compress is a PDF.
 */
export function chainResultFormat(sourceFormat: string, steps: Target): string {
  return steps.reduce((format, step) => (isOperationTarget(step.to) ? format : normalizeFormat(step.to)), normalizeFormat(sourceFormat));
}

/** The format a step's input has: the source's for the first, else what the steps before it made. */
export function inputFormatOf(sourceFormat: string, steps: Target, index: number): string {
  return chainResultFormat(sourceFormat, steps.slice(0, index));
}

/** "docx → pdf → compress", for the log and the messages. */
export function chainLabel(sourceFormat: string, steps: Target): string {
  return [sourceFormat, ...steps.map((s) => s.to)].join(' → ');
}
