// The when-clause context keys the extension keeps in step (ContextKeys in constants.ts), in one
// place: what the store holds, which file types the converter catalogue knows, and whether a
// conversion ran in this window. The Usage view's own state key is set by its controller.
import * as vscode from 'vscode';
import { ContextKeys, QuickTargets } from './constants';
import type { ExtensionServices } from './extensionServices';
import { compareExtensions, trackChangesExtensions } from './compare/compareFormats';
import { previewExtensions } from './preview/previewFormats';
import type { WalkthroughProgress } from './walkthroughProgress';
import { knownSourceFormats, sourcesConvertingTo, type CatalogueSnapshot } from './service/catalogue';

/** Keeps hasApiToken, hasMasterToken and hasJwtSigningKey in step with what the store holds, and ticks the walkthrough's token steps while a token is there. */
export function trackCredentialContext(services: ExtensionServices, walkthrough: WalkthroughProgress): void {
  const update = async (): Promise<void> => {
    const [tokens, master, signing] = await Promise.all([
      services.store.listApiTokens(),
      services.store.getMasterToken(),
      services.store.getJwtSigningKey(),
    ]);
    await vscode.commands.executeCommand('setContext', ContextKeys.hasApiToken, tokens.length > 0);
    await vscode.commands.executeCommand('setContext', ContextKeys.hasMasterToken, !!master);
    await vscode.commands.executeCommand('setContext', ContextKeys.hasJwtSigningKey, !!signing);
    if (tokens.length > 0) {
      walkthrough.tick('getApiToken', 'setApiToken');
    }
    if (master) {
      walkthrough.tick('masterToken');
    }
  };
  // A store that cannot be read (a locked keychain) leaves the keys as they were: logged, never unhandled.
  const refresh = (): Promise<void> =>
    update().catch((err: unknown) =>
      services.log.warn(`Could not update the credential context keys: ${(err as Error)?.message ?? String(err)}`),
    );
  services.context.subscriptions.push(services.store.onDidChange(() => void refresh()));
  void refresh();
}

/**
 * Sets the context keys the "Choose Format…" and "Preview as PDF" menu entries test: every
 * extension the catalogue converts from, and those it previews, with the dot, as VS Code's
 * resourceExtname has it (lower and upper case); and the quick menu's sources per target.
 */
export async function publishKnownTypes(snapshot: CatalogueSnapshot): Promise<void> {
  const extensions = [...knownSourceFormats(snapshot.catalogue)]
    .filter((f) => /^[a-z0-9]+$/.test(f))
    .flatMap((f) => [`.${f}`, `.${f.toUpperCase()}`]);
  await vscode.commands.executeCommand('setContext', ContextKeys.catalogueExtensions, extensions);
  await vscode.commands.executeCommand('setContext', ContextKeys.previewExtensions, previewExtensions(snapshot.catalogue));
  await vscode.commands.executeCommand('setContext', ContextKeys.compareExtensions, compareExtensions(snapshot.catalogue));
  await vscode.commands.executeCommand('setContext', ContextKeys.trackChangesExtensions, trackChangesExtensions(snapshot.catalogue));
  // The quick menu follows the catalogue (the built-in one until the service's is known).
  for (const { format } of QuickTargets) {
    const sources = sourcesConvertingTo(snapshot.catalogue, format)
      .filter((f) => /^[a-z0-9]+$/.test(f))
      .flatMap((f) => [`.${f}`, `.${f.toUpperCase()}`]);
    await vscode.commands.executeCommand('setContext', `${ContextKeys.sourcesOf}.${format}`, sources);
  }
  await vscode.commands.executeCommand('setContext', ContextKeys.quickMenuFollowsCatalogue, true);
}

/** At start and whenever the service address changes: the known types of that host's catalogue. */
export function trackCatalogueContext(services: ExtensionServices): void {
  let lastUrl: string | undefined;
  const update = () => {
    const url = services.config().baseUrl;
    if (url === lastUrl) {
      return;
    }
    lastUrl = url;
    void publishKnownTypes(services.catalogue.get(url));
  };
  update();
  services.context.subscriptions.push(services.configuration.onDidChange(() => update()));
}

/** Marks the walkthrough's conversion step done once a batch in this window converted a file (the key for `when` clauses, the tick for the page). */
export function trackConversionContext(services: ExtensionServices, walkthrough: WalkthroughProgress): void {
  services.context.subscriptions.push(
    services.onDidFinishBatch((summary) => {
      if (summary.converted > 0) {
        void vscode.commands.executeCommand('setContext', ContextKeys.hasConverted, true);
        walkthrough.tick('convertFile');
      }
    }),
  );
}
