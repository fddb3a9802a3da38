/**
 * The shapes the fetch engines share: the transport's fetch signature, an engine, and what
 * undici's engine is made with. Apart from both engines, so that the lazy require of
 * undiciFetch.ts in fetchEngine.ts is the only arrow between them.
 */

/** Proxy configuration, as read by the caller from VS Code settings and the environment. */
export interface ProxySettings {
  /** Proxy URL (http://host:port); empty or undefined: no proxy. */
  readonly url?: string;
  /** Verify the service's certificate (VS Code's http.proxyStrictSSL). */
  readonly strictSSL?: boolean;
  /** Hosts that bypass the proxy (VS Code's http.noProxy, NO_PROXY). */
  readonly noProxy?: readonly string[];
  /** VS Code's http.proxySupport: "off" means no proxy at all, whatever is set. */
  readonly support?: string;
  /** VS Code's http.systemCertificates: trust the operating system's certificate store too. */
  readonly systemCertificates?: boolean;
}

/**
 * What VS Code's extension host offers the undici engine (clientFactory.ts). Without it the engine
 * takes its proxy from ProxySettings alone (plain Node: tests, bench, the command line).
 */
export interface HostNetwork {
  /** The host's patched fetch: for a URL whose route the engine cannot tell, and behind a proxy that asks for a sign-in. */
  readonly fetch: FetchFunction;
  /** vscode.env.appRoot: where VS Code's own @vscode/proxy-agent lives (its proxy lookup, its OS certificates). */
  readonly appRoot?: string;
}

/**
 * The name of the error an engine throws when it changed how it reaches a URL before anything was
 * sent (a proxy asked for a sign-in: from now on the host's fetch, which can answer it, takes the
 * request): the transport sends again.
 */
export const ROUTE_CHANGED = 'RouteChangedError';

/** What undici's engine is made with (undiciFetch.ts). */
export interface UndiciEngineOptions {
  readonly proxy?: ProxySettings;
  readonly host?: HostNetwork;
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
