// What Run Conversion Rules and its argument object are started on: the workspace folders, each
// limited to the folders or files selected in it.
import * as vscode from 'vscode';
import { NO_RULES_FILE, RULES_FILE, slashed, type PlanItem } from '../../conversion/rules';
import { planFolder, type FolderPlan } from '../../convertFlow/folderRules';
import type { ExtensionServices } from '../../extensionServices';

/** One workspace folder's run: the folder, and which sources (by relative path prefix) it is limited to. */
export interface FolderRun {
  readonly folder: vscode.WorkspaceFolder;
  /** Relative paths of folders or files; empty: the whole folder. */
  readonly limits: string[];
}

/** Each run's folder planned (its problems too); a folder without a rules file is left out. */
export async function plannedRuns(
  services: ExtensionServices,
  runs: readonly FolderRun[],
): Promise<{ readonly run: FolderRun; readonly planned: FolderPlan }[]> {
  const planned = [];
  for (const run of runs) {
    const plan = await planFolder(services, run.folder);
    if (plan.ok || !plan.problems.includes(NO_RULES_FILE)) {
      planned.push({ run, planned: plan });
    }
  }
  return planned;
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
