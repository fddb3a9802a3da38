// After the reload (a new extension host, same user data and secrets): nobody runs a command,
// yet the extension activates once start-up is over and the status bar shows the kept usage at
// once, then the refreshed one; the usage dashboard open before the reload is restored. Also
// checks what activation loaded.
import { strict as assert } from 'node:assert';
import { statSync, writeFileSync } from 'node:fs';
import * as vscode from 'vscode';
import { Commands, EXTENSION_ID } from '../../../src/constants';
import type { UsageDashboard } from '../../../src/usage/dashboard/dashboardPanel';
import type { RenderReport } from '../../../src/usage/dashboard/protocol';
import type { ExtensionApi } from '../../../src/extension';
import { poll, until } from '../../support/poll';
import { emulatorCall } from '../support/emulatorConnection';

describe('start-up, after the reload', function () {
  this.timeout(60_000);
  after(async () => {
    await emulatorCall('POST', '/_emulator/faults', { Latency: 0 });
  });

  it('shows the usage in the status bar without any command: the kept one at once, then the refreshed one', async () => {
    const extension = vscode.extensions.getExtension<ExtensionApi>(EXTENSION_ID);
    assert.ok(extension);
    await until('the extension to activate by itself (onStartupFinished)', () => extension.isActive, 30_000);
    const bar = extension.exports.usage.statusBar.item;
    const seen: string[] = [];
    const reaches = (text: string, timeoutMs: number): Promise<boolean> =>
      poll(
        () => {
          if (seen.at(-1) !== bar.text) {
            seen.push(bar.text);
          }
          return bar.text === text;
        },
        { what: `the status bar to read "${text}"`, timeoutMs, intervalMs: 20 },
      ).catch(() => false);
    // The service answers only after 3 s: what shows before that can only be the kept usage.
    assert.ok(
      await reaches('$(sync~spin) 900 left', 3_000),
      `the kept usage did not show while refreshing; the status bar showed ${JSON.stringify(seen)}`,
    );
    assert.ok(
      await reaches('$(cloud) 850 left', 30_000),
      `the refreshed usage did not show; the status bar showed ${JSON.stringify(seen)}`,
    );

    // The dashboard tab open before the reload is back, and its page draws the account's rows again.
    const dashboardTabs = (): vscode.Tab[] =>
      vscode.window.tabGroups.all
        .flatMap((g) => g.tabs)
        .filter((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.endsWith('convertFiles.usageDashboard'));
    await until('the dashboard tab to be restored', () => dashboardTabs().length > 0, 20_000);
    // The command brings the restored dashboard forward (a second tab would mean it was not restored).
    const dashboard = await vscode.commands.executeCommand<UsageDashboard>(Commands.showUsageDashboard);
    const renders: RenderReport[] = [];
    dashboard.onDidRender((r) => renders.push(r));
    void dashboard.refresh();
    await until('the restored dashboard to draw', () => renders.some((r) => r.error === undefined && r.summary !== undefined), 30_000);
    assert.equal(dashboardTabs().length, 1, 'the dashboard was opened again instead of restored');

    // What the window loaded from the extension's folder by now: the bundle and, since the refresh
    // sent requests, undici's engine (dist/undiciFetch.js, required by the first request, after
    // activation: test/unit/build.test.ts checks that loading the bundle does not require it); no jose.
    const root = extension.extensionPath;
    // code-server itself may live inside the checkout (.vscode-test): its own modules are not ours.
    const loaded = Object.keys(require.cache).filter(
      (path) => path.startsWith(root) && !path.includes('/out/test/') && !path.startsWith(`${root}/.vscode-test/`),
    );
    assert.ok(
      loaded.some((path) => path.endsWith('dist/extension.js')),
      `loaded: ${loaded.join(', ')}`,
    );
    assert.deepEqual(
      loaded.filter((path) => /jose/.test(path)),
      [],
    );
    const bytes = loaded.reduce((sum, path) => sum + statSync(path).size, 0);
    // For `npm run bench`, which runs this session to read the figures.
    const benchOut = process.env.CONVERT_FILES_BENCH_OUT;
    if (benchOut) {
      writeFileSync(
        benchOut,
        JSON.stringify({ activationMs: extension.exports.activationMs, loadMs: extension.exports.loadMs, files: loaded, bytes }),
      );
    }
  });
});
