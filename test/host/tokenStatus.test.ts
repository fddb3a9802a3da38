// The status bar follows the active API Token: when the service refuses a conversion because the
// token's own consumption limit is used up (a Development token with a limit, from the emulator),
// the bar says so instead of the account's count, and goes back once the token converts again.
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { Commands } from '../../src/constants';
import { createUsageView, type UsageView } from '../../src/usage';
import { UsageTreeContent } from '../../src/usage/usageTreeContent';

/** The view's drawing code, as dist/features.js gives it to the extension's own view. */
const usageTree = () => ({ UsageTreeContent });
import { createAccount, setConsumption } from './support/accounts';
import { emulator, emulatorCall } from './support/emulatorConnection';
import { useEmulatorSuite } from './support/emulatorSuite';
import { FakeFocus, ManualTicker } from './support/fakes';
import { stubPrompts } from './support/prompts';
import { tooltipText } from './support/usageTree';
import { until } from '../support/poll';

describe('status bar and the active token', function () {
  this.timeout(60_000);
  const prompts = stubPrompts();
  const suite = useEmulatorSuite({ folder: 'token-status', quiet: true });
  let view: UsageView | undefined;
  let item: vscode.StatusBarItem | undefined;
  const tokenIds: string[] = [];

  before(async () => {
    await until('the settings snapshot to name the emulator', () => suite.api.config().baseUrl === emulator().baseUrl);
  });

  // Before the suite's own clean-up removes the service's address (no usage refresh to the default host).
  afterEach(async () => {
    view?.dispose();
    item?.dispose();
    for (const id of tokenIds) {
      await suite.api.store.removeApiToken(id);
    }
    await suite.api.store.removeMasterToken();
  });

  const convert = (name: string) => {
    const uri = suite.write(name, `${name}\n`);
    return prompts.run(() => vscode.commands.executeCommand(Commands.convertToPdf, uri, [uri]));
  };

  it('with a Development token whose limit is used up: "Token used up · DEV", not the account\'s count; back after a conversion', async () => {
    const account = await createAccount(1000);
    await setConsumption(account, 1000, 45);
    const dev = (await emulatorCall('POST', `/_emulator/accounts/${account.accountId}/tokens`, {
      Name: 'dev limited',
      Environment: 'Development',
      ConsumptionLimit: 1,
    })) as {
      Token: string;
      Kid: string;
    };
    await suite.api.store.setMasterToken(account.masterToken);
    const devInfo = await suite.api.store.addApiToken({ name: 'Dev limited', environment: 'Development', token: dev.Token });
    tokenIds.push(devInfo.id);
    item = vscode.window.createStatusBarItem('convertFiles.tokenStatusTest', vscode.StatusBarAlignment.Right, -1000);
    view = createUsageView(suite.api, usageTree, {
      focus: new FakeFocus(true),
      ticker: new ManualTicker(),
      statusBarItem: item,
      publishContext: false,
    });
    const bar = view.statusBar;
    await view.ready;
    await until('the account count with DEV', () => bar.item.text === '$(cloud) 955 left · DEV' && !view?.model.loading);
    assert.match(
      tooltipText(bar.item),
      /These are the account's conversions\. An API Token's own limit, if it has one, is known only once the service refuses/,
    );

    // The limit of 1 allows one conversion; the second is refused for the token, not the account.
    await convert('first.txt');
    prompts.expect('error', undefined, /consumption limit is used up/);
    await convert('second.txt');
    await until(
      'the status bar to say the token is used up',
      () => bar.item.text === '$(circle-slash) Token used up · DEV' && !view?.model.loading,
    );
    assert.equal((bar.item.backgroundColor as unknown as { id?: string } | undefined)?.id, 'statusBarItem.errorBackground');
    const tooltip = tooltipText(bar.item);
    assert.match(tooltip, /The API Token "Dev limited" has used up its own consumption limit/);
    // The mark is kept across windows and days: it says its date, not only a time of day.
    assert.match(tooltip, new RegExp(`refused a conversion for it at [^\\n]*${new Date().getFullYear()}`));
    assert.ok(!tooltip.includes("These are the account's conversions"), 'no caveat once the token is known to be used up');
    assert.match(tooltip, /Remaining: 954/, "the account's own count stays in the tooltip");
    assert.ok(!tooltip.includes(dev.Token) && !bar.item.text.includes(dev.Token));

    // Another token: the account's count again; back to the used-up one: still used up.
    const prod = await suite.api.store.addApiToken({ name: 'Prod', environment: 'Production', token: account.apiToken });
    tokenIds.push(prod.id);
    await until("the production token's view of the account", () => bar.item.text === '$(cloud) 954 left' && !view?.model.loading);
    await suite.api.store.setActiveApiToken(devInfo.id);
    await until(
      'the used-up mark to come back with its token',
      () => bar.item.text === '$(circle-slash) Token used up · DEV' && !view?.model.loading,
    );

    // The limit raised in the dashboard: the next conversion goes through and the mark goes.
    await emulatorCall('PATCH', `/_emulator/accounts/${account.accountId}/tokens/${dev.Kid}`, { ConsumptionLimit: 10 });
    await convert('third.txt');
    await until('the account count again', () => bar.item.text === '$(cloud) 953 left · DEV' && !view?.model.loading);
  });
});
