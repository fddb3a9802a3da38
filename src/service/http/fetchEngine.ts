/**
 * What the transport sends requests with. Inside VS Code that is the extension host's global
 * `fetch`, which VS Code patches with its proxy resolution (http.proxy, http.proxySupport, the
 * system or PAC proxy, http.noProxy), proxy authentication and the OS certificate store
 * (http.systemCertificates). In plain Node it is undici, loaded on first use (undiciFetch.ts).
 */

/** Proxy configuration, as read by the caller from VS Code settings and the environment. */
export interface ProxySettings {
  /** Proxy URL (http://host:port); empty or undefined: no proxy. */
  readonly url?: string;
  /** Verify the service's certificate (VS Code's http.proxyStrictSSL). */
  readonly strictSSL?: boolean;
  /** Hosts that bypass the proxy (VS Code's http.noProxy, NO_PROXY). */
  readonly noProxy?: readonly string[];
}

/** What undici's engine is made with (undiciFetch.ts). */
export interface UndiciEngineOptions {
  readonly proxy?: ProxySettings;
  readonly connectMs: number;
  readonly headersMs: number;
  readonly bodyMs: number;
}

/** RequestInit plus what Node's fetch needs to stream a request body. */
export type FetchInit = RequestInit & { duplex?: 'half' };

/** The WHATWG fetch signature the transport relies on. */
export type FetchFunction = (url: string, init: FetchInit) => Promise<Response>;

export interface FetchEngine {
  /** For the log: "vscode" or "undici". */
  readonly name: string;
  readonly fetch: FetchFunction;
  /** True when this engine itself routes `url` through a proxy; undefined when it cannot tell (VS Code decides). */
  proxied(url: URL): boolean | undefined;
  close(): Promise<void>;
}

/**
 * The extension host's fetch as VS Code patched it. Read at call time, not at load time: VS Code
 * installs its patch before extensions load, and a test may replace it.
 */
export function hostFetchEngine(getFetch: () => FetchFunction = () => globalThis.fetch): FetchEngine {
  return {
    name: 'vscode',
    fetch: (url, init) => getFetch()(url, init),
    proxied: () => undefined,
    close: async () => undefined,
  };
}

/**
 * undici's engine, required on first use. In the extension bundle `./undiciFetch` is a separate
 * file (esbuild.mjs), so undici's 500 KB are read only by a window that needs them.
 */
export function loadUndiciEngine(options: UndiciEngineOptions): FetchEngine {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy require is the point: see esbuild.mjs.
  const module = require('./undiciFetch') as typeof import('./undiciFetch');
  return module.createUndiciEngine(options);
}
