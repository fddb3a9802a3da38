/**
 * The usage dashboard: a webview panel showing the account's conversions as a picture. The page
 * is locked down (CSP with a nonce, no remote content, only the extension's own script and style
 * readable) and renders from one JSON message; everything it shows comes from buildDashboard().
 */
import * as vscode from 'vscode';
import { Views } from '../../constants';
import { pageHead, pageNonce } from '../../ui/webviewPage';
import type { ConversionRecord, DateRange } from '../../service/admin';
import { buildDashboard } from './dashboardModel';
import type { DashboardStrings, FromWebview, RenderReport, ToWebview } from './protocol';
import { dateTime } from '../words';

/** The statistic rows of a range, as the admin client parsed them. */
export interface DashboardRows {
  readonly rows: readonly ConversionRecord[];
  readonly range: DateRange;
  /** The rows are the last ones loaded: a refresh since failed (said on the page, with their time). */
  readonly stale?: { readonly since: Date; readonly problem: string };
}

/** Where the dashboard gets its rows; `load` throws to show an error on the page. */
export interface DashboardSource {
  load(): Promise<DashboardRows>;
  /** Fires when fresher rows are available (the usage model refreshed); the page reloads. */
  readonly onDidChange?: vscode.Event<void>;
  /** Turns a load failure into one line for the user; the error's message otherwise. */
  describeError?(error: unknown): string;
  /** The page's Refresh button: fetch fresh rows at the service before `load` reads them. */
  reload?(): Promise<void>;
}

/** The open dashboard, for whoever opened it (and the host tests). */
export interface UsageDashboard {
  readonly panel: vscode.WebviewPanel;
  /** Fires each time the page has drawn the data, with what its DOM shows. */
  readonly onDidRender: vscode.Event<RenderReport>;
  /** Loads the rows again and redraws. */
  refresh(): Promise<void>;
}

function strings(): DashboardStrings {
  return {
    refresh: vscode.l10n.t('Refresh'),
    loading: vscode.l10n.t('Loading…'),
    summary: {
      one: vscode.l10n.t('{0} conversion, {1} failed, from {2} to {3} (UTC)'),
      other: vscode.l10n.t('{0} conversions, {1} failed, from {2} to {3} (UTC)'),
    },
    noConversions: vscode.l10n.t('No conversions in this period.'),
    undated: {
      one: vscode.l10n.t('{0} conversion without a usable date or outside the period is not shown.'),
      other: vscode.l10n.t('{0} conversions without a usable date or outside the period are not shown.'),
    },
    perDayHeading: vscode.l10n.t('Conversions per day'),
    barLabel: { one: vscode.l10n.t('{0}: {1} conversion, {2} failed'), other: vscode.l10n.t('{0}: {1} conversions, {2} failed') },
    chartDays: { one: vscode.l10n.t('Bar chart of {0} day'), other: vscode.l10n.t('Bar chart of {0} days') },
    chartBusiest: {
      one: vscode.l10n.t('the busiest day was {0} with {1} conversion.'),
      other: vscode.l10n.t('the busiest day was {0} with {1} conversions.'),
    },
    showAsTable: vscode.l10n.t('Show as table'),
    day: vscode.l10n.t('Day'),
    conversions: vscode.l10n.t('Conversions'),
    failed: vscode.l10n.t('Failed'),
    succeeded: vscode.l10n.t('Succeeded'),
    perConverterHeading: vscode.l10n.t('Per converter'),
    converter: vscode.l10n.t('Converter'),
    executionTimeHeading: vscode.l10n.t('Execution time'),
    median: vscode.l10n.t('Median'),
    p95: vscode.l10n.t('95th percentile'),
    max: vscode.l10n.t('Longest'),
    executionTimeBasis: {
      one: vscode.l10n.t('From {0} conversion that reported a time.'),
      other: vscode.l10n.t('From {0} conversions that reported a time.'),
    },
    noExecutionTimes: vscode.l10n.t('No conversion reported an execution time.'),
    recentHeading: vscode.l10n.t('Recent conversions'),
    filterPlaceholder: vscode.l10n.t('Filter by file, converter, format, status, error…'),
    filterCount: vscode.l10n.t('{0} of {1} shown'),
    time: vscode.l10n.t('Time (UTC)'),
    status: vscode.l10n.t('Status'),
    file: vscode.l10n.t('File'),
    duration: vscode.l10n.t('Duration'),
    ip: vscode.l10n.t('IP address'),
    error: vscode.l10n.t('Error'),
  };
}

