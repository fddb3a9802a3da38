/**
 * Runs `worker` over `items` with at most `limit` running at once, in order of the items.
 * Before each start it asks `shouldStart()`; once that says no, nothing new starts and the
 * pool waits for the running ones. Resolves with how many were started once all of them
 * settled. A worker that throws also stops new starts, and its error is rethrown at the end
 * (workers are expected to catch their own errors; this is the safety net).
 */
export async function runPool<T>(
  items: readonly T[],
  limit: number,
  worker: (item: T, index: number) => Promise<void>,
  shouldStart: () => boolean = () => true,
): Promise<{ started: number }> {
  const lanes = Math.max(1, Math.min(Math.floor(limit) || 1, items.length));
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async (): Promise<void> => {
    while (next < items.length && !failure && shouldStart()) {
      const index = next;
      next += 1;
      try {
        await worker(items[index], index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: items.length === 0 ? 0 : lanes }, lane));
  if (failure) {
    throw failure.error;
  }
  return { started: next };
}

/** Runs tasks one at a time in call order: for questions to the user that must not overlap. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    // The next task waits for this one whether it succeeded or not.
    this.tail = result.catch(() => undefined);
    return result;
  }
}
