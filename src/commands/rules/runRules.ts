// Run Conversion Rules: the rules engine in the editor, for a workspace folder, a folder in it or
// one file. What is out of date is read first; the count and the cost are confirmed before
// anything is sent; the batch runs with the usual progress, Cancel and conflict question; a
// summary says what happened. Loaded on first use (dist/features.js, src/lazy/).
import * as vscode from 'vscode';
import { RULES_ARGUMENT_KEYS } from '../../checks/convertArguments';
import { logRuleEvent } from '../../automation/autoRun';
import { errorText, type RuleEvent, type RunAhead } from '../../conversion/rules';
import type { ExtensionServices } from '../../extensionServices';
import { readOutputSettings } from '../../configuration';
import {
  rulesConfirmation,
  rulesNothingToDo,
  rulesProblems,
  rulesSummary,
  rulesTidying,
  rulesUntrusted,
  noRulesFile,
} from '../../messages/rules';
import { showMessage } from '../../messages/show';
import { CancelledError } from '../../service/errors';
import { batchProgress } from '../../convertFlow/batchUi';
import { readConvertArguments, type ScriptedAnswer } from '../../convertFlow/convertArguments';
import { argumentObject } from '../../ui/input';
import type { RegisterCommand } from '../../ui/commandWrapper';
import { Commands } from '../../constants';
import { runFolderRules, type FolderPlan } from '../../convertFlow/folderRules';
import { plannedRuns, runsFor, within, type FolderRun } from './folderRuns';
import { scriptedRules } from './scriptedRules';
import { unlinked } from '../../messages/unlinked';

/** Run Conversion Rules (from the palette, the Explorer menu of a folder or of .vscode/convert-files.json, or with a file). */
export function registerRulesCommand(services: ExtensionServices, register: RegisterCommand): void {
  register(
    Commands.runRules,
    (uri?: unknown, uris?: unknown) => runConversionRules(services, uri, uris),
    // An argument object ({ rule, files, … }) runs without a question: its error goes to the caller.
    (args) => args[0] !== null && typeof args[0] === 'object' && !Array.isArray(args[0]) && !(args[0] instanceof vscode.Uri),
  );
}

/** What the command was started on: nothing (every folder with rules), a folder, a file. */
function targetsOf(uri: unknown, uris: unknown): vscode.Uri[] {
  const list = Array.isArray(uris) && uris.length > 0 ? uris : uri instanceof vscode.Uri ? [uri] : [];
  return list.filter((u): u is vscode.Uri => u instanceof vscode.Uri && u.scheme === 'file');
}

/** Runs the rules of the selection (or of every workspace folder that has a rules file). */
export async function runConversionRules(services: ExtensionServices, uri?: unknown, uris?: unknown): Promise<ScriptedAnswer | undefined> {
  const given = argumentObject(uri);
  if (!vscode.workspace.isTrusted) {
    if (given) {
      throw new Error(vscode.l10n.t('Conversion rules do not run in an untrusted workspace.'));
    }
    void showMessage(rulesUntrusted(), services.log);
    return undefined;
  }
  if (given) {
    // `files` left out: every workspace folder with rules.
    const args = await readConvertArguments(given, RULES_ARGUMENT_KEYS, { filesOptional: true });
    return scriptedRules(services, runsFor(args.files), args);
  }
  const runs = runsFor(targetsOf(uri, uris));
  const withRules = await plannedRuns(services, runs);
  if (withRules.length === 0) {
    void showMessage(noRulesFile(runs[0]?.folder.uri), services.log);
    return undefined;
  }
  for (const { run, planned } of withRules) {
    await runFolder(services, run, planned);
  }
  return undefined;
}

async function runFolder(services: ExtensionServices, run: FolderRun, planned: FolderPlan): Promise<void> {
  const { log } = services;
  if (!planned.ok) {
    log.warn(`Rules of ${run.folder.name} not run: ${planned.problems.join('; ')}`);
    void showMessage(rulesProblems(run.folder.name, planned.problems, planned.rulesUri), log);
    return;
  }
  const items = planned.items.filter((i) => within(i, run.limits));
  const failures: string[] = [];
  let firstError: unknown;
  const onEvent = (event: RuleEvent): void => {
    if (event.kind === 'failed') {
      failures.push(`${event.item.source} → ${event.item.result}: ${errorText(event.error)}`);
      firstError ??= event.error;
    }
    logRuleEvent(log, 'Rules', event);
  };
  const summary = await runFolderRules(services, {
    planned,
    items,
    unsaved: {},
    conflictPolicy: readOutputSettings(run.folder.uri).conflictPolicy,
    progress: batchProgress(services.commandUi.progress),
    conflicts: services.commandUi.conflicts,
    onEvent,
    // Results of gone sources in what the run is about: moved along with a renamed source, else removed.
    gone: { about: (i) => within(i, run.limits), remove: true },
    // What is out of date, read under the same progress a person can cancel.
    reading: (read) =>
      services.commandUi.progress.run(vscode.l10n.t('Checking what is out of date…'), async (signal) => {
        const states = await read(signal);
        if (states.length < items.length) {
          throw new CancelledError();
        }
        return states;
      }),
    beforeSending: (ahead) => confirmRun(run.folder.name, ahead),
  });
  if (summary) {
    void showMessage(rulesSummary(run.folder.name, summary, failures, firstError), log);
  }
}

/** Nothing to do is said; a run that converts is confirmed with its count and cost. */
async function confirmRun(folderName: string, { outOfDate, conversions, upToDate, moves, stale }: RunAhead): Promise<boolean> {
  if (outOfDate.length === 0 && moves === 0 && stale.length === 0) {
    void vscode.window.showInformationMessage(unlinked(rulesNothingToDo(folderName, upToDate)));
    return false;
  }
  if (outOfDate.length === 0) {
    return true;
  }
  // The runner's cost: one conversion per step of each result sent (a file in the way that "skip" keeps costs nothing).
  const sources = new Set(outOfDate.map((i) => i.source)).size;
  const confirm = rulesConfirmation(folderName, sources, outOfDate.length, conversions, upToDate);
  const detail = [confirm.detail, rulesTidying(stale.length, moves)].filter(Boolean).join(' ');
  return (await vscode.window.showWarningMessage(unlinked(confirm.text), { modal: true, detail }, confirm.go)) === confirm.go;
}