function pageHtml(webview: vscode.Webview, extensionUri: vscode.Uri): string {
  const nonce = pageNonce();
  const script = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'dist', 'dashboard.js'));
  const style = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'media', 'dashboard', 'dashboard.css'));
  // No 'unsafe-inline' anywhere: the script sets geometry through SVG attributes and CSSOM only.
  const csp = [`default-src 'none'`, `style-src ${webview.cspSource}`, `img-src ${webview.cspSource}`, `script-src 'nonce-${nonce}'`];
  return `${pageHead(csp, [style.toString()], vscode.l10n.t('Usage Dashboard'))}
<body>
<main id="root" aria-busy="true"></main>
<script nonce="${nonce}" src="${script.toString()}"></script>
</body>
</html>`;
}

/** The sentence above stale rows: why they are not fresh, and from when. */
function staleNote(stale: NonNullable<DashboardRows['stale']>): string {
  return vscode.l10n.t('The last refresh failed ({0}). These are the conversions as of {1}.', stale.problem, dateTime(stale.since));
}

let current: UsageDashboard | undefined;

function options(extensionUri: vscode.Uri): vscode.WebviewPanelOptions & vscode.WebviewOptions {
  return {
    enableScripts: true,
    enableCommandUris: false,
    enableForms: false,
    localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'dist'), vscode.Uri.joinPath(extensionUri, 'media', 'dashboard')],
  };
}

/**
 * Opens the usage dashboard, or brings the open one forward and loads its rows again (the window
 * has one source, LazyDashboard's).
 */
export function openUsageDashboard(extensionUri: vscode.Uri, source: DashboardSource): UsageDashboard {
  if (current) {
    current.panel.reveal();
    void current.refresh();
    return current;
  }
  const panel = vscode.window.createWebviewPanel(
    Views.usageDashboard,
    vscode.l10n.t('Usage Dashboard'),
    vscode.ViewColumn.Active,
    options(extensionUri),
  );
  return attach(panel, extensionUri, source);
}

/**
 * Restores the dashboard VS Code kept open across a window reload (the panel serializer): the
 * page is drawn again from the source, as when it was opened. Returns it for the host tests.
 */
export function restoreUsageDashboard(panel: vscode.WebviewPanel, extensionUri: vscode.Uri, source: DashboardSource): UsageDashboard {
  panel.webview.options = options(extensionUri);
  if (current && current.panel !== panel) {
    // Only one dashboard at a time: the restored one takes the place of any other.
    current.panel.dispose();
  }
  return attach(panel, extensionUri, source);
}

function attach(panel: vscode.WebviewPanel, extensionUri: vscode.Uri, src: DashboardSource): UsageDashboard {
  panel.iconPath = vscode.Uri.joinPath(extensionUri, 'media', 'activity.svg');
  const rendered = new vscode.EventEmitter<RenderReport>();
  let last: ToWebview | undefined;
  let loads = 0;

  const post = (message: ToWebview): void => {
    last = message;
    void panel.webview.postMessage(message);
  };
  const refresh = async (): Promise<void> => {
    const mine = ++loads;
    if (last?.type === 'data') {
      post({ ...last, loading: true });
    }
    try {
      const { rows, range, stale } = await src.load();
      if (mine === loads) {
        post({
          type: 'data',
          data: buildDashboard(rows, range),
          strings: strings(),
          locale: vscode.env.language,
          loading: false,
          ...(stale ? { staleNote: staleNote(stale) } : {}),
        });
      }
    } catch (error) {
      if (mine === loads) {
        post({
          type: 'error',
          message: src.describeError?.(error) ?? (error instanceof Error ? error.message : String(error)),
          strings: strings(),
        });
      }
    }
  };
  const subscriptions = [
    rendered,
    src.onDidChange?.(() => void refresh()),
    panel.webview.onDidReceiveMessage((message: FromWebview) => {
      if (message.type === 'ready') {
        // A page that was hidden and comes back is a fresh page: give it what it showed.
        if (last) {
          void panel.webview.postMessage(last);
        } else {
          void refresh();
        }
      } else if (message.type === 'refresh') {
        void (src.reload?.() ?? Promise.resolve()).then(refresh, refresh);
      } else if (message.type === 'rendered') {
        rendered.fire(message.report);
      }
    }),
  ];
  panel.onDidDispose(() => {
    subscriptions.forEach((d) => d?.dispose());
    current = undefined;
  });
  panel.webview.html = pageHtml(panel.webview, extensionUri);

  current = { panel, onDidRender: rendered.event, refresh };
  return current;
}
