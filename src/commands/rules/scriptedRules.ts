// The rules run without a question: Run Conversion Rules with an argument object, and the
// convertFiles task. Nothing is confirmed (whoever started it chose to), unsaved edits of the
// sources are saved (or not, as told), and an existing file the rules did not write is kept
// and reported unless a conflict policy says otherwise, as on the command line.
import * as vscode from 'vscode';
import { readOutputSettings } from '../../configuration';
import type { ConflictPolicy } from '../../conversion/outputPlanner';
import { quotedNames, unknownRule, type PlanItem, type Rule, type RulesRunSummary, type UnknownRule } from '../../conversion/rules';
import type { ConvertArguments, ScriptedAnswer } from '../../convertFlow/convertArguments';
import type { SaveBeforeConvert } from '../../workspace/unsavedEdits';
import type { ExtensionServices } from '../../extensionServices';
import { runFolderRules, type FolderPlan, type FolderRulesRun } from '../../convertFlow/folderRules';
import { plannedRuns, within, type FolderRun } from './folderRuns';

/** How a run without a question goes. */
export type QuietRun = Pick<FolderRulesRun, 'progress' | 'onEvent' | 'signal' | 'onStale'> & {
  readonly conflictPolicy?: ConflictPolicy;
  readonly saveBeforeConvert?: SaveBeforeConvert;
  /** Which items the run is about (a rule, a folder): results of their gone sources are removed. */
  readonly within: (item: PlanItem) => boolean;
};

/** The items of a plan that a rule name (case-sensitive, as on the command line) selects; undefined: no such rule. */
export function itemsOfRule(items: readonly PlanItem[], rule: string | undefined): PlanItem[] | undefined {
  if (rule === undefined) {
    return [...items];
  }
  const selected = items.filter((i) => i.rule.name === rule);
  return selected.length > 0 ? selected : undefined;
}

/** Runs planned items of one folder without a question. */
export async function runQuietly(
  services: ExtensionServices,
  folder: vscode.WorkspaceFolder,
  planned: Extract<FolderPlan, { ok: true }>,
  items: readonly PlanItem[],
  run: QuietRun,
): Promise<RulesRunSummary> {
  const policy = run.conflictPolicy ?? readOutputSettings(folder.uri).conflictPolicy;
  const summary = await runFolderRules(services, {
    ...run,
    planned,
    items,
    // Not given: the setting (its `ask` saves, nobody being there to answer).
    unsaved: { policy: run.saveBeforeConvert, nonInteractive: true },
    // Nobody to ask: "ask" keeps the file and names it.
    conflictPolicy: policy === 'ask' ? 'skip' : policy,
    // Results of gone sources the run is about: moved along with a renamed source, else removed.
    gone: { about: run.within, remove: true },
  });
  // Never stopped before sending: no `beforeSending` is given.
  return summary!;
}

/** Why a rule name gave nothing to convert, in the person's language. */
function unknownRuleText(why: UnknownRule): string {
  switch (why.kind) {
    case 'empty':
      return vscode.l10n.t('The rule “{0}” gives nothing to convert here: no file matches its “files”.', why.name);
    case 'case':
      return vscode.l10n.t('No rule is named “{0}”; did you mean “{1}”? (Names are case-sensitive.)', why.name, why.other);
    case 'missing':
      return why.names.length === 0
        ? vscode.l10n.t('No rule is named “{0}”: no workspace folder asked for has a rules file (.vscode/convert-files.json).', why.name)
        : vscode.l10n.t(
            'No rule is named “{0}”. The rules are: {1} (names are case-sensitive).',
            why.name,
            quotedNames(why.names, why.more),
          );
  }
}

/** Run Conversion Rules with an argument object: every folder asked for, its answer together. */
export async function scriptedRules(
  services: ExtensionServices,
  runs: readonly FolderRun[],
  args: ConvertArguments,
): Promise<ScriptedAnswer> {
  const answer: ScriptedAnswer = { results: [], failed: [], skipped: [] };
  let ranAny = false;
  // Every rule of the folders looked at: an unknown name is answered with those there are.
  const rulesSeen: Rule[] = [];
  for (const { run, planned } of await plannedRuns(services, runs)) {
    if (!planned.ok) {
      throw new Error(vscode.l10n.t('The rules of “{0}” cannot run: {1}', run.folder.name, planned.problems.join('; ')));
    }
    rulesSeen.push(...planned.input.file.rules);
    const items = itemsOfRule(
      planned.items.filter((i) => within(i, run.limits)),
      args.rule,
    );
    if (!items) {
      continue;
    }
    ranAny = true;
    const folderUri = (path: string) => vscode.Uri.joinPath(run.folder.uri, path);
    const summary = await runQuietly(services, run.folder, planned, items, {
      within: (i) => within(i, run.limits) && (args.rule === undefined || i.rule.name === args.rule),
      conflictPolicy: args.conflictPolicy,
      saveBeforeConvert: args.saveBeforeConvert,
      progress: {
        run: (title, task) =>
          services.commandUi.progress.run(title, (signal, report) =>
            task({ step: () => undefined, advance: (f) => report({ increment: f * 100 }) }, signal),
          ),
      },
      onEvent: (event) => {
        if (event.kind === 'converted') {
          answer.results.push(...event.written.map(folderUri));
        } else if (event.kind === 'failed') {
          answer.failed.push({
            file: folderUri(event.item.source),
            reason: event.error instanceof Error ? event.error.message : String(event.error),
          });
        } else if (event.kind === 'moved') {
          answer.results.push(folderUri(event.item.result));
        } else if (event.kind === 'skipped' || event.kind === 'upToDate' || event.kind === 'cancelled') {
          const reason = event.kind === 'skipped' ? event.why : event.kind === 'upToDate' ? 'up to date' : 'cancelled';
          answer.skipped.push({ file: folderUri(event.item.source), reason: `${event.item.result}: ${reason}` });
        }
      },
    });
    services.log.info(
      `Run Conversion Rules (argument object), ${run.folder.name}: ${summary.converted} converted, ${summary.upToDate} up to date, ${summary.skipped} skipped, ${summary.failed} failed.`,
    );
  }
  if (!ranAny) {
    throw new Error(
      args.rule === undefined
        ? vscode.l10n.t('No workspace folder asked for has a rules file (.vscode/convert-files.json).')
        : unknownRuleText(unknownRule(args.rule, rulesSeen)),
    );
  }
  return answer;
}
