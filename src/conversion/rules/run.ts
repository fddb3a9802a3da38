// Runs the items of a rules plan: decides each against the record, sends the out-of-date ones
// through the batch core (one placement, one tally, no second HTTP client), then records what
// was written. Every caller (command line, editor, tasks) reads the same events.
import { posix } from 'node:path';
import type { BatchDeps } from '../batch';
import type { BatchReport } from '../batchReport';
import { runJobs, type ChainSessionDeps } from '../chains';
import { nodeFiles } from '../nodeFiles';
import type { ConflictPolicy } from '../outputPlanner';
import type { ConversionJob, OutputSettings } from '../ports';
import { moveRenamed, removeOrphans, type OrphanRunOptions } from './orphanRun';
import { pairMoves } from './orphans';
import { itemState, type ItemState, type PlanItem } from './plan';
import { hashFile } from './record';
import type { BookInput } from './book';
import { splitName } from '../../service/convert';
import type { RuleEvent } from './runEvents';

export type { RuleEvent } from './runEvents';
export { SOURCE_GONE } from './runEvents';

export interface RulesRunSummary {
  readonly converted: number;
  readonly upToDate: number;
  readonly skipped: number;
  readonly failed: number;
  /** Results removed because their source is gone. */
  readonly removed: number;
  /** Results moved along with their renamed source (nothing sent). */
  readonly moved: number;
  readonly conversionsUsed: number;
  /** Some of conversionsUsed are assumed: the service did not say what those cost. */
  readonly costAssumed?: boolean;
  readonly cancelled: boolean;
}

export interface RulesRunOptions extends OrphanRunOptions {
  readonly force: boolean;
  /** For a file the rule did not write (or that was edited since); `ask` needs deps.conflicts to ask. */
  readonly conflictPolicy: ConflictPolicy;
  /** Everything the batch core needs except the files, which are the local disk; `chain` runs uploads and chains on the service. */
  readonly batch: Omit<BatchDeps<string>, 'files'> & { readonly chain: () => Promise<ChainSessionDeps<string>['chain']> };
  /** Told the batch's report when a batch ran (the editor updates its usage from it). */
  readonly onBatch?: (report: BatchReport<string>) => void;
  /** Why a file in the way is kept, when the caller words it (a conversion by name has no rule that wrote it). */
  readonly keptWhy?: (item: PlanItem) => string;
  /** The folder a source's Markdown page may embed files from (ConversionFiles.pageRoot); default the workspace folder. */
  readonly pageRoot?: (source: string) => string | undefined;
}

/** The states of the items, read before anything is sent (what a confirmation or a dry run states). */
export async function readStates(
  options: Pick<RulesRunOptions, 'workspaceFolder' | 'items' | 'record' | 'force' | 'signal' | 'orphans'>,
): Promise<ItemState[]> {
  const states: ItemState[] = [];
  for (const item of options.items) {
    if (options.signal?.aborted) {
      break;
    }
    states.push(
      await itemState(options.workspaceFolder, item, options.record, options.force).catch((err: unknown) => ({
        status: 'skip' as const,
        why: (err as Error).message,
      })),
    );
  }
  return options.orphans && options.orphans.length > 0 ? pairMoves(options.items, states, options.orphans) : states;
}

/** The conversions an item in this state costs: one per step; a move or anything else nothing. */
export function conversionsFor(item: PlanItem, state: ItemState | undefined): number {
  return state?.status === 'convert' && !state.moveFrom ? item.target.target.length : 0;
}

/** What a job was planned from: the item, the source's hash, a book's chapters with theirs. */
interface JobEntry {
  readonly item: PlanItem;
  readonly sourceHash: string;
  readonly inputs?: readonly BookInput[];
}

