// What activation registers for the commands and tools of commandsFeature.ts: stand-ins that load
// dist/commands.js on first use (see onFirstUse.ts and esbuild.mjs).
import * as vscode from 'vscode';
import { LanguageModelTools } from '../../constants';
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
  );
}
