// The rules of one workspace folder in this window, for every way the editor runs them (Run
// Conversion Rules, its argument object, the convertFiles task, automatic runs): planned with the
// folder's settings and checked against the catalogue, then run through the one rules runner
// (conversion/rules/runner.ts) with the batch core's dependencies built from this window's services.
import { readFile } from 'node:fs/promises';
import { parse } from 'jsonc-parser';
import * as vscode from 'vscode';
import { currentCatalogue } from './catalogue';
import { readPresets } from './cataloguePicker';
import { readPipelines } from './chainsCommand';
import {
  catalogueProblems,
  ConversionRecord,
  locateRules,
  parseRulesFile,
  planRules,
  problemText,
  readRulesFile,
  RULES_FILE,
  RulesFileError,
  lookAhead,
  runPlanned,
  slashed,
  type GoneSources,
  type LookAhead,
  type PipelineLookup,
  type PlanInput,
  type PlanItem,
  type RulesFile,
  type RulesLocation,
  type RulesRun,
  type RulesRunOptions,
  type RulesRunSummary,
  type RunAhead,
} from '../conversion/rules';
import type { BatchReport } from '../conversion/batchReport';
import type { BatchSummary } from '../conversion/batchSummary';
import { presetForStep, type ResolvedPipeline } from '../conversion/chains/pipelines';
import type { BatchProgress, ConflictPrompt } from '../conversion/ports';
import type { ExtensionServices } from '../extensionServices';
import { ChainClient } from '../service/chain';
import { editorMarkdownDeps } from '../markdownPdf/deps';
import { readMarkdownSettings } from '../markdownPdf/settings';
import type { ExcludeValue } from '../util/glob';
import { settleUnsavedEdits, type UnsavedEditsOptions } from '../workspace/unsavedEdits';

/** The setting's pipelines as the rules engine looks them up: by name, ignoring case as presets are. */
function settingPipelines(pipelines: readonly ResolvedPipeline[]): PipelineLookup {
  return {
    find: (name) => pipelines.find((p) => p.name.toLowerCase() === name.toLowerCase()),
    names: () => pipelines.map((p) => p.name),
  };
}

/**
 * What planning a folder's rules reads from its settings, the same for a run by hand, a task and an
 * automatic run: `files.exclude`, the presets by name and format, and convertFiles.pipelines by
 * name (after the rules file's own).
 */
export function folderPlanSettings(
  services: ExtensionServices,
  folder: vscode.Uri,
): Pick<Parameters<typeof planRules>[0], 'filesExclude' | 'presets' | 'pipelines'> {
  const presets = readPresets(services, folder);
  return {
    filesExclude: vscode.workspace.getConfiguration('files', folder).get<Record<string, ExcludeValue>>('exclude') ?? {},
    presets: (name, format) => presetForStep(presets, name, format)?.parameters,
    pipelines: settingPipelines(readPipelines(folder, presets, services.log)),
  };
}

/** A rule given in place of the file's rules (a task's `files` and `targets`): the file's presets and pipelines still apply. */
export interface InlineRule {
  readonly files: readonly string[];
  readonly targets: readonly string[];
  readonly preset?: string;
}

/** The folder's rules ready to run, or why they cannot run. */
export type FolderPlan =
  | {
      readonly ok: true;
      readonly where: RulesLocation;
      readonly rulesUri: vscode.Uri;
      /** The whole plan of the folder. */
      readonly items: readonly PlanItem[];
      /** Those checked against the catalogue: `select`'s, else all. */
      readonly selected: readonly PlanItem[];
      /** What the plan was made of: the gone sources are planned with the same. */
      readonly input: PlanInput;
    }
  | { readonly ok: false; readonly rulesUri: vscode.Uri; readonly problems: readonly string[] };

/** The rules file with `inline` as its only rule (no rules file: an empty one). */
async function withInlineRule(rulesPath: string, inline: InlineRule): Promise<RulesFile> {
  let raw: Record<string, unknown> = {};
  const text = await readFile(rulesPath, 'utf8').catch(() => undefined);
  if (text !== undefined) {
    const parsed: unknown = parse(text, [], { allowTrailingComma: true });
    raw = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  }
  const rule = { name: 'task', files: inline.files, targets: inline.targets, ...(inline.preset ? { preset: inline.preset } : {}) };
  const { file, problems } = parseRulesFile(JSON.stringify({ ...raw, rules: [rule] }));
  if (!file) {
    throw new RulesFileError(rulesPath, problems.map(problemText));
  }
  return file;
}

/** Which rules a folder's plan is made of, and which of its items are run. */
export interface FolderPlanOptions {
  /** A rule in place of the file's rules (a task's `files` and `targets`). */
  readonly inline?: InlineRule;
  /** The rules file as read already (an automatic run's, as consented to); else read now. */
  readonly file?: RulesFile;
  /** Told the whole plan; the items it returns are checked against the catalogue (default all). */
  readonly select?: (items: readonly PlanItem[]) => readonly PlanItem[];
}

