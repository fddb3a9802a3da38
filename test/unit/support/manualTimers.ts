// Timers the unit tests of automatic runs move by hand.
import type { Timers } from '../../../src/conversion/automation';

/** Timers the test moves by hand. */
export class ManualTimers implements Timers {
  now = 0;
  private next = 0;
  private readonly pending = new Map<number, { at: number; fire: () => void }>();
  set(fire: () => void, ms: number): unknown {
    this.next += 1;
    this.pending.set(this.next, { at: this.now + ms, fire });
    return this.next;
  }
  clear(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  advance(ms: number): void {
    this.now += ms;
    for (const [id, timer] of [...this.pending]) {
      if (timer.at <= this.now) {
        this.pending.delete(id);
        timer.fire();
      }
    }
  }
}
