// What automatic runs of the rules file say: the consent question, why they paused, a failure
// (once per kind until the person looks), and the status bar's words.
import * as vscode from 'vscode';
import { Commands, Settings } from '../constants';
import { statusAction, type RuleSummary } from '../conversion/automation';
import type { QuotaRefusal } from '../conversion/quotaCheck';
import { formatNumber } from '../util/numberFormat';
import { plural } from '../util/intlWords';
import { Actions, type Action, type LocalAction, type Message } from './actions';
import { describeError } from './errors';
import { openRulesFile } from './rules';

const n = (value: number) => formatNumber(value, vscode.env.language);

/** One automatic rule in the question: `“docs/**\/*.md” → pdf: docs/a.md → out/docs/a.pdf, when you save a file`, or why it is refused. */
function ruleLine(rule: RuleSummary): string {
  const when =
    rule.trigger === 'onSave'
      ? vscode.l10n.t('when you save a file (auto save starts nothing)')
      : vscode.l10n.t('at every change on disk (auto save included)');
  if (rule.refused) {
    return vscode.l10n.t('{0} → {1}: REFUSED, it will not run ({2})', rule.files, rule.targets, rule.refused.join('; '));
  }
  const example = rule.example ?? vscode.l10n.t('no file matches yet');
  return `${rule.files} → ${rule.targets}: ${example}, ${when}`;
}

/** The consent question: what the rules convert and where (an example each), which are refused; Allow only when something can run. */
export function consentQuestion(folderName: string, rules: readonly RuleSummary[]): { text: string; allow?: string; deny: string } {
  const runnable = rules.filter((r) => !r.refused).length;
  const lines = rules.map(ruleLine).join('; ');
  const text =
    runnable === 0
      ? vscode.l10n.t(
          'The conversion rules of “{0}” ask to convert files by themselves, but none can run: {1}. Fix the rules file; nothing converts by itself.',
          folderName,
          lines,
        )
      : vscode.l10n.t(
          'The conversion rules of “{0}” convert files by themselves: {1}. Each conversion counts against your account (one per target each time). Allow automatic conversions in this folder?',
          folderName,
          lines,
        ) + (runnable < rules.length ? ` ${vscode.l10n.t('Allow covers only the rules not refused.')}` : '');
  return {
    text,
    ...(runnable > 0 ? { allow: vscode.l10n.t('Allow') } : {}),
    deny: vscode.l10n.t('Don’t Allow'),
  };
}

const resume = (): Action => ({ title: vscode.l10n.t('Resume'), command: Commands.toggleAutomation });

/** Paused by the hourly cap (convertFiles.automation.maxConversionsPerHour). */
export function pausedByCap(cap: number, needed: number): Message {
  return {
    severity: 'warning',
    text: vscode.l10n.t(
      'Automatic conversions are paused: the next run needs {0} and would go over {1} in an hour. Resume them when you are ready.',
      n(needed),
      n(cap),
    ),
    actions: [resume(), Actions.openSettings(`${Settings.section}.${Settings.automationMaxConversionsPerHour}`)],
  };
}

/** Paused because the account has too few conversions left (the Master Token's check, or the service's answer). */
export function pausedByQuota(refusal: QuotaRefusal | undefined): Message {
  const why =
    refusal === undefined
      ? vscode.l10n.t('the service says there are no conversions left.')
      : plural(refusal.left, vscode.env.language, {
          one: () => vscode.l10n.t('{0} conversion is left on the account and the next run needs {1}.', n(refusal.left), n(refusal.needed)),
          other: () =>
            vscode.l10n.t('{0} conversions are left on the account and the next run needs {1}.', n(refusal.left), n(refusal.needed)),
        })();
  return {
    severity: 'warning',
    text: `${vscode.l10n.t('Automatic conversions are paused:')} ${why}`,
    actions: [resume(), Actions.openDashboard()],
  };
}

/** The first automatic failure of a kind; `looked` runs when the person opens the log. */
export function automaticFailure(source: string, err: unknown, looked: () => Thenable<unknown>): Message<Action | LocalAction> {
  const cause = describeError(err);
  return {
    severity: 'warning',
    text: vscode.l10n.t(
      'An automatic conversion of {0} failed: {1} Further failures like it go to the log and the status bar.',
      source,
      cause.text,
    ),
    actions: [...cause.actions.filter((a) => a.command !== Commands.showLog), { title: vscode.l10n.t('Show Log'), run: looked }],
  };
}

