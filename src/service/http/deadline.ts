/**
 * One deadline for a whole answer. undici's own timeouts measure silence (no byte for N ms), so
 * a server that trickles a byte every 250 ms would hold a request forever; this one measures
 * the answer from the moment the request has been sent to its last byte.
 */
import { coded, NetworkError } from '../errors';

/** Aborts its signal, with a NetworkError of reason "timeout", once `ms` have passed after `start()`. */
export class Deadline {
  private readonly controller = new AbortController();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private done = false;
  /** The caller's signal and the deadline together: pass this to the request. */
  readonly signal: AbortSignal;

  constructor(
    private readonly ms: number,
    private readonly host: string,
    parent?: AbortSignal,
    /** The wait is already the longest the network layer allows: raising the setting cannot help. */
    private readonly atLimit = false,
  ) {
    this.signal = parent ? AbortSignal.any([parent, this.controller.signal]) : this.controller.signal;
  }

  /** Starts the clock (once the request is sent: an upload's own length is not the answer's). */
  start(): void {
    if (this.timer !== undefined || this.done || !(this.ms > 0)) {
      return;
    }
    this.timer = setTimeout(() => {
      const seconds = Math.round(this.ms / 100) / 10;
      this.controller.abort(
        new NetworkError(
          coded(this.atLimit ? 'network.answerTimeoutAtLimit' : 'network.answerTimeout', { host: this.host, seconds }),
          'timeout',
          this.host,
        ),
      );
    }, this.ms);
    // A deadline alone must not keep the process alive.
    this.timer.unref?.();
  }

  /** Stops the clock: the answer is complete (or abandoned). */
  clear(): void {
    this.done = true;
    clearTimeout(this.timer);
  }

  /** True once the deadline has passed. */
  get expired(): boolean {
    return this.controller.signal.aborted;
  }

  /** The error the deadline aborted with. */
  get error(): unknown {
    return this.controller.signal.reason;
  }
}
