// The Usage view's statistics range and CSV export in the real extension host, against a seeded
// emulator account: Custom… with two checked dates, the export written, never replaced without
// asking, and cancelled with its request aborted and nothing written.
//
// Each test builds its own view with useUsageViews()'s newView() (support/usageSuite.ts), with the
// window focus, the interval and (for counting) the service address its own; the view the
// extension registered runs beside it against the same store and emulator.
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { chooseStatisticsRange, exportStatisticsCsv } from '../../src/commands/usageStatistics';
import { StateKeys } from '../../src/constants';
import { CancelledError, isCancellation } from '../../src/service/errors';
import { uriExists } from '../../src/workspace/outputTarget';
import { until } from '../support/poll';
import { convertAtEmulator, useUsageViews } from './support/usageSuite';
import { row, section } from './support/usageTree';

describe('usage view and status bar', function () {
  this.timeout(60_000);
  const suite = useUsageViews();
  const { prompts, newView } = suite;

  it('chooses another range (Custom… with two checked dates) and exports it as CSV', async () => {
    const view = newView();
    await view.ready;
    assert.equal(await convertAtEmulator(suite.account.apiToken, 'one.md', '# One\n', 'md', 'html'), 200);
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
    assert.deepEqual(suite.services.context.globalState.get(StateKeys.statisticsRange), {
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
      const written = await prompts.run(() => exportStatisticsCsv(view.model, suite.services));
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
      assert.equal(await prompts.run(() => exportStatisticsCsv(view.model, suite.services)), undefined);
      assert.equal(Buffer.from(await vscode.workspace.fs.readFile(target)).toString('utf8'), 'mine\n');
      prompts.expect('warning', 'Replace', /already exists/);
      await prompts.run(() => exportStatisticsCsv(view.model, suite.services));
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
        const real = await suite.services.clients.adminClient();
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
    const ui = suite.services.commandUi;
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
      const exporting = prompts.run(() => exportStatisticsCsv(view.model, suite.services));
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
});
