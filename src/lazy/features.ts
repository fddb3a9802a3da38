// The entry of dist/features.js: everything the extension loads on first use, in one file required
// once by the one loader (index.ts). Activation (dist/extension.js) registers the commands of
// lazyCommandIds.ts and the tools, which call into this file; the rest is handed to activation's
// registrations as a loader (the PDF editor, the dashboard, the task provider, the automation, the
// conversion client). The modules activation holds are not bundled here: they are taken from
// dist/extension.js at run time (esbuild.host.mjs), so a class exists once on both sides.
import type * as vscode from 'vscode';
import { convertTool, extractTextTool, formatsTool, optionsTool, usageTool } from '../agentTools';
import { registerCompareCommands } from '../commands/compare';
import { registerConvertCommands } from '../commands/convert';
import { registerCredentialCommands } from '../commands/credentials';
import { registerJwtCommands } from '../commands/jwt';
import { registerMergeCommands } from '../commands/merge';
import { registerBookCommands } from '../commands/book';
import { registerOptionCommands } from '../commands/options';
import { registerPipelineCommands } from '../commands/pipelines';
import { registerPreviewCommands } from '../commands/preview';
import { registerRulesCommand } from '../commands/rules/runRules';
import { registerWalkthrough } from '../commands/walkthrough';
import { registerWebCommands } from '../commands/web';
import { registerSearchCommands } from '../search/searchCommand';
import { LanguageModelTools } from '../constants';
import type { ExtensionServices } from '../extensionServices';
import { wrapCommand, type RegisterCommand } from '../ui/commandWrapper';

export { ConversionClient } from '../service/convert';
export { ApiTokenCredential, SelfSignedJwtCredential, ServiceJwtCredential } from '../service/auth/tokens';
export { fetchCatalogue } from '../service/catalogue/openApi';
export { resolvePdfEditor } from '../viewer/pdfEditor';
export { openUsageDashboard, restoreUsageDashboard } from '../usage/dashboard/dashboardPanel';
export { usageDashboardSource } from '../usage/dashboard/usageSource';
export { UsageTreeContent } from '../usage/usageTreeContent';
export { chooseStatisticsRange, exportStatisticsCsv } from '../commands/usageStatistics';
export { provideRuleTasks, resolveRuleTask } from '../commands/rules/rulesTask';
export { startAutomation } from '../automation';
export { resumePendingJobs } from '../convertFlow/resumeJobs';
export { mcpServerProvider } from '../agentTools/mcpServerProvider';

/** A command as activation's stand-in calls it: wrapped by the one command wrapper. */
export type LazyCommand = (...args: unknown[]) => Promise<unknown>;

/** The families of commands loaded on first use: each registers through `register` (their ids: lazyCommandIds.ts). */
const families: readonly ((services: ExtensionServices, register: RegisterCommand) => void)[] = [
  registerConvertCommands,
  registerOptionCommands,
  registerMergeCommands,
  registerBookCommands,
  registerCredentialCommands,
  registerJwtCommands,
  registerWebCommands,
  registerWalkthrough,
  registerPipelineCommands,
  registerCompareCommands,
  registerPreviewCommands,
  registerRulesCommand,
  registerSearchCommands,
];

/** The commands of lazyCommandIds.ts, by id, each through the one wrapper (test/unit/build.test.ts compares the two). */
export function commandHandlers(services: ExtensionServices): ReadonlyMap<string, LazyCommand> {
  const handlers = new Map<string, LazyCommand>();
  const register: RegisterCommand = (id, handler, scripted) => {
    handlers.set(id, wrapCommand(services.log, id, handler, scripted));
  };
  for (const family of families) {
    family(services, register);
  }
  return handlers;
}

/** The language-model tools, by name (lazyCommandIds.ts LazyToolNames). */
export const tools: Readonly<Record<string, (services: ExtensionServices) => vscode.LanguageModelTool<unknown>>> = {
  [LanguageModelTools.convert]: (services) => convertTool(services) as vscode.LanguageModelTool<unknown>,
  [LanguageModelTools.extractText]: (services) => extractTextTool(services) as vscode.LanguageModelTool<unknown>,
  [LanguageModelTools.usage]: (services) => usageTool(services),
  [LanguageModelTools.formats]: (services) => formatsTool(services),
  [LanguageModelTools.options]: (services) => optionsTool(services),
};
