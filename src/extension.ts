import * as vscode from 'vscode';
import { registerConvertCommands } from './commands/convert';
import { registerCredentialCommands } from './commands/credentials';
import { registerGeneralCommands, trackCredentialContext } from './commands/general';
import { registerJwtCommands } from './commands/jwt';
import { registerWebCommands } from './commands/web';
import { readConfig, type ConfigSnapshot } from './config';
import { LogChannelName, Settings } from './constants';
import { CredentialStore } from './credentials/store';
import { Redactor } from './service';
import { ServiceHub } from './serviceHub';
import type { BatchSummary, Services } from './services';
import { Logger } from './util/log';
import { registerUsageView, type UsageView } from './views';

/** What activate() returns: the services, the registered usage view (for the host tests) and the activation time. */
export type ExtensionApi = Services & { readonly usageView: UsageView; readonly activationMs?: number };

/** Set by the bundle's first line (esbuild.mjs banner); absent when the sources run unbundled. */
declare const __convertFilesLoadStart: number | undefined;

/** Builds the services and registers everything; holds no logic of its own. */
export async function activate(context: vscode.ExtensionContext): Promise<ExtensionApi> {
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
    config: () => config,
    onDidFinishBatch: batchFinished.event,
    fireBatchFinished: (summary) => batchFinished.fire(summary),
  };

  registerGeneralCommands(services);
  registerConvertCommands(services);
  registerCredentialCommands(services);
  registerJwtCommands(services);
  registerWebCommands(services);
  const usageView = registerUsageView(services);
  trackCredentialContext(services);

  // Last, so that everything disposed before it can still log.
  context.subscriptions.push(channel);
  const activationMs = typeof __convertFilesLoadStart === 'number' ? performance.now() - __convertFilesLoadStart : undefined;
  log.info(`Convert Files ${String(context.extension.packageJSON.version)} activated${activationMs === undefined ? '' : ` in ${activationMs.toFixed(1)} ms`}; service ${config.baseUrl}`);
  // Returned for the host tests: they drive the same services the commands use.
  return { ...services, usageView, activationMs };
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
