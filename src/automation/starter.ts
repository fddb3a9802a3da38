// Automatic runs of the rules file, as activation sees them: one look at each workspace folder's
// .vscode/convert-files.json (at start, after a grant of trust, whenever it changes) and nothing
// more until one asks for automatic runs; then the automation (dist/features.js) is loaded and
// takes over. Reading the files directly at start is what makes start-up deterministic: a file
// written before the watcher runs is not missed. A rules file being edited (auto save writes it at
// every pause in typing) is read once a person saves it, or once it stayed unchanged for 3 s.
import * as vscode from 'vscode';
import { Commands } from '../constants';
import { mayHaveAutomaticTrigger } from '../conversion/automation/quickCheck';
import { QuietWait, RULES_QUIET_MS } from '../conversion/automation/quietWait';
import { SaveReasons } from '../conversion/automation/saveReasons';
import type { ExtensionServices } from '../extensionServices';
import { registerCommand } from '../ui/commandWrapper';
import type { startAutomation } from './index';
import type { AutomationController, AutomationHooks } from './types';

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
  // One record of why documents are saved, for the rules file here and for the sources in the automation.
  const reasons = new SaveReasons();
  const quiet = new QuietWait<string>();
  let controller: AutomationController | undefined;
  const start = (): AutomationController => {
    if (!controller) {
      controller = load().startAutomation(services, hooks, reasons);
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
  /** The rules file (or its folder) changed; `now`: a person saved it, or it is gone, so there is no typing to wait for. */
  const changed = (uri: vscode.Uri, now: boolean): void => {
    const folder = vscode.workspace.getWorkspaceFolder(uri);
    // The .vscode folder too: made with the rules file in it at once (a pull), the file itself may
    // be reported only once the watcher has begun watching the new folder.
    if (!folder || ![RULES, '.vscode'].some((path) => uri.path === vscode.Uri.joinPath(folder.uri, path).path)) {
      return;
    }
    const key = folder.uri.toString();
    if (now) {
      quiet.cancel(key);
      void look(folder);
    } else {
      quiet.wait(key, hooks.rulesQuietMs ?? RULES_QUIET_MS, () => void look(folder));
    }
  };
  const quietly = (uri: vscode.Uri) => changed(uri, false);
  const watcher = vscode.workspace.createFileSystemWatcher(`**/${RULES}`);
  const folderWatcher = vscode.workspace.createFileSystemWatcher('**/.vscode', false, true, true);
  services.context.subscriptions.push(
    watcher,
    folderWatcher,
    { dispose: () => quiet.dispose() },
    folderWatcher.onDidCreate(quietly),
    watcher.onDidCreate(quietly),
    watcher.onDidChange(quietly),
    watcher.onDidDelete((uri) => changed(uri, true)),
    vscode.workspace.onWillSaveTextDocument((event) =>
      reasons.willSave(event.document.uri.toString(), event.reason === vscode.TextDocumentSaveReason.Manual ? 'explicit' : 'auto'),
    ),
    vscode.workspace.onWillSaveNotebookDocument((event) =>
      reasons.willSave(event.notebook.uri.toString(), event.reason === vscode.TextDocumentSaveReason.Manual ? 'explicit' : 'auto'),
    ),
    // A person's save is seen at once, whatever the file watcher does; auto save's waits for the quiet.
    vscode.workspace.onDidSaveTextDocument((document) => changed(document.uri, reasons.kindOf(document.uri.toString()) === 'explicit')),
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
