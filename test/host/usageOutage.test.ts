// The usage feature's controller in the real extension host: what start-up costs (the status bar
// drawn once per change, the Master Token read once), and a usage outage (issue 27, item 3): the
// last numbers stay in the Usage view, the status bar and the dashboard, each with its age, both
// after a refresh that failed and at a start-up that cannot reach the service.
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { EXTENSION_ID } from '../../src/constants';
import type { CredentialStore } from '../../src/credentials/store';
import type { ExtensionServices as Services } from '../../src/extensionServices';
import { AdminClient } from '../../src/service/admin';
import { HttpTransport } from '../../src/service/http';
import { createUsageView, type UsageView, type UsageViewOptions } from '../../src/usage';
import { UsageTreeContent } from '../../src/usage/usageTreeContent';

/** The view's drawing code, as dist/features.js gives it to the extension's own view. */
const usageTree = () => ({ UsageTreeContent });
import { openUsageDashboard } from '../../src/usage/dashboard/dashboardPanel';
import type { RenderReport } from '../../src/usage/dashboard/protocol';
import { usageDashboardSource } from '../../src/usage/dashboard/usageSource';
import { consumptionOf } from '../../src/usage/usageFormat';
import { accountOf, UsageSnapshots } from '../../src/usage/usageSnapshot';
import type { Account } from './support/accounts';
import { FakeFocus, ManualTicker } from './support/fakes';
import { stubPrompts } from './support/prompts';
import { row, rows, section, tooltipText } from './support/usageTree';
import { until } from '../support/poll';
import { useUsageSuite } from './support/usageSuite';

/** An admin client for nothing that listens (port 9 of loopback), one attempt: the service is down. */
function downClient(master: string): AdminClient {
  return new AdminClient(new HttpTransport({ baseUrl: 'http://127.0.0.1:9', retry: { maxAttempts: 1 } }), master);
}

