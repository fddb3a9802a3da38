/**
 * The conversion service emulator: a strict loopback stand-in for the service of
 * shared/spec/SERVICE.md and CONTRACT.md, used by every test tier and by the sandbox.
 *
 *   const emu = await startEmulator();            // free port on 127.0.0.1
 *   fetch(`${emu.baseUrl}/convert/txt/to/pdf`, { headers: { Authorization: `Bearer ${emu.demo.apiTokens[0].token}` }, ... });
 *   await emu.close();
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isCredentialParam } from './auth';
import { handleDashboard, handleDashboardSecrets } from './dashboard';
import { handleSamplePage, SAMPLE_PAGE_PATH } from './samplePage';
import type { ConverterRegistry, EmulatorDeps, RequestLogEntry } from './deps';
export type { RequestLogEntry } from './deps';
import { methodNotAllowed, notFound } from './errors';
import { Faults } from './faults';
import { discardRest, FileStore } from './files';
import { decodeSegment, isPageFetch, QueryParams, sendError, sendJson, type RequestContext } from './http';
import { canonicalIp, isLoopbackHost } from './ip';
import { openApiDocument } from './openapi';
import { CHROMIUM_ENV, PagePrinter } from './printer';
import { handleStatistic, handleUser } from './routes/admin';
import { handleConvert } from './routes/convert';
import { Jobs } from './routes/asyncJobs';
import { handleFile, handleUpload } from './routes/files';
import { handleManage } from './routes/manage';
import { handleTokenJwt } from './routes/token';
import { EmulatorState } from './state';

/** Default upload size limit: 1 GiB (a test uploads 300 MB). */
export const DEFAULT_MAX_FILE_SIZE_BYTES = 1024 * 1024 * 1024;

export interface EmulatorOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** A loopback address or `localhost`; default `127.0.0.1`. Anything else is refused. */
  host?: string;
  /** Largest file accepted by conversions and uploads (413 beyond it). */
  maxFileSizeBytes?: number;
  /** JSON file that keeps accounts and tokens across restarts (written atomically). */
  statePath?: string;
  /** Clock in milliseconds since the epoch, for tests of `exp`/`nbf`; default Date.now. */
  now?: () => number;
  /** The converters; default test/emulator/converters/index.ts. */
  converters?: ConverterRegistry;
  /** How long one second of a conversion's `Timeout` lasts, in ms; default 1000 (tests shorten it). */
  secondMs?: number;
  /** How long a poll of a running async job is held before it answers 202, in ms; default 0 (at once). */
  jobPollHoldMs?: number;
  /** html→pdf's browser; default CONVERT_FILES_EMULATOR_CHROMIUM, else /usr/bin/chromium (a missing path: text layout). */
  chromiumPath?: string;
  /** Each line of the emulator's log as it is written (the CLI writes them to stderr); `messages` keeps them all. */
  log?: (line: string) => void;
}

export interface DemoApiToken {
  name: string;
  token: string;
  kid: string;
  secret: string;
  environment: 'Production' | 'Development';
  consumptionLimit: number | null;
}

/** The demo account: 1,000 conversions, a Production token without limit, a Development token limited to 25. */
export interface DemoAccount {
  accountId: string;
  masterToken: string;
  apiTokens: DemoApiToken[];
}

export interface Emulator {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  readonly baseUrl: string;
  /** `${baseUrl}/a/authentication`. */
  readonly dashboardUrl: string;
  /** The demo account as it is now (a refreshed Master Token shows here; reset restores the first). */
  readonly demo: DemoAccount;
  /** Every request so far, oldest first. */
  readonly requestLog: RequestLogEntry[];
  /** The emulator's log: which browser prints html→pdf, or that none was found. */
  readonly messages: string[];
  close(): Promise<void>;
}

/** Starts an emulator and resolves once it listens. */
export async function startEmulator(opts: EmulatorOptions = {}): Promise<Emulator> {
  const requestedHost = opts.host ?? '127.0.0.1';
  if (!isLoopbackHost(requestedHost)) {
    throw new Error(`The emulator listens on loopback addresses only, not on ${requestedHost}.`);
  }
  const host = requestedHost.toLowerCase() === 'localhost' ? '127.0.0.1' : requestedHost.replace(/^\[|\]$/g, '');
  const converters = opts.converters ?? (await import('./converters/index'));
  const state = new EmulatorState(opts.statePath);
  const store = await FileStore.create();
  const faults = new Faults();
  const requestLog: RequestLogEntry[] = [];
  const messages: string[] = [];
  const log = (line: string): void => {
    messages.push(line);
    opts.log?.(line);
  };
  const printer = PagePrinter.forMachine(log, opts.chromiumPath === undefined ? process.env : { [CHROMIUM_ENV]: opts.chromiumPath });
  const server = createServer();
  server.requestTimeout = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    await store.dispose();
    throw err;
  }
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const deps: EmulatorDeps = {
    state,
    store,
    converters,
    baseUrl,
    now: opts.now ?? Date.now,
    maxFileSizeBytes: opts.maxFileSizeBytes ?? DEFAULT_MAX_FILE_SIZE_BYTES,
    faults,
    jobs: new Jobs(opts.jobPollHoldMs),
    secondMs: opts.secondMs ?? 1000,
    requestLog,
    printer,
  };
  const reset = async (): Promise<void> => {
    state.reset();
    faults.clear();
    deps.jobs.clear();
    await store.clear();
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void handleRequest(req, res, deps, faults, reset, requestLog);
  });
  return {
    baseUrl,
    dashboardUrl: `${baseUrl}/a/authentication`,
    get demo(): DemoAccount {
      return demoOf(state);
    },
    requestLog,
    messages,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await printer.close();
      await store.dispose();
    },
  };
}

