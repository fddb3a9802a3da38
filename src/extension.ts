import * as vscode from 'vscode';
import { ClientFactory } from './clientFactory';
import { createCatalogueCache } from './convertFlow/catalogue';
import { registerConvertCommands } from './commands/convert';
import { registerPipelineCommands } from './commands/pipelines';
import { conflictDialog } from './convertFlow/batchUi';
import { registerCredentialCommands } from './commands/credentials';
import { registerGeneralCommands } from './commands/general';
import { registerJwtCommands } from './commands/jwt';
import { registerLanguageModelTools } from './agentTools';
import { registerMergeCommands } from './commands/merge';
import { registerOptionCommands } from './commands/options';
import { registerRulesCommands } from './commands/rules';
import { windowPlace } from './convertFlow/resultActions';
import { registerUsageCommands } from './commands/usage';
import { registerWalkthrough } from './commands/walkthrough';
import { registerWebCommands } from './commands/web';
import { Configuration } from './configuration';
import { trackCatalogueContext, trackConversionContext, trackCredentialContext } from './contextKeys';
import type { BatchSummary } from './conversion/batchReport';
import { LogChannelName } from './constants';
import { CredentialStore } from './credentials/store';
import type { ExtensionServices } from './extensionServices';
import { Redactor } from './service/errors';
import { Logger } from './ui/logger';
import { notificationProgress } from './ui/progress';
import { registerUsageView, type UsageView } from './usage';
import { registerPdfViewer, type PdfViewerApi } from './viewer/register';
import { registerPreviewCommands } from './preview/register';

/** What activate() returns, for the host tests: the services the commands use, the registered Usage view, and the activation time. */
export interface ExtensionApi extends ExtensionServices {
  readonly usage: UsageView;
  readonly viewer: PdfViewerApi;
  readonly activationMs?: number;
}

/** Set by the bundle's first line (esbuild.mjs banner); absent when the sources run unbundled. */
declare const __convertFilesLoadStart: number | undefined;

/** Builds the services and registers everything; holds no logic of its own. */
export async function activate(context: vscode.ExtensionContext): Promise<ExtensionApi> {
  const redactor = new Redactor();
  const channel = vscode.window.createOutputChannel(LogChannelName, { log: true });
  const log = new Logger(channel, redactor);
  const store = new CredentialStore(context.secrets, context.globalState, redactor);
  const configuration = new Configuration();
  const clients = new ClientFactory(
    configuration,
    store,
    log,
    `convert-files-vscode/${String(context.extension.packageJSON.version)} vscode/${vscode.version}`,
  );
  const batchFinished = new vscode.EventEmitter<BatchSummary>();
  context.subscriptions.push(store, configuration, clients, batchFinished);
  await store.primeRedactor();

  const services: ExtensionServices = {
    context,
    log,
    store,
    clients,
    catalogue: createCatalogueCache(context, clients, log, () => configuration.current),
    configuration,
    config: () => configuration.current,
    commandUi: { progress: notificationProgress, conflicts: conflictDialog, where: windowPlace },
    onDidFinishBatch: batchFinished.event,
    fireBatchFinished: (summary) => batchFinished.fire(summary),
  };

  registerGeneralCommands(services);
  registerConvertCommands(services);
  registerOptionCommands(services);
  registerMergeCommands(services);
  registerRulesCommands(services);
  registerPipelineCommands(services);
  registerCredentialCommands(services);
  registerJwtCommands(services);
  registerWebCommands(services);
  const usage = registerUsageView(services);
  registerUsageCommands(services, usage.model);
  registerWalkthrough(services);
  registerLanguageModelTools(services);
  const viewer = registerPdfViewer(services);
  registerPreviewCommands(services);
  trackCredentialContext(services);
  trackCatalogueContext(services);
  trackConversionContext(services);

  // Last, so that everything disposed before it can still log.
  context.subscriptions.push(channel);
  const activationMs = typeof __convertFilesLoadStart === 'number' ? performance.now() - __convertFilesLoadStart : undefined;
  log.info(
    `Convert Files ${String(context.extension.packageJSON.version)} activated${activationMs === undefined ? '' : ` in ${activationMs.toFixed(1)} ms`}; service ${configuration.current.baseUrl}`,
  );
  // Returned for the host tests: they drive the same services the commands use.
  return { ...services, usage, viewer, activationMs };
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
