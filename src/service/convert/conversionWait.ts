// How long the service may convert and how long the client waits for its answer, decided in one
// place: the service's `Timeout` (10 to 1200 s) and the client's wait for the answer to begin,
// `Timeout` plus a margin, as the official clients do (convertapi-library-python and -ruby:
// `conversion_timeout_delta = 10`). The service so gives up before the client does, and a
// conversion it charged is never thrown away unseen (CONTRACT.md, POST /convert).
import type { ParameterMap } from '../catalogue';

/** Seconds the client waits beyond the service's Timeout. */
export const TIMEOUT_MARGIN_SECONDS = 10;

/** The service's bounds for `Timeout`. */
const MIN_TIMEOUT = 10;
const MAX_TIMEOUT = 1200;

export interface ConversionWait {
  /** The `Timeout` sent: what the service may spend converting. */
  readonly timeoutSeconds: number;
  /** How long the client waits for the answer to begin once the request is sent: Timeout + the margin. */
  readonly answerWithinMs: number;
}

/**
 * The Timeout to send and the client's wait for one conversion request. `longestWaitMs` is the
 * longest one request may wait here (the configured wait, capped by the host's fetch); the
 * Timeout leaves the margin inside it. A shorter Timeout asked for (a form or preset option)
 * is kept, and the wait follows it.
 */
export function conversionWait(longestWaitMs: number, parameters: ParameterMap | undefined): ConversionWait {
  const ours = Math.floor(longestWaitMs / 1000) - TIMEOUT_MARGIN_SECONDS;
  const asked = Object.entries(parameters ?? {}).find(([name]) => name.toLowerCase() === 'timeout')?.[1];
  const theirs = typeof asked === 'number' || typeof asked === 'string' ? Number(asked) : NaN;
  const wanted = Number.isFinite(theirs) && theirs > 0 ? Math.min(ours, Math.ceil(theirs)) : ours;
  const timeoutSeconds = Math.min(MAX_TIMEOUT, Math.max(MIN_TIMEOUT, wanted));
  return { timeoutSeconds, answerWithinMs: (timeoutSeconds + TIMEOUT_MARGIN_SECONDS) * 1000 };
}
