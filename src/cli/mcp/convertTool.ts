// `convert`: files of the root converted beside themselves on the command line's engine (the
// request checked and planned as `convert-files convert` does, conversion/adhoc; the rules
// runner, conversion/rules/runner.ts: the batch core, one upload per source), after those checks and
// the cost limit, before anything is sent. Nothing is overwritten unless asked.
import { posix } from 'node:path';
import { requestProblems } from '../../conversion/adhoc';
import {
  ConversionRecord,
  errorText,
  oneLine,
  runPlanned,
  type PlanItem,
  type RuleEvent,
  type RulesRunSummary,
} from '../../conversion/rules';
import { stepFailureOf } from '../../conversion/chains';
import { sourceFormatOf } from '../../service/catalogue';
import { checkedPlan } from '../requestPlan';
import type { McpContext } from './mcpContext';
import { readConvertRequest } from './convertRequest';
import { shownFromRoot } from './rootFiles';
import { leftOutWhy, ToolInputError } from '../../conversion/tools/toolInput';

/** What happened to one source and target. */
interface FileOutcome {
  readonly source: string;
  readonly target: string;
  readonly status: 'converted' | 'skipped' | 'failed' | 'notStarted';
  readonly results?: readonly string[];
  readonly reason?: string;
}

function steps(item: PlanItem): string {
  return item.target.target.map((s) => s.to).join(' → ');
}

/** The cost limit as the agent reads it: the figure, the limit and that nothing was sent. */
export function overLimit(cost: number, limit: number): string {
  return `This call would cost ${cost} conversions, above the limit of ${limit} per call (--max-conversions); nothing was sent. Convert fewer files (or fewer steps) per call.`;
}

export async function convertTool(context: McpContext, input: unknown, signal: AbortSignal): Promise<object> {
  const now = new Date((context.options.now ?? Date.now)());
  const { request: asked, onConflict, onlyFrom } = await readConvertRequest(context.root, input, now);
  const outcomes: FileOutcome[] = [];
  const shown = (absolute: string) => shownFromRoot(context.root, absolute);
  // A preset made for one source format leaves the others out, as the editor's Convert with a preset does;
  // a file already of the target's format is named, not planned (its result would be itself).
  const single = asked.steps.length === 1 ? asked.steps[0]!.to : undefined;
  const leftOut = (path: string): string | undefined => leftOutWhy(sourceFormatOf(path), single, onlyFrom);
  for (const source of asked.sources) {
    const why = leftOut(source.path);
    if (why) {
      outcomes.push({ source: shown(source.path), target: single ?? '', status: 'skipped', reason: why });
    }
  }
  const request = { ...asked, sources: asked.sources.filter((s) => leftOut(s.path) === undefined) };
  // The command line's checks, before anything is sent: formats, presets, pipelines, then each step
  // a converter the service has and each option one it takes, as the options form checks them.
  const refused = (problems: readonly string[]): void => {
    if (problems.length > 0) {
      throw new ToolInputError(problems.join('; '));
    }
  };
  refused(requestProblems(request));
  if (request.sources.length === 0) {
    return summaryOf(outcomes, undefined);
  }
  const catalogue = await context.currentCatalogue(signal);
  const plan = await checkedPlan(request, catalogue, {
    refuse: refused,
    steps: (ready) => {
      if (ready.some((step) => Object.keys(step.files).length > 0)) {
        // A file option (from the agent, or a preset of the root's files) could send a file from anywhere.
        throw new ToolInputError('This server sends no file options (such as a file to compare with); leave them out.');
      }
    },
  });
  const workspaceFolder = plan.workspaceFolder;
  let conflicts: ReadonlySet<PlanItem> = new Set();
  // The plan's paths are relative to the folder holding the files; the answers', to the root.
  const fromPlan = (path: string) => shown(posix.join(workspaceFolder, path));
  const onEvent = (event: RuleEvent): void => {
    const base = { source: fromPlan(event.item.source), target: steps(event.item) };
    switch (event.kind) {
      case 'converted':
        outcomes.push({ ...base, status: 'converted', results: event.written.map(fromPlan) });
        break;
      case 'skipped': {
        // The rules engine words a kept file for a rule; here it was the call's onConflict.
        const kept = conflicts.has(event.item) && onConflict === 'skip';
        const reason = kept ? `${fromPlan(event.item.result)} exists; onConflict "skip" keeps it (use "rename" or "overwrite")` : event.why;
        outcomes.push({ ...base, status: 'skipped', reason: context.scrub(reason) });
        break;
      }
      case 'failed': {
        const step = stepFailureOf(event.error);
        const where = step ? `step ${step.step} of ${step.of} (${step.to}): ` : '';
        outcomes.push({ ...base, status: 'failed', reason: `${where}${oneLine(errorText(event.error), (t) => context.scrub(t))}` });
        break;
      }
      case 'cancelled':
        outcomes.push({ ...base, status: 'notStarted', reason: 'cancelled' });
        break;
      default:
        break;
    }
  };
  const summary = await runPlanned({
    workspaceFolder,
    items: plan.items,
    record: ConversionRecord.unsaved(),
    conflictPolicy: onConflict,
    batch: context.conversions().batch(signal),
    onEvent,
    signal,
    beforeSending: ({ states, conversions }) => {
      if (conversions > context.options.maxConversions) {
        throw new ToolInputError(overLimit(conversions, context.options.maxConversions));
      }
      conflicts = new Set(plan.items.filter((_, i) => states[i]?.status === 'convert' && states[i].conflict));
      return true;
    },
  });
  return summaryOf(outcomes, summary);
}

/** The answer: the counts, the results' paths, and each file's outcome. */
function summaryOf(outcomes: readonly FileOutcome[], summary: RulesRunSummary | undefined): object {
  return {
    converted: summary?.converted ?? 0,
    skipped: outcomes.filter((o) => o.status === 'skipped').length,
    failed: summary?.failed ?? 0,
    conversionsUsed: summary?.conversionsUsed ?? 0,
    ...(summary?.costAssumed ? { conversionsUsedIsEstimate: true } : {}),
    results: outcomes.flatMap((o) => o.results ?? []),
    files: outcomes,
  };
}