/** Reads, plans and checks the rules of `folder`; nothing is sent. */
export async function planFolder(
  services: ExtensionServices,
  folder: vscode.WorkspaceFolder,
  options: FolderPlanOptions = {},
): Promise<FolderPlan> {
  const rulesUri = vscode.Uri.joinPath(folder.uri, RULES_FILE);
  const where = locateRules(slashed(rulesUri.fsPath), slashed(folder.uri.fsPath));
  try {
    const file =
      options.file ?? (options.inline ? await withInlineRule(where.rulesPath, options.inline) : await readRulesFile(where.rulesPath));
    const input: PlanInput = { workspaceFolder: where.workspaceFolder, file, ...folderPlanSettings(services, folder.uri), now: new Date() };
    const plan = await planRules(input);
    if (plan.problems.length > 0) {
      return { ok: false, rulesUri, problems: plan.problems };
    }
    const selected = options.select ? options.select(plan.items) : plan.items;
    // As the options form does: the service's converters and their ranges, before anything is sent.
    const unfit = catalogueProblems(selected, currentCatalogue(services).catalogue, readMarkdownSettings(folder.uri).options.renderer);
    return unfit.length > 0 ? { ok: false, rulesUri, problems: unfit } : { ok: true, where, rulesUri, items: plan.items, selected, input };
  } catch (err) {
    return {
      ok: false,
      rulesUri,
      problems: err instanceof RulesFileError ? err.problems : [err instanceof Error ? err.message : String(err)],
    };
  }
}

/** The source of an item as a URI. */
export function itemSource(where: RulesLocation, item: PlanItem): vscode.Uri {
  return vscode.Uri.file(`${where.workspaceFolder}/${item.source}`);
}

/** What the batch core needs to run rules in this window: clients from the services, this progress and conflict question. */
export function ruleBatch(
  services: ExtensionServices,
  progress: BatchProgress,
  conflicts: ConflictPrompt | undefined,
): RulesRunOptions['batch'] {
  return {
    client: async () => (await services.clients.conversionClient()).client,
    // Uploads once per source and runs chains on the service, with the same transport and credential.
    chain: async () => new ChainClient(services.clients.getTransport(), (await services.clients.conversionClient()).credential.provider),
    adminClient: () => services.clients.adminClient(),
    progress,
    conflicts: conflicts ?? { ask: async () => undefined },
    log: services.log,
    maxParallel: services.config().maxParallel,
    markdown: editorMarkdownDeps(services, (path: string) => vscode.Uri.file(path)),
  };
}

/** One run of a folder's planned rules in this window, through the one rules runner. */
export interface FolderRulesRun extends Pick<RulesRun, 'conflictPolicy' | 'onEvent' | 'signal' | 'reading' | 'beforeSending'> {
  readonly planned: Extract<FolderPlan, { ok: true }>;
  readonly items: readonly PlanItem[];
  /** Unsaved edits of the sources, settled before the record is read; left out: none are (an automatic run's were just saved). */
  readonly unsaved?: UnsavedEditsOptions;
  /** Sources converted as saved, their unsaved changes left out: whoever watches is told. */
  readonly onStale?: (files: readonly vscode.Uri[]) => void;
  readonly progress: BatchProgress;
  /** Who is asked about a file in the way (policy "ask"). */
  readonly conflicts?: ConflictPrompt;
  /** Which of the gone sources the run is about, and whether their results are removed. */
  readonly gone: Pick<GoneSources, 'about' | 'remove'>;
  /** Told the batch's report when one ran. */
  readonly onBatch?: (report: BatchReport<string>) => void;
}

/**
 * Runs planned items of one folder (conversion/rules/runner.ts) with this window's services; the
 * Usage view is told what the batch used once the record is saved. Undefined: `beforeSending` stopped it.
 */
export async function runFolderRules(services: ExtensionServices, run: FolderRulesRun): Promise<RulesRunSummary | undefined> {
  if (run.unsaved) {
    // Before the record is read: a source saved now is converted as saved.
    const stale = await settleUnsavedEdits(
      run.items.map((i) => itemSource(run.planned.where, i)),
      services.log,
      run.unsaved,
    );
    if (stale.length > 0) {
      run.onStale?.(stale);
    }
  }
  let used: BatchSummary | undefined;
  const summary = await runPlanned({
    ...(await lookingAt(run)),
    batch: ruleBatch(services, run.progress, run.conflicts),
    onBatch: (report) => {
      used = report.summary;
      run.onBatch?.(report);
    },
  });
  if (used) {
    services.fireBatchFinished(used);
  }
  return summary;
}

type FolderLook = Pick<FolderRulesRun, 'planned' | 'items' | 'conflictPolicy' | 'signal' | 'gone'>;

/** What a run of a folder's planned items would do now (the record as it is); nothing is sent. */
export async function lookAheadInFolder(look: FolderLook): Promise<RunAhead> {
  return lookAhead(await lookingAt(look));
}

/** The run as the runner looks at it: the folder's record read now, its gone sources planned as the folder was. */
async function lookingAt<T extends FolderLook>(run: T): Promise<T & LookAhead> {
  const { where, input, items } = run.planned;
  return {
    ...run,
    workspaceFolder: where.workspaceFolder,
    record: await ConversionRecord.load(where.recordPath),
    gone: { input, planned: items, ...run.gone },
  };
}
