/**
 * What the transport sends requests with: undici with keep-alive pools, loaded on first use
 * (undiciFetch.ts); inside VS Code on the proxy and OS certificates VS Code resolves, with the
 * extension host's patched global `fetch` for what only it can serve. The host's fetch alone
 * (hostFetchEngine) remains for callers that pass one (the bench's comparison).
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
 * file (esbuild.mjs), so undici's 290 KB are read with the first request, not at start-up.
 */
export function loadUndiciEngine(options: UndiciEngineOptions): FetchEngine {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy require is the point: see esbuild.mjs.
  const module = require('./undiciFetch') as typeof import('./undiciFetch');
  return module.createUndiciEngine(options);
}
