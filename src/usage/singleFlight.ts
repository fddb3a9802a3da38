/**
 * At most one operation in flight per instance (one per endpoint in the usage model). A caller
 * asking for the operation already running (same key) joins it; a caller asking for another one
 * waits until the running one has settled, then starts (or joins) its own.
 */
export class SingleFlight {
  private current: { readonly key: string; readonly promise: Promise<unknown> } | undefined;

  async run<T>(key: string, operation: () => Promise<T>): Promise<T> {
    while (this.current && this.current.key !== key) {
      await this.current.promise.catch(() => undefined);
    }
    if (this.current) {
      return this.current.promise as Promise<T>;
    }
    const promise = operation();
    const entry = { key, promise };
    this.current = entry;
    const clear = (): void => {
      if (this.current === entry) {
        this.current = undefined;
      }
    };
    promise.then(clear, clear);
    return promise;
  }
}
