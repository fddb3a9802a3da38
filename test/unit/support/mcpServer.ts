// `convert-files mcp` as an MCP client meets it, for the tests of test/unit/cli/mcp*.test.ts: the
// built dist/cli.js (built once per test run) started as a child process against the in-process
// emulator, on a root folder with a few documents and links out of it, spoken to over stdio with
// the SDK's client. After the block, no answer and nothing on stderr may hold a token.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { startEmulator, type Emulator } from './inProcessEmulator';

const repoRoot = resolve(__dirname, '../../..');

let built: string | undefined;
/** The command line built as the .vsix's build makes it, into a temporary folder: once per run, removed when the run ends. */
function builtCommandLine(): string {
  if (!built) {
    const dist = join(tmpdir(), `convert-files-mcp-dist-${process.pid}`);
    rmSync(dist, { recursive: true, force: true });
    process.once('exit', () => rmSync(dist, { recursive: true, force: true }));
    execFileSync(process.execPath, ['esbuild.mjs', '--production', '--outdir', dist], { cwd: repoRoot, stdio: 'pipe' });
    built = dist;
  }
  return built;
}

/** A tool's answer: its text, that text read as JSON, and whether it is an error. */
export interface Answer {
  readonly isError: boolean;
  readonly json: Record<string, unknown>;
  readonly text: string;
}

/** What the block's tests share: the places, the emulator and its token, the server. */
export interface McpServer {
  readonly emu: Emulator;
  /** The folder holding the built cli.js. */
  readonly dist: string;
  /** The server's --root: docs/a.md, b.md, c.md, page.html, and links (docs/link.md, out-link) to `outside`. */
  readonly root: string;
  readonly outside: string;
  /** CONVERT_FILES_TEXT_CACHE. */
  readonly cache: string;
  readonly token: string;
  /** The server the tools are called on (started with --max-conversions 3). */
  client: Client;
  /** Everything the servers printed on stderr. */
  stderr: string;
  /** Every answer's text, checked for tokens after the block. */
  readonly answers: string[];
  /** Calls a tool on `client`. */
  call(name: string, args: Record<string, unknown>): Promise<Answer>;
  /** Writes a file, making its folder. */
  write(path: string, text: string): Promise<void>;
  /** Starts another server on `root`, with more arguments and environment variables. */
  start(extra?: string[], env?: Record<string, string>): Promise<Client>;
  /** Conversions and uploads the emulator was sent so far. */
  sent(): number;
}

/** The server for the enclosing describe block: started before its first test, checked and removed after its last. */
export function useMcpServer(): McpServer {
  const mcp = { stderr: '', answers: [] as string[] } as { -readonly [K in keyof McpServer]: McpServer[K] };
  mcp.sent = () =>
    mcp.emu.requestLog.filter((r) => r.method === 'POST' && (r.path.startsWith('/convert/') || r.path.startsWith('/upload'))).length;
  mcp.call = async (name, args) => {
    const result = (await mcp.client.callTool({ name, arguments: args })) as {
      content: { type: string; text: string }[];
      isError?: boolean;
    };
    const text = result.content.map((c) => c.text).join('');
    mcp.answers.push(text);
    return { isError: result.isError === true, json: JSON.parse(text) as Record<string, unknown>, text };
  };
  mcp.write = async (path, text) => {
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, text);
  };
  mcp.start = async (extra = [], env = {}) => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [join(mcp.dist, 'cli.js'), 'mcp', '--root', mcp.root, ...extra],
      cwd: tmpdir(),
      env: { CONVERT_FILES_API_TOKEN: mcp.token, CONVERT_FILES_BASE_URL: mcp.emu.baseUrl, CONVERT_FILES_TEXT_CACHE: mcp.cache, ...env },
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (c: Buffer) => (mcp.stderr += c.toString()));
    const c = new Client({ name: 'mcp-test', version: '1.0.0' });
    await c.connect(transport);
    return c;
  };

  before(async () => {
    mcp.dist = builtCommandLine();
    mcp.emu = await startEmulator({ port: 0 });
    mcp.token = mcp.emu.demo.apiTokens[0].token;
    const base = await mkdtemp(join(tmpdir(), 'convert-files-mcp-'));
    mcp.root = join(base, 'root');
    mcp.outside = join(base, 'outside');
    mcp.cache = join(base, 'cache');
    await mcp.write(join(mcp.root, 'docs/a.md'), '# A\n\nText of a.');
    await mcp.write(join(mcp.root, 'docs/b.md'), '# B');
    await mcp.write(join(mcp.root, 'docs/c.md'), '# C');
    await mcp.write(join(mcp.root, 'page.html'), '<h1>Page</h1>');
    await mcp.write(join(mcp.outside, 'secret.md'), '# not for the agent');
    await symlink(join(mcp.outside, 'secret.md'), join(mcp.root, 'docs/link.md'));
    await symlink(mcp.outside, join(mcp.root, 'out-link'));
    mcp.client = await mcp.start(['--max-conversions', '3']);
  });

  after(async () => {
    await mcp.client?.close();
    for (const text of [...mcp.answers, mcp.stderr]) {
      assert.ok(!text.includes(mcp.token), `the token was in: ${text.slice(0, 200)}`);
      assert.ok(!text.includes(mcp.emu.demo.masterToken), `the Master Token was in: ${text.slice(0, 200)}`);
    }
    await mcp.emu?.close();
    if (mcp.root) {
      await rm(join(mcp.root, '..'), { recursive: true, force: true });
    }
  });
  return mcp;
}
