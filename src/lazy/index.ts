// The one loader of dist/features.js, and what activation registers for the code in it: every
// command of lazyCommandIds.ts and every language-model tool, registered for good, their work
// loaded with the first call of any.
import * as vscode from 'vscode';
import { StateKeys } from '../constants';
import type { ExtensionServices } from '../extensionServices';
import { showError } from '../ui/commandWrapper';
import type { LazyCommand } from './features';
import { LazyCommandIds, LazyToolNames } from './lazyCommandIds';

/** What dist/features.js exports. */
export type Features = typeof import('./features');

/**
 * The code loaded on first use: dist/features.js, read once (Node keeps the module), or
 * features.ts where the sources run unbundled (the unit tier).
 */
export function loadFeatures(): Features {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the one lazy require of the features: see esbuild.host.mjs.
  return require('./features') as Features;
}

/**
 * Registers the commands of lazyCommandIds.ts and the tools. A command's first call loads the
 * features and builds every lazy command's handler; each call runs its own. A file that cannot be
 * read (a broken install) is said, once per attempt.
 */
export function registerLazyCommands(services: ExtensionServices): void {
  let handlers: ReadonlyMap<string, LazyCommand> | undefined;
  for (const id of LazyCommandIds) {
    const command = vscode.commands.registerCommand(id, (...args: unknown[]) => {
      try {
        handlers ??= loadFeatures().commandHandlers(services);
      } catch (err) {
        void showError(err, services.log);
        return undefined;
      }
      return handlers.get(id)?.(...args);
    });
    services.context.subscriptions.push(command);
  }
  resumeJobsIfAny(services);
  if (vscode.lm?.registerTool) {
    for (const name of LazyToolNames) {
      services.context.subscriptions.push(vscode.lm.registerTool(name, lazyTool(services, name)));
    }
  }
}

/** A language-model tool whose code is loaded when the model first prepares or invokes it. */
function lazyTool(services: ExtensionServices, name: string): vscode.LanguageModelTool<unknown> {
  let real: vscode.LanguageModelTool<unknown> | undefined;
  const get = (): vscode.LanguageModelTool<unknown> => {
    const make = loadFeatures().tools[name];
    if (!make) {
      throw new Error(`No tool ${name} in the features`);
    }
    return (real ??= make(services));
  };
  return {
    invoke: (options, token) => get().invoke(options, token),
    prepareInvocation: (options, token) => get().prepareInvocation?.(options, token),
  };
}

/**
 * Async jobs a previous window left under way (convertFlow/jobJournal.ts): only this check runs at
 * activation; the code that resumes them loads when there is something to resume.
 */
function resumeJobsIfAny(services: ExtensionServices): void {
  const pending = services.context.workspaceState.get<unknown>(StateKeys.pendingJobs);
  if (Array.isArray(pending) && pending.length > 0) {
    services.resumingJobs = Promise.resolve().then(() => loadFeatures().resumePendingJobs(services));
  }
}
