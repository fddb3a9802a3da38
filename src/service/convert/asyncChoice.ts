// When a conversion goes through the service's async API (CONTRACT.md, Async conversions), and the
// Timeout it is given. The service's docs ask for async only when a client cannot hold one request
// open long enough: here, when the Timeout asked for (plus the margin the client waits beyond it)
// is longer than one request can wait in this host (VS Code's fetch: 300 s). A file's size alone
// is no such reason: the wait for the answer starts once the upload is out (the transport's
// deadline; both fetch engines restart their header wait with every chunk sent), and a job's
// stored result is downloaded under the same deadline as a direct answer. A person may still ask
// for jobs above a size (asyncAboveMegabytes, off by default): a job outlives a window reload.
import type { ParameterMap } from '../catalogue';
import { TIMEOUT_MARGIN_SECONDS } from './conversionWait';

/** `convertFiles.asyncConversions`. */
export type AsyncMode = 'auto' | 'always' | 'never';

/** The settings behind the choice (convertFiles.asyncConversions, conversionTimeoutSeconds, asyncAboveMegabytes). */
export interface AsyncSettings {
  readonly mode: AsyncMode;
  /** The service's `Timeout` (10 to 1200 s): how long the service may spend on one conversion. */
  readonly timeoutSeconds: number;
  /** Sources larger than this go async in `auto` because the person asked so; 0: size alone never does. */
  readonly aboveBytes: number;
}

/** Defaults: the longest Timeout a request of VS Code's fetch (300 s) can wait for, less the margin; no size rule. */
export const DEFAULT_ASYNC_SETTINGS: AsyncSettings = { mode: 'auto', timeoutSeconds: 290, aboveBytes: 0 };

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
  const requestTooShort = (conversion.timeoutSeconds + TIMEOUT_MARGIN_SECONDS) * 1000 > conversion.longestWaitMs;
  const askedBySize = settings.aboveBytes > 0 && conversion.sourceBytes > settings.aboveBytes;
  return requestTooShort || askedBySize;
}
