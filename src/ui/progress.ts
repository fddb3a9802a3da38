import * as vscode from 'vscode';
import { runWithSlowProgress } from '../util/slowProgress';

/** A cancellable progress, as the commands use it; replaceable in tests (ExtensionServices.commandUi). */
export interface ProgressUi {
  readonly run: typeof withCancellableProgress;
}

/** How long a task runs before its notification opens: a quicker one shows none (see runWithSlowProgress). */
const NOTIFICATION_DELAY_MS = 500;

/**
 * Runs `task` under a cancellable notification whose Cancel really aborts: `signal` aborts when
 * the person presses it. `report` sets the notification's message and advances its bar. The
 * notification opens only if the task is still running after half a second, so that a quick one
 * leaves none behind (VS Code keeps a progress notification up for at least 800 ms).
 */
export function withCancellableProgress<T>(
  title: string,
  task: (signal: AbortSignal, report: (value: { message?: string; increment?: number }) => void) => Promise<T>,
): Promise<T> {
  return runWithSlowProgress(
    title,
    task,
    (shownTitle, body) => {
      void vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: shownTitle, cancellable: true },
        (progress, cancellation) => {
          const subscriptions: vscode.Disposable[] = [];
          return body(
            (value) => progress.report(value),
            (listener) => subscriptions.push(cancellation.onCancellationRequested(listener)),
          ).finally(() => subscriptions.forEach((s) => s.dispose()));
        },
      );
    },
    (fire) => {
      const timer = setTimeout(fire, NOTIFICATION_DELAY_MS);
      return () => clearTimeout(timer);
    },
  );
}

/** Progress as a notification with a Cancel button. */
export const notificationProgress: ProgressUi = { run: withCancellableProgress };

/** Runs `task` with a signal that aborts when `token` is cancelled (a language model tool's, a progress's). */
export async function withAbortSignal<T>(token: vscode.CancellationToken, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const subscription = token.onCancellationRequested(() => controller.abort());
  try {
    return await task(controller.signal);
  } finally {
    subscription.dispose();
  }
}
