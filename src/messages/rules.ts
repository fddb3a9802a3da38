// What Run Conversion Rules says: the confirmation with count and cost, nothing to do, the
// problems of a rules file, and the summary.
import * as vscode from 'vscode';
import type { RulesRunSummary } from '../conversion/rules';
import { plural } from '../util/intlWords';
import { formatNumber } from '../util/numberFormat';
import { Actions, type Action, type LocalAction, type Message } from './actions';
import { atMostText, conversionsUsedText } from './batchWording';
import { describeError } from './errors';

const n = (value: number) => formatNumber(value, vscode.env.language);

/** A button that opens the rules file in an editor. */
export function openRulesFile(rulesFile: vscode.Uri): LocalAction {
  return { title: vscode.l10n.t('Open Rules File'), run: () => vscode.window.showTextDocument(rulesFile) };
}

export function rulesUntrusted(): Message {
  return {
    severity: 'warning',
    text: vscode.l10n.t('Conversion rules run only in a trusted workspace: the rules file comes with the folder and writes files in it.'),
    actions: [{ title: vscode.l10n.t('Manage Workspace Trust'), command: 'workbench.trust.manage' }],
  };
}

export function noRulesFile(folder: vscode.Uri | undefined): Message<Action | LocalAction> {
  const text = vscode.l10n.t(
    'No conversion rules here: create .vscode/convert-files.json in the workspace folder (the README shows one for a docs folder).',
  );
  if (!folder) {
    return { severity: 'info', text, actions: [] };
  }
  const file = vscode.Uri.joinPath(folder, '.vscode', 'convert-files.json');
  return {
    severity: 'info',
    text,
    actions: [
      {
        title: vscode.l10n.t('Create Rules File'),
        run: async () => {
          const starter =
            '{\n  "rules": [\n    { "name": "docs", "files": "docs/**/*.md", "targets": ["pdf"], "outputDirectory": "out/${relativeDir}" }\n  ]\n}\n';
          await vscode.workspace.fs.writeFile(file, new TextEncoder().encode(starter));
          await vscode.window.showTextDocument(file);
        },
      },
    ],
  };
}

/** The rules file cannot be used: its problems (the engine's words, with their lines). */
export function rulesProblems(folderName: string, problems: readonly string[], rulesFile: vscode.Uri): Message<Action | LocalAction> {
  const shown =
    problems.slice(0, 3).join(' · ') + (problems.length > 3 ? ` · ${vscode.l10n.t('{0} more in the log', n(problems.length - 3))}` : '');
  return {
    severity: 'error',
    text: vscode.l10n.t('The conversion rules of “{0}” cannot run: {1}', folderName, shown),
    actions: [openRulesFile(rulesFile), Actions.showLog()],
  };
}

export function rulesNothingToDo(folderName: string, upToDate: number): string {
  return upToDate === 0
    ? vscode.l10n.t('The conversion rules of “{0}” name no file to convert here.', folderName)
    : plural(upToDate, vscode.env.language, {
        one: () =>
          vscode.l10n.t('Everything is up to date: the rules of “{0}” have {1} result, nothing to convert.', folderName, n(upToDate)),
        other: () =>
          vscode.l10n.t('Everything is up to date: the rules of “{0}” have {1} results, nothing to convert.', folderName, n(upToDate)),
      })();
}

/** The modal question before anything is sent: how many files and results, and what it may cost. */
export function rulesConfirmation(
  folderName: string,
  sources: number,
  results: number,
  cost: number,
  upToDate: number,
): { text: string; detail: string; go: string } {
  const locale = vscode.env.language;
  const text =
    sources === 1
      ? results === 1
        ? vscode.l10n.t('Convert 1 file by the rules of “{0}” (1 result)?', folderName)
        : vscode.l10n.t('Convert 1 file by the rules of “{0}” ({1} results)?', folderName, n(results))
      : vscode.l10n.t('Convert {0} files by the rules of “{1}” ({2} results)?', n(sources), folderName, n(results));
  const fresh =
    upToDate === 0
      ? ''
      : ` ${plural(upToDate, locale, {
          one: () => vscode.l10n.t('{0} result is up to date and is not converted again.', n(upToDate)),
          other: () => vscode.l10n.t('{0} results are up to date and are not converted again.', n(upToDate)),
        })()}`;
  return { text, detail: atMostText(vscode.l10n, cost, locale) + fresh, go: vscode.l10n.t('Convert') };
}

/** What a run does besides converting, said before it runs: results of gone sources removed, of renamed ones moved along. */
export function rulesTidying(removed: number, moved: number): string {
  return tidyingText(removed, moved, {
    removedOne: () => vscode.l10n.t('1 result whose source is gone is removed.'),
    removed: (count) => vscode.l10n.t('{0} results whose source is gone are removed.', count),
    movedOne: () => vscode.l10n.t('1 result of a renamed file moves along with it (nothing is sent).'),
    moved: (count) => vscode.l10n.t('{0} results of renamed files move along with them (nothing is sent).', count),
  });
}

/** What a run did besides converting, said after it ran. */
function tidied(removed: number, moved: number): string {
  return tidyingText(removed, moved, {
    removedOne: () => vscode.l10n.t('1 result removed: its source is gone.'),
    removed: (count) => vscode.l10n.t('{0} results removed: their sources are gone.', count),
    movedOne: () => vscode.l10n.t('1 result moved along with its renamed file.'),
    moved: (count) => vscode.l10n.t('{0} results moved along with their renamed files.', count),
  });
}

/** The sentences for results removed and moved, in the user's plural (a count with its separators); empty for none. */
function tidyingText(
  removed: number,
  moved: number,
  words: Record<'removedOne' | 'movedOne', () => string> & Record<'removed' | 'moved', (count: string) => string>,
): string {
  const said = (count: number, one: () => string, other: (count: string) => string) =>
    count === 0 ? '' : plural(count, vscode.env.language, { one, other: () => other(n(count)) })();
  return [said(removed, words.removedOne, words.removed), said(moved, words.movedOne, words.moved)].filter(Boolean).join(' ');
}

/** The end of a run: what was converted, up to date, skipped, failed, and what it used. */
export function rulesSummary(folderName: string, summary: RulesRunSummary, failures: readonly string[], firstError?: unknown): Message {
  const tally = vscode.l10n.t(
    'Rules of “{0}”: {1} converted, {2} up to date, {3} skipped, {4} failed.',
    folderName,
    n(summary.converted),
    n(summary.upToDate),
    n(summary.skipped),
    n(summary.failed),
  );
  const used = [
    conversionsUsedText(vscode.l10n, summary.conversionsUsed, vscode.env.language, summary.costAssumed),
    tidied(summary.removed, summary.moved),
  ]
    .filter(Boolean)
    .join(' ');
  if (summary.cancelled) {
    return { severity: 'info', text: `${vscode.l10n.t('Cancelled.')} ${tally} ${used}`, actions: [Actions.showLog()] };
  }
  if (failures.length > 0) {
    // The first failure in the user's words, with its next step (Set API Token, Open Dashboard…).
    const cause = firstError === undefined ? undefined : describeError(firstError);
    return {
      severity: 'warning',
      text: [tally, used, cause?.text ?? failures[0]].join(' '),
      actions: [...(cause?.actions ?? []).filter((a) => a.command !== Actions.showLog().command), Actions.showLog()],
    };
  }
  return { severity: 'info', text: `${tally} ${used}`, actions: [Actions.showLog()] };
}
