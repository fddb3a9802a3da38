/**
 * How a 429 or 503 ends once the retries have run out (or the pause asked for is longer than we
 * wait): "busy, try again in N s", with N from Retry-After when the service sent one, and the
 * vendor's own advice otherwise (it documents retrying a bare 503 after 5, 10 and 15 s).
 */
import { coded, ServiceError } from './errors';
import { serverWords } from './wordings/catalogue';

/** The wait to suggest when a busy answer named none: the last step of the vendor's advice. */
export const DEFAULT_BUSY_WAIT_SECONDS = 15;

/** Whole seconds to tell the user to wait: Retry-After rounded up (at least 1), or the default. */
export function busyWaitSeconds(retryAfterMs: number | undefined): number {
  return retryAfterMs === undefined ? DEFAULT_BUSY_WAIT_SECONDS : Math.max(1, Math.ceil(retryAfterMs / 1000));
}

/** The error for a 429 or 503 that will not be retried (any more). `serverMessage` is already sanitised. */
export function busyError(
  status: number,
  retryAfterMs: number | undefined,
  details: { code?: number; serverMessage?: string },
): ServiceError {
  const wait = busyWaitSeconds(retryAfterMs);
  return new ServiceError(coded('service.busy', { status, seconds: wait, ...serverWords(details.serverMessage) }), {
    status,
    ...details,
    retryAfterSeconds: wait,
  });
}
