// One automatic run of a workspace folder's rules: the rules with the trigger that fired, limited
// to the files that changed; what is up to date sends nothing; the hourly cap and the account's
// conversions are checked before anything is sent; no question, no notification, no result opened.
import * as vscode from 'vscode';
import { readMaxAutomaticConversionsPerHour, readOutputSettings } from '../../../configuration';
import { currentCatalogue } from '../../../convertFlow/catalogue';
import { batchProgress } from '../../../convertFlow/batchUi';
import { automaticConflictPolicy, type HourlyCap, type TriggerBatch } from '../../../conversion/automation';
import type { ConflictPrompt } from '../../../conversion/ports';
import type { QuotaRefusal } from '../../../conversion/quotaCheck';
import {
  catalogueProblems,
  conversionsFor,
  ConversionRecord,
  findOrphans,
  locateRules,
  planRules,
  readStates,
  runRules,
  slashed,
  type ItemState,
  type Orphan,
  type PlanItem,
  type RuleEvent,
  type RulesFile,
  type RulesLocation,
  type RulesRunSummary,
} from '../../../conversion/rules';
import type { ExtensionServices } from '../../../extensionServices';
import { automaticRunTitle } from '../../../messages/automation';
import { ChainClient } from '../../../service/chain';
import { editorMarkdownDeps } from '../../../markdownPdf/deps';
import { readMarkdownSettings } from '../../../markdownPdf/settings';
import { classifyError } from '../../../service/errors';
import type { ProgressUi } from '../../../ui/progress';
import { folderPlanSettings } from '../rulesPlan';

/** What an automatic run found or did, for the controller to act on. */
export interface AutoRunResult {
  readonly summary?: RulesRunSummary;
  /** Configuration problems: nothing ran. */
  readonly problems?: readonly string[];
  /** Stop automatic runs: the hourly cap, or too few conversions left (a refusal before sending, or the service's answer). */
  readonly pause?:
    { readonly kind: 'cap'; readonly cap: number; readonly needed: number } | { readonly kind: 'quota'; readonly refusal?: QuotaRefusal };
  /** Files written (relative): their changes are not new triggers. */
  readonly written: readonly string[];
  readonly failures: readonly { readonly source: string; readonly error: unknown }[];
}

/** Automatic runs never ask: a file the rule did not write is kept ("ask" and "overwrite" are "skip" here). */
const neverAsk: ConflictPrompt = { ask: () => Promise.resolve({ action: 'skip', applyToAll: true }) };

/** The window's progress (the status bar): an automatic run never opens a notification. */
function windowProgress(folderName: string, signal: AbortSignal): ProgressUi {
  return {
    run: (_title, task) =>
      Promise.resolve(
        vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: automaticRunTitle(folderName) }, (progress) =>
          task(signal, (v) => progress.report(v)),
        ),
      ),
  };
}

export interface AutoRunInput {
  readonly folder: vscode.WorkspaceFolder;
  /** The rules file as consented to. */
  readonly file: RulesFile;
  readonly changes: TriggerBatch;
  readonly cap: HourlyCap;
  readonly signal: AbortSignal;
  /** Told every result path of the plan before anything is sent: their writes (and their folders) are no changes to act on. */
  readonly planned: (results: readonly string[]) => void;
}

/** An automatic run planned and read, before anything is sent; or why it cannot run, or that it has nothing to look at. */
type Prepared =
  | {
      readonly where: RulesLocation;
      readonly items: readonly PlanItem[];
      readonly states: readonly ItemState[];
      readonly record: ConversionRecord;
      readonly orphans: readonly Orphan[];
      readonly conflictPolicy: 'rename' | 'skip';
      /** Conversions the run would use (a file the rules keep, a move: none). */
      readonly needed: number;
    }
  | { readonly problems: readonly string[] }
  | undefined;

