import * as vscode from 'vscode';
import type { ClientFactory } from '../clientFactory';
import type { ConfigSnapshot } from '../configuration';
import { publishKnownTypes } from '../contextKeys';
import type { ExtensionServices } from '../extensionServices';
import { CatalogueCache, type CatalogueSnapshot } from '../service/catalogue';
import type { fetchCatalogue } from '../service/catalogue/openApi';
import { normalizeBaseUrl } from '../service/http';
import type { Logger } from '../ui/logger';

/**
 * The converter catalogue for the window: stored in globalState (one entry per service host),
 * served at once, fetched again in the background at most daily. Nothing is fetched at start
 * when the stored copy is fresh; offline, the stored or built-in catalogue serves.
 */
export function createCatalogueCache(
  context: vscode.ExtensionContext,
  clients: ClientFactory,
  log: Logger,
  config: () => ConfigSnapshot,
  /** The reader of the service's catalogue, loaded with the first fetch (dist/features.js). */
  load: () => { readonly fetchCatalogue: typeof fetchCatalogue },
): CatalogueCache {
  const cache = new CatalogueCache({
    storage: { get: (key) => context.globalState.get(key), set: (key, value) => context.globalState.update(key, value) },
    fetcher: async (baseUrl, signal) => {
      const transport = clients.getTransport();
      // The settings changed while this fetch waited: the next get() fetches the right host.
      if (normalizeBaseUrl(transport.baseUrl) !== normalizeBaseUrl(baseUrl)) {
        throw new Error(`The service address changed to ${transport.baseUrl}.`);
      }
      return load().fetchCatalogue(transport, signal);
    },
    onDidChange: (baseUrl, snapshot) => {
      log.info(`Converter catalogue of ${baseUrl} updated: ${snapshot.catalogue.converters.length} converters.`);
      if (normalizeBaseUrl(config().baseUrl) === baseUrl) {
        void publishKnownTypes(snapshot);
      }
    },
    onError: (baseUrl, err) =>
      log.warn(
        `Converter catalogue of ${baseUrl} not fetched (${err instanceof Error ? err.message : String(err)}); the stored or built-in one is used.`,
      ),
  });
  context.subscriptions.push({ dispose: () => cache.dispose() });
  return cache;
}

/** The catalogue for the configured service now (a background refresh starts when it is due). */
export function currentCatalogue(services: Pick<ExtensionServices, 'catalogue' | 'config'>): CatalogueSnapshot {
  return services.catalogue.get(services.config().baseUrl);
}
