import * as vscode from 'vscode';
import { createCatalogueCache, trackCatalogue } from './commands/catalogue';
import { registerConvertCommands } from './commands/convert';
import { registerCredentialCommands } from './commands/credentials';
import { registerGeneralCommands, trackCredentialContext } from './commands/general';
import { registerJwtCommands } from './commands/jwt';
import { registerMergeCommands } from './commands/merge';
import { registerOptionCommands } from './commands/options';
import { registerLanguageModelTools } from './commands/lmTools';
import { registerWalkthrough } from './commands/walkthrough';
import { registerWebCommands } from './commands/web';
import { readConfig, type ConfigSnapshot } from './config';
import { LogChannelName, Settings } from './constants';
import { CredentialStore } from './credentials/store';
import { Redactor } from './service';
import { ServiceHub } from './serviceHub';
import type { BatchSummary, Services } from './services';
import { Logger } from './util/log';
import { registerUsageView } from './views';

/** Builds the services and registers everything; holds no logic of its own. */
export async function activate(context: vscode.ExtensionContext): Promise<Services> {
  const redactor = new Redactor();
  const channel = vscode.window.createOutputChannel(LogChannelName, { log: true });
  const log = new Logger(channel, redactor);
  const store = new CredentialStore(context.secrets, context.globalState, redactor);
  let config: ConfigSnapshot = readConfig();
  const hub = new ServiceHub(() => config, store, log, `convert-files-vscode/${String(context.extension.packageJSON.version)} vscode/${vscode.version}`);
  const batchFinished = new vscode.EventEmitter<BatchSummary>();
  context.subscriptions.push(
    store,
    hub,
    batchFinished,
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration(Settings.section) || e.affectsConfiguration('http')) {
        config = readConfig();
      }
    }),
  );
  await store.primeRedactor();

  const services: Services = {
    context,
    log,
    store,
    hub,
    catalogue: createCatalogueCache(context, hub, log, () => config),
    config: () => config,
    onDidFinishBatch: batchFinished.event,
    fireBatchFinished: (summary) => batchFinished.fire(summary),
  };

  registerGeneralCommands(services);
  registerConvertCommands(services);
  registerOptionCommands(services);
  registerMergeCommands(services);
  registerCredentialCommands(services);
  registerJwtCommands(services);
  registerWebCommands(services);
  registerUsageView(services);
  registerWalkthrough(services);
  registerLanguageModelTools(services);
  trackCredentialContext(services);
  trackCatalogue(services);

  // Last, so that everything disposed before it can still log.
  context.subscriptions.push(channel);
  log.info(`Convert Files ${String(context.extension.packageJSON.version)} activated; service ${config.baseUrl}`);
  // Returned for the host tests: they drive the same services the commands use.
  return services;
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