/** The rules file does not parse: nothing runs by itself until it is fixed; `looked` runs when the person opens the log. */
export function brokenRulesFile(
  folderName: string,
  problems: readonly string[],
  rulesFile: vscode.Uri,
  looked: () => Thenable<unknown>,
): Message<Action | LocalAction> {
  return {
    severity: 'warning',
    text: vscode.l10n.t(
      'The rules file of “{0}” cannot be read, so nothing converts by itself until it is fixed: {1}',
      folderName,
      problems.slice(0, 3).join(' · '),
    ),
    actions: [openRulesFile(rulesFile), { title: vscode.l10n.t('Show Log'), run: looked }],
  };
}

/** The rules file cannot be used by automatic runs: its problems (the engine's words). */
export function automaticRulesProblem(folderName: string, problems: readonly string[]): string {
  return vscode.l10n.t('The automatic conversion rules of “{0}” cannot run: {1}', folderName, problems.slice(0, 3).join(' · '));
}

export function automationPausedInfo(): string {
  return vscode.l10n.t('Automatic conversions are paused in this workspace. Run Conversion Rules still works by hand.');
}

/** Resumed, and what was held back while paused converts now: how many files, what it uses. */
export function resumedConverting(files: number, conversions: number): string {
  const locale = vscode.env.language;
  const what = plural(files, locale, {
    one: () => vscode.l10n.t('The file changed while they were paused is converted now:'),
    other: () => vscode.l10n.t('The {0} files changed while they were paused are converted now:', n(files)),
  })();
  const cost = plural(conversions, locale, {
    one: () => vscode.l10n.t('{0} conversion.', n(conversions)),
    other: () => vscode.l10n.t('{0} conversions.', n(conversions)),
  })();
  return `${automationResumedInfo()} ${what} ${cost}`;
}

/**
 * Resumed, but what was held back is for a run by hand: more than the hourly cap allows
 * (`conversions` and `cap` known), or more changes than were kept track of.
 */
export function resumedByHand(held: { readonly conversions: number; readonly cap: number } | undefined): Message {
  const why =
    held === undefined
      ? vscode.l10n.t('More files changed while they were paused than were kept track of.')
      : vscode.l10n.t(
          'What changed while they were paused needs {0} conversions, more than the {1} an hour allows.',
          n(held.conversions),
          n(held.cap),
        );
  return {
    severity: 'info',
    text: `${automationResumedInfo()} ${why} ${vscode.l10n.t('Run Conversion Rules converts what is out of date after you confirm the cost.')}`,
    actions: [{ title: vscode.l10n.t('Run Conversion Rules'), command: Commands.runRules }],
  };
}

export function automationResumedInfo(): string {
  return vscode.l10n.t('Automatic conversions are on again in this workspace.');
}

export function noAutomaticRules(): string {
  return vscode.l10n.t(
    'No conversion rules here run by themselves: give a rule "trigger": "onSave" or "onChange" in .vscode/convert-files.json.',
  );
}

/** The status bar item of automatic runs: a broken rules file (click: open it), or what a click does (statusAction). */
export function automationStatus(state: { readonly paused: boolean; readonly allowed: boolean; readonly broken?: readonly string[] }): {
  text: string;
  tooltip: string;
} {
  if (state.broken) {
    return {
      text: `$(warning) ${vscode.l10n.t('Auto-convert')}`,
      tooltip: vscode.l10n.t(
        'The rules file cannot be read, so nothing converts by itself: {0}. Click to open it.',
        state.broken.slice(0, 3).join(' · '),
      ),
    };
  }
  switch (statusAction(state)) {
    case 'ask':
      return {
        text: `$(circle-slash) ${vscode.l10n.t('Auto-convert')}`,
        tooltip: vscode.l10n.t('Automatic conversions of the rules file are not allowed here. Click to be asked again.'),
      };
    case 'resume':
      return {
        text: `$(debug-pause) ${vscode.l10n.t('Auto-convert paused')}`,
        tooltip: vscode.l10n.t('Automatic conversions are paused. Click to resume them.'),
      };
    default:
      return {
        text: `$(sync) ${vscode.l10n.t('Auto-convert')}`,
        tooltip: vscode.l10n.t('Automatic conversions of the rules file are on. Click to pause them.'),
      };
  }
}

/** The status bar item of failed automatic conversions (click: the log). */
export function automationFailures(count: number): { text: string; tooltip: string } {
  return {
    text: `$(warning) ${n(count)}`,
    tooltip: plural(count, vscode.env.language, {
      one: () => vscode.l10n.t('{0} automatic conversion failed. Click to see the log.', n(count)),
      other: () => vscode.l10n.t('{0} automatic conversions failed. Click to see the log.', n(count)),
    })(),
  };
}

/** The window progress of an automatic run (the status bar, never a notification). */
export function automaticRunTitle(folderName: string): string {
  return vscode.l10n.t('Converting by the rules of “{0}”', folderName);
}
