// The convertFiles task type (tasks.json, Run Task), registered at activation: its code (the rules
// engine, the JSON-with-comments reader) loads with the first list or run (dist/features.js,
// src/lazy/). Run Conversion Rules itself is a command loaded on first use (runRules.ts).
import * as vscode from 'vscode';
import { TASK_TYPE } from '../../constants';
import type { ExtensionServices } from '../../extensionServices';
import type { provideRuleTasks, resolveRuleTask } from './rulesTask';

/** The task provider's code, loaded on first use. */
export interface RuleTasksCode {
  readonly provideRuleTasks: typeof provideRuleTasks;
  readonly resolveRuleTask: typeof resolveRuleTask;
}

/** The convertFiles tasks: listed and resolved by the code `load` returns. */
export function registerRuleTasks(services: ExtensionServices, load: () => RuleTasksCode): void {
  services.context.subscriptions.push(
    vscode.tasks.registerTaskProvider(TASK_TYPE, {
      provideTasks: () => load().provideRuleTasks(services),
      resolveTask: (task) => load().resolveRuleTask(services, task),
    }),
  );
}
