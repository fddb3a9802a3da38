import { Commands } from '../constants';
import type { ExtensionServices } from '../extensionServices';
import type { UsageModel } from '../usage/usageModel';
import { registerCommand } from '../ui/commandWrapper';
import { LazyDashboard } from '../usage/dashboard/lazyDashboard';
import { loadCommandsFeature } from './lazy';

/**
 * Refresh Usage, Choose Statistics Date Range, Export Statistics as CSV, Load More, Show Usage
 * Dashboard. The range and export commands' code (usageStatistics.ts) loads on first use with
 * dist/commands.js.
 */
export function registerUsageCommands(services: ExtensionServices, model: UsageModel): void {
  const { context, log } = services;
  const dashboard = new LazyDashboard(context.extensionUri, model);
  // The dashboard tab comes back after a window reload, drawn from the same source.
  context.subscriptions.push(dashboard, dashboard.registerSerializer());
  // Returns the panel for the host tests.
  registerCommand(context, log, Commands.showUsageDashboard, () => dashboard.open());
  registerCommand(context, log, Commands.refreshUsage, () => model.refresh('user'));
  registerCommand(context, log, Commands.loadMoreRecent, () => model.loadMoreRecent());
  registerCommand(context, log, Commands.chooseStatisticsRange, () => loadCommandsFeature().chooseStatisticsRange(model));
  registerCommand(context, log, Commands.exportStatisticsCsv, () => loadCommandsFeature().exportStatisticsCsv(model, services));
}
