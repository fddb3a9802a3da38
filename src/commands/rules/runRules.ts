// Run Conversion Rules: the rules engine in the editor, for a workspace folder, a folder in it or
// one file. What is out of date is read first; the count and the cost are confirmed before
// anything is sent; the batch runs with the usual progress, Cancel and conflict question; a
// summary says what happened. Loaded on first use (dist/rulesCommand.js, see esbuild.mjs).
import * as vscode from 'vscode';
import { currentCatalogue } from '../../convertFlow/catalogue';
import { readPresets } from '../../convertFlow/cataloguePicker';
import {
  catalogueProblems,
  ConversionRecord,
  locateRules,
  planRules,
  readRulesFile,
  readStates,
  runRules,
  RULES_FILE,
  RulesFileError,
  slashed,
  type ItemState,
  type PlanItem,
  type RuleEvent,
} from '../../conversion/rules';
import type { ExtensionServices } from '../../extensionServices';
import { readOutputSettings } from '../../configuration';
import { rulesConfirmation, rulesNothingToDo, rulesProblems, rulesSummary, rulesUntrusted, noRulesFile } from '../../messages/rules';
import { showMessage } from '../../messages/show';
import { CancelledError } from '../../service/errors';
import { ChainClient } from '../../service/chain';
import type { ExcludeValue } from '../../util/glob';
import { batchProgress } from '../../convertFlow/batchUi';
import { chains } from '../../convertFlow/chainsLoader';
import type { ResolvedPipeline } from '../../conversion/chains/pipelines';
import type { PipelineLookup } from '../../conversion/rules';

/** The setting's pipelines as the rules engine looks them up: by name, ignoring case as presets are. */
function settingPipelines(pipelines: readonly ResolvedPipeline[]): PipelineLookup {
  return {
    find: (name) => pipelines.find((p) => p.name.toLowerCase() === name.toLowerCase()),
    names: () => pipelines.map((p) => p.name),
  };
}

/** What the command was started on: nothing (every folder with rules), a folder, a file. */
function targetsOf(uri: unknown, uris: unknown): vscode.Uri[] {
  const list = Array.isArray(uris) && uris.length > 0 ? uris : uri instanceof vscode.Uri ? [uri] : [];
  return list.filter((u): u is vscode.Uri => u instanceof vscode.Uri && u.scheme === 'file');
}

