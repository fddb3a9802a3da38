// Automatic runs of the rules file, as activation sees them: one look at each workspace folder's
// .vscode/convert-files.json (at start, after a grant of trust, whenever it changes) and nothing
// more until one asks for automatic runs; then the automation (dist/features.js) is loaded and
// takes over. Reading the files directly at start is what makes start-up deterministic: a file
// written before the watcher runs is not missed.
import * as vscode from 'vscode';
import { Commands } from '../../constants';
import { mayHaveAutomaticTrigger } from '../../conversion/automation/quickCheck';
import type { ExtensionServices } from '../../extensionServices';
import { registerCommand } from '../../ui/commandWrapper';
import type { startAutomation } from './automation';
import type { AutomationController, AutomationHooks } from './automation/types';

/** The automation's code, loaded when a rules file asks for automatic runs (dist/features.js, src/lazy/). */
export interface AutomationCode {
  readonly startAutomation: typeof startAutomation;
}

const RULES = '.vscode/convert-files.json';

/** For the host tests (ExtensionApi.automation). */
export interface AutomationApi {
  readonly hooks: AutomationHooks;
  /** The automation, once a rules file asked for it (or a command loaded it). */
  controller(): AutomationController | undefined;
  /** Settles when every look at the rules files begun so far is done. */
  settled(): Promise<void>;
  /** What a grant of workspace trust does: every rules file is read again. */
  trustGranted(): Promise<void>;
}

export function registerAutomation(services: ExtensionServices, load: () => AutomationCode): AutomationApi {
  const hooks: AutomationHooks = {};
  let controller: AutomationController | undefined;
  const start = (): AutomationController => {
    if (!controller) {
      controller = load().startAutomation(services, hooks);
      services.context.subscriptions.push(controller);
    }
    return controller;
  };
  let looks: Promise<void> = Promise.resolve();
  const look = (folder: vscode.WorkspaceFolder): Promise<void> =>
    (looks = looks
      .then(async () => {
        if (!(hooks.trusted ?? vscode.workspace.isTrusted) || folder.uri.scheme !== 'file') {
          return;
        }
        if (!controller) {
          let text: string;
          try {
            text = new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(folder.uri, RULES)));
          } catch {
            return; // No rules file: nothing to do until one appears.
          }
          if (!mayHaveAutomaticTrigger(text)) {
            return;
          }
        }
        await start().reload(folder);
      })
      .catch((err: unknown) => services.log.error(`Automatic conversions: ${err instanceof Error ? err.message : String(err)}`)));
  const lookAll = async (): Promise<void> => {
    await Promise.all((vscode.workspace.workspaceFolders ?? []).map(look));
  };
  const changed = (uri: vscode.Uri): void => {
    const folder = vscode.workspace.getWorkspaceFolder(uri);
    // The .vscode folder too: made with the rules file in it at once (a pull), the file itself may
    // be reported only once the watcher has begun watching the new folder.
    if (folder && [RULES, '.vscode'].some((path) => uri.path === vscode.Uri.joinPath(folder.uri, path).path)) {
      void look(folder);
    }
  };
  const watcher = vscode.workspace.createFileSystemWatcher(`**/${RULES}`);
  const folderWatcher = vscode.workspace.createFileSystemWatcher('**/.vscode', false, true, true);
  services.context.subscriptions.push(
    watcher,
    folderWatcher,
    folderWatcher.onDidCreate(changed),
    watcher.onDidCreate(changed),
    watcher.onDidChange(changed),
    watcher.onDidDelete(changed),
    // The editor's own save is seen at once, whatever the file watcher does.
    vscode.workspace.onDidSaveTextDocument((document) => changed(document.uri)),
    vscode.workspace.onDidGrantWorkspaceTrust(() => void lookAll()),
    vscode.workspace.onDidChangeWorkspaceFolders((event) => {
      event.removed.forEach((folder) => controller?.forget(folder));
      event.added.forEach((folder) => void look(folder));
    }),
  );
  // Pause/Resume Automatic Conversions and Show Failed Automatic Conversions: they load the automation if no rules file did.
  registerCommand(services.context, services.log, Commands.toggleAutomation, () => start().toggle());
  registerCommand(services.context, services.log, Commands.showAutomationFailures, () => start().looked());
  void lookAll();
  return { hooks, controller: () => controller, settled: () => looks, trustGranted: lookAll };
}
