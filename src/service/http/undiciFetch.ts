/**
 * undici as the engine under the transport where VS Code's networking is not in play: plain Node
 * (tests, bench) and `http.proxyStrictSSL: false`, which VS Code's patched fetch does not honour.
 * Kept out of the activation bundle (esbuild.mjs builds it as its own file, loaded on first use).
 */
import { Agent, ProxyAgent, fetch as undiciFetch, type Dispatcher } from 'undici';
import type { FetchEngine, FetchFunction, UndiciEngineOptions } from './fetchTypes';

export type { UndiciEngineOptions };
import { bypassesProxy } from './proxyRules';

/** undici's fetch with one keep-alive dispatcher per origin, proxy-aware, with undici's own timeouts. */
export function createUndiciEngine(options: UndiciEngineOptions): FetchEngine {
  const dispatchers = new Map<string, Dispatcher>();
  const proxyUrl = options.proxy?.url?.trim();
  const proxied = (url: URL): boolean => !!proxyUrl && !bypassesProxy(url, options.proxy?.noProxy ?? []);

  const dispatcherFor = (url: URL): Dispatcher => {
    let dispatcher = dispatchers.get(url.origin);
    if (!dispatcher) {
      const strict = options.proxy?.strictSSL ?? true;
      const tls = { timeout: options.connectMs, rejectUnauthorized: strict };
      // An idle socket is kept 4 s unless the server's Keep-Alive header says otherwise: a socket
      // the server has already closed would fail the next upload after its body started, and
      // such a POST cannot be retried safely.
      const common = { headersTimeout: options.headersMs, bodyTimeout: options.bodyMs, keepAliveTimeout: 4_000 };
      dispatcher = proxied(url)
        ? new ProxyAgent({ ...common, uri: proxyUrl!, proxyTls: tls, requestTls: tls })
        : new Agent({ ...common, connect: tls });
      dispatchers.set(url.origin, dispatcher);
    }
    return dispatcher;
  };

  const fetch: FetchFunction = (url, init) =>
    undiciFetch(url, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher: dispatcherFor(new URL(url)),
    }) as unknown as Promise<Response>;

  return {
    name: 'undici',
    fetch,
    proxied,
    async close() {
      const all = [...dispatchers.values()];
      dispatchers.clear();
      await Promise.all(all.map((d) => d.close().catch(() => undefined)));
    },
  };
}
