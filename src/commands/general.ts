import * as vscode from 'vscode';
import { Commands, Views } from '../constants';
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
