// When a conversion goes through the service's async API (CONTRACT.md, Async conversions), and the
// Timeout it is given. The service's docs ask for async only when a client cannot hold one request
// open long enough: here, when the Timeout asked for (plus the margin the client waits beyond it)
// is longer than one request can wait in this host (VS Code's fetch: 300 s), or when the source is
// so large that its upload alone may take most of that wait.
import type { ParameterMap } from '../catalogue';
import { TIMEOUT_MARGIN_SECONDS } from './conversionWait';

/** `convertFiles.asyncConversions`. */
export type AsyncMode = 'auto' | 'always' | 'never';

/** The settings behind the choice (convertFiles.asyncConversions, conversionTimeoutSeconds, asyncAboveMegabytes). */
export interface AsyncSettings {
  readonly mode: AsyncMode;
  /** The service's `Timeout` (10 to 1200 s): how long the service may spend on one conversion. */
  readonly timeoutSeconds: number;
  /** Sources larger than this go async in `auto`. */
  readonly aboveBytes: number;
}

/** Defaults: the longest Timeout a request of VS Code's fetch (300 s) can wait for, less the margin. */
export const DEFAULT_ASYNC_SETTINGS: AsyncSettings = { mode: 'auto', timeoutSeconds: 290, aboveBytes: 100 * 1024 * 1024 };

/** The Timeout asked for: the request's own `Timeout` parameter (an option, a preset) when it has one, else the setting; 10 to 1200. */
export function askedTimeoutSeconds(settings: AsyncSettings, parameters: ParameterMap | undefined): number {
  const own = Object.entries(parameters ?? {}).find(([name]) => name.toLowerCase() === 'timeout')?.[1];
  const value = typeof own === 'number' || typeof own === 'string' ? Number(own) : NaN;
  const seconds = Number.isFinite(value) && value > 0 ? value : settings.timeoutSeconds;
  return Math.min(1200, Math.max(10, Math.ceil(seconds)));
}

/** Whether one conversion goes through the async API. */
export function useAsyncApi(
  settings: AsyncSettings,
  conversion: { readonly timeoutSeconds: number; readonly sourceBytes: number; readonly longestWaitMs: number },
): boolean {
  if (settings.mode !== 'auto') {
    return settings.mode === 'always';
  }
  return (
    (conversion.timeoutSeconds + TIMEOUT_MARGIN_SECONDS) * 1000 > conversion.longestWaitMs || conversion.sourceBytes > settings.aboveBytes
  );
}
