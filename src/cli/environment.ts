// The service for the command line, from the environment only: the API Token from
// CONVERT_FILES_API_TOKEN (never an argument: arguments show in process lists and CI logs), the
// service from CONVERT_FILES_BASE_URL, the proxy from HTTPS_PROXY/NO_PROXY. The same service layer
// and batch core as the editor: no second HTTP client.
import { ApiTokenCredential } from '../service/auth/tokens';
import type { Catalogue } from '../service/catalogue';
import { fetchCatalogue } from '../service/catalogue/openApi';
import { cliMarkdownDeps } from './markdown/deps';
import { ChainClient } from '../service/chain';
import { ConversionClient, DEFAULT_ASYNC_SETTINGS } from '../service/convert';
import { DEFAULT_BASE_URL, HttpTransport, normalizeBaseUrl, type ProxySettings } from '../service/http';
import type { RulesRunOptions } from '../conversion/rules';

export const TOKEN_VARIABLE = 'CONVERT_FILES_API_TOKEN';
export const BASE_URL_VARIABLE = 'CONVERT_FILES_BASE_URL';

/** The environment lacks what a run needs (exit 2). */
export class EnvironmentError extends Error {
  override readonly name = 'EnvironmentError';
  readonly exitCode = 2;
}

/** The proxy as any Node tool reads it. */
export function proxyFromEnvironment(env: NodeJS.ProcessEnv): ProxySettings {
  const url = env.HTTPS_PROXY ?? env.https_proxy ?? env.HTTP_PROXY ?? env.http_proxy;
  const noProxy = (env.NO_PROXY ?? env.no_proxy ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return { url: url?.trim() || undefined, strictSSL: true, noProxy };
}

export interface CliService {
  batch(signal: AbortSignal): RulesRunOptions['batch'];
  /** The service's converters (a public document, no conversion); undefined when it cannot be read. */
  catalogue(signal: AbortSignal): Promise<Catalogue | undefined>;
  /** Masks the token (and anything else the transport knows to be secret). */
  redact(text: string): string;
  close(): Promise<void>;
}

/** Each problem names the one variable to fix. */
function fromVariable<T>(variable: string, make: () => T): T {
  try {
    return make();
  } catch (err) {
    throw new EnvironmentError(`${variable}: ${(err as Error).message}`);
  }
}

/**
 * The service's address and the way there (no credential: the catalogue is a public document);
 * EnvironmentError when CONVERT_FILES_BASE_URL is unusable.
 */
export function transportFromEnvironment(env: NodeJS.ProcessEnv): HttpTransport {
  const baseUrl = fromVariable(BASE_URL_VARIABLE, () =>
    normalizeBaseUrl(env[BASE_URL_VARIABLE]?.trim() || DEFAULT_BASE_URL, BASE_URL_VARIABLE),
  );
  // No fetch given: undici, which honours the proxy settings above and NODE_EXTRA_CA_CERTS.
  return new HttpTransport({ baseUrl, proxy: proxyFromEnvironment(env), userAgent: 'convert-files-cli' });
}

/**
 * The service's converters for the checks of a run that sends nothing (check, --dry-run): a
 * public document, read without the token; undefined when it cannot be read.
 */
export async function catalogueFromEnvironment(env: NodeJS.ProcessEnv, signal: AbortSignal): Promise<Catalogue | undefined> {
  const transport = transportFromEnvironment(env);
  try {
    return await fetchCatalogue(transport, signal).catch(() => undefined);
  } finally {
    await transport.close();
  }
}

/** The service for a run; EnvironmentError when the token or the address is missing or unusable. */
export function serviceFromEnvironment(
  env: NodeJS.ProcessEnv,
  maxParallel: number,
  /** `warn`: a line on stderr (what a Markdown page could not render as the editor does). */
  options: { readonly async?: boolean; readonly warn?: (line: string) => void } = {},
): CliService {
  const token = env[TOKEN_VARIABLE]?.trim();
  if (!token) {
    throw new EnvironmentError(`no API Token: set ${TOKEN_VARIABLE} in the environment (see --help)`);
  }
  const credential = fromVariable(TOKEN_VARIABLE, () => new ApiTokenCredential(token));
  const transport = transportFromEnvironment(env);
  const client = new ConversionClient(transport, credential, undefined, {
    async: { ...DEFAULT_ASYNC_SETTINGS, mode: options.async === true ? 'always' : 'auto' },
  });
  // Uploads once per source, chains on the service, every stored file deleted: the same transport and token.
  const chain = new ChainClient(transport, credential);
  const catalogue = (signal: AbortSignal) => fetchCatalogue(transport, signal).catch(() => undefined);
  return {
    batch: (signal) => ({
      ...cliBatch(signal, maxParallel, { client: async () => client, chain: async () => chain }),
      // Markdown → PDF as the preview shows it: the page, printed by html/to/pdf.
      markdown: cliMarkdownDeps(() => catalogue(signal), options.warn ?? (() => undefined)),
    }),
    catalogue,
    redact: (text) => transport.redactor.redact(text),
    // Jobs whose wait was stopped (Ctrl+C) are not followed: the process ends, their results expire at the service.
    close: () => transport.close(),
  };
}

/** The batch core's deps on the command line, around the service's clients: nothing shown, never a question. */
export function cliBatch(
  signal: AbortSignal,
  maxParallel: number,
  service: Pick<RulesRunOptions['batch'], 'client' | 'chain'>,
): RulesRunOptions['batch'] {
  const quiet = () => undefined;
  return {
    ...service,
    // A Master Token is never asked for: the service refuses what it must, and the run says so.
    adminClient: async () => undefined,
    progress: { run: (_target, task) => task({ step: quiet, advance: quiet }, signal) },
    // Never prompts: the caller maps "ask" to skip, so no question reaches here.
    conflicts: { ask: async () => undefined },
    log: { info: quiet, warn: quiet, error: quiet },
    maxParallel,
  };
}
