// The usage dashboard in a real webview: the page's script runs under its CSP and draws what the
// model computed (counted from the page's DOM and sent back), errors reach the page, and the
// panel reads nothing but its own script and style.
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { EXTENSION_ID } from '../../src/constants';
import { parseConversionRecord, type ConversionRecord } from '../../src/service/admin';
import {
  openUsageDashboard,
  type DashboardRows,
  type DashboardSource,
  type UsageDashboard,
} from '../../src/usage/dashboard/dashboardPanel';
import type { RenderReport } from '../../src/usage/dashboard/protocol';
import { until } from '../support/poll';
import { assertLockedDown } from './support/webviewPage';

function extensionUri(): vscode.Uri {
  const found = vscode.extensions.getExtension(EXTENSION_ID);
  assert.ok(found, `extension ${EXTENSION_ID} is not loaded in this host`);
  return found.extensionUri;
}

/** A source of these rows, for the days of `range`. */
function rowsOf(rows: readonly ConversionRecord[], range: DashboardRows['range'] = RANGE): DashboardSource {
  return { load: async () => ({ rows, range }) };
}

/** Collects the page's render reports from now on. */
function reports(dashboard: UsageDashboard): RenderReport[] {
  const seen: RenderReport[] = [];
  dashboard.onDidRender((r) => seen.push(r));
  return seen;
}

/** The rows as the service sends them, parsed as the admin client does. */
const ROWS = [
  {
    Result: true,
    CreatedAt: '2025-03-15T09:00:00Z',
    ExecutionTime: 1200,
    Converter: 'docx-to-pdf',
    SourceFormat: 'docx',
    DestinationFormat: 'pdf',
    Ip: '127.0.0.1',
    Source: 'a.docx',
    Error: null,
  },
  {
    Result: false,
    CreatedAt: '2025-03-15T10:00:00Z',
    ExecutionTime: 800,
    Converter: 'docx-to-pdf',
    SourceFormat: 'docx',
    DestinationFormat: 'pdf',
    Ip: '127.0.0.1',
    Source: 'b.docx',
    Error: 'The file is damaged.',
  },
  {
    Result: true,
    CreatedAt: '2025-03-13T12:00:00Z',
    ExecutionTime: 100,
    Converter: 'md-to-html',
    SourceFormat: 'md',
    DestinationFormat: 'html',
    Ip: '127.0.0.1',
    Source: 'c.md',
    Error: null,
  },
].map(parseConversionRecord);
const RANGE = { startDate: '2025-03-10', endDate: '2025-03-16' };

describe('usage dashboard', () => {
  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('draws the chart, its text table, the converters and the recent conversions from the rows', async () => {
    const dashboard = openUsageDashboard(extensionUri(), rowsOf(ROWS));
    const seen = reports(dashboard);
    const report = await until('the dashboard page to render', () => seen.find((r) => !r.error), 20_000);
    // 7 days in the range, one with a failure; the text equivalent has the same 7 rows.
    const { summary, chartLabel, ...counts } = report;
    assert.deepEqual(counts, {
      bars: 7,
      failedBars: 1,
      textRows: 7,
      converterRows: 2,
      recentRows: 3,
      // Issue 27, item 4: the rows' ExecutionTime reaches the page (800, 1200 and 100 ms).
      executionTimes: '800 ms | 1.2 sec | 1.2 sec | From 3 conversions that reported a time.',
    });
    assert.equal(summary, '3 conversions, 1 failed, from 2025-03-10 to 2025-03-16 (UTC)');
    assert.equal(chartLabel, 'Bar chart of 7 days; the busiest day was 2025-03-15 with 2 conversions.');
  });

  it('words counts of one in the singular (Intl plural rules), in the sentence and the chart description', async () => {
    const dashboard = openUsageDashboard(extensionUri(), rowsOf(ROWS.slice(2), { startDate: '2025-03-13', endDate: '2025-03-13' }));
    const seen = reports(dashboard);
    const report = await until('the dashboard page to render', () => seen.find((r) => !r.error), 20_000);
    assert.equal(report.summary, '1 conversion, 0 failed, from 2025-03-13 to 2025-03-13 (UTC)');
    assert.equal(report.chartLabel, 'Bar chart of 1 day; the busiest day was 2025-03-13 with 1 conversion.');
  });

  it('locks the page down: a nonce for the one script, no inline code, only its own files', () => {
    const dashboard = openUsageDashboard(extensionUri(), rowsOf([]));
    assertLockedDown(dashboard.panel.webview, extensionUri(), [['dist'], ['media', 'dashboard']]);
  });

  it('shows a failed load on the page, and the data once a refresh succeeds', async () => {
    let fail = true;
    const dashboard = openUsageDashboard(extensionUri(), {
      load: () => (fail ? Promise.reject(new Error('The Master Token was refused.')) : rowsOf(ROWS).load()),
    });
    const seen = reports(dashboard);
    await until('the error on the page', () => seen.find((r) => r.error === 'The Master Token was refused.'), 20_000);
    fail = false;
    await dashboard.refresh();
    const report = await until('the data after the refresh', () => seen.find((r) => !r.error), 20_000);
    assert.equal(report.bars, 7);
    assert.equal(report.recentRows, 3);
  });

  it('brings the open dashboard forward instead of opening a second one', async () => {
    let rows: readonly ConversionRecord[] = [];
    const source: DashboardSource = { load: async () => ({ rows, range: RANGE }) };
    const first = openUsageDashboard(extensionUri(), source);
    rows = ROWS;
    const second = openUsageDashboard(extensionUri(), source);
    assert.equal(second.panel, first.panel);
    const seen = reports(second);
    await until('the new rows on the same page', () => seen.find((r) => r.recentRows === 3), 20_000);
  });
});
