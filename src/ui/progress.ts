import * as vscode from 'vscode';

/** A cancellable progress, as the commands use it; replaceable in tests (ExtensionServices.commandUi). */
export interface ProgressUi {
  run<T>(
    title: string,
    task: (signal: AbortSignal, report: (value: { message?: string; increment?: number }) => void) => Promise<T>,
  ): Promise<T>;
}

/**
 * Runs `task` under a cancellable notification whose Cancel really aborts: `signal` aborts when
 * the person presses it. `report` sets the notification's message and advances its bar.
 */
export function withCancellableProgress<T>(
  title: string,
  task: (signal: AbortSignal, report: (value: { message?: string; increment?: number }) => void) => Promise<T>,
): Promise<T> {
  return Promise.resolve(
    vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, (progress, cancellation) => {
      const controller = new AbortController();
      const subscription = cancellation.onCancellationRequested(() => controller.abort());
      return task(controller.signal, (value) => progress.report(value)).finally(() => subscription.dispose());
    }),
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
