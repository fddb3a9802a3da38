// The commands and language-model tools loaded on first use (-> dist/commands.js, esbuild.mjs
// LAZY): converting, options and presets, merging, credentials, JWTs, web pages, the walkthrough,
// New Pipeline…, Compare as Text and Track Changes DOCX.
// Activation registers stand-ins for them (index.ts); this file registers the real ones. The same
// file answers the other loaders whose code shares the convert flow (each re-export below is what
// one loader requires): the conversion client, Preview as PDF, Convert to Several Formats, chains
// and Run Conversion Rules.
import type * as vscode from 'vscode';
import { convertTool, extractTextTool, formatsTool, optionsTool, usageTool } from '../../agentTools';
import type { ExtensionServices } from '../../extensionServices';
import { registerCompareCommands } from '../compare';
import { registerConvertCommands } from '../convert';
import { registerCredentialCommands } from '../credentials';
import { registerJwtCommands } from '../jwt';
import { registerMergeCommands } from '../merge';
import { registerOptionCommands } from '../options';
import { registerPipelineCommands } from '../pipelines';
import { registerWalkthrough } from '../walkthrough';
import { registerWebCommands } from '../web';

export { chooseStatisticsRange, exportStatisticsCsv } from '../usageStatistics';
// For clientFactory.ts (its lazy ./service/convert).
export * from '../../service/convert';
// For preview/register.ts (its lazy ./previewCommand).
export * from '../../preview/previewCommand';
// For convertFlow/severalFormatsLoader.ts and chainsLoader.ts (their lazy ./severalFormats and ./chainsCommand).
export * from '../../convertFlow/severalFormats';
export * from '../../convertFlow/chainsCommand';
// For commands/rules/index.ts (its lazy ./runRules).
export * from '../rules/runRules';
// For index.ts: async jobs a previous window left under way.
export { resumePendingJobs } from '../../convertFlow/resumeJobs';
// For commands/rules/automationStarter.ts (its lazy ./automation).
export * from '../rules/automation';

/** Registers the real commands of lazyCommandIds.ts's LazyCommandIds (test/unit/build.test.ts compares the two). */
export function registerCommandsFeature(services: ExtensionServices): void {
  registerConvertCommands(services);
  registerOptionCommands(services);
  registerMergeCommands(services);
  registerCredentialCommands(services);
  registerJwtCommands(services);
  registerWebCommands(services);
  registerWalkthrough(services);
  registerPipelineCommands(services);
  registerCompareCommands(services);
}

/** The language-model tools' code, by the names of LanguageModelTools. */
export const tools = {
  convert: (services: ExtensionServices): vscode.LanguageModelTool<unknown> => convertTool(services) as vscode.LanguageModelTool<unknown>,
  extractText: (services: ExtensionServices): vscode.LanguageModelTool<unknown> =>
    extractTextTool(services) as vscode.LanguageModelTool<unknown>,
  usage: (services: ExtensionServices): vscode.LanguageModelTool<unknown> => usageTool(services),
  formats: (services: ExtensionServices): vscode.LanguageModelTool<unknown> => formatsTool(services),
  options: (services: ExtensionServices): vscode.LanguageModelTool<unknown> => optionsTool(services),
};
