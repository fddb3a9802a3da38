// `convert-files mcp`: a Model Context Protocol server over stdio on the command line's engine.
// stdout carries the protocol only; nothing is printed but a reason the server cannot start (on
// stderr). Every tool answers text holding JSON; a mistake is a result with `isError: true`.
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { formatsQuestion, optionsQuestion } from '../../conversion/tools/catalogueAnswers';
import { argumentsOf, ToolInputError } from '../../conversion/tools/toolInput';
import { usageAnswer } from '../../conversion/tools/usageAnswer';
import { errorText, oneLine, slashed } from '../../conversion/rules';
import { isCancellation } from '../../service/errors';
import { UsageError } from '../args';
import { CannotStart } from '../context';
import { EnvironmentError } from '../environment';
import { convertTool } from './convertTool';
import { extractTextTool } from './extractTextTool';
import { McpContext } from './mcpContext';
import { resolveRoot, rootFile } from './rootFiles';
import { toolDefinitions } from './toolDefinitions';

export const DEFAULT_MAX_CONVERSIONS = 20;
const MAX_MAX_CONVERSIONS = 10_000;
/** Where the texts of extract_text are kept when the environment names no folder (the editor names its own). */
export const TEXT_CACHE_VARIABLE = 'CONVERT_FILES_TEXT_CACHE';

export interface McpIo {
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  readonly stdin: Readable;
  readonly stdout: Writable;
  err(line: string): void;
  /** Aborted by Ctrl+C or SIGTERM: the server closes (a conversion under way stops, leaving no partial file). */
  readonly signal?: AbortSignal;
}

export interface McpArguments {
  readonly root?: string;
  readonly maxConversions: number;
}

/** Reads `mcp`'s flags (after the word `mcp`). */
export function parseMcpArguments(argv: readonly string[]): McpArguments {
  let root: string | undefined;
  let maxConversions = DEFAULT_MAX_CONVERSIONS;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const take = (): string => {
      const v = inline ?? argv[(i += 1)];
      if (v === undefined || v === '' || (inline === undefined && v.startsWith('--'))) {
        throw new UsageError(`${flag} needs a value`);
      }
      return v;
    };
    if (flag === '--root') {
      root = take();
    } else if (flag === '--max-conversions') {
      const text = take();
      maxConversions = Number(text);
      if (!/^\d+$/.test(text) || maxConversions < 1 || maxConversions > MAX_MAX_CONVERSIONS) {
        throw new UsageError(`--max-conversions takes a whole number from 1 to ${MAX_MAX_CONVERSIONS}, not "${text}"`);
      }
    } else {
      throw new UsageError(`unknown flag ${flag} for mcp (it takes --root DIR and --max-conversions N)`);
    }
  }
  return { root, maxConversions };
}

/** The user's cache folder for extracted texts, one `<sha256>.txt` per content as Compare as Text keeps them. */
export function defaultTextCache(env: NodeJS.ProcessEnv, platform: NodeJS.Platform = process.platform): string {
  const named = env[TEXT_CACHE_VARIABLE]?.trim();
  if (named) {
    return named;
  }
  const base =
    platform === 'win32'
      ? (env.LOCALAPPDATA ?? join(homedir(), 'AppData', 'Local'))
      : platform === 'darwin'
        ? join(homedir(), 'Library', 'Caches')
        : env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(base, 'convert-files', 'compare-text');
}

type ToolRun = (context: McpContext, input: unknown, signal: AbortSignal) => Promise<object>;

/** The tools; the answers of formats, options and usage are the chat tools' too (conversion/tools/). */
const TOOLS: Readonly<Record<string, ToolRun>> = {
  formats: (context, input, signal) =>
    formatsQuestion(
      input,
      'file',
      async (value) => (await rootFile(context.root, value, 'file')).relative,
      () => context.currentCatalogue(signal),
    ),
  options: (context, input, signal) => optionsQuestion(input, () => context.currentCatalogue(signal)),
  convert: convertTool,
  extract_text: extractTextTool,
  usage: async (context, input, signal) => {
    argumentsOf(input, []);
    return usageAnswer(context.admin(), signal);
  },
};

