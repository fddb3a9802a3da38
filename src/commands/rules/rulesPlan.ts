// The rules of one workspace folder made ready to run, for every way they are run in the editor
// (Run Conversion Rules, its argument object, a task): the plan checked against the catalogue,
// and the batch core's dependencies built from this window's services.
import { readFile } from 'node:fs/promises';
import { parse } from 'jsonc-parser';
import * as vscode from 'vscode';
import { currentCatalogue } from '../../convertFlow/catalogue';
import { readPresets } from '../../convertFlow/cataloguePicker';
import { readPipelines } from '../../convertFlow/chainsCommand';
import {
  catalogueProblems,
  locateRules,
  parseRulesFile,
  planRules,
  problemText,
  readRulesFile,
  RULES_FILE,
  RulesFileError,
  slashed,
  type PipelineLookup,
  type PlanInput,
  type PlanItem,
  type RulesFile,
  type RulesLocation,
  type RulesRunOptions,
} from '../../conversion/rules';
import type { ResolvedPipeline } from '../../conversion/chains/pipelines';
import type { BatchProgress, ConflictPrompt } from '../../conversion/ports';
import type { ExtensionServices } from '../../extensionServices';
import { ChainClient } from '../../service/chain';
import { editorMarkdownDeps } from '../../markdownPdf/deps';
import { readMarkdownSettings } from '../../markdownPdf/settings';
import type { ExcludeValue } from '../../util/glob';

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
    presets: (name, format) =>
      presets.find((p) => p.name.toLowerCase() === name.toLowerCase() && p.target.toLowerCase() === format)?.parameters,
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
      readonly items: readonly PlanItem[];
      /** What the plan was made of: findOrphans plans the gone sources with the same. */
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

/** Reads, plans and checks the rules of `folder` (or `inline` in their place); nothing is sent. */
export async function planFolder(services: ExtensionServices, folder: vscode.WorkspaceFolder, inline?: InlineRule): Promise<FolderPlan> {
  const rulesUri = vscode.Uri.joinPath(folder.uri, RULES_FILE);
  const where = locateRules(slashed(rulesUri.fsPath), slashed(folder.uri.fsPath));
  try {
    const file = inline ? await withInlineRule(where.rulesPath, inline) : await readRulesFile(where.rulesPath);
    const input: PlanInput = { workspaceFolder: where.workspaceFolder, file, ...folderPlanSettings(services, folder.uri), now: new Date() };
    const plan = await planRules(input);
    if (plan.problems.length > 0) {
      return { ok: false, rulesUri, problems: plan.problems };
    }
    // As the options form does: the service's converters and their ranges, before anything is sent.
    const unfit = catalogueProblems(plan.items, currentCatalogue(services).catalogue, readMarkdownSettings(folder.uri).options.renderer);
    return unfit.length > 0 ? { ok: false, rulesUri, problems: unfit } : { ok: true, where, rulesUri, items: plan.items, input };
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

/** One workspace folder's run: the folder, and which sources (by relative path prefix) it is limited to. */
export interface FolderRun {
  readonly folder: vscode.WorkspaceFolder;
  /** Relative paths of folders or files; empty: the whole folder. */
  readonly limits: string[];
}

export async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

export function runsFor(selected: readonly vscode.Uri[]): FolderRun[] {
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

export function within(item: PlanItem, limits: readonly string[]): boolean {
  return limits.length === 0 || limits.some((l) => item.source === l || item.source.startsWith(`${l}/`));
}
