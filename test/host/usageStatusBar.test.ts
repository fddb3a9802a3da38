// The usage status bar item in the real extension host, against a seeded emulator account: at
// 50 %, under the threshold and at 0, a Development token marked, and without a Master Token the
// welcome view's empty tree and this window's conversions.
//
// Each test builds its own view with useUsageViews()'s newView() (support/usageSuite.ts), with the
// window focus, the interval and (for counting) the service address its own; the view the
// extension registered runs beside it against the same store and emulator.
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { Commands, Settings } from '../../src/constants';
import { setConsumption } from './support/accounts';
import { setSetting } from './support/settings';
import { until } from '../support/poll';
import { useUsageViews } from './support/usageSuite';
import { rows, tooltipText } from './support/usageTree';

function themeColorId(color: vscode.ThemeColor | undefined): string | undefined {
  return (color as unknown as { id?: string } | undefined)?.id;
}

describe('usage view and status bar', function () {
  this.timeout(60_000);
  const suite = useUsageViews();
  const { prompts, newView } = suite;

  it('drives the status bar at 50 %, under the threshold, at 0, and marks a Development token', async () => {
    const view = newView();
    await view.ready;
    const bar = view.statusBar;

    await setConsumption(suite.account, 1000, 500);
    await view.model.refresh('user');
    assert.equal(bar.item.text, '$(cloud) 500 left');
    assert.equal(bar.state?.level, 'ok');
    assert.equal(bar.item.backgroundColor, undefined);

    await setConsumption(suite.account, 1000, 950);
    await view.model.refresh('user');
    assert.equal(bar.item.text, '$(cloud) 50 left');
    assert.equal(bar.state?.level, 'low');
    assert.equal(themeColorId(bar.item.backgroundColor), 'statusBarItem.warningBackground');
    assert.match(tooltipText(bar.item), /Consumed: 950 \/ 1,000 \(95%\)/);

    await setConsumption(suite.account, 1000, 1000);
    await view.model.refresh('user');
    assert.equal(bar.item.text, '$(cloud) 0 left');
    assert.equal(bar.state?.level, 'empty');
    assert.equal(themeColorId(bar.item.backgroundColor), 'statusBarItem.errorBackground');

    // The threshold is a setting.
    await setConsumption(suite.account, 1000, 700);
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
    const previous = await suite.services.store.getActiveApiToken();
    const dev = await suite.services.store.addApiToken({
      name: 'usage dev token',
      environment: 'Development',
      token: `dev-${suite.account.apiToken}`,
    });
    try {
      await until('the DEV marker', () => bar.item.text.endsWith(' · DEV') && !view.model.loading);
      assert.equal(bar.item.text, '$(cloud) 300 left · DEV');
      assert.match(tooltipText(bar.item), /Active API Token: usage dev token \(Development\)/);
    } finally {
      await suite.services.store.removeApiToken(dev.id);
      if (previous) {
        await suite.services.store.setActiveApiToken(previous.id);
      }
    }
    await until('the DEV marker to go', () => !bar.item.text.includes('DEV'));
  });

  it('without a Master Token: an empty tree for the welcome view, and this window’s conversions in the status bar', async () => {
    await suite.services.store.removeMasterToken();
    const view = newView();
    await until('the view to find no Master Token', () => view.model.signedIn === false);
    assert.deepEqual(await rows(view), []);
    assert.equal(view.usageState, 'signedOut');
    assert.equal(view.statusBar.state?.level, 'signedOut');
    assert.equal(view.statusBar.item.text, '$(cloud) 0 converted');

    suite.services.fireBatchFinished({ converted: 2, skipped: 0, failed: 0, conversionsUsed: 2, cancelled: false });
    suite.services.fireBatchFinished({ converted: 1, skipped: 1, failed: 0, conversionsUsed: 3, cancelled: false });
    await until('the session count', () => view.statusBar.item.text === '$(cloud) 5 converted');
    const tooltip = tooltipText(view.statusBar.item);
    assert.match(tooltip, /Conversions made in this window: 5/);
    assert.ok(tooltip.includes(`(command:${Commands.setMasterToken})`), `no Set Master Token link in: ${tooltip}`);
    assert.deepEqual(prompts.seen, []);

    // Setting the Master Token brings the account in.
    await suite.services.store.setMasterToken(suite.account.masterToken);
    await until('the account to load', () => view.model.signedIn === true && !view.model.loading && view.statusBar.state?.level === 'ok');
    assert.equal(view.statusBar.item.text, '$(cloud) 4,000 left');
  });
});
