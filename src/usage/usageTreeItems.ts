// How each kind of Usage view node looks: one small function per node type, chosen by the
// node's `type` (a table, so that adding a node type without its look fails to compile).
import * as vscode from 'vscode';
import { Commands } from '../constants';
import { masterTokenRejectedLabel } from '../messages/errors';
import { errorText } from '../messages/serviceWording';
import { masterTokenNeverAcceptedLabel, masterTokenNeverAcceptedText } from '../messages/tokens';
import { plural } from '../util/intlWords';
import { recentItem } from './recentItems';
import { RECENT_DAYS } from './usageData';
import type { DateRange } from '../service/admin';
import type { RangeChoice, Totals } from './usageFormat';
import type { UsageModel } from './usageModel';
import { ContextValues, type SectionKind, type UsageNode } from './usageNodes';
import { staleSince } from './usageProblems';
import { shownConsumption, type UsageSnapshot } from './usageSnapshot';
import { agoText, conversions, count, dateTime } from './words';

/** What the tree knows beside the model (from the controller). */
export interface TreeFacts {
  /** True while the saved Master Token has never been accepted (saved despite a failed check). */
  masterTokenUnchecked(): boolean;
  /** The usage kept from an earlier window, shown until this window reads the account. */
  lastKnown(): UsageSnapshot | undefined;
}

interface ItemContext {
  readonly model: UsageModel;
  readonly facts: TreeFacts;
}

type NodeOf<K extends UsageNode['type']> = Extract<UsageNode, { type: K }>;

/** The named ranges' words. */
const RANGE_LABELS: Record<Exclude<RangeChoice['kind'], 'custom'>, () => string> = {
  last7: () => vscode.l10n.t('Last 7 days'),
  last30: () => vscode.l10n.t('Last 30 days'),
  thisMonth: () => vscode.l10n.t('This month'),
};

/** "Last 7 days", "This month", "2025-01-01 – 2025-01-31" (a custom range by its dates). */
function rangeLabel(kind: RangeChoice['kind'], range: DateRange): string {
  return kind === 'custom' ? `${range.startDate} – ${range.endDate}` : RANGE_LABELS[kind]();
}

/** The id of a statistics period (its children's ids start with it). */
export function periodId(node: NodeOf<'period'>): string {
  return `statistics.${node.kind}.${node.summary.range.startDate}.${node.summary.range.endDate}`;
}

/**
 * "12 conversions · 1 failed": every conversion made, then how many of them failed (the failed
 * part only when there were failures), as the usage dashboard counts them; the tooltip splits
 * successful, failed and charged.
 */
function totalsText(totals: Totals): string {
  const made = conversions(totals.conversions + totals.failed);
  return totals.failed > 0 ? `${made} · ${vscode.l10n.t('{0} failed', count(totals.failed))}` : made;
}

function totalsTooltip(totals: Totals): string {
  return [
    vscode.l10n.t('Successful conversions: {0}', count(totals.conversions)),
    vscode.l10n.t('Failed: {0}', count(totals.failed)),
    vscode.l10n.t('Conversions charged: {0}', count(totals.cost)),
  ].join('\n');
}

function item(label: string, id: string, icon: string | vscode.ThemeIcon | undefined, collapsed = false): vscode.TreeItem {
  const made = new vscode.TreeItem(label, collapsed ? vscode.TreeItemCollapsibleState.Collapsed : vscode.TreeItemCollapsibleState.None);
  made.id = id;
  made.iconPath = typeof icon === 'string' ? new vscode.ThemeIcon(icon) : icon;
  return made;
}

const SECTION_ICONS: Record<SectionKind, string> = { account: 'account', consumption: 'dashboard', statistics: 'graph', recent: 'history' };

function sectionItem({ section }: NodeOf<'section'>, { model: m, facts }: ItemContext): vscode.TreeItem {
  const labels: Record<SectionKind, string> = {
    account: vscode.l10n.t('Account'),
    consumption: vscode.l10n.t('Consumption'),
    statistics: vscode.l10n.t('Statistics'),
    recent: vscode.l10n.t('Recent conversions'),
  };
  const made = item(labels[section], `section.${section}`, SECTION_ICONS[section]);
  made.collapsibleState = vscode.TreeItemCollapsibleState.Expanded;
  const shown = section === 'consumption' ? shownConsumption(m.user, facts.lastKnown()) : undefined;
  switch (section) {
    case 'account':
      made.description = m.user.data?.fullName ?? '';
      break;
    case 'consumption':
      made.description = shown ? vscode.l10n.t('{0} left', count(shown.consumption.remaining)) : '';
      break;
    case 'statistics': {
      const range = m.currentRange();
      made.description = rangeLabel(m.range.kind, range);
      made.tooltip = vscode.l10n.t('{0} to {1} (UTC). Choose another range with the calendar button.', range.startDate, range.endDate);
      break;
    }
    case 'recent':
      made.description = vscode.l10n.t('last {0} days', RECENT_DAYS);
      break;
  }
  // Older numbers (kept from an earlier window, or still shown after a failed refresh): say how old.
  const since =
    (shown?.kept ? shown.at : undefined) ?? staleSince(section === 'statistics' ? m.statistics : section === 'recent' ? m.recent : m.user);
  if (since) {
    const age = vscode.l10n.t('as of {0}', agoText(since, m.now()));
    made.description = made.description ? `${String(made.description)} · ${age}` : age;
    made.tooltip = vscode.l10n.t('The last refresh failed; these numbers are from {0}.', dateTime(since));
  }
  return made;
}

