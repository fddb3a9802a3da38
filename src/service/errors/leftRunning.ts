/**
 * A conversion whose wait was cancelled while the service went on with it (an async job cannot be
 * stopped there): it may still be charged. The CancelledError carries the mark, so the batch's
 * summary can say so.
 */

interface LeftRunning {
  jobLeftRunning?: boolean;
}

/** Marks `err` as the cancel of a job the service goes on with; returns `err`. */
export function markJobLeftRunning<E>(err: E): E {
  if (err && typeof err === 'object') {
    (err as LeftRunning).jobLeftRunning = true;
  }
  return err;
}

/** True when `err` ended the wait for a job the service goes on with. */
export function jobLeftRunning(err: unknown): boolean {
  return err !== null && typeof err === 'object' && (err as LeftRunning).jobLeftRunning === true;
}
