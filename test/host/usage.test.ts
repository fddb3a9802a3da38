// The Usage view and its status bar item in the real extension host, against a seeded emulator
// account: exact numbers in the tree, statistics and the recent conversions after conversions, the status bar at
// 50 %, under the threshold and at 0, the welcome state without a Master Token, a refreshed
// Master Token (one message, no retry storm), the refresh interval setting, and one request per
// endpoint however many refreshes are asked at once.
//
// Each test builds its own view with createUsageView() from the extension's Services, so that it
// can inject the window focus, the interval and (for counting) the service address; the view the
// extension registered runs beside it against the same store and emulator.
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { chooseStatisticsRange, exportStatisticsCsv } from '../../src/commands/usageStatistics';
import { Commands, Settings, StateKeys } from '../../src/constants';
import type { ExtensionApi } from '../../src/extension';
import type { CredentialStore } from '../../src/credentials/store';
import { AdminClient } from '../../src/service/admin';
import { CancelledError, isCancellation } from '../../src/service/errors';
import { HttpTransport } from '../../src/service/http';
import type { ExtensionServices as Services } from '../../src/extensionServices';
import type { Logger } from '../../src/ui/logger';
import { uriExists } from '../../src/workspace/outputTarget';
import type { UsageDashboard } from '../../src/usage/dashboard/dashboardPanel';
import type { RenderReport } from '../../src/usage/dashboard/protocol';
import { createUsageView, type UsageView, type UsageViewOptions } from '../../src/usage';
import { UsageTreeContent } from '../../src/usage/usageTreeContent';

/** The view's drawing code, as dist/features.js gives it to the extension's own view. */
const usageTree = () => ({ UsageTreeContent });
import { startCountingProxy, type CountingProxy } from './support/countingProxy';
import { createAccount, setConsumption, type Account } from './support/accounts';
import { emulator, emulatorCall } from './support/emulatorConnection';
import { FakeFocus, ManualTicker } from './support/fakes';
import { setSetting } from './support/settings';
import { stubPrompts } from './support/prompts';
import { until } from '../support/poll';
import { useUsageSuite } from './support/usageSuite';
import { row, rows, section, tooltipText } from './support/usageTree';

