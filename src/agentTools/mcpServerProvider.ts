// Offers `convert-files mcp` to VS Code's agent where VS Code has the API (1.101 and later:
// lm.registerMcpServerDefinitionProvider and the mcpServerDefinitionProviders contribution).
// @types/vscode stays at the engine's version (1.100), so the API is looked up at run time and its
// types are declared in mcpServerDefinition.ts; on an older VS Code nothing is registered.
import * as vscode from 'vscode';
import { McpServerProviderId } from '../constants';
import { compareTextFolder } from '../compare/textProvider';
import type { ExtensionServices } from '../extensionServices';
import { mcpServerProvider, offersMcpServers, type McpStdioDefinition, type McpStdioDefinitionClass } from './mcpServerDefinition';

interface McpApi {
  registerMcpServerDefinitionProvider(
    id: string,
    provider: {
      readonly onDidChangeMcpServerDefinitions?: vscode.Event<void>;
      provideMcpServerDefinitions(token: vscode.CancellationToken): vscode.ProviderResult<McpStdioDefinition[]>;
      resolveMcpServerDefinition(server: McpStdioDefinition, token: vscode.CancellationToken): vscode.ProviderResult<McpStdioDefinition>;
    },
  ): vscode.Disposable;
}

/** Registers the provider when VS Code has the API; true when it did. */
export function registerMcpServerProvider(services: ExtensionServices): boolean {
  const lm = vscode.lm as unknown as Partial<McpApi> | undefined;
  const Definition = (vscode as unknown as { McpStdioServerDefinition?: McpStdioDefinitionClass }).McpStdioServerDefinition;
  if (
    !offersMcpServers(vscode.version) ||
    typeof lm?.registerMcpServerDefinitionProvider !== 'function' ||
    typeof Definition !== 'function'
  ) {
    return false;
  }
  const { context, store } = services;
  const changed = new vscode.EventEmitter<void>();
  let baseUrl = services.config().baseUrl;
  const provider = mcpServerProvider({
    folders: () => (vscode.workspace.workspaceFolders ?? []).filter((f) => f.uri.scheme === 'file'),
    trusted: () => vscode.workspace.isTrusted,
    tokens: async () => ({ apiToken: (await store.getActiveApiToken())?.token, masterToken: await store.getMasterToken() }),
    extensionPath: context.extensionUri.fsPath,
    baseUrl: () => services.config().baseUrl,
    textCacheDir: compareTextFolder(context).fsPath,
    version: String(context.extension.packageJSON.version),
    Definition,
  });
  let registration: vscode.Disposable;
  try {
    registration = lm.registerMcpServerDefinitionProvider(McpServerProviderId, {
      onDidChangeMcpServerDefinitions: changed.event,
      provideMcpServerDefinitions: () => provider.provideMcpServerDefinitions(),
      resolveMcpServerDefinition: (server) => provider.resolveMcpServerDefinition(server),
    });
  } catch (err) {
    // An API that changed again must not cost the extension its activation.
    services.log.warn(`MCP server not offered to VS Code's agent: ${err instanceof Error ? err.message : String(err)}`);
    changed.dispose();
    return false;
  }
  context.subscriptions.push(
    changed,
    registration,
    // Folders, trust and the service's address change what is offered; a token change reaches a server when it starts.
    vscode.workspace.onDidChangeWorkspaceFolders(() => changed.fire()),
    vscode.workspace.onDidGrantWorkspaceTrust(() => changed.fire()),
    services.configuration.onDidChange(() => {
      if (services.config().baseUrl !== baseUrl) {
        baseUrl = services.config().baseUrl;
        changed.fire();
      }
    }),
  );
  return true;
}
