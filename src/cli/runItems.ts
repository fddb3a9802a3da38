// The command line's side of the one rules runner (conversion/rules/runner.ts) for `run`,
// `run --watch`, `check` and `convert`: the rules file planned with the folder's settings, and a
// run that states its cost on stderr before anything is sent, prints each outcome and the summary,
// and ends with the exit code.
import {
  planRules,
  runPlanned,
  type FolderSettings,
  type PlanInput,
  type PlanItem,
  type RulesFile,
  type RulesLocation,
  type RulesRun,
  type RulesRunSummary,
  type RunAhead,
} from '../conversion/rules';
import type { ConflictPolicy } from '../conversion/outputPlanner';
import { CannotStart, costLine, EXIT_FAILED, EXIT_INTERRUPTED, EXIT_OK, type CliIo, type Session } from './context';
import { cliBatch } from './environment';
import type { Reporter } from './report';

/** Every item of the rules file and what they were planned from, or exit 2 naming what is wrong with it. */
export async function planAll(
  where: RulesLocation,
  file: RulesFile,
  folder: FolderSettings,
  io: CliIo,
): Promise<{ readonly items: readonly PlanItem[]; readonly input: PlanInput }> {
  const input = { workspaceFolder: where.workspaceFolder, file, filesExclude: folder.filesExclude, now: (io.now ?? (() => new Date()))() };
  const plan = await planRules(input);
  if (plan.problems.length > 0) {
    throw new CannotStart(plan.problems.join('\n'));
  }
  return { items: plan.items, input };
}

export interface RunPlan extends Pick<
  RulesRun,
  'workspaceFolder' | 'items' | 'record' | 'force' | 'dryRun' | 'keptWhy' | 'pageRoot' | 'gone'
> {
  /** The folder's or the flag's; "ask" keeps a file in the way and names it (nobody is asked). */
  readonly policy: ConflictPolicy;
  /** Asked before the cost is stated (the hourly cap of `run --watch`): false, and nothing is sent. */
  readonly mayRun?: (ahead: RunAhead) => boolean;
}

/** Runs items, printing each outcome and the summary; the exit code. */
export async function runItems(plan: RunPlan, session: Session, io: CliIo, reporter: Reporter): Promise<number> {
  const summary = await runAndReport(plan, session, io, reporter);
  return summary ? exitCode(summary, io) : EXIT_OK;
}

/** Runs items, printing each outcome and the summary; undefined when `mayRun` stopped it. */
export async function runAndReport(plan: RunPlan, session: Session, io: CliIo, reporter: Reporter): Promise<RulesRunSummary | undefined> {
  // A dry run sends nothing: the batch is never reached, and its client would refuse if it were.
  const refuse = () => Promise.reject(new Error('a dry run sends nothing'));
  const summary = await runPlanned({
    ...plan,
    // Never a question: "ask" skips the file and names it.
    conflictPolicy: plan.policy === 'ask' ? 'skip' : plan.policy,
    batch: session.service?.batch(io.signal) ?? cliBatch(io.signal, 1, { client: refuse, chain: refuse }),
    onEvent: (event) => reporter.event(event),
    signal: io.signal,
    beforeSending: (ahead) => {
      if (plan.mayRun && !plan.mayRun(ahead)) {
        return false;
      }
      // The cost is stated before anything is sent: one conversion per step of each result to convert.
      if (ahead.sent.length > 0) {
        io.err(costLine(ahead.sent, plan.dryRun ?? false));
      }
      return true;
    },
  });
  if (summary) {
    reporter.runSummary(summary);
  }
  return summary;
}

/** 130 after Ctrl+C, 1 when a file failed, else 0. */
function exitCode(summary: RulesRunSummary, io: CliIo): number {
  if (summary.cancelled || io.signal.aborted) {
    return EXIT_INTERRUPTED;
  }
  return summary.failed > 0 ? EXIT_FAILED : EXIT_OK;
}
