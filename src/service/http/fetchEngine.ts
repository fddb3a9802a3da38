/**
 * What the transport sends requests with. Inside VS Code that is the extension host's global
 * `fetch`, which VS Code patches with its proxy resolution (http.proxy, http.proxySupport, the
 * system or PAC proxy, http.noProxy), proxy authentication and the OS certificate store
 * (http.systemCertificates). In plain Node it is undici, loaded on first use (undiciFetch.ts).
 */

import type { FetchEngine, FetchFunction, UndiciEngineOptions } from './fetchTypes';

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
