import * as vscode from 'vscode';
import { Commands, ContextKeys, Views } from '../constants';
import type { ExtensionServices } from '../extensionServices';
import { registerCommand } from '../ui/commandWrapper';

/** Show Log, Open Dashboard, Open Settings, Show Usage. */
export function registerGeneralCommands(services: ExtensionServices): void {
  const { context, log } = services;
  registerCommand(context, log, Commands.showLog, () => log.show());
  registerCommand(context, log, Commands.openDashboard, async () => {
    await vscode.env.openExternal(vscode.Uri.parse(services.config().dashboardUrl));
  });
  registerCommand(context, log, Commands.openSettings, async (query?: string) => {
    await vscode.commands.executeCommand('workbench.action.openSettings', typeof query === 'string' && query ? query : 'convertFiles');
  });
  registerCommand(context, log, Commands.focusUsage, async () => {
    await vscode.commands.executeCommand(`${Views.usage}.focus`);
  });
}

/** Keeps the when-clause context keys in step with what the store holds. */
export function trackCredentialContext(services: ExtensionServices): void {
  const update = async (): Promise<void> => {
    const [tokens, master, signing] = await Promise.all([
      services.store.listApiTokens(),
      services.store.getMasterToken(),
      services.store.getJwtSigningKey(),
    ]);
    await vscode.commands.executeCommand('setContext', ContextKeys.hasApiToken, tokens.length > 0);
    await vscode.commands.executeCommand('setContext', ContextKeys.hasMasterToken, !!master);
    await vscode.commands.executeCommand('setContext', ContextKeys.hasJwtSigningKey, !!signing);
  };
  // A store that cannot be read (a locked keychain) leaves the keys as they were: logged, never unhandled.
  const refresh = (): Promise<void> =>
    update().catch((err: unknown) =>
      services.log.warn(`Could not update the credential context keys: ${(err as Error)?.message ?? String(err)}`),
    );
  services.context.subscriptions.push(services.store.onDidChange(() => void refresh()));
  void refresh();
}
