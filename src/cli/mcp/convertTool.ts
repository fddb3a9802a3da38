// `convert`: files of the root converted beside themselves on the command line's engine (the rules
// engine's plan, states and run, the batch core, one upload per source), after the checks a rules
// run makes and the cost limit, before anything is sent. Nothing is overwritten unless asked.
import {
  catalogueProblems,
  ConversionRecord,
  planRules,
  readStates,
  runRules,
  type PlanItem,
  type RuleEvent,
} from '../../conversion/rules';
import { stepFailureOf } from '../../conversion/chains';
import { sourceFormatOf } from '../../service/catalogue';
import { errorText, oneLine } from '../lines';
import type { McpContext } from './mcpContext';
import { readConvertRequest } from './convertRequest';
import { rootFile } from './rootFiles';
import { ToolInputError } from './toolInput';

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
  const request = await readConvertRequest(context.root, input);
  const sources: string[] = [];
  for (const [i, value] of request.files.entries()) {
    const file = await rootFile(context.root, value, `files[${i}]`);
    if (!sources.includes(file.relative)) {
      sources.push(file.relative);
    }
  }
  const outcomes: FileOutcome[] = [];
  // A preset made for one source format leaves the others out, as the editor's Convert with a preset does.
  const usable = request.onlyFrom ? sources.filter((s) => sourceFormatOf(s) === request.onlyFrom) : sources;
  for (const source of sources.filter((s) => !usable.includes(s))) {
    outcomes.push({ source, target: '', status: 'skipped', reason: `the preset is for ${request.onlyFrom} files` });
  }
  // A file already of the target's format is named, not planned (its result would be itself).
  const format = request.rule.targets[0]?.kind === 'format' ? request.rule.targets[0].to : undefined;
  const same = (s: string) => format !== undefined && sourceFormatOf(s) === format;
  for (const source of usable.filter(same)) {
    outcomes.push({ source, target: format!, status: 'skipped', reason: `already a ${format} file` });
  }
  const plan = await planRules({
    workspaceFolder: context.root,
    file: request.file,
    presets: request.presets,
    pipelines: request.pipelines,
    now: new Date((context.options.now ?? Date.now)()),
    sources: new Map([[request.rule, usable.filter((s) => !same(s))]]),
  });
  if (plan.problems.length > 0) {
    throw new ToolInputError(plan.problems.map((p) => p.replace(/^rule "convert":? /, '')).join('; '));
  }
  const planned = new Set(plan.items.map((i) => i.source));
  for (const source of usable.filter((s) => !planned.has(s) && !same(s))) {
    const reason =
      sourceFormatOf(source) === undefined ? 'no extension, so its format is unknown' : 'it is the result of another file of this call';
    outcomes.push({ source, target: '', status: 'skipped', reason });
  }
  // The checks of a rules run, before anything is sent: each step a converter the service has, its parameters fitting.
  const unfit = catalogueProblems(plan.items, await context.currentCatalogue(signal));
  if (unfit.length > 0) {
    throw new ToolInputError(unfit.map((p) => p.replace(/^rule "convert": /, '')).join('; '));
  }
  const record = ConversionRecord.unsaved();
  const states = await readStates({ workspaceFolder: context.root, items: plan.items, record, force: false, signal });
  const cost = plan.items.reduce((sum, item, i) => {
    const state = states[i];
    const sent = state?.status === 'convert' && !(state.conflict && request.onConflict === 'skip');
    return sum + (sent ? item.target.target.length : 0);
  }, 0);
  if (cost > context.options.maxConversions) {
    throw new ToolInputError(overLimit(cost, context.options.maxConversions));
  }
  const conflicts = new Set(plan.items.filter((_, i) => states[i]?.status === 'convert' && states[i].conflict));
  const onEvent = (event: RuleEvent): void => {
    const base = { source: event.item.source, target: steps(event.item) };
    switch (event.kind) {
      case 'converted':
        outcomes.push({ ...base, status: 'converted', results: event.written });
        break;
      case 'skipped': {
        // The rules engine words a kept file for a rule; here it was the call's onConflict.
        const kept = conflicts.has(event.item) && request.onConflict === 'skip';
        const reason = kept ? `${event.item.result} exists; onConflict "skip" keeps it (use "rename" or "overwrite")` : event.why;
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
  const summary = await runRules(
    {
      workspaceFolder: context.root,
      items: plan.items,
      record,
      force: false,
      dryRun: false,
      conflictPolicy: request.onConflict,
      batch: context.conversions().batch(signal),
      onEvent,
      signal,
    },
    states,
  );
  return {
    converted: summary.converted,
    skipped: outcomes.filter((o) => o.status === 'skipped').length,
    failed: summary.failed,
    conversionsUsed: summary.conversionsUsed,
    ...(summary.costAssumed ? { conversionsUsedIsEstimate: true } : {}),
    results: outcomes.flatMap((o) => o.results ?? []),
    files: outcomes,
  };
}
