import { Commands } from '../constants';
import type { ExtensionServices } from '../extensionServices';
import type { UsageModel } from '../usage/usageModel';
import { registerCommand } from '../ui/commandWrapper';
import { LazyDashboard, type DashboardCode } from '../usage/dashboard/lazyDashboard';
import type { chooseStatisticsRange, exportStatisticsCsv } from './usageStatistics';

/** The code of the dashboard and of the statistics commands, loaded on first use (dist/features.js, src/lazy/). */
export interface UsageCode extends DashboardCode {
  readonly chooseStatisticsRange: typeof chooseStatisticsRange;
  readonly exportStatisticsCsv: typeof exportStatisticsCsv;
}

/**
 * Refresh Usage, Choose Statistics Date Range, Export Statistics as CSV, Load More, Show Usage
 * Dashboard. The dashboard's and the range and export commands' code (usageStatistics.ts) is
 * what `load` returns, on first use.
 */
export function registerUsageCommands(services: ExtensionServices, model: UsageModel, load: () => UsageCode): void {
  const { context, log } = services;
  const dashboard = new LazyDashboard(context.extensionUri, model, load);
  // The dashboard tab comes back after a window reload, drawn from the same source.
  context.subscriptions.push(dashboard, dashboard.registerSerializer());
  // Returns the panel for the host tests.
  registerCommand(context, log, Commands.showUsageDashboard, () => dashboard.open());
  registerCommand(context, log, Commands.refreshUsage, () => model.refresh('user'));
  registerCommand(context, log, Commands.loadMoreRecent, () => model.loadMoreRecent());
  registerCommand(context, log, Commands.chooseStatisticsRange, () => load().chooseStatisticsRange(model));
  registerCommand(context, log, Commands.exportStatisticsCsv, () => load().exportStatisticsCsv(model, services));
}