/** One conversion straight at the emulator, as any client would; returns the HTTP status. */
async function convertAtEmulator(apiToken: string, fileName: string, content: string, src: string, dst: string): Promise<number> {
  const form = new FormData();
  form.append('File', new Blob([content]), fileName);
  const response = await fetch(new URL(`/convert/${src}/to/${dst}`, emulator().baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${apiToken}` },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return response.status;
}

function themeColorId(color: vscode.ThemeColor | undefined): string | undefined {
  return (color as unknown as { id?: string } | undefined)?.id;
}

describe('usage view and status bar', function () {
  this.timeout(60_000);
  const prompts = stubPrompts();
  let services: Services;
  let account: Account;
  const views: UsageView[] = [];
  const items: vscode.StatusBarItem[] = [];

  /** A view of our own, focused and with a hand-driven interval unless told otherwise. */
  function newView(options: UsageViewOptions = {}): UsageView {
    const item = vscode.window.createStatusBarItem('convertFiles.usageHostTest', vscode.StatusBarAlignment.Right, -1000);
    items.push(item);
    const view = createUsageView(services, usageTree, {
      focus: new FakeFocus(true),
      ticker: new ManualTicker(),
      statusBarItem: item,
      publishContext: false,
      ...options,
    });
    views.push(view);
    return view;
  }

  const suite = useUsageSuite();
  beforeEach(() => {
    services = suite.services;
    account = suite.account;
  });

  afterEach(() => {
    for (const view of views.splice(0)) {
      view.dispose();
    }
    for (const item of items.splice(0)) {
      item.dispose();
    }
  });

  it('shows the account and its consumption with exact numbers', async () => {
    await setConsumption(account, 4000, 642);
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
    await setConsumption(account, 1000, 64);
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
    assert.equal(await convertAtEmulator(account.apiToken, 'listed.md', '# Listed\n', 'md', 'html'), 200);
    await view.model.refresh('user');
    assert.deepEqual(await section(view, 'Statistics'), ['Last 7 days: 1 conversion', 'Last 30 days: 1 conversion']);
  });

  it('shows statistics and recent conversions after a batch, with Load More', async function () {
    const view = newView();
    await view.ready;
    assert.deepEqual(await section(view, 'Recent conversions'), ['No conversions in the last 30 days: ']);

    // 22 successful conversions of two kinds and one that fails (22 + 1 > one page of 20).
    for (let i = 0; i < 14; i += 1) {
      assert.equal(await convertAtEmulator(account.apiToken, `note-${i}.md`, `# Note ${i}\n`, 'md', 'html'), 200);
    }
    for (let i = 0; i < 8; i += 1) {
      assert.equal(await convertAtEmulator(account.apiToken, `plain-${i}.txt`, `Plain ${i}\n`, 'txt', 'pdf'), 200);
    }
    assert.equal(await convertAtEmulator(account.apiToken, 'broken.pdf', 'not a pdf', 'pdf', 'txt'), 500);

    const before = view.model.sessionConversions;
    services.fireBatchFinished({ converted: 22, skipped: 0, failed: 1, conversionsUsed: 22, cancelled: false });
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

  it('chooses another range (Custom… with two checked dates) and exports it as CSV', async () => {
    const view = newView();
    await view.ready;
    assert.equal(await convertAtEmulator(account.apiToken, 'one.md', '# One\n', 'md', 'html'), 200);
    const today = new Date().toISOString().slice(0, 10);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

    prompts
      .expect('quickPick', 'Custom…')
      .expect('inputBox', twoDaysAgo, /Start date/)
      .expect('inputBox', today, /End date/);
    await prompts.run(() => chooseStatisticsRange(view.model));
    assert.deepEqual(view.model.range, { kind: 'custom', startDate: twoDaysAgo, endDate: today });
    assert.equal((await row(view, 'Statistics')).description, `${twoDaysAgo} – ${today}`);
    assert.deepEqual(await section(view, 'Statistics'), [`${twoDaysAgo} – ${today}: 1 conversion`]);
    assert.deepEqual(services.context.globalState.get(StateKeys.statisticsRange), {
      kind: 'custom',
      startDate: twoDaysAgo,
      endDate: today,
    });

    const quickPick = prompts.seen.find((p) => p.kind === 'quickPick');
    assert.deepEqual(quickPick?.items, ['Last 7 days', 'Last 30 days', 'This month', 'Custom…']);

    // Export: written into the first workspace folder and opened.
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the launcher opened no workspace folder');
    const name = `convert-files-statistics-${twoDaysAgo}_${today}.csv`;
    const target = vscode.Uri.joinPath(folder.uri, name);
    await vscode.workspace.fs.delete(target).then(undefined, () => undefined);
    try {
      const written = await prompts.run(() => exportStatisticsCsv(view.model, services));
      assert.equal(written?.toString(), target.toString());
      const csv = Buffer.from(await vscode.workspace.fs.readFile(target)).toString('utf8');
      // The service's own rows, one per conversion (revision 2).
      const [header, ...lines] = csv.trim().split(/\r?\n/);
      assert.match(header!, /CreatedAt/);
      assert.match(header!, /Converter/);
      assert.equal(lines.length, 1, csv);
      assert.match(lines[0]!, new RegExp(`${today}.*md-to-html.*one\\.md|one\\.md.*md-to-html`));
      assert.equal(vscode.window.activeTextEditor?.document.uri.toString(), target.toString());

      // Never replaced without asking: "keep" leaves the file alone, "Replace" replaces it.
      await vscode.workspace.fs.writeFile(target, Buffer.from('mine\n'));
      prompts.expect('warning', undefined, /already exists/);
      assert.equal(await prompts.run(() => exportStatisticsCsv(view.model, services)), undefined);
      assert.equal(Buffer.from(await vscode.workspace.fs.readFile(target)).toString('utf8'), 'mine\n');
      prompts.expect('warning', 'Replace', /already exists/);
      await prompts.run(() => exportStatisticsCsv(view.model, services));
      assert.match(Buffer.from(await vscode.workspace.fs.readFile(target)).toString('utf8'), /^Result,CreatedAt,/);
      const leftovers = (await vscode.workspace.fs.readDirectory(folder.uri))
        .map(([entry]) => entry)
        .filter((entry) => entry.endsWith('.tmp'));
      assert.deepEqual(leftovers, [], 'no temporary file is left behind');
    } finally {
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
      await vscode.workspace.fs.delete(target).then(undefined, () => undefined);
    }

    // A preset again.
    prompts.expect('quickPick', 'This month');
    await prompts.run(() => chooseStatisticsRange(view.model));
    assert.equal((await row(view, 'Statistics')).description, 'This month');
  });

  it('cancelling the CSV export aborts its request and writes nothing', async () => {
    let requested = false;
    let aborted = false;
    const view = newView({
      adminClient: async () => {
        const real = await services.clients.adminClient();
        if (!real) {
          return undefined;
        }
        const csvThatWaits = (_range: unknown, signal?: AbortSignal): Promise<string> =>
          new Promise<string>((resolve, reject) => {
            requested = true;
            if (!signal) {
              // Nothing could abort this request: answer, as a service would in the end.
              resolve('Result,CreatedAt,ExecutionTime,Converter,SourceFormat,DestinationFormat,Ip,Source,Error\r\n');
              return;
            }
            signal.addEventListener('abort', () => {
              aborted = true;
              reject(new CancelledError());
            });
          });
        return {
          getUser: real.getUser.bind(real),
          getStatistics: real.getStatistics.bind(real),
          getStatisticsCsv: csvThatWaits,
        };
      },
    });
    await view.ready;
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the launcher opened no workspace folder');
    const target = vscode.Uri.joinPath(
      folder.uri,
      `convert-files-statistics-${view.model.currentRange().startDate}_${view.model.currentRange().endDate}.csv`,
    );
    await vscode.workspace.fs.delete(target).then(undefined, () => undefined);

    // The extension's progress UI, with the Cancel button in the test's hands.
    const ui = services.commandUi;
    const original = ui.progress;
    const titles: string[] = [];
    const cancel = new AbortController();
    ui.progress = {
      run: (title, task) => {
        titles.push(title);
        return task(cancel.signal, () => undefined);
      },
    };
    try {
      const exporting = prompts.run(() => exportStatisticsCsv(view.model, services));
      await until('the CSV request to start', () => requested);
      cancel.abort();
      await assert.rejects(exporting, (err: unknown) => isCancellation(err));
      assert.deepEqual(
        titles.map((t) => t.replace(/\d{4}-\d\d-\d\d/g, 'D')),
        ['Exporting statistics D – D…'],
      );
      assert.ok(aborted, 'the request was not aborted');
      const leftovers = (await vscode.workspace.fs.readDirectory(folder.uri))
        .map(([entry]) => entry)
        .filter((entry) => entry.startsWith('.convert-files-statistics'));
      assert.deepEqual(leftovers, []);
      assert.equal(await uriExists(target), false, 'a cancelled export wrote the file');
    } finally {
      ui.progress = original;
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
      await vscode.workspace.fs.delete(target).then(undefined, () => undefined);
    }
  });

  it('settles `ready`, and logs, when the credentials cannot be read', async () => {
    const store = Object.create(services.store) as CredentialStore;
    store.getMasterToken = () => Promise.reject(new Error('keychain locked'));
    const warnings: string[] = [];
    const log = Object.assign(Object.create(services.log) as Logger, { warn: (message: string) => warnings.push(message) });
    const item = vscode.window.createStatusBarItem('convertFiles.usageHostTest', vscode.StatusBarAlignment.Right, -1000);
    items.push(item);
    const view = createUsageView({ ...services, store, log }, usageTree, {
      focus: new FakeFocus(true),
      ticker: new ManualTicker(),
      statusBarItem: item,
      publishContext: false,
    });
    views.push(view);
    await view.ready;
    assert.ok(
      warnings.some((w) => w.includes('keychain locked')),
      `nothing was logged: ${JSON.stringify(warnings)}`,
    );
  });

  it('drives the status bar at 50 %, under the threshold, at 0, and marks a Development token', async () => {
    const view = newView();
    await view.ready;
    const bar = view.statusBar;

    await setConsumption(account, 1000, 500);
    await view.model.refresh('user');
    assert.equal(bar.item.text, '$(cloud) 500 left');
    assert.equal(bar.state?.level, 'ok');
    assert.equal(bar.item.backgroundColor, undefined);

    await setConsumption(account, 1000, 950);
    await view.model.refresh('user');
    assert.equal(bar.item.text, '$(cloud) 50 left');
    assert.equal(bar.state?.level, 'low');
    assert.equal(themeColorId(bar.item.backgroundColor), 'statusBarItem.warningBackground');
    assert.match(tooltipText(bar.item), /Consumed: 950 \/ 1,000 \(95%\)/);

    await setConsumption(account, 1000, 1000);
    await view.model.refresh('user');
    assert.equal(bar.item.text, '$(cloud) 0 left');
    assert.equal(bar.state?.level, 'empty');
    assert.equal(themeColorId(bar.item.backgroundColor), 'statusBarItem.errorBackground');

    // The threshold is a setting.
    await setConsumption(account, 1000, 700);
    await view.model.refresh('user');
    assert.equal(bar.state?.level, 'ok');
    await setSetting(Settings.usageWarningPercent, 50);
    try {
      await until('the status bar to follow the threshold setting', () => bar.state?.level === 'low');
      assert.equal(themeColorId(bar.item.backgroundColor), 'statusBarItem.warningBackground');
    } finally {
      await setSetting(Settings.usageWarningPercent, undefined);
    }

    // "DEV" while a Development token is active; its name and environment in the tooltip.
    const previous = await services.store.getActiveApiToken();
    const dev = await services.store.addApiToken({ name: 'usage dev token', environment: 'Development', token: `dev-${account.apiToken}` });
    try {
      await until('the DEV marker', () => bar.item.text.endsWith(' · DEV') && !view.model.loading);
      assert.equal(bar.item.text, '$(cloud) 300 left · DEV');
      assert.match(tooltipText(bar.item), /Active API Token: usage dev token \(Development\)/);
    } finally {
      await services.store.removeApiToken(dev.id);
      if (previous) {
        await services.store.setActiveApiToken(previous.id);
      }
    }
    await until('the DEV marker to go', () => !bar.item.text.includes('DEV'));
  });

  it('without a Master Token: an empty tree for the welcome view, and this window’s conversions in the status bar', async () => {
    await services.store.removeMasterToken();
    const view = newView();
    await until('the view to find no Master Token', () => view.model.signedIn === false);
    assert.deepEqual(await rows(view), []);
    assert.equal(view.usageState, 'signedOut');
    assert.equal(view.statusBar.state?.level, 'signedOut');
    assert.equal(view.statusBar.item.text, '$(cloud) 0 converted');

    services.fireBatchFinished({ converted: 2, skipped: 0, failed: 0, conversionsUsed: 2, cancelled: false });
    services.fireBatchFinished({ converted: 1, skipped: 1, failed: 0, conversionsUsed: 3, cancelled: false });
    await until('the session count', () => view.statusBar.item.text === '$(cloud) 5 converted');
    const tooltip = tooltipText(view.statusBar.item);
    assert.match(tooltip, /Conversions made in this window: 5/);
    assert.ok(tooltip.includes(`(command:${Commands.setMasterToken})`), `no Set Master Token link in: ${tooltip}`);
    assert.deepEqual(prompts.seen, []);

    // Setting the Master Token brings the account in.
    await services.store.setMasterToken(account.masterToken);
    await until('the account to load', () => view.model.signedIn === true && !view.model.loading && view.statusBar.state?.level === 'ok');
    assert.equal(view.statusBar.item.text, '$(cloud) 4,000 left');
  });

  it('when the service is unreachable and no usage was ever seen: an empty tree for the welcome view', async () => {
    // The registered view has read this account (beforeEach) and kept its usage: forgotten here.
    await services.context.globalState.update(StateKeys.usageSnapshot, undefined);
    const view = newView({
      // Nothing listens on port 9 of loopback; one attempt, no backoff.
      adminClient: async () =>
        new AdminClient(new HttpTransport({ baseUrl: 'http://127.0.0.1:9', retry: { maxAttempts: 1 } }), account.masterToken),
    });
    // The view's own first load must be over, or the refresh below could join it.
    await view.ready;
    await view.model.refresh('user');
    assert.equal(view.model.unreachable, true);
    assert.deepEqual(await rows(view), []);
    assert.equal(view.usageState, 'unreachable');
    assert.equal(view.statusBar.state?.level, 'error');
    assert.match(view.statusBar.item.text, /^\$\(cloud-offline\) Usage unavailable$/);
    assert.deepEqual(prompts.seen, [], 'an unreachable service is no reason for a notification');
  });

  it('after the Master Token was refreshed in the dashboard: an error node, one message, and no retry storm', async () => {
    // An account of its own whose Master Token only this view knows: the registered view, which
    // shares the store, must not run into the refreshed token and show a message of its own.
    const own = await createAccount(100);
    let master = own.masterToken;
    let clients = 0;
    const focus = new FakeFocus(true);
    const ticker = new ManualTicker();
    const view = newView({
      focus,
      ticker,
      adminClient: async () => {
        clients += 1;
        return new AdminClient(services.clients.getTransport(), master);
      },
    });
    // The view's own first load (a credential check that starts over) must be over before the
    // token is refreshed: a late one would start over again and say the message a second time.
    await view.ready;
    await view.model.refresh('user');
    assert.equal(view.statusBar.state?.level, 'ok');

    await emulatorCall('POST', `/_emulator/accounts/${own.accountId}/master/refresh`);
    prompts.expect('error', undefined, /Master Token is no longer valid \(it may have been refreshed in the dashboard\)/);
    await prompts.run(() => view.model.refresh('user'));

    const root = await rows(view);
    assert.deepEqual(
      root.map((r) => r.label),
      ['The Master Token is no longer valid'],
    );
    assert.equal(root[0].item.command?.command, Commands.setMasterToken);
    assert.equal(root[0].item.contextValue, 'usageError', 'the error node carries the inline Retry action');
    const messages = prompts.seen.filter((p) => p.kind === 'error');
    assert.equal(messages.length, 1, 'one message for three failed endpoints');
    assert.ok(messages[0].items.includes('Set Master Token'), `buttons: ${messages[0].items.join(', ')}`);
    assert.equal(view.statusBar.state?.level, 'error');
    assert.equal(view.statusBar.state?.problem, 'masterToken');
    assert.match(tooltipText(view.statusBar.item), /command:convertFiles\.setMasterToken/);

    // Interval ticks, focus changes and batches neither request nor ask again.
    assert.equal(view.model.paused, true);
    const clientsBefore = clients;
    for (let i = 0; i < 3; i += 1) {
      ticker.fire();
      focus.set(false);
      ticker.fire();
      focus.set(true);
    }
    await view.model.batchFinished(1);
    await view.model.refresh('interval');
    assert.equal(clients, clientsBefore, 'no refresh started');
    assert.equal(prompts.seen.filter((p) => p.kind === 'error').length, 1);

    // The new Master Token (a credential change) brings it back, without another message.
    master = ((await emulatorCall('POST', `/_emulator/accounts/${own.accountId}/master/refresh`)) as { MasterToken: string }).MasterToken;
    await view.model.credentialsChanged();
    assert.equal(view.model.paused, false);
    assert.equal(view.statusBar.state?.level, 'ok');
    assert.deepEqual(
      (await rows(view)).map((r) => r.label),
      ['Account', 'Consumption', 'Statistics', 'Recent conversions'],
    );
    assert.equal(prompts.seen.filter((p) => p.kind === 'error').length, 1);

    // The user's own refresh is a new attempt: a still-refused token is said once more.
    await emulatorCall('POST', `/_emulator/accounts/${own.accountId}/master/refresh`);
    prompts.expect('error', undefined, /Master Token is no longer valid/);
    await prompts.run(() => view.model.refresh('user'));
    assert.equal(prompts.seen.filter((p) => p.kind === 'error').length, 2);
  });

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
          const master = await services.store.getMasterToken();
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

  it("the status bar tooltip links the usage dashboard, and the command opens it with the account's conversions", async () => {
    const { usage } = services as ExtensionApi;
    await usage.ready;
    assert.equal(await convertAtEmulator(account.apiToken, 'dash.md', '# Dash\n', 'md', 'html'), 200);
    assert.equal(await convertAtEmulator(account.apiToken, 'broken.pdf', 'not a pdf', 'pdf', 'txt'), 500);
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
    const { usage } = services as ExtensionApi;
    await usage.ready;
    await setConsumption(account, 4000, 1234);
    await prompts.run(() => vscode.commands.executeCommand(Commands.refreshUsage));
    assert.equal(usage.model.user.data?.conversionsConsumed, 1234, 'the registered view still shows the old consumption');
    assert.equal(usage.statusBar.state?.level, 'ok');
    await prompts.run(() => vscode.commands.executeCommand(Commands.focusUsage));
    assert.deepEqual(prompts.seen, []);
  });
});
