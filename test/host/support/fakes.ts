// Stand-ins for what a test drives by hand: the window's focus and the refresh interval.
import * as vscode from 'vscode';
import type { Ticker, WindowFocus } from '../../../src/usage/refreshSchedule';

/** Window focus the test switches by hand. */
export class FakeFocus implements WindowFocus {
  private readonly emitter = new vscode.EventEmitter<boolean>();
  readonly onDidChange = this.emitter.event;
  constructor(public focused: boolean) {}
  set(focused: boolean): void {
    this.focused = focused;
    this.emitter.fire(focused);
  }
}

/** An interval the test fires by hand. */
export class ManualTicker implements Ticker {
  readonly timers = new Set<{ ms: number; tick: () => void }>();
  every(ms: number, tick: () => void): vscode.Disposable {
    const timer = { ms, tick };
    this.timers.add(timer);
    return new vscode.Disposable(() => this.timers.delete(timer));
  }
  fire(): void {
    for (const timer of [...this.timers]) {
      timer.tick();
    }
  }
}
