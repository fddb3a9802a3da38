// When the usage model refreshes by itself: every N minutes while the window has focus; a tick
// missed while unfocused is made up once when focus returns. Plain Node: focus and timer are
// passed in (VS Code's window state and setInterval in the extension, fakes in tests).
import type { Disposable, Event } from '../util/events';

/** Whether the window has focus, and when that changes (vscode.window.state in the extension). */
export interface WindowFocus {
  readonly focused: boolean;
  readonly onDidChange: Event<boolean>;
}

/** Calls `tick` every `ms` until disposed (setInterval in the extension, by hand in tests). */
export interface Ticker {
  every(ms: number, tick: () => void): Disposable;
}

export interface ScheduleDeps {
  readonly focus: WindowFocus;
  readonly ticker: Ticker;
  /** usage.refreshIntervalMinutes; 0 turns the interval off. */
  refreshMinutes(): number;
}

export interface ScheduleTarget {
  /** A refresh is due, on the interval or made up when focus returned. */
  due(reason: 'interval' | 'focus'): void;
  /** Whether automatic refreshes are wanted at all now (signed in, not paused). */
  wanted(): boolean;
}

export class RefreshSchedule implements Disposable {
  private timer: Disposable | undefined;
  private minutes = -1;
  private missedTick = false;
  private readonly focusSubscription: Disposable;

  constructor(
    private readonly deps: ScheduleDeps,
    private readonly target: ScheduleTarget,
  ) {
    this.focusSubscription = deps.focus.onDidChange((focused) => {
      if (focused && this.missedTick) {
        this.missedTick = false;
        target.due('focus');
      }
    });
    this.restart();
  }

  /** Follows a changed interval setting (a no-op when it did not change). */
  restart(): void {
    const minutes = this.deps.refreshMinutes();
    if (minutes === this.minutes && (this.timer || minutes <= 0)) {
      return;
    }
    this.timer?.dispose();
    this.timer = undefined;
    this.minutes = minutes;
    this.missedTick = false;
    if (minutes > 0) {
      this.timer = this.deps.ticker.every(minutes * 60_000, () => this.tick());
    }
  }

  dispose(): void {
    this.timer?.dispose();
    this.timer = undefined;
    this.focusSubscription.dispose();
  }

  private tick(): void {
    if (!this.target.wanted()) {
      return;
    }
    if (!this.deps.focus.focused) {
      // Nobody is looking: make it up once when the window has focus again.
      this.missedTick = true;
      return;
    }
    this.target.due('interval');
  }
}
