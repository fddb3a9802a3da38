import * as vscode from 'vscode';
import type { ConfigSnapshot } from './config';
import type { CatalogueCache } from './service';
import type { CredentialStore } from './credentials/store';
import type { ServiceHub } from './serviceHub';
import type { Logger } from './util/log';

/** What one conversion batch did; fired when it ends (also when cancelled or failed). */
export interface BatchSummary {
  readonly converted: number;
  readonly skipped: number;
  readonly failed: number;
  /** Conversions the service charged (1 per file when it did not say). */
  readonly conversionsUsed: number;
  readonly cancelled: boolean;
}

/** Everything feature modules need, built once in activate() and passed in (no singletons). */
export interface Services {
  readonly context: vscode.ExtensionContext;
  readonly log: Logger;
  readonly store: CredentialStore;
  readonly hub: ServiceHub;
  /** The converter catalogue (stored per host, refreshed in the background at most daily). */
  readonly catalogue: CatalogueCache;
  /** The current settings snapshot (re-read on every configuration change). */
  config(): ConfigSnapshot;
  /** Fires after every conversion batch; the usage model and status bar listen. */
  readonly onDidFinishBatch: vscode.Event<BatchSummary>;
  fireBatchFinished(summary: BatchSummary): void;
}
