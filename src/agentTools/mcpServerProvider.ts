// The MCP server offered to VS Code's agent (1.101 and later), loaded with dist/features.js when
// VS Code first asks for it (registerMcpServer.ts registers the provider at activation): one
// definition per workspace folder from mcpServerDefinition.ts, VS Code's own class found at run
// time (@types/vscode stays at the engine's version), and what changes the list.
import * as vscode from 'vscode';
import { contentCacheFolder } from '../workspace/cacheFolder';
import type { ExtensionServices } from '../extensionServices';
import { findOnPath, mcpServerProvider as provider, type McpStdioDefinition, type McpStdioDefinitionClass } from './mcpServerDefinition';

/** The provider's two functions; `changed` fires when the folders, the trust or the service's address change. */
export function mcpServerProvider(
  services: ExtensionServices,
  changed: vscode.EventEmitter<void>,
): {
  provideMcpServerDefinitions(): McpStdioDefinition[];
  resolveMcpServerDefinition(definition: McpStdioDefinition): Promise<McpStdioDefinition | undefined>;
} {
  const { context, store } = services;
  const Definition = (vscode as unknown as { McpStdioServerDefinition: McpStdioDefinitionClass }).McpStdioServerDefinition;
  let baseUrl = services.config().baseUrl;
  context.subscriptions.push(
    vscode.workspace.onDidChangeWorkspaceFolders(() => changed.fire()),
    vscode.workspace.onDidGrantWorkspaceTrust(() => changed.fire()),
    services.configuration.onDidChange(() => {
      if (services.config().baseUrl !== baseUrl) {
        baseUrl = services.config().baseUrl;
        changed.fire();
      }
    }),
  );
  // A token change reaches a server when VS Code next starts it (resolve reads the secrets then).
  return provider({
    folders: () => (vscode.workspace.workspaceFolders ?? []).filter((f) => f.uri.scheme === 'file'),
    trusted: () => vscode.workspace.isTrusted,
    tokens: async () => ({ apiToken: (await store.getActiveApiToken())?.token, masterToken: await store.getMasterToken() }),
    cliCommand: () => findOnPath('convert-files'),
    baseUrl: () => services.config().baseUrl,
    textCacheDir: contentCacheFolder(context).fsPath,
    cacheMegabytes: () => services.config().cacheBytes / 1024 / 1024,
    version: String(context.extension.packageJSON.version),
    Definition,
  });
}