describe('usage controller: start-up cost and outages', function () {
  this.timeout(60_000);
  const prompts = stubPrompts();
  let services: Services;
  let account: Account;
  const disposables: vscode.Disposable[] = [];

  function newView(options: UsageViewOptions = {}, over: Partial<Services> = {}): UsageView {
    const item = vscode.window.createStatusBarItem('convertFiles.usageOutageHostTest', vscode.StatusBarAlignment.Right, -1000);
    const view = createUsageView({ ...services, ...over }, usageTree, {
      focus: new FakeFocus(true),
      ticker: new ManualTicker(),
      statusBarItem: item,
      publishContext: false,
      ...options,
    });
    disposables.push(view, item);
    return view;
  }

  const suite = useUsageSuite();
  beforeEach(() => {
    services = suite.services;
    account = suite.account;
  });

  afterEach(async () => {
    for (const d of disposables.splice(0)) {
      d.dispose();
    }
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('at start-up draws the status bar once per change and reads the Master Token once', async () => {
    let reads = 0;
    const store = Object.create(services.store) as CredentialStore;
    store.getMasterToken = () => {
      reads += 1;
      return services.store.getMasterToken();
    };
    const view = newView({}, { store });
    await view.ready;
    await until('the first load', () => !view.model.loading && view.model.recent.data !== undefined);
    // Before: nine draws and four or five reads. Now: "loading" with the kept usage, then the account's.
    assert.equal(view.statusBar.draws, 2, `drawn ${view.statusBar.draws} times`);
    assert.equal(view.statusBar.item.text, '$(cloud) 4,000 left');
    assert.equal(reads, 1, 'the Master Token was read more than once at start-up');

    // A refresh uses that read (two changes: the spinner while it runs, the new time after); a credential change is read once more.
    await view.model.refresh('user');
    assert.equal(reads, 1, 'a refresh read the Master Token again');
    assert.equal(view.statusBar.draws, 4);
    await view.model.refresh('interval');
    await services.store.setMasterToken(account.masterToken);
    await until('the store change to be read', () => reads >= 2);
    assert.deepEqual(prompts.seen, []);
  });

  it('a refresh during an outage keeps the last numbers in the view, the status bar and the dashboard, with their age', async () => {
    let clock = new Date();
    let down = false;
    const view = newView({
      now: () => clock,
      adminClient: async () =>
        down ? downClient(account.masterToken) : new AdminClient(services.clients.getTransport(), account.masterToken),
    });
    await view.ready;
    await until('the first load', () => !view.model.loading && view.model.recent.data !== undefined);
    assert.equal(view.statusBar.item.text, '$(cloud) 4,000 left');

    // 12 minutes later the service is down; the user presses Refresh.
    clock = new Date(clock.getTime() + 12 * 60_000);
    down = true;
    await view.model.refresh('user');

    // The view: one error row above the sections, which keep their numbers with their age.
    const root = await rows(view);
    assert.deepEqual(
      root.map((r) => r.label),
      ['Could not refresh the usage', 'Account', 'Consumption', 'Statistics', 'Recent conversions'],
    );
    assert.match(root[0]!.description, /127\.0\.0\.1:9|connect/i);
    assert.equal((await row(view, 'Consumption')).description, '4,000 left · as of 12 minutes ago');
    assert.deepEqual(await section(view, 'Consumption'), ['Consumed: 0 / 4,000', 'Remaining: 4,000', 'Used: 0%']);
    assert.equal((await row(view, 'Account')).description, 'Ada Lovelace · as of 12 minutes ago');
    assert.equal((await row(view, 'Recent conversions')).description, 'last 30 days · as of 12 minutes ago');
    for (const name of ['Account', 'Consumption', 'Statistics', 'Recent conversions']) {
      const inside = await rows(view, (await row(view, name)).node);
      const repeated = inside.filter((r) => r.node.type === 'error' || /Not loaded/.test(r.label));
      assert.deepEqual(repeated, [], `${name} repeats the error`);
    }
    assert.equal(view.usageState, 'ok', 'the welcome view for an unreachable service would hide the numbers');

    // The status bar: the count, not "Usage unavailable", with the time it is from.
    const bar = view.statusBar.item;
    assert.match(bar.text, /^\$\(cloud-offline\) 4,000 left · as of \S/);
    assert.doesNotMatch(bar.text, /unavailable/);
    assert.match(tooltipText(bar), /The last refresh failed: these are the numbers from \d[^\n]*\d\D*\./);
    assert.match(tooltipText(bar), /\(command:convertFiles\.refreshUsage\)/);
    assert.match(bar.accessibilityInformation?.label ?? '', /4,000 conversions left, as of/);

    // The dashboard: the last rows, under a note that says so.
    const source = usageDashboardSource(view.model);
    disposables.push(source);
    const loaded = await source.load();
    assert.equal(loaded.stale?.since.getTime(), clock.getTime() - 12 * 60_000);
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension);
    const dashboard = openUsageDashboard(extension.extensionUri, source);
    const seen: RenderReport[] = [];
    dashboard.onDidRender((r) => seen.push(r));
    void dashboard.refresh();
    const report = await until('the dashboard to draw the last rows', () => seen.find((r) => r.stale !== undefined), 20_000);
    assert.equal(report.error, undefined);
    assert.match(report.stale ?? '', /^The last refresh failed \(.+\)\. These are the conversions as of .+\.$/);
    assert.deepEqual(prompts.seen, [], 'an outage is no reason for a notification');

    // The service is back: the marks go.
    down = false;
    await view.model.refresh('user');
    assert.equal(bar.text, '$(cloud) 4,000 left');
    assert.equal((await row(view, 'Consumption')).description, '4,000 left');
    assert.deepEqual(
      (await rows(view)).filter((r) => r.node.type === 'error'),
      [],
    );
  });

  it('a start-up that cannot reach the service shows the usage kept from an earlier window, with its age', async () => {
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000);
    await new UsageSnapshots(services.context.globalState).save(
      accountOf(services.config().baseUrl, account.masterToken),
      consumptionOf({ conversionsTotal: 1000, conversionsConsumed: 100 })!,
      threeHoursAgo,
    );
    const view = newView({ adminClient: async () => downClient(account.masterToken) });
    await view.ready;
    await until('the failed first load', () => !view.model.loading && view.model.user.error !== undefined);

    assert.match(view.statusBar.item.text, /^\$\(cloud-offline\) 900 left · as of \S/);
    assert.equal(view.usageState, 'ok');
    const root = await rows(view);
    assert.deepEqual(
      root.map((r) => r.label),
      ['Could not refresh the usage', 'Account', 'Consumption', 'Statistics', 'Recent conversions'],
    );
    assert.equal((await row(view, 'Consumption')).description, '900 left · as of 3 hours ago');
    assert.deepEqual(await section(view, 'Consumption'), ['Consumed: 100 / 1,000', 'Remaining: 900', 'Used: 10%']);
    assert.deepEqual(await section(view, 'Account'), ['Not loaded (see the error above): ']);
  });
});
