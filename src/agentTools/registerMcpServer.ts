// At activation: offers `convert-files mcp` to VS Code's agent where VS Code has the finalized API
// (1.101: lm.registerMcpServerDefinitionProvider and the mcpServerDefinitionProviders contribution).
// Only this stub is in dist/extension.js; the definitions come from dist/features.js when VS Code
// first asks for them.
import * as vscode from 'vscode';
import { McpServerProviderId } from '../constants';
import type { ExtensionServices } from '../extensionServices';
import type { mcpServerProvider } from './mcpServerProvider';

/** What dist/features.js gives this stub. */
type McpServerCode = { readonly mcpServerProvider: typeof mcpServerProvider };
type Provider = ReturnType<typeof mcpServerProvider>;

export function registerMcpServer(services: ExtensionServices, load: () => McpServerCode): void {
  const lm = vscode.lm as unknown as { registerMcpServerDefinitionProvider?: (id: string, provider: object) => vscode.Disposable };
  if (!lm.registerMcpServerDefinitionProvider) {
    return;
  }
  const changed = new vscode.EventEmitter<void>();
  let real: Provider | undefined;
  try {
    services.context.subscriptions.push(
      changed,
      lm.registerMcpServerDefinitionProvider(McpServerProviderId, {
        onDidChangeMcpServerDefinitions: changed.event,
        provideMcpServerDefinitions: () => (real ??= load().mcpServerProvider(services, changed)).provideMcpServerDefinitions(),
        resolveMcpServerDefinition: (server: Parameters<Provider['resolveMcpServerDefinition']>[0]) =>
          (real ??= load().mcpServerProvider(services, changed)).resolveMcpServerDefinition(server),
      }),
    );
  } catch {
    // VS Code 1.100 has the function but wants another contribution point (modelContextServerCollections)
    // and throws: there nothing is offered, as on older versions.
  }
}
