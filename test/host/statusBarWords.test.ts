// What a screen reader hears from the usage status bar item: counts worded by the display
// language's plural rules ("1 conversion left"), not a plural form for every number.
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { UsageStatusBar } from '../../src/usage/statusBar';
import { consumptionOf } from '../../src/usage/usageFormat';

describe('status bar accessible label', () => {
  let bar: UsageStatusBar;
  beforeEach(() => {
    bar = new UsageStatusBar(
      vscode.window.createStatusBarItem('convertFiles.statusBarWordsHostTest', vscode.StatusBarAlignment.Right, -1000),
    );
  });
  afterEach(() => bar.dispose());

  it('says "1 conversion left" and "2 conversions left"', () => {
    for (const [consumed, label] of [
      [9, '1 conversion left'],
      [8, '2 conversions left'],
    ] as const) {
      bar.update({
        level: 'low',
        consumption: consumptionOf({ conversionsTotal: 10, conversionsConsumed: consumed } as never),
        sessionConversions: 0,
      });
      assert.equal(bar.item.accessibilityInformation?.label, label);
    }
  });

  it('without a Master Token, says "1 conversion made in this window"', () => {
    bar.update({ level: 'signedOut', sessionConversions: 1 });
    assert.equal(bar.item.accessibilityInformation?.label, '1 conversion made in this window');
    bar.update({ level: 'signedOut', sessionConversions: 3 });
    assert.equal(bar.item.accessibilityInformation?.label, '3 conversions made in this window');
  });
});
