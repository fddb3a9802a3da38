// The one way tests wait for something that happens by itself: poll with a deadline, never a bare
// sleep. Used by every tier: unit (the emulator's background work), host (the extension host's
// events), UI (the workbench) and the launchers (a server coming up).

export interface PollOptions<T> {
  /** What is awaited, for the message when time runs out ("the DELETEs of the stored results"). */
  readonly what: string;
  readonly timeoutMs: number;
  /** Pause between probes. */
  readonly intervalMs?: number;
  /** Whether a probe's value ends the wait; default: any truthy value. */
  readonly done?: (value: T) => boolean;
  /** The error thrown when time runs out; default: an Error naming `what`. */
  readonly timedOut?: (message: string) => Error;
}

/**
 * Calls `probe` until its value is done, and returns that value; throws after `timeoutMs`
 * naming what it waited for. A probe that throws ends the wait with its error (a child that
 * exited, a server that failed), so a failure is reported at once rather than at the deadline.
 */
export async function poll<T>(probe: () => T | Promise<T>, options: PollOptions<T>): Promise<T> {
  const done = options.done ?? ((value: T) => Boolean(value));
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) {
      return value;
    }
    if (Date.now() > deadline) {
      const message = `Timed out after ${formatMs(options.timeoutMs)} waiting for ${options.what}.`;
      throw options.timedOut ? options.timedOut(message) : new Error(message);
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 25));
  }
}

/** Polls until `probe` returns something truthy (the usual case in a test), or fails after the deadline. */
export function until<T>(
  what: string,
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  return poll(probe, { what, timeoutMs }) as Promise<T>;
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}
