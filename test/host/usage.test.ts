// The Usage view in the real extension host, against a seeded emulator account: exact numbers in
// the tree, statistics and the recent conversions after conversions (with Load More), the usage
// commands and the dashboard the status bar links. The rest of the suite: usageStatusBar,
// usageStatistics (ranges and the CSV export), usageFailures and usageRequests.test.ts.
//
// Each test builds its own view with useUsageViews()'s newView() (support/usageSuite.ts), with the
// window focus, the interval and (for counting) the service address its own; the view the
// extension registered runs beside it against the same store and emulator.
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { Commands } from '../../src/constants';
import type { ExtensionApi } from '../../src/extension';
import type { UsageDashboard } from '../../src/usage/dashboard/dashboardPanel';
import type { RenderReport } from '../../src/usage/dashboard/protocol';
import { setConsumption } from './support/accounts';
import { until } from '../support/poll';
import { convertAtEmulator, useUsageViews } from './support/usageSuite';
import { row, rows, section, tooltipText } from './support/usageTree';

describe('usage view and status bar', function () {
  this.timeout(60_000);
  const suite = useUsageViews();
  const { prompts, newView } = suite;

  it('shows the account and its consumption with exact numbers', async () => {
    await setConsumption(suite.account, 4000, 642);
    const view = newView();
    await view.ready;

    assert.deepEqual(
      (await rows(view)).map((r) => r.label),
      ['Account', 'Consumption', 'Statistics', 'Recent conversions'],
    );
    assert.deepEqual(await section(view, 'Account'), ['Name: Ada Lovelace', 'E-mail: ada@example.com', 'Status: Active']);
    assert.deepEqual(await section(view, 'Consumption'), ['Consumed: 642 / 4,000', 'Remaining: 3,358', 'Used: 16.1%']);
    assert.equal((await row(view, 'Consumption')).description, '3,358 left');
    assert.equal(view.usageState, 'ok');
    assert.equal(view.statusBar.item.text, '$(cloud) 3,358 left');
    assert.equal(view.statusBar.item.name, 'Convert Files Usage');
    assert.equal(view.statusBar.item.command, Commands.focusUsage);
    const tooltip = tooltipText(view.statusBar.item);
    assert.match(tooltip, /Consumed: 642 \/ 4,000 \(16\.1%\)/);
    assert.match(tooltip, /Last refresh: /);
  });

  it('says why Consumed and the statistics differ when the service lists none of the conversions it counted (issue 27, item 10)', async () => {
    // As after a restart of the sandbox's emulator: the count kept, the list of conversions gone.
    await setConsumption(suite.account, 1000, 64);
    const view = newView();
    await view.ready;
    await until('the first load', () => !view.model.loading && view.model.statistics.data !== undefined);
    assert.deepEqual(await section(view, 'Consumption'), ['Consumed: 64 / 1,000', 'Remaining: 936', 'Used: 6.4%']);
    assert.deepEqual(await section(view, 'Statistics'), [
      'Last 7 days: 0 conversions',
      'Last 30 days: 0 conversions',
      'The service lists no conversions for these days; 64 consumed counts earlier ones too: ',
    ]);
    const [consumed] = await rows(view, (await row(view, 'Consumption')).node);
    assert.match(tooltipText(consumed!.item), /The two can differ: conversions made before those days or no longer listed/);

    // Once the service lists conversions, the note goes; the tooltip still says why the numbers may differ.
    assert.equal(await convertAtEmulator(suite.account.apiToken, 'listed.md', '# Listed\n', 'md', 'html'), 200);
    await view.model.refresh('user');
    assert.deepEqual(await section(view, 'Statistics'), ['Last 7 days: 1 conversion', 'Last 30 days: 1 conversion']);
  });

  it('shows statistics and recent conversions after a batch, with Load More', async function () {
    const view = newView();
    await view.ready;
    assert.deepEqual(await section(view, 'Recent conversions'), ['No conversions in the last 30 days: ']);

    // 22 successful conversions of two kinds and one that fails (22 + 1 > one page of 20).
    for (let i = 0; i < 14; i += 1) {
      assert.equal(await convertAtEmulator(suite.account.apiToken, `note-${i}.md`, `# Note ${i}\n`, 'md', 'html'), 200);
    }
    for (let i = 0; i < 8; i += 1) {
      assert.equal(await convertAtEmulator(suite.account.apiToken, `plain-${i}.txt`, `Plain ${i}\n`, 'txt', 'pdf'), 200);
    }
    assert.equal(await convertAtEmulator(suite.account.apiToken, 'broken.pdf', 'not a pdf', 'pdf', 'txt'), 500);

    const before = view.model.sessionConversions;
    suite.services.fireBatchFinished({ converted: 22, skipped: 0, failed: 1, conversionsUsed: 22, cancelled: false });
    await until(
      'the recent conversions to show the conversions',
      () => !view.model.loading && (view.model.recent.data?.entries.length ?? 0) >= 20,
    );
    assert.equal(view.model.sessionConversions, before + 22);

    // Statistics: last 7 and last 30 days, per day and per converter, with the failure.
    assert.equal((await row(view, 'Statistics')).description, 'Last 30 days');
    assert.deepEqual(await section(view, 'Statistics'), [
      'Last 7 days: 23 conversions · 1 failed',
      'Last 30 days: 23 conversions · 1 failed',
    ]);
    assert.deepEqual(await section(view, 'Statistics', 'Last 7 days', 'By converter'), [
      'md-to-html: 14 conversions',
      'txt-to-pdf: 8 conversions',
      'pdf-to-txt: 1 conversion · 1 failed',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    assert.deepEqual(await section(view, 'Statistics', 'Last 30 days', 'By day'), [`${today}: 23 conversions · 1 failed`]);
    assert.deepEqual(await section(view, 'Statistics', 'Last 30 days', 'By day', today), [
      'md-to-html: 14 conversions',
      'txt-to-pdf: 8 conversions',
      'pdf-to-txt: 1 conversion · 1 failed',
    ]);

    // Recent conversions: newest first, one page, then Load More.
    let recent = await rows(view, (await row(view, 'Recent conversions')).node);
    assert.equal(recent.length, 21);
    const [failed, newest] = recent;
    assert.equal(failed.label, 'broken.pdf');
    // Rows carry no cost and no token (revision 2): a failure shows its Error instead.
    assert.match(failed.description as string, /^pdf-to-txt · now · .*not a readable PDF/);
    assert.equal((failed.item.iconPath as vscode.ThemeIcon).id, 'error');
    assert.match(tooltipText(failed.item), /Status: failed/);
    assert.match(tooltipText(failed.item), /not a readable PDF/);
    assert.equal(newest.label, 'plain-7.txt');
    assert.equal(newest.description, 'txt-to-pdf · now');
    assert.equal((newest.item.iconPath as vscode.ThemeIcon).id, 'pass');
    assert.ok(newest.item.tooltip instanceof vscode.MarkdownString);
    assert.match(tooltipText(newest.item), /Converter: txt-to-pdf/);
    assert.doesNotMatch(tooltipText(newest.item), /API Token|Environment/);
    const loadMore = recent[20];
    assert.equal(loadMore.label, 'Load More');
    assert.equal(loadMore.item.command?.command, Commands.loadMoreRecent);

    await view.model.loadMoreRecent();
    recent = await rows(view, (await row(view, 'Recent conversions')).node);
    assert.equal(recent.length, 23, 'all 23 entries and no Load More after the last page');
    assert.deepEqual(
      recent.slice(18).map((r) => r.label),
      ['note-4.md', 'note-3.md', 'note-2.md', 'note-1.md', 'note-0.md'],
    );

    // A refresh keeps what was loaded.
    await view.model.refresh('user');
    assert.equal((await rows(view, (await row(view, 'Recent conversions')).node)).length, 23);
  });

  it("the status bar tooltip links the usage dashboard, and the command opens it with the account's conversions", async () => {
    const { usage } = suite.services as ExtensionApi;
    await usage.ready;
    assert.equal(await convertAtEmulator(suite.account.apiToken, 'dash.md', '# Dash\n', 'md', 'html'), 200);
    assert.equal(await convertAtEmulator(suite.account.apiToken, 'broken.pdf', 'not a pdf', 'pdf', 'txt'), 500);
    await prompts.run(() => vscode.commands.executeCommand(Commands.refreshUsage));
    await until(
      'the registered view to hold the two conversions',
      () => !usage.model.loading && usage.model.statistics.data?.rows.length === 2,
    );
    const tooltip = usage.statusBar.item.tooltip as vscode.MarkdownString;
    assert.ok(tooltip.value.includes(`](command:${Commands.showUsageDashboard})`), `no dashboard link in: ${tooltip.value}`);
    const trusted = tooltip.isTrusted;
    assert.ok(typeof trusted === 'object' && trusted.enabledCommands.includes(Commands.showUsageDashboard), 'the link is not enabled');

    try {
      const dashboard = await vscode.commands.executeCommand<UsageDashboard | undefined>(Commands.showUsageDashboard);
      assert.ok(dashboard, 'the command opened no dashboard');
      const seen: RenderReport[] = [];
      dashboard.onDidRender((r) => seen.push(r));
      const dashboardTabs = (): vscode.Tab[] =>
        vscode.window.tabGroups.all
          .flatMap((g) => g.tabs)
          .filter((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.endsWith('convertFiles.usageDashboard'));
      await until('the dashboard tab', () => dashboardTabs().length > 0, 10_000);
      assert.equal(dashboardTabs().length, 1, 'not one dashboard tab');
      // The page may have drawn before the listener: the Refresh button draws it again.
      void dashboard.refresh();
      const report = await until(
        "the dashboard to draw the account's rows",
        () => seen.find((r) => !r.error && r.recentRows === 2),
        20_000,
      );
      assert.equal(report.failedBars, 1);
    } finally {
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    }
  });

  it('registers the usage commands; Refresh Usage reloads the registered view without a prompt', async () => {
    const registered = new Set(await vscode.commands.getCommands(true));
    for (const id of [
      Commands.refreshUsage,
      Commands.chooseStatisticsRange,
      Commands.exportStatisticsCsv,
      Commands.loadMoreRecent,
      Commands.focusUsage,
      Commands.showUsageDashboard,
    ]) {
      assert.ok(registered.has(id), id);
    }
    const { usage } = suite.services as ExtensionApi;
    await usage.ready;
    await setConsumption(suite.account, 4000, 1234);
    await prompts.run(() => vscode.commands.executeCommand(Commands.refreshUsage));
    assert.equal(usage.model.user.data?.conversionsConsumed, 1234, 'the registered view still shows the old consumption');
    assert.equal(usage.statusBar.state?.level, 'ok');
    await prompts.run(() => vscode.commands.executeCommand(Commands.focusUsage));
    assert.deepEqual(prompts.seen, []);
  });
});