/** One tool call answered: its JSON, or a clear error; never a secret. */
export async function callTool(context: McpContext, name: string, input: unknown, signal: AbortSignal): Promise<CallToolResult> {
  const answer = (value: object, isError = false): CallToolResult => ({
    content: [{ type: 'text', text: context.scrub(JSON.stringify(value, null, 2)) }],
    ...(isError ? { isError: true } : {}),
  });
  const run = Object.prototype.hasOwnProperty.call(TOOLS, name) ? TOOLS[name] : undefined;
  if (!run) {
    return answer({ error: `There is no tool "${name}"; the tools are ${Object.keys(TOOLS).join(', ')}.` }, true);
  }
  try {
    return answer(await run(context, input, signal));
  } catch (err) {
    // The command line's refusals (CannotStart: what it exits 2 for) are input mistakes here too.
    if (err instanceof ToolInputError || err instanceof EnvironmentError || err instanceof CannotStart) {
      return answer({ error: err.message }, true);
    }
    if (isCancellation(err) || signal.aborted) {
      return answer({ error: 'Cancelled; nothing more was done.' }, true);
    }
    return answer({ error: oneLine(errorText(err), (t) => context.scrub(t)) }, true);
  }
}

/** Resolves once no tool call is under way and the last answers are handed to the transport. */
async function answered(running: ReadonlySet<Promise<unknown>>): Promise<void> {
  const turn = () => new Promise((next) => setImmediate(next));
  // A turn first: requests read with the last chunk of stdin start their handlers in microtasks.
  await turn();
  while (running.size > 0) {
    await Promise.allSettled([...running]);
    // The SDK writes an answer in the microtasks after its handler resolves.
    await turn();
  }
}

/** Runs the server until the client closes stdin; resolves to the exit code. */
export async function runMcpServer(argv: readonly string[], io: McpIo): Promise<number> {
  let context: McpContext;
  try {
    const args = parseMcpArguments(argv);
    const root = await resolveRoot(resolve(io.cwd, args.root ?? '.')).catch((err: unknown) => {
      throw new UsageError(`--root: ${args.root ?? io.cwd} cannot be used as the root folder (${errorText(err)})`);
    });
    // The rules engine's paths are `/`-separated (Windows included).
    context = new McpContext({
      root: slashed(root),
      maxConversions: args.maxConversions,
      env: io.env,
      textCacheDir: defaultTextCache(io.env),
    });
  } catch (err) {
    io.err(`convert-files mcp: ${errorText(err)}`);
    return 2;
  }
  // The protocol's server version: what a client shows; tools and fields are the interface, not this number.
  const server = new Server(
    { name: 'convert-files', version: '1.0.0' },
    {
      capabilities: { tools: {} },
      // The SDK validates JSON schemas only for answers to questions a server asks (elicitation);
      // this one asks none, so Ajv is left out of dist/cli.js (esbuild.mjs) and this stands in.
      jsonSchemaValidator: { getValidator: () => () => ({ valid: false, data: undefined, errorMessage: 'no schema is validated here' }) },
    },
  );
  const tools = toolDefinitions(context.options.maxConversions);
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  const running = new Set<Promise<CallToolResult>>();
  server.setRequestHandler(CallToolRequestSchema, (request, extra) => {
    const call = callTool(context, request.params.name, request.params.arguments, extra.signal);
    const done = () => running.delete(call);
    running.add(call);
    call.then(done, done);
    return call;
  });
  const closed = new Promise<void>((done) => {
    server.onclose = done;
  });
  await server.connect(new StdioServerTransport(io.stdin, io.stdout));
  // The client ending stdin ends the session (the SDK's transport does not notice on its own), once
  // the calls under way are answered: closing aborts them, and a script that writes its requests and
  // closes the pipe would get no answer. A signal (below; what a client sends a server that does not
  // exit in time) still stops them at once.
  io.stdin.once('end', () => void answered(running).then(() => server.close()));
  io.signal?.addEventListener('abort', () => void server.close(), { once: true });
  await closed;
  await context.close();
  return 0;
}