function demoOf(state: EmulatorState): DemoAccount {
  const account = state.demo;
  return {
    accountId: account.accountId,
    masterToken: account.masterToken,
    apiTokens: account.tokens.map((t) => ({
      name: t.name,
      token: t.token,
      kid: t.kid,
      secret: t.secret,
      environment: t.environment,
      consumptionLimit: t.consumptionLimit,
    })),
  };
}

async function handleRequest(
  req: IncomingMessage,
  res: ServerResponse,
  deps: EmulatorDeps,
  faults: Faults,
  reset: () => Promise<void>,
  requestLog: RequestLogEntry[],
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://emulator.invalid');
  const rawIp = req.socket.remoteAddress ?? '';
  const ctx: RequestContext = {
    req,
    res,
    method: req.method ?? 'GET',
    path: url.pathname,
    query: new QueryParams(url.searchParams),
    remoteIp: canonicalIp(rawIp) ?? rawIp,
  };
  requestLog.push({
    method: ctx.method,
    path: ctx.path,
    // Tests and tools read this log: no credential and no password (web→pdf's AuthPassword) in it.
    query: Object.fromEntries(
      ctx.query.entries.map(([k, v]) => [k, isCredentialParam(k) || /pass(?:word|wd|phrase)|secret/i.test(k) ? '***' : v]),
    ),
    get authKind() {
      return ctx.authKind;
    },
    get authFrom() {
      return ctx.authFrom;
    },
    get status() {
      return res.headersSent ? res.statusCode : 0;
    },
    time: deps.now(),
    get fileBytes() {
      return ctx.fileBytes ?? 0;
    },
    get fileRefs() {
      return ctx.fileRefs ?? 0;
    },
    get printed() {
      return ctx.printed;
    },
  });
  try {
    const isManagement = ctx.path.startsWith('/_emulator/');
    if (!isManagement && (await faults.apply(ctx))) {
      return;
    }
    await route(ctx, deps, reset);
  } catch (err) {
    sendError(res, err);
    discardRest(req);
  }
}

function allow(ctx: RequestContext, ...methods: string[]): void {
  if (!methods.includes(ctx.method)) {
    throw methodNotAllowed(ctx.method, methods);
  }
}

async function route(ctx: RequestContext, deps: EmulatorDeps, reset: () => Promise<void>): Promise<void> {
  const path = ctx.path;
  // A page fetched for Web Page to PDF reads what a visitor reads: never an account's secrets.
  if (isPageFetch(ctx.req) && (path.startsWith('/_emulator/') || path === '/a/authentication/secrets')) {
    throw notFound(`No such page: ${path}.`);
  }
  if (path.startsWith('/_emulator/')) {
    return handleManage(ctx, deps, deps.faults, reset);
  }
  const convert = /^\/(async\/)?convert\/([^/]+)\/to\/([^/]+)$/.exec(path);
  if (convert) {
    return handleConvert(ctx, deps, decodeSegment(convert[2]!), decodeSegment(convert[3]!), convert[1] ? 'async' : 'sync');
  }
  const job = /^\/async\/job\/([^/]+)$/.exec(path);
  if (job) {
    return deps.jobs.poll(ctx, decodeSegment(job[1]!));
  }
  const file = /^\/d\/([^/]+)(?:\/[^/]+)?$/.exec(path);
  if (file) {
    return handleFile(ctx, deps, decodeSegment(file[1]!));
  }
  const info = /^\/info\/openapi(?:\/([^/]+)\/to\/([^/]+))?$/i.exec(path);
  if (info) {
    allow(ctx, 'GET');
    return handleCatalogue(ctx, deps, info[1] === undefined ? undefined : [decodeSegment(info[1]), decodeSegment(info[2]!)]);
  }
  switch (path) {
    case '/token/jwt':
      allow(ctx, 'POST');
      return handleTokenJwt(ctx, deps);
    case '/upload':
      return handleUpload(ctx, deps);
    case '/user':
      allow(ctx, 'GET');
      return handleUser(ctx, deps);
    case '/user/statistic':
      allow(ctx, 'GET');
      return handleStatistic(ctx, deps);
    case '/a/authentication':
      allow(ctx, 'GET', 'HEAD');
      return handleDashboard(ctx, deps);
    case '/a/authentication/secrets':
      allow(ctx, 'GET');
      return handleDashboardSecrets(ctx, deps);
    case SAMPLE_PAGE_PATH:
      allow(ctx, 'GET', 'HEAD');
      return handleSamplePage(ctx);
    default:
      throw notFound(`No such endpoint: ${ctx.method} ${path}.`);
  }
}

/** `GET /info/openapi[/{src}/to/{dst}]`: no auth. A stand-in registry without a catalogue lists nothing. */
function handleCatalogue(ctx: RequestContext, deps: EmulatorDeps, pair: [string, string] | undefined): void {
  const all = deps.converters.CONVERTERS ?? [];
  let entries = all;
  if (pair) {
    const one = deps.converters.describeConverter?.(pair[0], pair[1]);
    if (!one) {
      throw notFound(`There is no converter from ${pair[0]} to ${pair[1]}.`);
    }
    entries = [one];
  }
  sendJson(ctx.res, 200, openApiDocument(entries, deps.baseUrl));
}

/** What the CLI prints (its --json line, key for key): the addresses and the demo account's credentials. */
export function emulatorSummary(
  emu: Pick<Emulator, 'baseUrl' | 'dashboardUrl' | 'demo'>,
): { baseUrl: string; dashboardUrl: string } & DemoAccount {
  return { baseUrl: emu.baseUrl, dashboardUrl: emu.dashboardUrl, ...emu.demo };
}
