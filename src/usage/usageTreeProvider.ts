import * as vscode from 'vscode';
import { Commands } from '../constants';
import { masterTokenRejectedLabel } from '../messages/errors';
import { masterTokenNeverAcceptedLabel, masterTokenNeverAcceptedText } from '../messages/tokens';
import {
  consumptionOf,
  formatDateTime,
  formatNumber,
  formatPercent,
  periodsOf,
  summarize,
  type RangeChoice,
  type Totals,
} from './usageFormat';
import { plural } from '../util/intlWords';
import { agoText, logItem, validDate } from './usageLogItems';
import { LOG_DAYS, type UsageModel } from './usageModel';
import { ContextValues, type SectionKind, type UsageNode } from './usageNodes';
import { staleSince, usageProblems, type UsageLoad } from './usageProblems';
import { errorText } from '../messages/serviceWording';

/** "the usage", "the account", "the statistics and recent conversions", for "Could not load …". */
function loadsLabel(failed: readonly UsageLoad[]): string {
  if (failed.length === 3) {
    return vscode.l10n.t('the usage');
  }
  const names: Record<UsageLoad, string> = {
    account: vscode.l10n.t('the account'),
    statistics: vscode.l10n.t('the statistics'),
    recent: vscode.l10n.t('the recent conversions'),
  };
  return failed.length === 2 && failed.includes('statistics') && failed.includes('recent')
    ? vscode.l10n.t('the statistics and recent conversions')
    : failed.map((load) => names[load]).join(', ');
}

/** A section with nothing to show after a failed load: the error itself is shown once, above. */
function notLoaded(section: SectionKind, error: unknown): UsageNode[] {
  return error === undefined
    ? []
    : [{ type: 'empty', id: `${section}.notLoaded`, message: vscode.l10n.t('Not loaded (see the error above)') }];
}

function n(value: number): string {
  return formatNumber(value, vscode.env.language);
}

/** "Last 7 days", "This month", "2025-01-01 – 2025-01-31". */
export function rangeLabel(choice: RangeChoice): string {
  switch (choice.kind) {
    case 'last7':
      return vscode.l10n.t('Last 7 days');
    case 'last30':
      return vscode.l10n.t('Last 30 days');
    case 'thisMonth':
      return vscode.l10n.t('This month');
    case 'custom':
      return `${choice.startDate} – ${choice.endDate}`;
  }
}

function conversions(count: number): string {
  return plural(count, vscode.env.language, {
    one: () => vscode.l10n.t('{0} conversion', n(count)),
    other: () => vscode.l10n.t('{0} conversions', n(count)),
  })();
}

/**
 * "12 conversions · 1 failed": every conversion made, then how many of them failed (the failed
 * part only when there were failures), as the usage dashboard counts them; the tooltip splits
 * successful, failed and charged.
 */
function totalsText(totals: Totals): string {
  const made = conversions(totals.conversions + totals.failed);
  return totals.failed > 0 ? `${made} · ${vscode.l10n.t('{0} failed', n(totals.failed))}` : made;
}

function totalsTooltip(totals: Totals): string {
  return [
    vscode.l10n.t('Successful conversions: {0}', n(totals.conversions)),
    vscode.l10n.t('Failed: {0}', n(totals.failed)),
    vscode.l10n.t('Conversions charged: {0}', n(totals.cost)),
  ].join('\n');
}

/**
 * Renders the usage model as a tree; fetches nothing itself. Without a Master Token, and when the
 * service is unreachable, the root is empty so that the view's welcome content shows.
 */
