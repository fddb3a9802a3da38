import * as vscode from 'vscode';
import { ClientFactory } from './clientFactory';
import { createCatalogueCache } from './convertFlow/catalogue';
import { conflictDialog } from './convertFlow/conflictDialog';
import { registerGeneralCommands } from './commands/general';
import { loadFeatures, registerLazyCommands } from './lazy';
import { registerMcpServer } from './agentTools/registerMcpServer';
import { registerRuleTasks } from './commands/rules';
import { registerAutomation, type AutomationApi } from './automation/starter';
import { windowPlace } from './convertFlow/resultActions';
import { registerUsageCommands } from './commands/usage';
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
import { registerCompareTextProvider } from './compare/textProvider';
import { registerPreviewFileSystem } from './preview/previewFileSystem';
import { WalkthroughProgress, type WalkthroughTick } from './walkthroughProgress';

/** What activate() returns, for the host tests: the services the commands use, the registered Usage view, and the activation time. */
export interface ExtensionApi extends ExtensionServices {
  readonly usage: UsageView;
  readonly viewer: PdfViewerApi;
  /** Automatic runs of the rules file: their state, events and the tests' hooks. */
  readonly automation: AutomationApi;
  /** Each walkthrough step ticked, as the workbench answered (src/walkthroughProgress.ts). */
  readonly onDidTickWalkthrough: vscode.Event<WalkthroughTick>;
  readonly activationMs?: number;
  /** The part of activationMs spent loading the bundle (its first line to the start of activate()): what its size costs. */
  readonly loadMs?: number;
}

/** Set by the bundle's first line (esbuild.mjs banner); absent when the sources run unbundled. */
declare const __convertFilesLoadStart: number | undefined;

/** Builds the services and registers everything; holds no logic of its own. */
export async function activate(context: vscode.ExtensionContext): Promise<ExtensionApi> {
  const loadMs = typeof __convertFilesLoadStart === 'number' ? performance.now() - __convertFilesLoadStart : undefined;
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
    loadFeatures,
  );
  const batchFinished = new vscode.EventEmitter<BatchSummary>();
  context.subscriptions.push(store, configuration, clients, batchFinished);
  await store.primeRedactor();

  const services: ExtensionServices = {
    context,
    log,
    store,
    clients,
    catalogue: createCatalogueCache(context, clients, log, () => configuration.current, loadFeatures),
    configuration,
    config: () => configuration.current,
    commandUi: { progress: notificationProgress, conflicts: conflictDialog, where: windowPlace },
    onDidFinishBatch: batchFinished.event,
    fireBatchFinished: (summary) => batchFinished.fire(summary),
  };

  registerGeneralCommands(services);
  // Every other command and the agent tools: registered now, their code (dist/features.js) loaded
  // with the first call; the registrations below load their work from the same file (loadFeatures).
  registerLazyCommands(services);
  // `convert-files mcp` for VS Code's agent, where VS Code offers the API (1.101 and later).
  registerMcpServer(services, loadFeatures);
  registerRuleTasks(services, loadFeatures);
  const automation = registerAutomation(services, loadFeatures);
  const usage = registerUsageView(services, loadFeatures);
  registerUsageCommands(services, usage.model, loadFeatures);
  const viewer = registerPdfViewer(services, loadFeatures);
  registerCompareTextProvider(context);
  registerPreviewFileSystem(context);
  const walkthrough = new WalkthroughProgress();
  context.subscriptions.push(walkthrough);
  trackCredentialContext(services, walkthrough);
  trackCatalogueContext(services);
  trackConversionContext(services, walkthrough);

  // Last, so that everything disposed before it can still log.
  context.subscriptions.push(channel);
  const activationMs = typeof __convertFilesLoadStart === 'number' ? performance.now() - __convertFilesLoadStart : undefined;
  log.info(
    `Convert Files ${String(context.extension.packageJSON.version)} activated${activationMs === undefined ? '' : ` in ${activationMs.toFixed(1)} ms`}; service ${configuration.current.baseUrl}`,
  );
  // Returned for the host tests: they drive the same services the commands use.
  return { ...services, usage, viewer, automation, onDidTickWalkthrough: walkthrough.onDidTick, activationMs, loadMs };
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
