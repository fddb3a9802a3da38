/**
 * Conversions the service charged for although the result was not saved (a full disk, a result
 * that failed its checks, a cancel during the download). The error that ended the conversion
 * carries the count, so a batch summary can say what was really used.
 */

interface Charged {
  conversionsCharged?: number;
}

/** Records on `err` that the service charged `conversions` before it happened; returns `err`. */
export function markCharged<E>(err: E, conversions: number): E {
  if (conversions > 0 && err && typeof err === 'object') {
    (err as Charged).conversionsCharged = conversions;
  }
  return err;
}

/** Conversions charged for the work that ended in `err`; 0 when nothing was charged (or nothing is known). */
export function conversionsCharged(err: unknown): number {
  const n = err && typeof err === 'object' ? (err as Charged).conversionsCharged : undefined;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
}
