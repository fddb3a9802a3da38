// What activation registers for the commands and tools of commandsFeature.ts: stand-ins that load
// dist/commands.js on first use (see onFirstUse.ts and esbuild.mjs).
import * as vscode from 'vscode';
import { LanguageModelTools, StateKeys } from '../../constants';
import type { ExtensionServices } from '../../extensionServices';
import { LazyCommandIds } from './lazyCommandIds';
import { registerOnFirstUse, toolOnFirstUse } from './onFirstUse';

type CommandsFeature = typeof import('./commandsFeature');

/** The code of the lazy commands and tools (dist/commands.js), required on first use. */
export function loadCommandsFeature(): CommandsFeature {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy require is the point: see esbuild.mjs.
  return require('./commandsFeature') as CommandsFeature;
}

export function registerLazyCommands(services: ExtensionServices): void {
  registerOnFirstUse(services, LazyCommandIds, () => loadCommandsFeature().registerCommandsFeature);
  resumeJobsIfAny(services);
  if (!vscode.lm?.registerTool) {
    return;
  }
  services.context.subscriptions.push(
    vscode.lm.registerTool(
      LanguageModelTools.convert,
      toolOnFirstUse(() => loadCommandsFeature().tools.convert(services)),
    ),
    vscode.lm.registerTool(
      LanguageModelTools.extractText,
      toolOnFirstUse(() => loadCommandsFeature().tools.extractText(services)),
    ),
    vscode.lm.registerTool(
      LanguageModelTools.usage,
      toolOnFirstUse(() => loadCommandsFeature().tools.usage(services)),
    ),
    vscode.lm.registerTool(
      LanguageModelTools.formats,
      toolOnFirstUse(() => loadCommandsFeature().tools.formats(services)),
    ),
    vscode.lm.registerTool(
      LanguageModelTools.options,
      toolOnFirstUse(() => loadCommandsFeature().tools.options(services)),
    ),
  );
}

/**
 * Async jobs a previous window left under way (convertFlow/jobJournal.ts): only this check runs at
 * activation; the code that resumes them loads when there is something to resume.
 */
function resumeJobsIfAny(services: ExtensionServices): void {
  const pending = services.context.workspaceState.get<unknown>(StateKeys.pendingJobs);
  if (Array.isArray(pending) && pending.length > 0) {
    services.resumingJobs = Promise.resolve().then(() => loadCommandsFeature().resumePendingJobs(services));
  }
}
