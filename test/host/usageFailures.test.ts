// The Usage view when the usage cannot be had, in the real extension host: credentials that
// cannot be read, a service never reached, and a Master Token refreshed in the dashboard (an
// error node, one message, no retry storm).
//
// Each test builds its own view with useUsageViews()'s newView() (support/usageSuite.ts), with the
// window focus, the interval and (for counting) the service address its own; the view the
// extension registered runs beside it against the same store and emulator.
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { Commands, StateKeys } from '../../src/constants';
import type { CredentialStore } from '../../src/credentials/store';
import { AdminClient } from '../../src/service/admin';
import { HttpTransport } from '../../src/service/http';
import type { Logger } from '../../src/ui/logger';
import { createUsageView } from '../../src/usage';
import { createAccount } from './support/accounts';
import { emulatorCall } from './support/emulatorConnection';
import { FakeFocus, ManualTicker } from './support/fakes';
import { usageTree, useUsageViews } from './support/usageSuite';
import { rows, tooltipText } from './support/usageTree';

describe('usage view and status bar', function () {
  this.timeout(60_000);
  const suite = useUsageViews();
  const { prompts, newView, views, items } = suite;

  it('settles `ready`, and logs, when the credentials cannot be read', async () => {
    const store = Object.create(suite.services.store) as CredentialStore;
    store.getMasterToken = () => Promise.reject(new Error('keychain locked'));
    const warnings: string[] = [];
    const log = Object.assign(Object.create(suite.services.log) as Logger, { warn: (message: string) => warnings.push(message) });
    const item = vscode.window.createStatusBarItem('convertFiles.usageHostTest', vscode.StatusBarAlignment.Right, -1000);
    items.push(item);
    const view = createUsageView({ ...suite.services, store, log }, usageTree, {
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

  it('when the service is unreachable and no usage was ever seen: an empty tree for the welcome view', async () => {
    // The registered view has read this account (beforeEach) and kept its usage: forgotten here.
    await suite.services.context.globalState.update(StateKeys.usageSnapshot, undefined);
    const view = newView({
      // Nothing listens on port 9 of loopback; one attempt, no backoff.
      adminClient: async () =>
        new AdminClient(new HttpTransport({ baseUrl: 'http://127.0.0.1:9', retry: { maxAttempts: 1 } }), suite.account.masterToken),
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
        return new AdminClient(suite.services.clients.getTransport(), master);
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
});
