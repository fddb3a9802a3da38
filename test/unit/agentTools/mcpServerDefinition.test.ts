// The MCP server the extension offers VS Code's agent (1.101 and later), checked without VS Code:
// the offline host is 1.100 and has no MCP API. The definition runs `convert-files mcp --root
// <folder>` (the command line's package, found on PATH) over stdio; the tokens join its
// environment only when VS Code starts it; without the command line nothing is offered.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findOnPath, mcpServerProvider, type McpStdioDefinition, type McpProviderDeps } from '../../../src/agentTools/mcpServerDefinition';
import { McpServerProviderId } from '../../../src/constants';

/** Stands in for vscode.McpStdioServerDefinition: the constructor VS Code 1.101 has. */
class FakeDefinition implements McpStdioDefinition {
  cwd?: { readonly fsPath: string };
  constructor(
    readonly label: string,
    public command: string,
    public args: string[] = [],
    public env: Record<string, string | number | null> = {},
    public version?: string,
  ) {}
}

const API = 'api-token-value-1234';
const MASTER = 'master-token-value-5678';

function deps(overrides: Partial<McpProviderDeps<{ fsPath: string }>> = {}): McpProviderDeps<{ fsPath: string }> {
  return {
    folders: () => [{ name: 'docs', uri: { fsPath: '/work/docs' } }],
    trusted: () => true,
    tokens: async () => ({ apiToken: API, masterToken: MASTER }),
    cliCommand: () => '/usr/local/bin/convert-files',
    baseUrl: () => 'https://v2.convertapi.com',
    textCacheDir: '/storage/compare-text',
    cacheMegabytes: () => 300,
    version: '0.1.0',
    Definition: FakeDefinition,
    ...overrides,
  };
}

describe('MCP server definition for VS Code’s agent', () => {
  it('runs the installed convert-files mcp with the workspace folder as its root, over stdio', () => {
    const [definition] = mcpServerProvider(deps()).provideMcpServerDefinitions();
    assert.ok(definition instanceof FakeDefinition);
    assert.equal(definition.label, 'Convert Files');
    assert.equal(definition.command, '/usr/local/bin/convert-files');
    assert.deepEqual(definition.args, ['mcp', '--root', '/work/docs']);
    assert.equal(definition.cwd?.fsPath, '/work/docs');
    assert.equal(definition.version, '0.1.0');
    assert.deepEqual(definition.env, {
      CONVERT_FILES_BASE_URL: 'https://v2.convertapi.com',
      CONVERT_FILES_TEXT_CACHE: '/storage/compare-text',
      CONVERT_FILES_CACHE_SIZE_MB: '300',
    });
  });

  it('offers nothing where the command line is not installed', () => {
    assert.deepEqual(mcpServerProvider(deps({ cliCommand: () => undefined })).provideMcpServerDefinitions(), []);
  });

  it('finds convert-files on PATH, and npm’s .cmd shim on Windows', () => {
    const files = new Set([join('/opt/b', 'convert-files'), 'C:\\npm\\convert-files.cmd']);
    const isFile = (p: string): boolean => files.has(p);
    assert.equal(findOnPath('convert-files', ['/opt/a', '', '/opt/b'].join(':'), 'linux', isFile), join('/opt/b', 'convert-files'));
    assert.equal(findOnPath('convert-files', '/opt/a', 'linux', isFile), undefined);
    assert.equal(
      findOnPath('convert-files', 'C:\\npm', 'win32', (p) => p.replace(/\//g, '\\') === 'C:\\npm\\convert-files.cmd'),
      join('C:\\npm', 'convert-files.cmd'),
    );
  });

  it('never takes convert-files from a relative PATH entry (it would run from the workspace folder)', () => {
    const isFile = (p: string): boolean => p.endsWith('convert-files') || p.endsWith('convert-files.cmd');
    for (const dir of ['.', 'node_modules/.bin', 'bin']) {
      assert.equal(
        findOnPath('convert-files', `${dir}:/opt/none`, 'linux', (p) => isFile(p) && !p.startsWith('/')),
        undefined,
        dir,
      );
    }
    assert.equal(findOnPath('convert-files', 'node_modules/.bin:/usr/bin', 'linux', isFile), join('/usr/bin', 'convert-files'));
    assert.equal(findOnPath('convert-files', '.\\bin;C:\\npm', 'win32', isFile), join('C:\\npm', 'convert-files.cmd'));
  });

  it('lists no token; the tokens from SecretStorage join the environment when VS Code starts the server, never the arguments', async () => {
    const provider = mcpServerProvider(deps());
    const [listed] = provider.provideMcpServerDefinitions();
    assert.ok(listed && !JSON.stringify(listed).includes(API) && !JSON.stringify(listed).includes(MASTER));
    const started = await provider.resolveMcpServerDefinition(listed);
    assert.equal(started?.env.CONVERT_FILES_API_TOKEN, API);
    assert.equal(started?.env.CONVERT_FILES_MASTER_TOKEN, MASTER);
    assert.ok(!started?.args.join(' ').includes(API));
  });

  it('leaves a token out that is not saved (the server then says which to set)', async () => {
    const provider = mcpServerProvider(deps({ tokens: async () => ({}) }));
    const started = await provider.resolveMcpServerDefinition(provider.provideMcpServerDefinitions()[0]!);
    assert.ok(started && !('CONVERT_FILES_API_TOKEN' in started.env) && !('CONVERT_FILES_MASTER_TOKEN' in started.env));
  });

  it('one server per folder of a multi-root workspace, named by the folder; none in an untrusted workspace', async () => {
    const two = mcpServerProvider(
      deps({
        folders: () => [
          { name: 'docs', uri: { fsPath: '/work/docs' } },
          { name: 'site', uri: { fsPath: '/work/site' } },
        ],
      }),
    ).provideMcpServerDefinitions();
    assert.deepEqual(
      two.map((d) => [d.label, d.args[2]]),
      [
        ['Convert Files (docs)', '/work/docs'],
        ['Convert Files (site)', '/work/site'],
      ],
    );
    const untrusted = mcpServerProvider(deps({ trusted: () => false }));
    assert.deepEqual(untrusted.provideMcpServerDefinitions(), []);
    assert.equal(await untrusted.resolveMcpServerDefinition(new FakeDefinition('x', 'node')), undefined);
  });

  it('is contributed under the id the code registers, and the engine stays at 1.100 (the API is found at run time)', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
      engines: { vscode: string };
      devDependencies: Record<string, string>;
      contributes: { mcpServerDefinitionProviders?: { id: string; label: string }[] };
    };
    assert.deepEqual(manifest.contributes.mcpServerDefinitionProviders, [{ id: McpServerProviderId, label: 'Convert Files' }]);
    assert.equal(manifest.devDependencies['@types/vscode'], '1.100.0');
    assert.equal(manifest.engines.vscode, '^1.100.0');
  });
});
