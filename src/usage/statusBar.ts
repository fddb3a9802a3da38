import * as vscode from 'vscode';
import { Commands, StatusBarId } from '../constants';
import { masterTokenRejectedText } from '../messages/errors';
import { errorText } from '../messages/serviceWording';
import { masterTokenNeverAcceptedText } from '../messages/tokens';
import { plural } from '../util/intlWords';
import {
  consumptionOf,
  formatDateTime,
  formatNumber,
  formatTime,
  formatPercent,
  statusLevelOf,
  type Consumption,
  type StatusLevel,
} from './usageFormat';
import { isMasterTokenRejected, isUnreachable, type ActiveTokenInfo, type UsageModel } from './usageModel';

/** Everything the status bar item shows; `update(state)` renders it. */
export interface StatusBarState {
  readonly level: StatusLevel;
  /** The account's consumption (the last known one while loading). */
  readonly consumption?: Consumption;
  readonly lastRefresh?: Date;
  readonly token?: ActiveTokenInfo;
  /** Conversions made in this window (shown when there is no Master Token). */
  readonly sessionConversions: number;
  /** Why the usage is unavailable, in the error state. */
  readonly problem?: 'masterToken' | 'unreachable' | 'noTotals' | 'other';
  readonly problemMessage?: string;
  /** When the service refused a conversion because the active API Token's own limit is used up. */
  readonly tokenUsedUp?: Date;
  /** The Master Token was saved although its check failed: a 401 is no dashboard refresh. */
  readonly masterTokenUnchecked?: boolean;
}

/** What the status bar knows beside the model: from the token-limit refusals and the store. */
export interface TokenFacts {
  readonly tokenUsedUp?: Date;
  readonly masterTokenUnchecked?: boolean;
}

/** The status bar state for what the model holds now. */
export function statusStateOf(model: UsageModel, warningPercent: number, facts: TokenFacts = {}): StatusBarState {
  const consumption = consumptionOf(model.user.data);
  const error = model.authError ?? model.configError ?? model.user.error;
  const level = statusLevelOf({
    signedIn: model.signedIn,
    loading: model.user.loading && !model.authError,
    failed: error !== undefined,
    consumption,
    warningPercent,
  });
  const problem =
    level !== 'error'
      ? undefined
      : isMasterTokenRejected(error)
        ? 'masterToken'
        : isUnreachable(error)
          ? 'unreachable'
          : error === undefined
            ? 'noTotals'
            : 'other';
  return {
    level,
    consumption,
    lastRefresh: model.lastRefresh,
    token: model.activeToken,
    sessionConversions: model.sessionConversions,
    problem,
    problemMessage:
      problem === 'other' || problem === 'unreachable' ? (error === undefined ? undefined : errorText(vscode.l10n, error)) : undefined,
    ...(facts.tokenUsedUp ? { tokenUsedUp: facts.tokenUsedUp } : {}),
    ...(facts.masterTokenUnchecked ? { masterTokenUnchecked: true } : {}),
  };
}

function language(): string {
  return vscode.env.language;
}

function count(n: number): string {
  return formatNumber(n, language());
}

/** The screen reader's words for the item: "1 conversion left", "2 conversions left" by the language's plural rules. */
function conversionsLeftLabel(n: number): string {
  return plural(n, language(), {
    one: () => vscode.l10n.t('{0} conversion left', count(n)),
    other: () => vscode.l10n.t('{0} conversions left', count(n)),
  })();
}

/**
 * The status bar item: what is left on the account, warning and error backgrounds under the
 * threshold and at zero, DEV while a Development token is active; a click shows the Usage view.
 */
export class UsageStatusBar implements vscode.Disposable {
  private current: StatusBarState | undefined;

  constructor(readonly item: vscode.StatusBarItem) {
    item.name = vscode.l10n.t('Convert Files Usage');
    item.command = Commands.focusUsage;
  }

  /** Creates the item with its id, so that users can hide it. */
  static create(): UsageStatusBar {
    return new UsageStatusBar(vscode.window.createStatusBarItem(StatusBarId, vscode.StatusBarAlignment.Right, 100));
  }

  /** The state last rendered (for tests). */
  get state(): StatusBarState | undefined {
    return this.current;
  }

  dispose(): void {
    this.item.dispose();
  }

  /** Renders one state: text, background, tooltip. */
  update(state: StatusBarState): void {
    this.current = state;
    const item = this.item;
    const left = state.consumption ? vscode.l10n.t('{0} left', count(state.consumption.remaining)) : undefined;
    let text: string;
    let label: string;
    switch (state.level) {
      case 'loading':
        text = `$(sync~spin) ${left ?? vscode.l10n.t('Usage')}`;
        label = vscode.l10n.t('Loading the account usage');
        break;
      case 'ok':
      case 'low':
      case 'empty':
        text = `$(cloud) ${left ?? ''}`;
        label = conversionsLeftLabel(state.consumption?.remaining ?? 0);
        break;
      case 'error':
        text = `${state.problem === 'unreachable' ? '$(cloud-offline)' : '$(warning)'} ${vscode.l10n.t('Usage unavailable')}`;
        label = vscode.l10n.t('Usage unavailable');
        break;
      case 'signedOut':
        text = `$(cloud) ${vscode.l10n.t('{0} converted', count(state.sessionConversions))}`;
        label = plural(state.sessionConversions, language(), {
          one: () => vscode.l10n.t('{0} conversion made in this window', count(state.sessionConversions)),
          other: () => vscode.l10n.t('{0} conversions made in this window', count(state.sessionConversions)),
        })();
        break;
    }
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
        formatDateTime(state.tokenUsedUp, language()),
      ),
    );
    md.appendMarkdown('\n\n');
  }
  const c = state.consumption;
  switch (state.level) {
    case 'signedOut':
      md.appendMarkdown(`${vscode.l10n.t('Conversions made in this window: {0}', count(state.sessionConversions))}\n\n`);
      md.appendMarkdown(
        `${vscode.l10n.t("To see the account's usage (conversions left, statistics, recent conversions), [set the Master Token]({0}).", `command:${Commands.setMasterToken}`)}\n\n`,
      );
      break;
    case 'error':
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
      break;
    default:
      if (c) {
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
      } else {
        md.appendMarkdown(`${vscode.l10n.t('Loading…')}\n\n`);
      }
      if (state.level === 'low') {
        md.appendMarkdown(`$(warning) ${vscode.l10n.t('Few conversions are left.')}\n\n`);
      } else if (state.level === 'empty') {
        md.appendMarkdown(
          `$(error) ${vscode.l10n.t('No conversions are left: conversions fail until the plan is upgraded or more are bought.')}\n\n`,
        );
      }
      break;
  }
  if (state.lastRefresh) {
    md.appendMarkdown(`${vscode.l10n.t('Last refresh: {0}', formatTime(state.lastRefresh, language()))}  \n`);
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
  appendDashboardLink(md, state);
  return md;
}

/** The usage dashboard draws the account's statistics: offered once a Master Token can read them. */
function appendDashboardLink(md: vscode.MarkdownString, state: StatusBarState): void {
  if (state.level !== 'signedOut') {
    md.appendMarkdown(` · [${vscode.l10n.t('Show Usage Dashboard')}](command:${Commands.showUsageDashboard})`);
  }
}
