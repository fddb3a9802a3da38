import * as vscode from 'vscode';
import { Commands, StatusBarId } from '../constants';
import { masterTokenRejectedText } from '../messages/errors';
import { masterTokenNeverAcceptedText } from '../messages/tokens';
import { plural } from '../util/intlWords';
import type { StatusBarState } from './statusState';
import { formatPercent } from '../util/numberFormat';
import { count, dateTime, shortTime } from './words';

function language(): string {
  return vscode.env.language;
}

/** The screen reader's words for the item: "1 conversion left", "2 conversions left" by the language's plural rules. */
function conversionsLeftLabel(n: number): string {
  return plural(n, language(), {
    one: () => vscode.l10n.t('{0} conversion left', count(n)),
    other: () => vscode.l10n.t('{0} conversions left', count(n)),
  })();
}

/** The item's text and accessible label for one state. */
function wordsOf(state: StatusBarState): { text: string; label: string } {
  const left = state.consumption ? vscode.l10n.t('{0} left', count(state.consumption.remaining)) : undefined;
  switch (state.level) {
    case 'loading':
      return { text: `$(sync~spin) ${left ?? vscode.l10n.t('Usage')}`, label: vscode.l10n.t('Loading the account usage') };
    case 'ok':
    case 'low':
    case 'empty': {
      const label = conversionsLeftLabel(state.consumption?.remaining ?? 0);
      if (!state.asOf) {
        return { text: `$(cloud) ${left ?? ''}`, label };
      }
      // The last known numbers after a failed refresh: said with their time, never passed off as current.
      const asOf = vscode.l10n.t('as of {0}', shortTime(state.asOf, new Date()));
      const icon = state.problem === 'unreachable' ? '$(cloud-offline)' : '$(warning)';
      return { text: `${icon} ${left ?? ''} · ${asOf}`, label: `${label}, ${asOf}` };
    }
    case 'error':
      return {
        text: `${state.problem === 'unreachable' ? '$(cloud-offline)' : '$(warning)'} ${vscode.l10n.t('Usage unavailable')}`,
        label: vscode.l10n.t('Usage unavailable'),
      };
    case 'signedOut':
      return {
        text: `$(cloud) ${vscode.l10n.t('{0} converted', count(state.sessionConversions))}`,
        label: plural(state.sessionConversions, language(), {
          one: () => vscode.l10n.t('{0} conversion made in this window', count(state.sessionConversions)),
          other: () => vscode.l10n.t('{0} conversions made in this window', count(state.sessionConversions)),
        })(),
      };
  }
}

/**
 * The status bar item: what is left on the account, warning and error backgrounds under the
 * threshold and at zero, DEV while a Development token is active; a click shows the Usage view.
 * It draws the state it is given and nothing else (the controller decides when).
 */
export class UsageStatusBar implements vscode.Disposable {
  private current: StatusBarState | undefined;
  private drawn = 0;

  constructor(readonly item: vscode.StatusBarItem) {
    item.name = vscode.l10n.t('Convert Files Usage');
    item.command = Commands.focusUsage;
  }

  /** Creates the item with its id, so that users can hide it. */
  static create(): UsageStatusBar {
    return new UsageStatusBar(vscode.window.createStatusBarItem(StatusBarId, vscode.StatusBarAlignment.Right, 100));
  }

  /** The state last drawn (for tests). */
  get state(): StatusBarState | undefined {
    return this.current;
  }

  /** How many times the item was drawn (for tests: once per change). */
  get draws(): number {
    return this.drawn;
  }

  dispose(): void {
    this.item.dispose();
  }

  /** Draws one state: text, background, tooltip. */
  update(state: StatusBarState): void {
    this.current = state;
    this.drawn += 1;
    const item = this.item;
    let { text, label } = wordsOf(state);
    // The token's own limit stops conversions whatever the account has left; an empty account says more.
    const tokenBlocked = state.tokenUsedUp !== undefined && state.level !== 'empty';
    if (tokenBlocked) {
      text = `$(circle-slash) ${vscode.l10n.t('Token used up')}`;
      label = vscode.l10n.t("The active API Token's consumption limit is used up");
    }
    if (state.token?.environment === 'Development') {
      text += ` · ${vscode.l10n.t('DEV')}`;
      label += `, ${vscode.l10n.t('Development token')}`;
    }
    item.text = text;
    item.accessibilityInformation = { label };
    item.backgroundColor =
      state.level === 'empty' || tokenBlocked
        ? new vscode.ThemeColor('statusBarItem.errorBackground')
        : state.level === 'low'
          ? new vscode.ThemeColor('statusBarItem.warningBackground')
          : undefined;
    item.tooltip = tooltipOf(state);
    item.show();
  }
}

