import * as vscode from 'vscode';
import type { ClientFactory } from '../clientFactory';
import type { ConfigSnapshot } from '../configuration';
import { ContextKeys } from '../constants';
import type { ExtensionServices } from '../extensionServices';
import { CatalogueCache, fetchCatalogue, knownSourceFormats, normalizeBaseUrl, type CatalogueSnapshot } from '../service';
import type { Logger } from '../ui/logger';
import { previewExtensions } from '../preview/previewFormats';

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
): CatalogueCache {
  const cache = new CatalogueCache({
    storage: { get: (key) => context.globalState.get(key), set: (key, value) => context.globalState.update(key, value) },
    fetcher: async (baseUrl, signal) => {
      const transport = clients.getTransport();
      // The settings changed while this fetch waited: the next get() fetches the right host.
      if (normalizeBaseUrl(transport.baseUrl) !== normalizeBaseUrl(baseUrl)) {
        throw new Error(`The service address changed to ${transport.baseUrl}.`);
      }
      return fetchCatalogue(transport, signal);
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

/**
 * Sets the context keys the "Choose Format…" and "Preview as PDF" menu entries test: every
 * extension the catalogue converts from, and those it previews, with the dot, as VS Code's
 * resourceExtname has it (lower and upper case).
 */
export async function publishKnownTypes(snapshot: CatalogueSnapshot): Promise<void> {
  const extensions = [...knownSourceFormats(snapshot.catalogue)]
    .filter((f) => /^[a-z0-9]+$/.test(f))
    .flatMap((f) => [`.${f}`, `.${f.toUpperCase()}`]);
  await vscode.commands.executeCommand('setContext', ContextKeys.catalogueExtensions, extensions);
  await vscode.commands.executeCommand('setContext', ContextKeys.previewExtensions, previewExtensions(snapshot.catalogue));
}

/** At start and whenever the service address changes: the known types of that host's catalogue. */
export function trackCatalogue(services: ExtensionServices): void {
  let lastUrl: string | undefined;
  const update = () => {
    const url = services.config().baseUrl;
    if (url === lastUrl) {
      return;
    }
    lastUrl = url;
    void publishKnownTypes(currentCatalogue(services));
  };
  update();
  services.context.subscriptions.push(services.configuration.onDidChange(() => update()));
}
