import type * as vscode from 'vscode';
import type { ClientFactory } from './clientFactory';
import type { CatalogueCache } from './service/catalogue';
import type { ConfigSnapshot, Configuration } from './configuration';
import type { BatchSummary } from './conversion/batchReport';
import type { ConflictPrompt } from './conversion/ports';
import type { CredentialStore } from './credentials/store';
import type { Logger } from './ui/logger';
import type { WindowPlace } from './conversion/resultOpening';
import type { ProgressUi } from './ui/progress';

export type { BatchSummary };

/** The UI the Convert To commands run with: cancellable progress and the conflict question. */
export interface CommandUi {
  progress: ProgressUi;
  conflicts: ConflictPrompt;
  /** Where the window runs: whether results can go to the OS's apps and file manager. */
  where: () => WindowPlace;
}

/** Everything feature modules need, built once in activate() and passed in (no singletons). */
export interface ExtensionServices {
  readonly context: vscode.ExtensionContext;
  readonly log: Logger;
  readonly store: CredentialStore;
  readonly clients: ClientFactory;
  /** The converter catalogue (stored per host, refreshed in the background at most daily). */
  readonly catalogue: CatalogueCache;
  /** The settings owner: its snapshot and change event. */
  readonly configuration: Configuration;
  /** The current settings snapshot (shorthand for configuration.current). */
  config(): ConfigSnapshot;
  /**
   * The progress and question UI of the Convert To commands. Replaceable: a host test puts its
   * own in to press Cancel and watch the steps without patching vscode.window.
   */
  readonly commandUi: CommandUi;
  /** Fires after every conversion batch; the usage model and status bar listen. */
  readonly onDidFinishBatch: vscode.Event<BatchSummary>;
  fireBatchFinished(summary: BatchSummary): void;
  /** Set at start-up when a previous window left async jobs under way: resolves once they are resumed (host tests wait for it). */
  resumingJobs?: Promise<void>;
}

/** The client, log and usage report of one conversion into a destination of its own (conversion/singleConversion.ts). */
export function singleConversionDeps(services: ExtensionServices) {
  return {
    client: async () => (await services.clients.conversionClient()).client,
    log: services.log,
    finished: (summary: BatchSummary) => services.fireBatchFinished(summary),
  };
}