/** Runs the plan from the states read before (readStates); the record is saved at the end, also after a failure or a cancel. */
export async function runRules(options: RulesRunOptions, known: readonly ItemState[]): Promise<RulesRunSummary> {
  const { workspaceFolder, items, onEvent } = options;
  const jobs: ConversionJob<string>[] = [];
  const byJob = new Map<ConversionJob<string>, JobEntry>();
  let upToDate = 0;
  let skipped = 0;
  const moved = await moveRenamed(options, known);
  const removed = await removeOrphans(options, known);
  items.forEach((item, i) => {
    if (moved.has(i)) {
      return;
    }
    const state = known[i];
    if (state === undefined) {
      onEvent({ kind: 'cancelled', item });
      return;
    }
    if (state.status === 'upToDate') {
      upToDate += 1;
      onEvent({ kind: 'upToDate', item });
    } else if (state.status === 'skip') {
      skipped += 1;
      onEvent({ kind: 'skipped', item, why: state.why });
    } else if (state.conflict && options.conflictPolicy === 'skip') {
      skipped += 1;
      onEvent({
        kind: 'skipped',
        item,
        why:
          options.keptWhy?.(item) ??
          `${item.result} exists and this rule did not write it (or it was edited since); the conflict policy keeps it`,
      });
    } else if (options.dryRun) {
      onEvent({ kind: 'wouldConvert', item, why: state.why });
    } else {
      const settings: OutputSettings = {
        outputDirectory: posix.join(workspaceFolder, item.folder),
        conflictPolicy: state.replace ? 'overwrite' : options.conflictPolicy,
        openAfterConvert: 'never',
        revealInExplorer: false,
      };
      const last = item.target.target[item.target.target.length - 1];
      const job: ConversionJob<string> = {
        source: posix.join(workspaceFolder, item.source),
        sourceFormat: item.sourceFormat,
        targetFormat: item.target.format,
        parameters: last.parameters,
        ...(item.rule.markdown ? { markdown: item.rule.markdown } : {}),
        ...(item.book
          ? { book: { chapters: item.book.chapters.map((c) => posix.join(workspaceFolder, c)), title: splitName(item.fileName).stem } }
          : {}),
        resultName: item.multiFile ? undefined : state.replaceAt ? posix.basename(state.replaceAt) : item.fileName,
        outputSettings: settings,
        // A chain runs on the service, one step after another; a single step is the plain conversion.
        ...(item.target.target.length > 1 ? { steps: item.target.target } : {}),
        ...(item.rule.fileParameters ? { fileParameters: item.rule.fileParameters } : {}),
        // A pipeline may ask to save what its steps made beside the result.
        // They keep the conflict policy when the result is replaced in place: only the rule's own earlier files are replaced.
        ...(item.target.keepIntermediates
          ? {
              keepIntermediates: true,
              intermediates: {
                conflictPolicy: options.conflictPolicy,
                replaceable: (state.own ?? []).map((path) => posix.join(workspaceFolder, path)),
              },
            }
          : {}),
      };
      jobs.push(job);
      byJob.set(job, { item, sourceHash: state.sourceHash, inputs: state.inputs });
    }
  });
  let report: BatchReport<string> | undefined;
  if (jobs.length > 0 && !options.signal?.aborted) {
    const files = nodeFiles(
      { outputDirectory: '', conflictPolicy: options.conflictPolicy, openAfterConvert: 'never', revealInExplorer: false },
      workspaceFolder,
      options.pageRoot,
    );
    try {
      report = await runJobs({ ...options.batch, files }, jobs);
      options.onBatch?.(report);
    } finally {
      if (report) {
        await recordOutcomes(options, report, byJob);
      }
    }
  }
  const counted = report
    ? countOutcomes(workspaceFolder, report, byJob, onEvent)
    : { converted: 0, skipped: 0, failed: 0, notRun: jobs.length };
  if (!report) {
    for (const job of jobs) {
      onEvent({ kind: 'cancelled', item: byJob.get(job)!.item });
    }
  }
  await options.record.save();
  return {
    converted: counted.converted,
    upToDate,
    skipped: skipped + counted.skipped,
    failed: counted.failed,
    removed,
    moved: moved.size,
    conversionsUsed: report?.summary.conversionsUsed ?? 0,
    ...(report?.summary.costAssumed ? { costAssumed: true } : {}),
    cancelled: report?.summary.cancelled ?? options.signal?.aborted === true,
  };
}

/** Records each result written: the source's hash as it was planned, the definition's, each file's. */
async function recordOutcomes(
  options: RulesRunOptions,
  report: BatchReport<string>,
  byJob: ReadonlyMap<ConversionJob<string>, JobEntry>,
): Promise<void> {
  for (const outcome of report.outcomes) {
    const entry = byJob.get(outcome.job);
    if (outcome.status !== 'converted' || !entry) {
      continue;
    }
    const files = await Promise.all(
      outcome.files.map(async (path) => ({ path: posix.relative(options.workspaceFolder, path), hash: await hashFile(path) })),
    );
    options.record.set({
      source: entry.item.source,
      result: entry.item.result,
      sourceHash: entry.sourceHash,
      definitionHash: entry.item.target.definitionHash,
      files,
      ...(entry.inputs ? { inputs: entry.inputs } : {}),
    });
  }
}

function countOutcomes(
  workspaceFolder: string,
  report: BatchReport<string>,
  byJob: ReadonlyMap<ConversionJob<string>, JobEntry>,
  onEvent: (event: RuleEvent) => void,
): { converted: number; skipped: number; failed: number } {
  const counts = { converted: 0, skipped: 0, failed: 0 };
  const seen = new Set<ConversionJob<string>>();
  for (const outcome of report.outcomes) {
    const entry = byJob.get(outcome.job);
    if (!entry) {
      continue;
    }
    seen.add(outcome.job);
    const item = entry.item;
    switch (outcome.status) {
      case 'converted':
        counts.converted += 1;
        onEvent({ kind: 'converted', item, written: outcome.files.map((f) => posix.relative(workspaceFolder, f)) });
        break;
      case 'skipped':
        counts.skipped += 1;
        onEvent({
          kind: 'skipped',
          item,
          why: outcome.alreadyTarget ? `already a ${item.sourceFormat} file` : `${outcome.name} exists; the conflict policy keeps it`,
        });
        break;
      case 'failed':
        counts.failed += 1;
        onEvent({ kind: 'failed', item, error: outcome.error });
        break;
      default:
        onEvent({ kind: 'cancelled', item });
    }
  }
  for (const [job, { item }] of byJob) {
    if (!seen.has(job)) {
      // Not started: the batch stopped (an error every file would meet, too few conversions left, a cancel).
      if (report.summary.cancelled) {
        onEvent({ kind: 'cancelled', item });
      } else {
        counts.failed += 1;
        onEvent({
          kind: 'failed',
          item,
          error: report.refusal
            ? new Error(`too few conversions left (${report.refusal.left} of ${report.refusal.needed} needed)`)
            : (report.stopError ?? report.unexpected?.error ?? new Error('not sent')),
        });
      }
    }
  }
  return counts;
}
