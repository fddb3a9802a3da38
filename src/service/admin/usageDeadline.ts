/**
 * A deadline of its own for requests that only inform (the account's usage, the quota check
 * before a batch): a hung service must not keep a person waiting for the request timeout times
 * the retries (300 s × 3 by default) before a conversion even starts.
 */
import { coded, CancelledError, NetworkError } from '../errors';

/** How long the account's usage may take to answer, retries included. */
export const USAGE_DEADLINE_MS = 5_000;

/**
 * Runs `work` with a signal that the caller's `signal` aborts, and that also aborts after `ms`.
 * Settles within `ms` whatever `work` does. The caller's abort stays a CancelledError; the
 * deadline becomes a NetworkError of reason 'timeout' naming `host`.
 */
export async function withDeadline<T>(
  ms: number,
  host: string,
  signal: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const deadline = new AbortController();
  const combined = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      deadline.abort();
      const seconds = Math.round(ms / 1000);
      reject(new NetworkError(coded('network.noAnswerWithin', { host, seconds }), 'timeout', host));
    }, ms);
  });
  const running = work(combined);
  // Whichever loses the race must not become an unhandled rejection.
  running.catch(() => undefined);
  expired.catch(() => undefined);
  try {
    return await Promise.race([running, expired]);
  } catch (err) {
    if (signal?.aborted) {
      throw new CancelledError();
    }
    if (deadline.signal.aborted) {
      // The work saw our deadline as a cancellation: say what really happened.
      return await expired;
    }
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
