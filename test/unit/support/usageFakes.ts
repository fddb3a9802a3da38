// The usage model's surroundings in plain Node: window focus and interval driven by hand, an
// admin API that counts its requests and fails as told, and a model built on them.
import type { ConversionRecord, UserInfo } from '../../../src/service/admin';
import { Emitter, type Disposable } from '../../../src/util/events';
import type { Ticker, WindowFocus } from '../../../src/usage/refreshSchedule';
import type { AdminApi } from '../../../src/usage/usageData';
import { UsageModel } from '../../../src/usage/usageModel';

export class FakeFocus implements WindowFocus {
  private readonly emitter = new Emitter<boolean>();
  readonly onDidChange = this.emitter.event;
  constructor(public focused: boolean) {}
  set(focused: boolean): void {
    this.focused = focused;
    this.emitter.fire(focused);
  }
}

export class ManualTicker implements Ticker {
  readonly timers = new Set<{ ms: number; tick: () => void }>();
  every(ms: number, tick: () => void): Disposable {
    const timer = { ms, tick };
    this.timers.add(timer);
    return { dispose: () => this.timers.delete(timer) };
  }
  fire(): void {
    for (const timer of [...this.timers]) {
      timer.tick();
    }
  }
}

/** An admin API that counts its requests and fails as told. */
export class FakeAdmin implements AdminApi {
  requests = 0;
  failure: unknown;
  user: UserInfo = { active: true, conversionsTotal: 1000, conversionsConsumed: 250 };
  private answer<T>(value: T): Promise<T> {
    this.requests += 1;
    return this.failure === undefined ? Promise.resolve(value) : Promise.reject(this.failure);
  }
  getUser = () => this.answer(this.user);
  /** One row per conversion (revision 2), newest first. */
  getStatistics = () =>
    this.answer(
      Array.from({ length: 3 }, (_, i): ConversionRecord => ({
        result: true,
        createdAt: `2026-11-20T10:0${i}:00.000Z`,
        converter: 'md→pdf',
        source: `${i}.md`,
      })),
    );
  getStatisticsCsv = () => this.answer('Result,CreatedAt\n');
}

export function setup(options: { master?: boolean; focused?: boolean; minutes?: number } = {}) {
  const admin = new FakeAdmin();
  const focus = new FakeFocus(options.focused ?? true);
  const ticker = new ManualTicker();
  const warnings: string[] = [];
  const memento = new Map<string, unknown>();
  let master = options.master ?? true;
  const model = new UsageModel({
    adminClient: async () => (master ? admin : undefined),
    activeApiToken: async () => ({ name: 'Production', environment: 'Production' }),
    refreshMinutes: () => options.minutes ?? 5,
    memento: { get: (key) => memento.get(key), update: async (key, value) => void memento.set(key, value) },
    focus,
    ticker,
    now: () => new Date('2026-11-21T12:00:00Z'),
    log: { info: () => undefined, warn: (m) => warnings.push(m) },
  });
  return { model, admin, focus, ticker, warnings, setMaster: (value: boolean) => (master = value) };
}
