/**
 * How the undici engine reaches a URL inside VS Code, decided as VS Code's own fetch patch decides
 * it (@vscode/proxy-agent 0.32, createFetchPatch, read in code-server 4.100.3), so that the engine
 * can keep one keep-alive pool per route where the patched fetch builds a new one per request:
 * - the proxy: VS Code's own lookup for the URL (the resolveProxyURL it hangs on its
 *   @vscode/proxy-agent module: http.proxy, the environment, http.noProxy, the system or PAC
 *   proxy), else http.proxy and the environment; when neither answers, a system or PAC proxy may
 *   be in effect that only VS Code can see, and the host's fetch takes the request;
 * - the certificates: Node's roots plus the operating system's store, as VS Code loads it
 *   (its loadSystemCertificates), else read here the same way (Linux's bundle files, macOS's
 *   `security` tool); where neither works (Windows without VS Code's module), the host's fetch.
 * Plain Node, no vscode: the engine is handed vscode.env.appRoot (fetchTypes.ts, HostNetwork).
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ProxySettings } from './fetchTypes';
import { bypassesProxy } from './proxyRules';

/** Direct, through an HTTP(S) proxy, or left to the host's fetch. */
export type Route = { readonly kind: 'direct' } | { readonly kind: 'proxy'; readonly url: string } | { readonly kind: 'host' };

export const DIRECT: Route = { kind: 'direct' };
export const HOST: Route = { kind: 'host' };

/** What the engine uses of VS Code's @vscode/proxy-agent, when it can reach it. */
export interface VsCodeProxyAgent {
  /** Set by VS Code's extension host (1.100) on the module: the proxy URL for a URL, undefined for direct. */
  readonly resolveProxyURL?: (url: string) => Promise<string | undefined>;
  /** The operating system's certificates, loaded once per process and cached by the module. */
  readonly loadSystemCertificates?: (params: { log: Record<string, () => void> }) => Promise<string[]>;
}

/**
 * VS Code's own @vscode/proxy-agent, the instance its extension host loaded (Node's module cache,
 * same file), or undefined when it is not where VS Code 1.100 keeps it.
 */
export function vscodeProxyAgent(appRoot: string | undefined): VsCodeProxyAgent | undefined {
  if (!appRoot) {
    return undefined;
  }
  const load = createRequire(join(appRoot, 'package.json'));
  // Desktop VS Code packs its modules into node_modules.asar (Electron reads into it); a server build has node_modules.
  for (const folder of ['node_modules', 'node_modules.asar']) {
    try {
      const module = load(join(appRoot, folder, '@vscode', 'proxy-agent')) as VsCodeProxyAgent & { default?: VsCodeProxyAgent };
      return module.default ?? module;
    } catch {
      // Not there: try the next place, else do without.
    }
  }
  return undefined;
}

/** The route to `url`: VS Code's lookup when there is one, else the settings; HOST when only VS Code could tell. */
export async function routeFor(url: URL, settings: ProxySettings | undefined, agent: VsCodeProxyAgent | undefined): Promise<Route> {
  if (settings?.support === 'off') {
    return DIRECT;
  }
  if (agent?.resolveProxyURL) {
    const proxy = await agent.resolveProxyURL(url.href);
    // A SOCKS proxy is left to the host, which speaks it.
    return !proxy ? DIRECT : /^https?:\/\//i.test(proxy) ? { kind: 'proxy', url: proxy } : HOST;
  }
  if (bypassesProxy(url, settings?.noProxy ?? [])) {
    return DIRECT;
  }
  const proxy = settings?.url?.trim();
  return proxy ? { kind: 'proxy', url: proxy } : HOST;
}

const QUIET = { trace: () => undefined, debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/** The operating system's certificates (PEM), or undefined when this process cannot read them. */
export async function systemCertificates(agent: VsCodeProxyAgent | undefined): Promise<readonly string[] | undefined> {
  if (agent?.loadSystemCertificates) {
    return agent.loadSystemCertificates({ log: QUIET });
  }
  try {
    if (process.platform === 'linux') {
      return splitPem(
        await firstReadable(['/etc/ssl/certs/ca-certificates.crt', '/etc/ssl/certs/ca-bundle.crt', '/etc/ssl/ca-bundle.pem']),
      );
    }
    if (process.platform === 'darwin') {
      return splitPem(await output('/usr/bin/security', ['find-certificate', '-a', '-p']));
    }
  } catch {
    // Unreadable: the host's fetch, which has VS Code's own copy, takes the requests.
  }
  return undefined;
}

async function firstReadable(paths: readonly string[]): Promise<string> {
  for (const path of paths) {
    try {
      return await readFile(path, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
        throw err;
      }
    }
  }
  return '';
}

function output(command: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let text = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`${command} exited with ${code}`))));
  });
}

/** The distinct certificates of a PEM bundle. */
export function splitPem(text: string): string[] {
  return [...new Set(text.split(/(?=-----BEGIN CERTIFICATE-----)/g).filter((pem) => pem.includes('-----BEGIN CERTIFICATE-----')))];
}
