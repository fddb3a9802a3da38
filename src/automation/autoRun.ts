// One automatic run of a workspace folder's rules: the rules with the trigger that fired, limited
// to the files that changed; what is up to date sends nothing; the hourly cap and the account's
// conversions are checked before anything is sent; no question, no notification, no result opened.
import * as vscode from 'vscode';
import { readMaxAutomaticConversionsPerHour, readOutputSettings } from '../configuration';
import { batchProgress } from '../convertFlow/batchUi';
import { lookAheadInFolder, planFolder, runFolderRules, type FolderPlan } from '../convertFlow/folderRules';
import { automaticConflictPolicy, type HourlyCap, type TriggerBatch } from '../conversion/automation';
import type { ConflictPrompt } from '../conversion/ports';
import type { QuotaRefusal } from '../conversion/quotaCheck';
import { eventLine, type RuleEvent, type RulesFile, type RulesRunSummary } from '../conversion/rules';
import type { ExtensionServices } from '../extensionServices';
import { automaticRunTitle } from '../messages/automation';
import { classifyError } from '../service/errors';
import type { ProgressUi } from '../ui/progress';

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

/**
 * One outcome of a run in the editor in the log, worded as the command line prints it (a failure
 * as an error, redacted); what is up to date or was not started is left out.
 */
export function logRuleEvent(log: ExtensionServices['log'], prefix: string, event: RuleEvent): void {
  const line = `${prefix}: ${eventLine(event, (text) => log.redactor.redact(text))}`;
  if (event.kind === 'failed') {
    log.error(line);
  } else if (event.kind !== 'upToDate' && event.kind !== 'cancelled') {
    log.info(line);
  }
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

/** The items an automatic run of these changes looks at; or why it cannot run, or that it has nothing to look at. */
async function planChanges(
  services: ExtensionServices,
  input: Omit<AutoRunInput, 'cap'>,
): Promise<{ readonly planned: Extract<FolderPlan, { ok: true }> } | { readonly problems: readonly string[] } | undefined> {
  const { changes } = input;
  // The whole file is planned (its checks and the rule that results are never sources hold as for
  // a run by hand), then only the changed files of the rules whose trigger fired are kept.
  const planned = await planFolder(services, input.folder, {
    file: input.file,
    select: (items) => {
      input.planned(items.map((i) => i.result));
      return items.filter((i) => i.rule.trigger !== 'manual' && changes.kinds.has(i.rule.trigger) && changes.paths.has(i.source));
    },
  });
  if (!planned.ok) {
    return { problems: planned.problems };
  }
  return planned.selected.length > 0 ? { planned } : undefined;
}

/** What a run looks at, and how: a renamed source takes its result along (nothing is removed by itself: a run by hand does that). */
function automaticRun(folder: vscode.WorkspaceFolder, planned: Extract<FolderPlan, { ok: true }>) {
  return {
    planned,
    items: planned.selected,
    // Never `overwrite`: a file the rules did not write is kept, whatever the workspace's settings say.
    conflictPolicy: automaticConflictPolicy(readOutputSettings(folder.uri).conflictPolicy),
    gone: { remove: false },
  } as const;
}

/** What a run of these changes would convert, and use, now; undefined when it could not run (its problems show when it does). */
export async function estimateAutomaticRun(
  services: ExtensionServices,
  input: Omit<AutoRunInput, 'cap'>,
): Promise<{ readonly files: number; readonly conversions: number } | undefined> {
  const found = await planChanges(services, input);
  if (!found || 'problems' in found) {
    return found ? undefined : { files: 0, conversions: 0 };
  }
  const ahead = await lookAheadInFolder({ ...automaticRun(input.folder, found.planned), signal: input.signal });
  return { files: new Set(ahead.outOfDate.map((i) => i.source)).size, conversions: ahead.conversions };
}

export async function runAutomatically(services: ExtensionServices, input: AutoRunInput): Promise<AutoRunResult> {
  const { folder } = input;
  const { log } = services;
  const found = await planChanges(services, input);
  if (!found) {
    return { written: [], failures: [] };
  }
  if ('problems' in found) {
    return { problems: found.problems, written: [], failures: [] };
  }
  const cap = readMaxAutomaticConversionsPerHour();
  let capped: AutoRunResult['pause'];
  const written: string[] = [];
  const failures: { source: string; error: unknown }[] = [];
  let refusal: QuotaRefusal | undefined;
  let noConversionsLeft = false;
  const onEvent = (event: RuleEvent): void => {
    if (event.kind === 'converted' || event.kind === 'moved') {
      written.push(...(event.kind === 'converted' ? event.written : [event.item.result]));
    } else if (event.kind === 'failed') {
      noConversionsLeft ||= classifyError(event.error)?.kind === 'quota';
      failures.push({ source: event.item.source, error: event.error });
    }
    logRuleEvent(log, 'Automatic', event);
  };
  const summary = await runFolderRules(services, {
    ...automaticRun(folder, found.planned),
    progress: batchProgress(windowProgress(folder.name, input.signal)),
    conflicts: neverAsk,
    onEvent,
    onBatch: (report) => (refusal = report.refusal),
    signal: input.signal,
    beforeSending: ({ conversions: needed }) => {
      if (needed > 0 && input.cap.wouldExceed(needed, cap)) {
        log.warn(`Automatic conversions paused: ${needed} more would go over ${cap} in an hour (${input.cap.usedInLastHour()} used).`);
        capped = { kind: 'cap', cap, needed };
        return false;
      }
      return true;
    },
  });
  if (!summary) {
    return { pause: capped, written: [], failures: [] };
  }
  input.cap.record(summary.conversionsUsed);
  // A refusal before sending is not a failure of each file: automatic runs pause, and say why once.
  const pause = refusal || noConversionsLeft ? ({ kind: 'quota', refusal } as const) : undefined;
  return { summary, pause, written, failures: refusal ? [] : failures };
}
