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
