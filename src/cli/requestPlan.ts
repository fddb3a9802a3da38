// A conversion asked for by name (conversion/adhoc), checked against the service's catalogue and
// planned: `convert-files convert` and the MCP server's convert tool refuse alike, each in its own
// words, before anything is sent.
import { planRequest, readySteps, requestWorkspaceFolder, type ConversionRequest, type ReadyStep } from '../conversion/adhoc';
import type { Catalogue } from '../service/catalogue';
import { refuseUnfit } from './context';
import { folderRenderer } from './markdown/deps';

/** How a front-end refuses a request. */
export interface RequestRefusal {
  /** Throws the front-end's error for `problems`; returns when there are none. */
  refuse(problems: readonly string[]): void;
  /** The rules engine's words for a rules file (`rule "convert": ` already gone) in the front-end's own. */
  readonly reword?: (problem: string) => string;
  /** The front-end's own check of the steps as they would be sent, before they are planned. */
  readonly steps?: (steps: readonly ReadyStep[]) => void;
}

/**
 * The plan of `request` once its steps are checked against `catalogue` as the options form checks
 * them (a Markdown PDF's options against the converter that prints it, by the settings of the
 * folder it is planned in), its plan has no problem and, for a pipeline, each step of each item
 * is a converter the service has (CannotStart). The problems before are for the caller's `refuse`.
 */
export async function checkedPlan(
  request: ConversionRequest,
  catalogue: Catalogue | undefined,
  refusal: RequestRefusal,
): Promise<Awaited<ReturnType<typeof planRequest>>> {
  const ready = await readySteps({ ...request, markdownRenderer: await folderRenderer(requestWorkspaceFolder(request)) }, catalogue);
  refusal.refuse(ready.problems);
  refusal.steps?.(ready.steps);
  const plan = await planRequest(request, ready.steps);
  const reword = refusal.reword ?? ((problem: string) => problem);
  refusal.refuse(plan.problems.map((p) => reword(p.replace(/^rule "convert":? /, ''))));
  if (request.pipeline !== undefined) {
    await refuseUnfit(plan.items, catalogue, plan.workspaceFolder);
  }
  return plan;
}