/** One workspace folder's run: the folder, and which sources (by relative path prefix) it is limited to. */
interface FolderRun {
  readonly folder: vscode.WorkspaceFolder;
  /** Relative paths of folders or files; empty: the whole folder. */
  readonly limits: string[];
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

function runsFor(selected: readonly vscode.Uri[]): FolderRun[] {
  const folders = vscode.workspace.workspaceFolders?.filter((f) => f.uri.scheme === 'file') ?? [];
  if (selected.length === 0) {
    return folders.map((folder) => ({ folder, limits: [] }));
  }
  const runs = new Map<vscode.WorkspaceFolder, FolderRun>();
  for (const uri of selected) {
    const folder = vscode.workspace.getWorkspaceFolder(uri);
    if (!folder || folder.uri.scheme !== 'file') {
      continue;
    }
    const relative = slashed(vscode.workspace.asRelativePath(uri, false));
    const run = runs.get(folder) ?? { folder, limits: [] };
    // The folder itself, or its rules file: every rule.
    const whole = uri.path === folder.uri.path || relative === RULES_FILE;
    if (!whole || run.limits.length > 0) {
      run.limits.push(whole ? '' : relative);
    }
    runs.set(folder, run);
  }
  return [...runs.values()].map((r) => ({ ...r, limits: r.limits.includes('') ? [] : r.limits }));
}

function within(item: PlanItem, limits: readonly string[]): boolean {
  return limits.length === 0 || limits.some((l) => item.source === l || item.source.startsWith(`${l}/`));
}

/** Runs the rules of the selection (or of every workspace folder that has a rules file). */
export async function runConversionRules(services: ExtensionServices, uri?: unknown, uris?: unknown): Promise<void> {
  if (!vscode.workspace.isTrusted) {
    void showMessage(rulesUntrusted(), services.log);
    return;
  }
  const runs = runsFor(targetsOf(uri, uris));
  const withRules: FolderRun[] = [];
  for (const run of runs) {
    if (await exists(vscode.Uri.joinPath(run.folder.uri, RULES_FILE))) {
      withRules.push(run);
    }
  }
  if (withRules.length === 0) {
    void showMessage(noRulesFile(runs[0]?.folder.uri), services.log);
    return;
  }
  for (const run of withRules) {
    await runFolder(services, run);
  }
}

async function runFolder(services: ExtensionServices, run: FolderRun): Promise<void> {
  const { log } = services;
  const rulesUri = vscode.Uri.joinPath(run.folder.uri, RULES_FILE);
  const where = locateRules(slashed(rulesUri.fsPath), slashed(run.folder.uri.fsPath));
  let problems: readonly string[];
  let plan;
  try {
    const file = await readRulesFile(where.rulesPath);
    const presets = readPresets(services, run.folder.uri);
    plan = await planRules({
      workspaceFolder: where.workspaceFolder,
      file,
      filesExclude: vscode.workspace.getConfiguration('files', run.folder.uri).get<Record<string, ExcludeValue>>('exclude') ?? {},
      presets: (name, format) =>
        presets.find((p) => p.name.toLowerCase() === name.toLowerCase() && p.target.toLowerCase() === format)?.parameters,
      // convertFiles.pipelines by name, after the rules file's own.
      pipelines: settingPipelines(chains().readPipelines(run.folder.uri, presets, log)),
      now: new Date(),
    });
    problems = plan.problems;
  } catch (err) {
    problems = err instanceof RulesFileError ? err.problems : [err instanceof Error ? err.message : String(err)];
  }
  if (problems.length > 0 || !plan) {
    log.warn(`Rules of ${run.folder.name} not run: ${problems.join('; ')}`);
    void showMessage(rulesProblems(run.folder.name, problems, rulesUri), log);
    return;
  }
  const items = plan.items.filter((i) => within(i, run.limits));
  // As the options form does: the service's converters and their ranges, before anything is sent.
  const unfit = catalogueProblems(items, currentCatalogue(services).catalogue);
  if (unfit.length > 0) {
    log.warn(`Rules of ${run.folder.name} not run: ${unfit.join('; ')}`);
    void showMessage(rulesProblems(run.folder.name, unfit, rulesUri), log);
    return;
  }
  const record = await ConversionRecord.load(where.recordPath);
  const conflictPolicy = readOutputSettings(run.folder.uri).conflictPolicy;
  // What is out of date, read under the same progress a person can cancel.
  const states: ItemState[] = await services.commandUi.progress.run(vscode.l10n.t('Checking what is out of date…'), (signal) =>
    readStates({ workspaceFolder: where.workspaceFolder, items, record, force: false, signal }),
  );
  if (states.length < items.length) {
    throw new CancelledError();
  }
  const toConvert = items.filter((_, i) => states[i].status === 'convert');
  const upToDate = states.filter((s) => s.status === 'upToDate').length;
  if (toConvert.length === 0) {
    void vscode.window.showInformationMessage(rulesNothingToDo(run.folder.name, upToDate));
    return;
  }
  const cost = toConvert.reduce((n, i) => n + i.target.target.length, 0);
  const sources = new Set(toConvert.map((i) => i.source)).size;
  const confirm = rulesConfirmation(run.folder.name, sources, toConvert.length, cost, upToDate);
  if ((await vscode.window.showWarningMessage(confirm.text, { modal: true, detail: confirm.detail }, confirm.go)) !== confirm.go) {
    return;
  }
  const failures: string[] = [];
  let firstError: unknown;
  const onEvent = (event: RuleEvent): void => {
    const line = `${event.item.source} → ${event.item.result}`;
    if (event.kind === 'converted') {
      log.info(`Rules: ${event.item.source} → ${event.written.join(', ')}`);
    } else if (event.kind === 'failed') {
      const why = event.error instanceof Error ? event.error.message : String(event.error);
      failures.push(`${line}: ${why}`);
      firstError ??= event.error;
      log.error(`Rules: ${line} failed: ${why}`);
    } else if (event.kind === 'skipped') {
      log.info(`Rules: ${line} skipped: ${event.why}`);
    }
  };
  let batchSummary;
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
        // Uploads once per source and runs chains on the service, with the same transport and credential.
        chain: async () =>
          new ChainClient(services.clients.getTransport(), (await services.clients.conversionClient()).credential.provider),
        adminClient: () => services.clients.adminClient(),
        progress: batchProgress(services.commandUi.progress),
        conflicts: services.commandUi.conflicts,
        log,
        maxParallel: services.config().maxParallel,
      },
      onEvent,
      onBatch: (report) => (batchSummary = report.summary),
    },
    states,
  );
  if (batchSummary) {
    services.fireBatchFinished(batchSummary);
  }
  void showMessage(rulesSummary(run.folder.name, summary, failures, firstError), log);
}