export class UsageTreeProvider implements vscode.TreeDataProvider<UsageNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<UsageNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private readonly subscription: vscode.Disposable;

  constructor(
    private readonly model: UsageModel,
    /** True while the saved Master Token has never been accepted (saved despite a failed check). */
    private readonly masterTokenUnchecked: () => boolean = () => false,
  ) {
    this.subscription = model.onDidChange(() => this.changed.fire(undefined));
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
  }

  getChildren(node?: UsageNode): UsageNode[] {
    const m = this.model;
    if (!node) {
      if (m.signedIn === false || m.unreachable) {
        return [];
      }
      if (m.authError) {
        return [{ type: 'authError' }];
      }
      if (m.configError) {
        return [{ type: 'error', id: 'config', what: vscode.l10n.t('usage'), error: m.configError, retry: 'refresh' }];
      }
      if (m.signedIn === undefined) {
        return [{ type: 'loading', id: 'root' }];
      }
      // Each failure once, above the sections (which show what they still have, marked stale).
      const problems = usageProblems({ account: m.user, statistics: m.statistics, recent: m.log }).map((p): UsageNode => ({
        type: 'error',
        id: `load.${p.failed.join('.')}`,
        what: loadsLabel(p.failed),
        error: p.error,
        retry: 'refresh',
        stale: p.stale,
      }));
      return [
        ...problems,
        ...(['account', 'consumption', 'statistics', 'recent'] as const).map((section): UsageNode => ({ type: 'section', section })),
      ];
    }
    switch (node.type) {
      case 'section':
        return this.sectionChildren(node.section);
      case 'period':
        if (node.summary.totals.conversions + node.summary.totals.failed === 0) {
          return [
            { type: 'empty', id: `${this.periodId(node.kind, node)}.empty`, message: vscode.l10n.t('No conversions in this period') },
          ];
        }
        return [
          { type: 'group', group: 'days', parentId: this.periodId(node.kind, node), summary: node.summary },
          { type: 'group', group: 'converters', parentId: this.periodId(node.kind, node), summary: node.summary },
        ];
      case 'group': {
        const id = `${node.parentId}.${node.group}`;
        return node.group === 'days'
          ? node.summary.days.map((day) => ({ type: 'day', parentId: id, day }))
          : node.summary.converters.map((totals) => ({ type: 'converter', parentId: id, totals }));
      }
      case 'day':
        return node.day.converters.map((totals) => ({ type: 'converter', parentId: `${node.parentId}.${node.day.date}`, totals }));
      default:
        return [];
    }
  }

  private periodId(kind: string, node: { summary: { range: { startDate: string; endDate: string } } }): string {
    return `statistics.${kind}.${node.summary.range.startDate}.${node.summary.range.endDate}`;
  }

  private sectionChildren(section: SectionKind): UsageNode[] {
    const m = this.model;
    switch (section) {
      case 'account':
      case 'consumption': {
        const { data, error, loading } = m.user;
        if (!data) {
          return loading ? [{ type: 'loading', id: section }] : notLoaded(section, error);
        }
        return section === 'account' ? this.accountFields() : this.consumptionFields();
      }
      case 'statistics': {
        const { data, error, loading } = m.statistics;
        if (!data) {
          return loading ? [{ type: 'loading', id: section }] : notLoaded(section, error);
        }
        const periods = periodsOf(data.choice, validDate(`${data.range.endDate}T12:00:00Z`) ?? m.now());
        return periods.map((p): UsageNode => ({ type: 'period', kind: p.kind, summary: summarize(data.rows, p.range) }));
      }
      case 'recent': {
        const { data, error, loading } = m.log;
        if (!data) {
          return loading ? [{ type: 'loading', id: section }] : notLoaded(section, error);
        }
        const rows: UsageNode[] = data.entries.map((entry, index) => ({ type: 'logEntry', index, entry }));
        if (rows.length === 0) {
          rows.push({ type: 'empty', id: 'recent.empty', message: vscode.l10n.t('No conversions in the last {0} days', LOG_DAYS) });
        }
        if (data.loadingMore) {
          rows.push({ type: 'loading', id: 'recent.more' });
        } else if (data.moreError) {
          rows.push({
            type: 'error',
            id: 'recent.moreError',
            what: vscode.l10n.t('more conversions'),
            error: data.moreError,
            retry: 'loadMore',
          });
        } else if (data.hasMore) {
          rows.push({ type: 'loadMore' });
        }
        return rows;
      }
    }
  }

  private accountFields(): UsageNode[] {
    const user = this.model.user.data ?? {};
    const fields: UsageNode[] = [];
    if (user.fullName !== undefined) {
      fields.push({ type: 'field', id: 'account.name', label: vscode.l10n.t('Name'), value: user.fullName, icon: 'person' });
    }
    if (user.email !== undefined) {
      fields.push({ type: 'field', id: 'account.email', label: vscode.l10n.t('E-mail'), value: user.email, icon: 'mail' });
    }
    if (user.active !== undefined) {
      fields.push({
        type: 'field',
        id: 'account.active',
        label: vscode.l10n.t('Status'),
        value: user.active ? vscode.l10n.t('Active') : vscode.l10n.t('Inactive'),
        icon: user.active ? 'pass' : 'circle-slash',
        tooltip: user.active ? undefined : vscode.l10n.t('The account is inactive: the service refuses conversions.'),
      });
    }
    if (fields.length === 0) {
      fields.push({ type: 'empty', id: 'account.empty', message: vscode.l10n.t('The service sent no account details') });
    }
    return fields;
  }

  private consumptionFields(): UsageNode[] {
    const c = consumptionOf(this.model.user.data);
    if (!c) {
      return [
        { type: 'empty', id: 'consumption.empty', message: vscode.l10n.t('The service did not say how many conversions the account has') },
      ];
    }
    return [
      {
        type: 'field',
        id: 'consumption.consumed',
        label: vscode.l10n.t('Consumed'),
        value: `${n(c.consumed)} / ${n(c.total)}`,
        icon: 'pie-chart',
      },
      { type: 'field', id: 'consumption.remaining', label: vscode.l10n.t('Remaining'), value: n(c.remaining), icon: 'cloud' },
      {
        type: 'field',
        id: 'consumption.percent',
        label: vscode.l10n.t('Used'),
        value: formatPercent(c.usedFraction, vscode.env.language),
        icon: 'graph-line',
      },
    ];
  }

  getTreeItem(node: UsageNode): vscode.TreeItem {
    switch (node.type) {
      case 'section':
        return this.sectionItem(node.section);
      case 'field': {
        const item = new vscode.TreeItem(node.label);
        item.id = node.id;
        item.description = node.value;
        item.iconPath = node.icon ? new vscode.ThemeIcon(node.icon) : undefined;
        item.tooltip = node.tooltip ?? `${node.label}: ${node.value}`;
        return item;
      }
      case 'period': {
        const label =
          node.kind === 'custom' ? `${node.summary.range.startDate} – ${node.summary.range.endDate}` : rangeLabel({ kind: node.kind });
        const item = new vscode.TreeItem(label, vscode.TreeItemCollapsibleState.Collapsed);
        item.id = this.periodId(node.kind, node);
        item.description = totalsText(node.summary.totals);
        item.tooltip = `${node.summary.range.startDate} – ${node.summary.range.endDate} (UTC)\n${totalsTooltip(node.summary.totals)}`;
        item.iconPath = new vscode.ThemeIcon('calendar');
        return item;
      }
      case 'group': {
        const item = new vscode.TreeItem(
          node.group === 'days' ? vscode.l10n.t('By day') : vscode.l10n.t('By converter'),
          vscode.TreeItemCollapsibleState.Collapsed,
        );
        item.id = `${node.parentId}.${node.group}`;
        item.iconPath = new vscode.ThemeIcon(node.group === 'days' ? 'calendar' : 'symbol-class');
        const days = node.summary.days.length;
        const converters = node.summary.converters.length;
        // By the language's plural rules: "1 Tag", "2 Tage", not "1 days" or a form for 1 only.
        item.description =
          node.group === 'days'
            ? plural(days, vscode.env.language, {
                one: () => vscode.l10n.t('{0} day with conversions', n(days)),
                other: () => vscode.l10n.t('{0} days with conversions', n(days)),
              })()
            : plural(converters, vscode.env.language, {
                one: () => vscode.l10n.t('{0} converter', n(converters)),
                other: () => vscode.l10n.t('{0} converters', n(converters)),
              })();
        return item;
      }
      case 'day': {
        const item = new vscode.TreeItem(
          node.day.date,
          node.day.converters.length > 0 ? vscode.TreeItemCollapsibleState.Collapsed : vscode.TreeItemCollapsibleState.None,
        );
        item.id = `${node.parentId}.${node.day.date}`;
        item.description = totalsText(node.day);
        item.tooltip = totalsTooltip(node.day);
        item.iconPath = new vscode.ThemeIcon(node.day.failed > 0 ? 'warning' : 'circle-small-filled');
        return item;
      }
      case 'converter': {
        const item = new vscode.TreeItem(node.totals.converter);
        item.id = `${node.parentId}.${node.totals.converter}`;
        item.description = totalsText(node.totals);
        item.tooltip = totalsTooltip(node.totals);
        item.iconPath = new vscode.ThemeIcon(node.totals.failed > 0 ? 'warning' : 'symbol-event');
        return item;
      }
      case 'logEntry':
        return logItem(node.index, node.entry, this.model.now());
      case 'loadMore': {
        const item = new vscode.TreeItem(vscode.l10n.t('Load More'));
        item.id = 'recent.loadMore';
        item.iconPath = new vscode.ThemeIcon('fold-down');
        item.command = { command: Commands.loadMoreLog, title: vscode.l10n.t('Load More') };
        item.tooltip = vscode.l10n.t('Load older conversions');
        return item;
      }
      case 'loading': {
        const item = new vscode.TreeItem(vscode.l10n.t('Loading…'));
        item.id = `loading.${node.id}`;
        item.iconPath = new vscode.ThemeIcon('loading~spin');
        return item;
      }
      case 'empty': {
        const item = new vscode.TreeItem(node.message);
        item.id = node.id;
        item.iconPath = new vscode.ThemeIcon('info');
        return item;
      }
      case 'error': {
        const message = errorText(vscode.l10n, node.error);
        const item = new vscode.TreeItem(
          node.stale ? vscode.l10n.t('Could not refresh {0}', node.what) : vscode.l10n.t('Could not load {0}', node.what),
        );
        item.id = `error.${node.id}`;
        item.description = message;
        item.iconPath = new vscode.ThemeIcon('error', new vscode.ThemeColor('list.errorForeground'));
        const tooltip = new vscode.MarkdownString().appendText(message);
        if (node.stale) {
          tooltip
            .appendMarkdown('\n\n')
            .appendText(vscode.l10n.t('The numbers shown are from the last refresh that worked; their age is next to each section.'));
        }
        item.tooltip = tooltip.appendMarkdown(`\n\n${vscode.l10n.t('Click to retry.')}`);
        item.contextValue = node.retry === 'loadMore' ? ContextValues.loadMoreError : ContextValues.error;
        item.command =
          node.retry === 'loadMore'
            ? { command: Commands.loadMoreLog, title: vscode.l10n.t('Retry') }
            : { command: Commands.refreshUsage, title: vscode.l10n.t('Retry') };
        return item;
      }
      case 'authError': {
        const unchecked = this.masterTokenUnchecked();
        const item = new vscode.TreeItem(unchecked ? masterTokenNeverAcceptedLabel() : masterTokenRejectedLabel());
        item.id = 'error.masterToken';
        item.description = unchecked ? vscode.l10n.t('Set it again') : vscode.l10n.t('Set the new one');
        item.iconPath = new vscode.ThemeIcon('key', new vscode.ThemeColor('list.errorForeground'));
        item.tooltip = new vscode.MarkdownString(
          unchecked
            ? `${masterTokenNeverAcceptedText()} ${vscode.l10n.t('Automatic refreshes are paused until it is set again.')}`
            : vscode.l10n.t(
                'The service refused the Master Token (401). It may have been refreshed in the dashboard: set the new one. Automatic refreshes are paused until then.',
              ),
        );
        item.contextValue = ContextValues.error;
        item.command = { command: Commands.setMasterToken, title: vscode.l10n.t('Set Master Token') };
        return item;
      }
    }
  }

  private sectionItem(section: SectionKind): vscode.TreeItem {
    const m = this.model;
    const labels: Record<SectionKind, string> = {
      account: vscode.l10n.t('Account'),
      consumption: vscode.l10n.t('Consumption'),
      statistics: vscode.l10n.t('Statistics'),
      recent: vscode.l10n.t('Recent conversions'),
    };
    const icons: Record<SectionKind, string> = { account: 'account', consumption: 'dashboard', statistics: 'graph', recent: 'history' };
    const item = new vscode.TreeItem(labels[section], vscode.TreeItemCollapsibleState.Expanded);
    item.id = `section.${section}`;
    item.iconPath = new vscode.ThemeIcon(icons[section]);
    switch (section) {
      case 'account':
        item.description = m.user.data?.fullName ?? '';
        break;
      case 'consumption': {
        const c = consumptionOf(m.user.data);
        item.description = c ? vscode.l10n.t('{0} left', n(c.remaining)) : '';
        break;
      }
      case 'statistics': {
        const range = m.currentRange();
        item.description = rangeLabel(m.range);
        item.tooltip = vscode.l10n.t('{0} to {1} (UTC). Choose another range with the calendar button.', range.startDate, range.endDate);
        break;
      }
      case 'recent':
        item.description = vscode.l10n.t('last {0} days', LOG_DAYS);
        break;
    }
    const since = staleSince(section === 'statistics' ? m.statistics : section === 'recent' ? m.log : m.user);
    if (since) {
      // Older numbers after a failed refresh: say how old, next to what they are.
      const age = vscode.l10n.t('as of {0}', agoText(since, m.now()));
      item.description = item.description ? `${String(item.description)} · ${age}` : age;
      item.tooltip = vscode.l10n.t('The last refresh failed; these numbers are from {0}.', formatDateTime(since, vscode.env.language));
    }
    return item;
  }
}
