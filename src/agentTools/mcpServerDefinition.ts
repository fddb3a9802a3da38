// The MCP server the extension offers VS Code's agent (VS Code 1.101 and later): per workspace
// folder, `convert-files mcp --root <folder>` over stdio, where the command line's package is
// installed (found on PATH). The .vsix does not carry the command line (its Markdown renderer
// alone is larger than the extension): in VS Code the chat tools serve the agent in-process. The tokens come from
// SecretStorage into the server's environment only when VS Code starts it (resolve), never into
// its arguments, a setting or the listing. Plain data and a fake-able constructor: unit-tested
// without VS Code, whose offline test host (1.100) lacks the API.
import { existsSync, statSync } from 'node:fs';
import { delimiter, join, posix, win32 } from 'node:path';
import { CACHE_SIZE_VARIABLE } from '../conversion/cacheLimit';

/** What VS Code's McpStdioServerDefinition holds (declared here: @types/vscode stays at the engine's version). */
export interface McpStdioDefinition {
  readonly label: string;
  command: string;
  args: string[];
  env: Record<string, string | number | null>;
  cwd?: { readonly fsPath: string };
  version?: string;
}

export type McpStdioDefinitionClass = new (
  label: string,
  command: string,
  args?: string[],
  env?: Record<string, string | number | null>,
  version?: string,
) => McpStdioDefinition;

/** What the provider needs from the extension. */
export interface McpProviderDeps<F extends { readonly fsPath: string }> {
  /** The open workspace folders on disk. */
  folders(): readonly { readonly name: string; readonly uri: F }[];
  /** Untrusted workspaces are offered nothing: the server would send their files with the person's token. */
  trusted(): boolean;
  /** The active API Token and the Master Token, read from SecretStorage when a server starts. */
  tokens(): Promise<{ readonly apiToken?: string; readonly masterToken?: string }>;
  /** The command line's path (`convert-files` on PATH), or undefined when it is not installed. */
  cliCommand(): string | undefined;
  /** The configured service address (convertFiles.baseUrl). */
  baseUrl(): string;
  /** The content cache's folder, so that both keep one text per content. */
  readonly textCacheDir: string;
  /** The content cache's size limit in MB (convertFiles.cacheSizeMB), so that both prune by one limit. */
  cacheMegabytes(): number;
  readonly version: string;
  readonly Definition: McpStdioDefinitionClass;
}

/** The command line's executable in PATH's absolute folders (npm makes a `.cmd` shim on Windows), or undefined. */
export function findOnPath(
  name: string,
  path = process.env.PATH ?? '',
  platform: NodeJS.Platform = process.platform,
  isFile = (p: string) => existsSync(p) && statSync(p).isFile(),
): string | undefined {
  const names = platform === 'win32' ? [`${name}.cmd`, `${name}.exe`] : [name];
  const absolute = platform === 'win32' ? win32.isAbsolute : posix.isAbsolute;
  for (const dir of path.split(platform === 'win32' ? ';' : delimiter)) {
    // A relative entry (".", "node_modules/.bin") would be looked up from the extension host's folder
    // but run from the workspace folder (the server's cwd): a program the repository put there.
    for (const file of dir && absolute(dir) ? names : []) {
      if (isFile(join(dir, file))) {
        return join(dir, file);
      }
    }
  }
  return undefined;
}

/** The provider's two functions, as VS Code's McpServerDefinitionProvider calls them. */
export function mcpServerProvider<F extends { readonly fsPath: string }>(deps: McpProviderDeps<F>) {
  return {
    provideMcpServerDefinitions(): McpStdioDefinition[] {
      if (!deps.trusted()) {
        return [];
      }
      const cli = deps.cliCommand();
      if (!cli) {
        return [];
      }
      const folders = deps.folders();
      return folders.map((folder) => {
        const label = folders.length > 1 ? `Convert Files (${folder.name})` : 'Convert Files';
        const definition = new deps.Definition(
          label,
          cli,
          ['mcp', '--root', folder.uri.fsPath],
          {
            CONVERT_FILES_BASE_URL: deps.baseUrl(),
            CONVERT_FILES_TEXT_CACHE: deps.textCacheDir,
            [CACHE_SIZE_VARIABLE]: String(deps.cacheMegabytes()),
          },
          deps.version,
        );
        definition.cwd = folder.uri;
        return definition;
      });
    },
    /** Called when VS Code starts the server: the tokens join its environment here, and only here. */
    async resolveMcpServerDefinition(definition: McpStdioDefinition): Promise<McpStdioDefinition | undefined> {
      if (!deps.trusted()) {
        return undefined;
      }
      const { apiToken, masterToken } = await deps.tokens();
      definition.env = {
        ...definition.env,
        CONVERT_FILES_BASE_URL: deps.baseUrl(),
        ...(apiToken ? { CONVERT_FILES_API_TOKEN: apiToken } : {}),
        ...(masterToken ? { CONVERT_FILES_MASTER_TOKEN: masterToken } : {}),
      };
      return definition;
    },
  };
}
