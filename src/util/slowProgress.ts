/**
 * A progress notification that opens only for a task still running after a short while. VS Code
 * keeps a progress notification up for at least 800 ms, so one opened for every task stayed on
 * screen after a quick one: "Looking for files…" next to the batch's own notification, each with
 * its Cancel, and a failed batch's "Checking conversions left…" next to its error (issue 27).
 */
import { unlinked } from './unlinked';

/** What a task reports: the notification's message, and how far its bar advances (percent). */
export interface ProgressReport {
  message?: string;
  increment?: number;
}

/**
 * Opens the notification: `body` runs while it is open; `report` updates it, `onCancel` hears its
 * Cancel. The notification closes when the promise `body` returns settles.
 */
export type OpenProgress = (
  title: string,
  body: (report: (value: ProgressReport) => void, onCancel: (listener: () => void) => void) => Promise<void>,
) => void;

/** Calls `fire` once after the delay unless the returned function is called first. */
export type Later = (fire: () => void) => () => void;

/**
 * Runs `task` at once; opens its notification through `open` only when `later` fires before the
 * task settles, with what the task reported so far. The notification's Cancel aborts `signal`.
 * Its title and messages (a file's name among them) reach the notification `unlinked`: VS Code
 * makes `[text](command:…)` in a progress notification a link as in any other.
 */
export async function runWithSlowProgress<T>(
  title: string,
  task: (signal: AbortSignal, report: (value: ProgressReport) => void) => Promise<T>,
  open: OpenProgress,
  later: Later,
): Promise<T> {
  const controller = new AbortController();
  let shown: ((value: ProgressReport) => void) | undefined;
  let message: string | undefined;
  let increment = 0;
  const report = (value: ProgressReport): void => {
    if (shown) {
      shown(value.message === undefined ? value : { ...value, message: unlinked(value.message) });
      return;
    }
    message = value.message ?? message;
    increment += value.increment ?? 0;
  };
  const running = (async () => task(controller.signal, report))();
  // Cleared in the finally below, which runs before any timer could fire after the task settled.
  const cancelTimer = later(() => {
    open(unlinked(title), async (progressReport, onCancel) => {
      onCancel(() => controller.abort());
      if (message !== undefined || increment > 0) {
        progressReport({
          message: message === undefined ? undefined : unlinked(message),
          increment: increment > 0 ? increment : undefined,
        });
      }
      shown = progressReport;
      await running.then(
        () => undefined,
        () => undefined,
      );
    });
  });
  try {
    return await running;
  } finally {
    cancelTimer();
  }
}
