// Registers Run Conversion Rules. Its code (the rules engine, the JSON-with-comments reader) is
// loaded when the command first runs: `./runRules` is a separate file, dist/rulesCommand.js.
import * as vscode from 'vscode';
import { Commands, TASK_TYPE } from '../../constants';
import type { ExtensionServices } from '../../extensionServices';
import { registerCommand } from '../../ui/commandWrapper';

type RulesModule = typeof import('./runRules');

function load(): RulesModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy require is the point: see esbuild.mjs.
  return require('./runRules') as RulesModule;
}

/** Run Conversion Rules (from the palette, the Explorer menu of a folder or of .vscode/convert-files.json, or with a file) and the convertFiles tasks. */
export function registerRulesCommands(services: ExtensionServices): void {
  registerCommand(
    services.context,
    services.log,
    Commands.runRules,
    (uri?: vscode.Uri, uris?: vscode.Uri[]) => load().runConversionRules(services, uri, uris),
    // An argument object ({ rule, files, … }) runs without a question: its error goes to the caller.
    (args) => args[0] !== null && typeof args[0] === 'object' && !Array.isArray(args[0]) && !(args[0] instanceof vscode.Uri),
  );
  // The convertFiles task type (tasks.json, Run Task): its code loads with the first list or run.
  services.context.subscriptions.push(
    vscode.tasks.registerTaskProvider(TASK_TYPE, {
      provideTasks: () => load().provideRuleTasks(services),
      resolveTask: (task) => load().resolveRuleTask(services, task),
    }),
  );
}