function errorItem(node: NodeOf<'error'>): vscode.TreeItem {
  const message = errorText(vscode.l10n, node.error);
  const made = item(
    node.stale ? vscode.l10n.t('Could not refresh {0}', node.what) : vscode.l10n.t('Could not load {0}', node.what),
    `error.${node.id}`,
    new vscode.ThemeIcon('error', new vscode.ThemeColor('list.errorForeground')),
  );
  made.description = message;
  const tooltip = new vscode.MarkdownString().appendText(message);
  if (node.stale) {
    tooltip
      .appendMarkdown('\n\n')
      .appendText(vscode.l10n.t('The numbers shown are from the last refresh that worked; their age is next to each section.'));
  }
  made.tooltip = tooltip.appendMarkdown(`\n\n${vscode.l10n.t('Click to retry.')}`);
  made.contextValue = ContextValues.error;
  made.command = { command: Commands.refreshUsage, title: vscode.l10n.t('Retry') };
  return made;
}

function authErrorItem(_node: NodeOf<'authError'>, { facts }: ItemContext): vscode.TreeItem {
  const unchecked = facts.masterTokenUnchecked();
  const made = item(
    unchecked ? masterTokenNeverAcceptedLabel() : masterTokenRejectedLabel(),
    'error.masterToken',
    new vscode.ThemeIcon('key', new vscode.ThemeColor('list.errorForeground')),
  );
  made.description = unchecked ? vscode.l10n.t('Set it again') : vscode.l10n.t('Set the new one');
  made.tooltip = new vscode.MarkdownString(
    unchecked
      ? `${masterTokenNeverAcceptedText()} ${vscode.l10n.t('Automatic refreshes are paused until it is set again.')}`
      : vscode.l10n.t(
          'The service refused the Master Token (401). It may have been refreshed in the dashboard: set the new one. Automatic refreshes are paused until then.',
        ),
  );
  made.contextValue = ContextValues.error;
  made.command = { command: Commands.setMasterToken, title: vscode.l10n.t('Set Master Token') };
  return made;
}

function groupDescription(node: NodeOf<'group'>): string {
  // By the language's plural rules: "1 Tag", "2 Tage", not "1 days" or a form for 1 only.
  const n = node.group === 'days' ? node.summary.days.length : node.summary.converters.length;
  return node.group === 'days'
    ? plural(n, vscode.env.language, {
        one: () => vscode.l10n.t('{0} day with conversions', count(n)),
        other: () => vscode.l10n.t('{0} days with conversions', count(n)),
      })()
    : plural(n, vscode.env.language, {
        one: () => vscode.l10n.t('{0} converter', count(n)),
        other: () => vscode.l10n.t('{0} converters', count(n)),
      })();
}

const LOOKS: { readonly [K in UsageNode['type']]: (node: NodeOf<K>, context: ItemContext) => vscode.TreeItem } = {
  section: sectionItem,
  field: (node) => {
    const made = item(node.label, node.id, node.icon);
    made.description = node.value;
    made.tooltip = node.tooltip ?? `${node.label}: ${node.value}`;
    return made;
  },
  period: (node) => {
    const { startDate, endDate } = node.summary.range;
    const made = item(rangeLabel(node.kind, node.summary.range), periodId(node), 'calendar', true);
    made.description = totalsText(node.summary.totals);
    made.tooltip = `${startDate} – ${endDate} (UTC)\n${totalsTooltip(node.summary.totals)}`;
    return made;
  },
  group: (node) => {
    const label = node.group === 'days' ? vscode.l10n.t('By day') : vscode.l10n.t('By converter');
    const made = item(label, `${node.parentId}.${node.group}`, node.group === 'days' ? 'calendar' : 'symbol-class', true);
    made.description = groupDescription(node);
    return made;
  },
  day: (node) => {
    const { day } = node;
    const made = item(
      day.date,
      `${node.parentId}.${day.date}`,
      day.failed > 0 ? 'warning' : 'circle-small-filled',
      day.converters.length > 0,
    );
    made.description = totalsText(day);
    made.tooltip = totalsTooltip(day);
    return made;
  },
  converter: (node) => {
    const made = item(
      node.totals.converter,
      `${node.parentId}.${node.totals.converter}`,
      node.totals.failed > 0 ? 'warning' : 'symbol-event',
    );
    made.description = totalsText(node.totals);
    made.tooltip = totalsTooltip(node.totals);
    return made;
  },
  recentConversion: (node, { model }) => recentItem(node.index, node.entry, model.now()),
  loadMore: () => {
    const made = item(vscode.l10n.t('Load More'), 'recent.loadMore', 'fold-down');
    made.command = { command: Commands.loadMoreRecent, title: vscode.l10n.t('Load More') };
    made.tooltip = vscode.l10n.t('Load older conversions');
    return made;
  },
  loading: (node) => item(vscode.l10n.t('Loading…'), `loading.${node.id}`, 'loading~spin'),
  empty: (node) => {
    const made = item(node.message, node.id, 'info');
    made.tooltip = node.tooltip;
    return made;
  },
  error: errorItem,
  authError: authErrorItem,
};

/** The TreeItem for one node. */
export function itemOf(node: UsageNode, context: ItemContext): vscode.TreeItem {
  const look = LOOKS[node.type] as (node: UsageNode, context: ItemContext) => vscode.TreeItem;
  return look(node, context);
}
