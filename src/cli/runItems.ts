// Running planned items through the rules engine for `run`, `run --watch` and `convert`: the
// states read first, the cost stated on stderr, each outcome and the summary printed, the exit code.
import {
  conversionsFor,
  findOrphans,
  shardOfUnit,
  shardUnit,
  planRules,
  readStates,
  runRules,
  type FolderSettings,
  type PlanItem,
  type RulesFile,
  type RulesLocation,
  type RulesRunSummary,
  type ConversionRecord,
  type Orphan,
  type Shard,
} from '../conversion/rules';
import type { ConflictPolicy } from '../conversion/outputPlanner';
import { CannotStart, costLine, dryRunBatch, EXIT_FAILED, EXIT_INTERRUPTED, EXIT_OK, type CliIo, type Session } from './context';
import type { Reporter } from './report';

const planInput = (where: RulesLocation, file: RulesFile, folder: FolderSettings, io: CliIo) => ({
  workspaceFolder: where.workspaceFolder,
  file,
  filesExclude: folder.filesExclude,
  now: (io.now ?? (() => new Date()))(),
});

/** Every item of the rules file, or exit 2 naming what is wrong with it. */
export async function planAll(where: RulesLocation, file: RulesFile, folder: FolderSettings, io: CliIo): Promise<readonly PlanItem[]> {
  const plan = await planRules(planInput(where, file, folder, io));
  if (plan.problems.length > 0) {
    throw new CannotStart(plan.problems.join('\n'));
  }
  return plan.items;
}

/**
 * The results of gone sources (engine: orphans.ts) among what the arguments are about (`about`: a
 * rule, some files; `shard`: its share): a run moves them along with a renamed source or removes them.
 */
export async function orphansOf(
  opened: { readonly where: RulesLocation; readonly file: RulesFile; readonly folder: FolderSettings },
  io: CliIo,
  record: ConversionRecord,
  planned: readonly PlanItem[],
  about: (item: PlanItem) => boolean = () => true,
  shard?: Shard,
): Promise<Orphan[]> {
  const orphans = await findOrphans(planInput(opened.where, opened.file, opened.folder, io), record, planned, about);
  // A gone source's result is not planned, so not dealt: its shard is its hash's (one shard removes it).
  return shard ? orphans.filter((o) => shardOfUnit(shardUnit(o.item), shard.count) === shard.index) : orphans;
}

export interface RunPlan {
  readonly items: readonly PlanItem[];
  readonly workspaceFolder: string;
  readonly record: ConversionRecord;
  readonly policy: ConflictPolicy;
  readonly force: boolean;
  readonly dryRun: boolean;
  /** Why a file in the way is kept, when not the rules' wording. */
  readonly keptWhy?: (item: PlanItem) => string;
  /** Results of gone sources (orphansOf): moved along with a renamed source, else removed. */
  readonly orphans?: readonly Orphan[];
  /** The folder a source's Markdown page may embed files from (default the workspace folder). */
  readonly pageRoot?: (source: string) => string | undefined;
}

/** Runs items through the rules engine, printing each outcome and the summary; the exit code. */
export async function runItems(plan: RunPlan, session: Session, io: CliIo, reporter: Reporter): Promise<number> {
  return exitCode(await runAndReport(plan, session, io, reporter), io);
}

/** Runs items through the rules engine, printing each outcome and the summary. */
export async function runAndReport(plan: RunPlan, session: Session, io: CliIo, reporter: Reporter): Promise<RulesRunSummary> {
  const { items, workspaceFolder, record } = plan;
  // The cost is stated before anything is sent: one conversion per step of each result to convert.
  const states = await readStates({ workspaceFolder, items, record, force: plan.force, signal: io.signal, orphans: plan.orphans });
  // Never a question: "ask" skips the file and names it.
  const conflictPolicy = plan.policy === 'ask' ? 'skip' : plan.policy;
  const toConvert = items.filter(
    (item, i) =>
      conversionsFor(item, states[i]) > 0 && !(states[i]?.status === 'convert' && states[i].conflict && conflictPolicy === 'skip'),
  );
  if (toConvert.length > 0) {
    io.err(costLine(toConvert, plan.dryRun));
  }
  const summary = await runRules(
    {
      workspaceFolder,
      items,
      record,
      force: plan.force,
      dryRun: plan.dryRun,
      conflictPolicy,
      batch: session.service?.batch(io.signal) ?? dryRunBatch(io.signal),
      onEvent: (event) => reporter.event(event),
      signal: io.signal,
      ...(plan.keptWhy ? { keptWhy: plan.keptWhy } : {}),
      ...(plan.pageRoot ? { pageRoot: plan.pageRoot } : {}),
      ...(plan.orphans ? { orphans: plan.orphans, removeOrphans: true } : {}),
    },
    states,
  );
  reporter.runSummary(summary);
  return summary;
}

/** 130 after Ctrl+C, 1 when a file failed, else 0. */
export function exitCode(summary: RulesRunSummary, io: CliIo): number {
  if (summary.cancelled || io.signal.aborted) {
    return EXIT_INTERRUPTED;
  }
  return summary.failed > 0 ? EXIT_FAILED : EXIT_OK;
}
