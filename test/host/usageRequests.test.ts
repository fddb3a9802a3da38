// The Usage view's requests at the service, counted by a proxy in front of the emulator: the
// refresh interval setting, and one request per endpoint however many refreshes are asked at once.
//
// Each test builds its own view with useUsageViews()'s newView() (support/usageSuite.ts), with the
// window focus, the interval and (for counting) the service address its own; the view the
// extension registered runs beside it against the same store and emulator.
import { strict as assert } from 'node:assert';
import { Settings } from '../../src/constants';
import { AdminClient } from '../../src/service/admin';
import { HttpTransport } from '../../src/service/http';
import { startCountingProxy, type CountingProxy } from './support/countingProxy';
import { emulator } from './support/emulatorConnection';
import { FakeFocus, ManualTicker } from './support/fakes';
import { setSetting } from './support/settings';
import { until } from '../support/poll';
import { useUsageViews } from './support/usageSuite';

describe('usage view and status bar', function () {
  this.timeout(60_000);
  const suite = useUsageViews();
  const { newView } = suite;

  describe('requests at the service', () => {
    let proxy: CountingProxy;

    before(async () => {
      proxy = await startCountingProxy(emulator().baseUrl);
    });
    after(async () => {
      await proxy.close();
    });

    const adminPaths = (): string[] => proxy.requests.map((r) => r.path).filter((p) => p.startsWith('/user'));

    // When a refresh is due (focus, missed ticks) is the usage model's, checked in the unit tier.
    it('follows the refresh interval setting: every 5 minutes by default, none at 0', async () => {
      const ticker = new ManualTicker();
      const view = newView({ focus: new FakeFocus(false), ticker });
      await view.ready;
      assert.deepEqual(
        [...ticker.timers].map((t) => t.ms),
        [5 * 60_000],
        'the default interval is 5 minutes',
      );
      await setSetting(Settings.usageRefreshMinutes, 0);
      try {
        await until('the interval to stop', () => ticker.timers.size === 0);
      } finally {
        await setSetting(Settings.usageRefreshMinutes, undefined);
      }
      await until('the interval to start again', () => ticker.timers.size === 1);
    });

    it('coalesces concurrent refreshes: never more than one request in flight per endpoint', async () => {
      const view = newView({
        adminClient: async () => {
          const master = await suite.services.store.getMasterToken();
          return master ? new AdminClient(new HttpTransport({ baseUrl: proxy.baseUrl, retry: { maxAttempts: 1 } }), master) : undefined;
        },
      });
      await until('the first load', () => view.model.signedIn === true && !view.model.loading && view.model.recent.data !== undefined);
      proxy.clear();
      proxy.latencyMs = 300;
      try {
        await Promise.all([
          view.model.refresh('user'),
          view.model.refresh('interval'),
          view.model.refresh('batch'),
          view.model.batchFinished(1),
          view.model.refresh('user'),
        ]);
      } finally {
        proxy.latencyMs = 0;
      }
      assert.deepEqual(adminPaths().sort(), ['/user', '/user/statistic']);
      for (const path of ['/user', '/user/statistic']) {
        assert.equal(proxy.maxInFlight(path), 1, path);
      }
    });
  });
});