function appendProblem(md: vscode.MarkdownString, state: StatusBarState): void {
  if (state.problem === 'masterToken') {
    md.appendMarkdown(
      `${state.masterTokenUnchecked ? masterTokenNeverAcceptedText() : masterTokenRejectedText()} ${vscode.l10n.t('[Set the new one]({0}).', `command:${Commands.setMasterToken}`)}\n\n`,
    );
  } else if (state.problem === 'noTotals') {
    md.appendMarkdown(`${vscode.l10n.t('The service did not say how many conversions the account has.')}\n\n`);
  } else {
    md.appendText(state.problemMessage ?? vscode.l10n.t('The usage could not be loaded.'));
    md.appendMarkdown(`\n\n[${vscode.l10n.t('Retry')}](command:${Commands.refreshUsage})\n\n`);
  }
}

function appendConsumption(md: vscode.MarkdownString, state: StatusBarState): void {
  const c = state.consumption;
  if (!c) {
    md.appendMarkdown(`${vscode.l10n.t('Loading…')}\n\n`);
    return;
  }
  if (state.asOf) {
    md.appendMarkdown('$(history) ');
    // A date and time, not "5 minutes ago": the tooltip is drawn once and may be read much later.
    md.appendText(vscode.l10n.t('The last refresh failed: these are the numbers from {0}.', dateTime(state.asOf)));
    md.appendMarkdown('\n\n');
  }
  md.appendMarkdown(
    `${vscode.l10n.t('Consumed: {0} / {1} ({2})', count(c.consumed), count(c.total), formatPercent(c.usedFraction, language()))}  \n${vscode.l10n.t('Remaining: {0}', count(c.remaining))}\n\n`,
  );
  if (state.token && !state.tokenUsedUp) {
    // No endpoint gives a token's own limit: say whose count this is rather than let it pass for the token's.
    md.appendText(
      vscode.l10n.t(
        "These are the account's conversions. An API Token's own limit, if it has one, is known only once the service refuses a conversion for it.",
      ),
    );
    md.appendMarkdown('\n\n');
  }
  if (state.level === 'low') {
    md.appendMarkdown(`$(warning) ${vscode.l10n.t('Few conversions are left.')}\n\n`);
  } else if (state.level === 'empty') {
    md.appendMarkdown(
      `$(error) ${vscode.l10n.t('No conversions are left: conversions fail until the plan is upgraded or more are bought.')}\n\n`,
    );
  }
}

function tooltipOf(state: StatusBarState): vscode.MarkdownString {
  const md = new vscode.MarkdownString(undefined, true);
  md.isTrusted = { enabledCommands: [Commands.focusUsage, Commands.setMasterToken, Commands.refreshUsage, Commands.showUsageDashboard] };
  md.appendMarkdown(`**${vscode.l10n.t('Convert Files usage')}**\n\n`);
  if (state.tokenUsedUp) {
    md.appendMarkdown('$(circle-slash) ');
    md.appendText(
      vscode.l10n.t(
        'The API Token "{0}" has used up its own consumption limit: the service refused a conversion for it at {1}. Raise the limit in the dashboard or switch to another token.',
        state.token?.name ?? '',
        // The mark outlives the window, for days if need be: its date, not only a time of day.
        dateTime(state.tokenUsedUp),
      ),
    );
    md.appendMarkdown('\n\n');
  }
  if (state.level === 'signedOut') {
    md.appendMarkdown(`${vscode.l10n.t('Conversions made in this window: {0}', count(state.sessionConversions))}\n\n`);
    md.appendMarkdown(
      `${vscode.l10n.t("To see the account's usage (conversions left, statistics, recent conversions), [set the Master Token]({0}).", `command:${Commands.setMasterToken}`)}\n\n`,
    );
  } else {
    if (state.problem) {
      appendProblem(md, state);
    }
    if (state.level !== 'error') {
      appendConsumption(md, state);
    }
  }
  if (state.lastRefresh && !state.asOf) {
    md.appendMarkdown(`${vscode.l10n.t('Last refresh: {0}', dateTime(state.lastRefresh, { timeStyle: 'medium' }))}  \n`);
  }
  if (state.token) {
    md.appendText(
      vscode.l10n.t(
        'Active API Token: {0} ({1})',
        state.token.name,
        state.token.environment === 'Development' ? vscode.l10n.t('Development') : vscode.l10n.t('Production'),
      ),
    );
    md.appendMarkdown('\n\n');
  } else {
    md.appendMarkdown(`${vscode.l10n.t('No API Token is set.')}\n\n`);
  }
  md.appendMarkdown(`[${vscode.l10n.t('Show Usage')}](command:${Commands.focusUsage})`);
  // The usage dashboard draws the account's statistics: offered once a Master Token can read them.
  if (state.level !== 'signedOut') {
    md.appendMarkdown(` · [${vscode.l10n.t('Show Usage Dashboard')}](command:${Commands.showUsageDashboard})`);
  }
  return md;
}