async function prepare(services: ExtensionServices, input: Omit<AutoRunInput, 'cap'>): Promise<Prepared> {
  const { folder, file, changes } = input;
  const where = locateRules(slashed(vscode.Uri.joinPath(folder.uri, '.vscode', 'convert-files.json').fsPath), slashed(folder.uri.fsPath));
  // The whole file is planned (its checks and the rule that results are never sources hold as for
  // a run by hand), then only the changed files of the rules whose trigger fired are kept.
  const planInput = { workspaceFolder: where.workspaceFolder, file, ...folderPlanSettings(services, folder.uri), now: new Date() };
  const plan = await planRules(planInput);
  if (plan.problems.length > 0) {
    return { problems: plan.problems };
  }
  input.planned(plan.items.map((i) => i.result));
  const items = plan.items.filter((i) => i.rule.trigger !== 'manual' && changes.kinds.has(i.rule.trigger) && changes.paths.has(i.source));
  if (items.length === 0) {
    return undefined;
  }
  const unfit = catalogueProblems(items, currentCatalogue(services).catalogue, readMarkdownSettings(folder.uri).options.renderer);
  if (unfit.length > 0) {
    return { problems: unfit };
  }
  const record = await ConversionRecord.load(where.recordPath);
  // A renamed source takes its result along instead of paying again (nothing is removed by itself: a run by hand does that).
  const orphans = await findOrphans(planInput, record, plan.items);
  const states = await readStates({ workspaceFolder: where.workspaceFolder, items, record, force: false, signal: input.signal, orphans });
  // Never `overwrite`: a file the rules did not write is kept, whatever the workspace's settings say.
  const conflictPolicy = automaticConflictPolicy(readOutputSettings(folder.uri).conflictPolicy);
  const needed = items.reduce(
    (sum, item, i) =>
      sum + (states[i]?.status === 'convert' && states[i].conflict && conflictPolicy === 'skip' ? 0 : conversionsFor(item, states[i])),
    0,
  );
  return { where, items, states, record, orphans, conflictPolicy, needed };
}

/** What a run of these changes would convert, and use, now; undefined when it could not run (its problems show when it does). */
export async function estimateAutomaticRun(
  services: ExtensionServices,
  input: Omit<AutoRunInput, 'cap'>,
): Promise<{ readonly files: number; readonly conversions: number } | undefined> {
  const prepared = await prepare(services, input);
  if (prepared && 'problems' in prepared) {
    return undefined;
  }
  const files = new Set(prepared?.items.filter((item, i) => conversionsFor(item, prepared.states[i]) > 0).map((i) => i.source)).size;
  return { files, conversions: prepared?.needed ?? 0 };
}

export async function runAutomatically(services: ExtensionServices, input: AutoRunInput): Promise<AutoRunResult> {
  const { folder } = input;
  const { log } = services;
  const prepared = await prepare(services, input);
  if (!prepared) {
    return { written: [], failures: [] };
  }
  if ('problems' in prepared) {
    return { problems: prepared.problems, written: [], failures: [] };
  }
  const { where, items, states, record, orphans, conflictPolicy, needed } = prepared;
  const cap = readMaxAutomaticConversionsPerHour();
  if (needed > 0 && input.cap.wouldExceed(needed, cap)) {
    log.warn(`Automatic conversions paused: ${needed} more would go over ${cap} in an hour (${input.cap.usedInLastHour()} used).`);
    return { pause: { kind: 'cap', cap, needed }, written: [], failures: [] };
  }
  const written: string[] = [];
  const failures: { source: string; error: unknown }[] = [];
  let refusal: QuotaRefusal | undefined;
  let noConversionsLeft = false;
  const onEvent = (event: RuleEvent): void => {
    const line = `${event.item.source} → ${event.item.result}`;
    if (event.kind === 'converted') {
      written.push(...event.written);
      log.info(`Automatic: ${event.item.source} → ${event.written.join(', ')}`);
    } else if (event.kind === 'moved') {
      written.push(event.item.result);
      log.info(`Automatic: ${line} moved from ${event.from} (renamed, same bytes: nothing sent)`);
    } else if (event.kind === 'failed') {
      noConversionsLeft ||= classifyError(event.error)?.kind === 'quota';
      failures.push({ source: event.item.source, error: event.error });
      log.error(`Automatic: ${line} failed: ${event.error instanceof Error ? event.error.message : String(event.error)}`);
    } else if (event.kind === 'skipped') {
      log.info(`Automatic: ${line} skipped: ${event.why}`);
    }
  };
  const summary = await runRules(
    {
      workspaceFolder: where.workspaceFolder,
      items,
      record,
      force: false,
      dryRun: false,
      conflictPolicy,
      batch: {
        client: async () => (await services.clients.conversionClient()).client,
        chain: async () =>
          new ChainClient(services.clients.getTransport(), (await services.clients.conversionClient()).credential.provider),
        adminClient: () => services.clients.adminClient(),
        progress: batchProgress(windowProgress(folder.name, input.signal)),
        conflicts: neverAsk,
        log,
        maxParallel: services.config().maxParallel,
        markdown: editorMarkdownDeps(services, (path: string) => vscode.Uri.file(path)),
      },
      onEvent,
      onBatch: (report) => {
        refusal = report.refusal;
        services.fireBatchFinished(report.summary);
      },
      signal: input.signal,
      orphans,
    },
    states,
  );
  input.cap.record(summary.conversionsUsed);
  // A refusal before sending is not a failure of each file: automatic runs pause, and say why once.
  const pause = refusal || noConversionsLeft ? ({ kind: 'quota', refusal } as const) : undefined;
  return { summary, pause, written, failures: refusal ? [] : failures };
}
