// How long a person is told to wait when the service asked for a pause (Retry-After).

/**
 * Whole seconds to say in "try again in N s": the service's Retry-After rounded up, so that the
 * person never tries too early; undefined when the service said nothing usable (no header, a
 * moment already past), so that the message falls back to "in a moment".
 */
export function retryWaitSeconds(retryAfterSeconds: number | undefined): number | undefined {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) {
    return undefined;
  }
  return Math.ceil(retryAfterSeconds);
}
