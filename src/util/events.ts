// Events without VS Code: the same shape as vscode.Event, so a vscode.Event can be passed where
// one of these is expected, and plain-Node code (the usage model) can fire its own.

/** Something to release. */
export interface Disposable {
  dispose(): void;
}

/** Subscribes a listener; the returned Disposable unsubscribes it (vscode.Event's shape). */
export type Event<T> = (listener: (value: T) => unknown, thisArgs?: unknown, disposables?: Disposable[]) => Disposable;

/** Fires values to its listeners, in subscription order; a throwing listener does not stop the others. */
export class Emitter<T> implements Disposable {
  private listeners: ((value: T) => unknown)[] = [];

  readonly event: Event<T> = (listener, thisArgs, disposables) => {
    const bound = (value: T) => listener.call(thisArgs, value);
    this.listeners.push(bound);
    const subscription = { dispose: () => (this.listeners = this.listeners.filter((l) => l !== bound)) };
    disposables?.push(subscription);
    return subscription;
  };

  fire(value: T): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(value);
      } catch (err) {
        // Like vscode.EventEmitter: one listener's failure is not the firer's.
        queueMicrotask(() => {
          throw err;
        });
      }
    }
  }

  dispose(): void {
    this.listeners = [];
  }
}
