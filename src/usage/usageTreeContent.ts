import * as vscode from 'vscode';
import { itemOf, periodId, type TreeFacts } from './usageTreeItems';
import { validDate } from './recentItems';
import { RECENT_DAYS, type Loadable } from './usageData';
import { formatPercent } from '../util/numberFormat';
import { periodsOf, summarize, type Consumption } from './usageFormat';
import { shownConsumption } from './usageSnapshot';
import type { UsageModel } from './usageModel';
import type { SectionKind, UsageNode } from './usageNodes';
import { usageProblems, type UsageLoad } from './usageProblems';
import { count } from './words';

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

/** What a section shows while it has no data: loading, or (after a failed load) a pointer to the error above. */
function withoutData(section: SectionKind, load: Loadable<unknown>): UsageNode[] {
  if (load.loading) {
    return [{ type: 'loading', id: section }];
  }
  return load.error === undefined
    ? []
    : [{ type: 'empty', id: `${section}.notLoaded`, message: vscode.l10n.t('Not loaded (see the error above)') }];
}

/**
 * What the Usage view shows: the usage model as tree nodes and items; fetches and writes nothing.
 * Without a Master Token, and when the service is unreachable with no numbers known yet, the root
 * is empty so that the view's welcome content shows. After a failed refresh the numbers known
 * stay, marked with their age. Loaded when the view first draws (dist/features.js; usageTree.ts is
 * the provider activation registers).
 */
export class UsageTreeContent {
  constructor(
    private readonly model: UsageModel,
    private readonly facts: TreeFacts,
    /** Whether any numbers are known to show (UsageTreeProvider.hasNumbers). */
    private readonly hasNumbers: () => boolean,
  ) {}

  getTreeItem(node: UsageNode): vscode.TreeItem {
    return itemOf(node, { model: this.model, facts: this.facts });
  }

  /** The consumption shown: the account's, or the one kept from an earlier window until the account is read. */
  private consumption() {
    return shownConsumption(this.model.user, this.facts.lastKnown());
  }

  getChildren(node?: UsageNode): UsageNode[] {
    if (!node) {
      return this.roots();
    }
    switch (node.type) {
      case 'section':
        return this.sectionChildren(node.section);
      case 'period': {
        const id = periodId(node);
        if (node.summary.totals.conversions + node.summary.totals.failed === 0) {
          return [{ type: 'empty', id: `${id}.empty`, message: vscode.l10n.t('No conversions in this period') }];
        }
        return [
          { type: 'group', group: 'days', parentId: id, summary: node.summary },
          { type: 'group', group: 'converters', parentId: id, summary: node.summary },
        ];
      }
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

  private roots(): UsageNode[] {
    const m = this.model;
    if (m.signedIn === false) {
      return [];
    }
    if (m.authError) {
      return [{ type: 'authError' }];
    }
    if (m.configError) {
      return [{ type: 'error', id: 'config', what: vscode.l10n.t('usage'), error: m.configError }];
    }
    if (m.signedIn === undefined) {
      return [{ type: 'loading', id: 'root' }];
    }
    if (m.unreachable && !this.hasNumbers()) {
      return [];
    }
    // Each failure once, above the sections (which show what they still have, marked with its age).
    const problems = usageProblems({ account: m.user, statistics: m.statistics, recent: m.recent }).map((p): UsageNode => ({
      type: 'error',
      id: `load.${p.failed.join('.')}`,
      what: loadsLabel(p.failed),
      error: p.error,
      stale: p.stale || (p.failed.includes('account') && this.consumption()?.kept === true),
    }));
    return [
      ...problems,
      ...(['account', 'consumption', 'statistics', 'recent'] as const).map((section): UsageNode => ({ type: 'section', section })),
    ];
  }

  private sectionChildren(section: SectionKind): UsageNode[] {
    switch (section) {
      case 'account':
        return this.model.user.data ? this.accountFields() : withoutData(section, this.model.user);
      case 'consumption': {
        const shown = this.consumption();
        if (shown) {
          return this.consumptionFields(shown.consumption);
        }
        return this.model.user.data
          ? [
              {
                type: 'empty',
                id: 'consumption.empty',
                message: vscode.l10n.t('The service did not say how many conversions the account has'),
              },
            ]
          : withoutData(section, this.model.user);
      }
      case 'statistics':
        return this.statisticsChildren();
      case 'recent':
        return this.recentChildren();
    }
  }

  private statisticsChildren(): UsageNode[] {
    const m = this.model;
    const { data } = m.statistics;
    if (!data) {
      return withoutData('statistics', m.statistics);
    }
    const periods = periodsOf(data.choice, validDate(`${data.range.endDate}T12:00:00Z`) ?? m.now());
    const nodes = periods.map((p): UsageNode => ({ type: 'period', kind: p.kind, summary: summarize(data.rows, p.range) }));
    const consumed = this.consumption()?.consumption.consumed ?? 0;
    const listed = nodes.some((p) => p.type === 'period' && p.summary.totals.conversions + p.summary.totals.failed > 0);
    if (!listed && consumed > 0) {
      // "Consumed 64 / 1,000" above and "0 conversions" here: both true, and said why where they meet.
      nodes.push({
        type: 'empty',
        id: 'statistics.notListed',
        message: vscode.l10n.t('The service lists no conversions for these days; {0} consumed counts earlier ones too', count(consumed)),
        tooltip: consumptionVersusStatistics(),
      });
    }
    return nodes;
  }

  private recentChildren(): UsageNode[] {
    const { data } = this.model.recent;
    if (!data) {
      return withoutData('recent', this.model.recent);
    }
    const rows: UsageNode[] = data.entries.map((entry, index) => ({ type: 'recentConversion', index, entry }));
    if (rows.length === 0) {
      rows.push({ type: 'empty', id: 'recent.empty', message: vscode.l10n.t('No conversions in the last {0} days', RECENT_DAYS) });
    }
    if (data.hasMore) {
      rows.push({ type: 'loadMore' });
    }
    return rows;
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

  private consumptionFields(c: Consumption): UsageNode[] {
    const consumed = `${count(c.consumed)} / ${count(c.total)}`;
    return [
      {
        type: 'field',
        id: 'consumption.consumed',
        label: vscode.l10n.t('Consumed'),
        value: consumed,
        icon: 'pie-chart',
        tooltip: `${vscode.l10n.t('Consumed')}: ${consumed}\n${consumptionVersusStatistics()}`,
      },
      { type: 'field', id: 'consumption.remaining', label: vscode.l10n.t('Remaining'), value: count(c.remaining), icon: 'cloud' },
      {
        type: 'field',
        id: 'consumption.percent',
        label: vscode.l10n.t('Used'),
        value: formatPercent(c.usedFraction, vscode.env.language),
        icon: 'graph-line',
      },
    ];
  }
}

/** Why the consumption and the statistics can differ, said where both are shown. */
export function consumptionVersusStatistics(): string {
  return vscode.l10n.t(
    "The consumption is the service's own count for the account. The statistics count the conversions the service lists for the chosen days. The two can differ: conversions made before those days or no longer listed, and converters that cost more than one conversion.",
  );
}
