/**
 * undici's fetch with keep-alive pools: the engine under the transport in plain Node (tests, bench,
 * the command line) and inside VS Code. VS Code's patched fetch builds a new dispatcher, and so a
 * new connection and a new certificate set, for every request; this engine keeps one dispatcher per
 * route (direct, or each proxy), with the proxy and the certificates taken from VS Code
 * (hostRoutes.ts), and hands a request to the host's fetch where only VS Code can serve it: a
 * system or PAC proxy it cannot look up, a proxy that asks for a sign-in.
 * Kept out of the activation bundle (esbuild.mjs builds it as its own file, loaded on first use).
 */
import { createSecureContext, rootCertificates, type ConnectionOptions } from 'node:tls';
import { Agent, ProxyAgent, fetch as undiciFetch, type Dispatcher } from './undiciParts';
import { ROUTE_CHANGED, type FetchEngine, type FetchFunction, type UndiciEngineOptions } from './fetchTypes';
import { DIRECT, HOST, routeFor, systemCertificates, vscodeProxyAgent, type Route } from './hostRoutes';
import { bypassesProxy } from './proxyRules';

export type { UndiciEngineOptions };

/** One keep-alive dispatcher per route, proxy-aware, with undici's own timeouts. */
export function createUndiciEngine(options: UndiciEngineOptions): FetchEngine {
  const { host, proxy } = options;
  const strict = proxy?.strictSSL ?? true;
  const agent = host ? vscodeProxyAgent(host.appRoot) : undefined;
  const dispatchers = new Map<string, Dispatcher>();
  const routes = new Map<string, Route>();
  /** Proxies that asked for a sign-in: VS Code's fetch answers them (its prompt, Kerberos), so it takes their requests. */
  const signIn = new Set<string>();
  let tlsReady: Promise<ConnectionOptions | undefined> | undefined;

  /** The TLS options every connection shares: one certificate set, its context built once (about 30 ms for 300 certificates). */
  const tlsOptions = (): Promise<ConnectionOptions | undefined> =>
    (tlsReady ??= (async () => {
      const base = { timeout: options.connectMs, rejectUnauthorized: strict };
      if (!host || !strict || proxy?.systemCertificates === false) {
        return base;
      }
      const system = await systemCertificates(agent).catch(() => undefined);
      if (!system) {
        return undefined;
      }
      const ca = [...rootCertificates, ...system];
      // `ca` as well: VS Code's tls patch (http.experimental.systemCertificatesV2) leaves a connection with one alone.
      return { ...base, ca, secureContext: createSecureContext({ ca }) };
    })());

  /** Without the host: the proxy settings alone (plain Node). */
  const plainRoute = (url: URL): Route => {
    const proxyUrl = proxy?.url?.trim();
    return proxyUrl && !bypassesProxy(url, proxy?.noProxy ?? []) ? { kind: 'proxy', url: proxyUrl } : DIRECT;
  };

  // Asked for every request, as VS Code's fetch does (its lookup caches answers): a system or PAC
  // proxy that changes (another network, a VPN) takes effect without a reload. A route only VS Code
  // can serve goes to its fetch even with http.proxyStrictSSL off (which that fetch does not
  // honour): never direct past a proxy VS Code would use.
  const routeOf = async (url: URL): Promise<Route> => {
    const route = host ? await routeFor(url, proxy, agent).catch(() => HOST) : plainRoute(url);
    routes.set(url.origin, route);
    return route;
  };

  /** True when VS Code's fetch takes requests on this route. */
  const viaHost = (route: Route): boolean => route.kind === 'host' || (route.kind === 'proxy' && signIn.has(route.url));

  const dispatcherFor = (route: Route, tls: ConnectionOptions): Dispatcher => {
    const key = route.kind === 'proxy' ? route.url : 'direct';
    let dispatcher = dispatchers.get(key);
    if (!dispatcher) {
      // An idle socket is kept 4 s unless the server's Keep-Alive header says otherwise: a socket
      // the server has already closed would fail the next upload after its body started, and
      // such a POST cannot be retried safely.
      const common = { headersTimeout: options.headersMs, bodyTimeout: options.bodyMs, keepAliveTimeout: 4_000 };
      dispatcher =
        route.kind === 'proxy'
          ? new ProxyAgent({ ...common, uri: route.url, proxyTls: tls, requestTls: tls })
          : new Agent({ ...common, connect: tls });
      dispatchers.set(key, dispatcher);
    }
    return dispatcher;
  };

  const fetch: FetchFunction = async (url, init) => {
    const route = await routeOf(new URL(url));
    let tls: ConnectionOptions = { timeout: options.connectMs, rejectUnauthorized: strict };
    if (host) {
      const shared = viaHost(route) ? undefined : await tlsOptions();
      if (!shared) {
        return host.fetch(url, init);
      }
      tls = shared;
    }
    // A connection handed back by the answer just read is free again only a microtask later (its
    // drain event): a request dispatched before that opens a new connection. One turn of the event
    // loop first, so a batch uses as many connections as it sends requests at once.
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      return (await undiciFetch(url, {
        ...(init as Parameters<typeof undiciFetch>[1]),
        dispatcher: dispatcherFor(route, tls),
      })) as unknown as Response;
    } catch (err) {
      if (host && route.kind === 'proxy' && /Proxy response \(407\)/.test(causes(err))) {
        // Nothing reached the service: the tunnel was refused. From now on VS Code's fetch takes this proxy.
        signIn.add(route.url);
        throw Object.assign(new Error("The proxy asks for a sign-in: VS Code's fetch takes its requests from now on."), {
          name: ROUTE_CHANGED,
        });
      }
      throw err;
    }
  };

  return {
    name: !host
      ? 'undici'
      : agent?.resolveProxyURL
        ? 'undici, on the proxy and OS certificates VS Code resolves (its fetch where only it can serve)'
        : "undici, on http.proxy and the environment (VS Code's fetch for anything else)",
    fetch,
    proxied: (url) => {
      const route = routes.get(url.origin) ?? (host ? undefined : plainRoute(url));
      return route === undefined || viaHost(route) ? undefined : route.kind === 'proxy';
    },
    async close() {
      const all = [...dispatchers.values()];
      dispatchers.clear();
      await Promise.all(all.map((d) => d.close().catch(() => undefined)));
    },
  };
}

/** An error's message with its causes'. */
function causes(err: unknown): string {
  const parts: string[] = [];
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    parts.push(String((e as Error).message ?? e));
  }
  return parts.join(' / ');
}
