/**
 * The usage dashboard page. Runs in the webview (bundled to dist/dashboard.js), draws from the one
 * JSON message the panel sends, and holds no data of its own. No framework and no innerHTML:
 * every text goes through textContent, so nothing the service sends can become markup.
 */
import type { DashboardData, RecentRow } from '../dashboardModel';
import type { DashboardStrings, FromWebview, Plural, RenderReport, ToWebview } from '../protocol';
import { plural } from '../../../util/intlWords';
import { filterRecent } from '../recentFilter';
import { el, fill } from '../../../viewer/webview/dom';

declare function acquireVsCodeApi(): { postMessage(message: FromWebview): void; setState(state: unknown): void };

const vscodeApi = acquireVsCodeApi();
const root = document.getElementById('root')!;
const SVG = 'http://www.w3.org/2000/svg';
let filterText = '';
/** The display language of the data being shown (the extension sends it with the data). */
let pageLocale = 'en';

/** The form of a counted wording for `count`, by the display language's plural rules. */
function form(forms: Plural, count: number): string {
  return plural(count, pageLocale, forms);
}

function table(caption: string | undefined, headers: string[], rows: (string | Node)[][], className?: string): HTMLTableElement {
  const t = el('table', className ? { className } : {});
  if (caption) {
    t.append(el('caption', { className: 'visually-hidden', textContent: caption }));
  }
  const head = el('tr');
  for (const h of headers) {
    const th = el('th', { textContent: h });
    th.scope = 'col';
    head.append(th);
  }
  t.append(el('thead', {}, head));
  const body = el('tbody');
  for (const cells of rows) {
    body.append(el('tr', {}, ...cells.map((c) => el('td', {}, typeof c === 'string' ? document.createTextNode(c) : c))));
  }
  t.append(body);
  return t;
}

function chart(data: DashboardData, s: DashboardStrings, n: Intl.NumberFormat): HTMLElement {
  const busiest = data.days.reduce((best, d) => (d.total > best.total ? d : best), data.days[0] ?? { date: '', total: 0, failed: 0 });
  const max = Math.max(1, busiest.total);
  const barWidth = 10;
  const height = 100;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${data.days.length * barWidth} ${height}`);
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('role', 'img');
  svg.setAttribute(
    'aria-label',
    `${fill(form(s.chartDays, data.days.length), n.format(data.days.length))}; ${fill(form(s.chartBusiest, busiest.total), busiest.date, n.format(busiest.total))}`,
  );
  svg.classList.add('chart');
  data.days.forEach((day, i) => {
    const g = document.createElementNS(SVG, 'g');
    const title = document.createElementNS(SVG, 'title');
    title.textContent = fill(form(s.barLabel, day.total), day.date, n.format(day.total), n.format(day.failed));
    g.append(title);
    // A full-height transparent rect keeps empty days hoverable.
    const hit = document.createElementNS(SVG, 'rect');
    hit.setAttribute('x', String(i * barWidth));
    hit.setAttribute('y', '0');
    hit.setAttribute('width', String(barWidth));
    hit.setAttribute('height', String(height));
    hit.classList.add('hit');
    g.append(hit);
    const ok = day.total - day.failed;
    const okHeight = (ok / max) * height;
    const failedHeight = (day.failed / max) * height;
    for (const [value, h, y, cls] of [
      [ok, okHeight, height - okHeight, 'bar'],
      [day.failed, failedHeight, height - okHeight - failedHeight, 'bar failed'],
    ] as const) {
      if (value > 0) {
        const r = document.createElementNS(SVG, 'rect');
        r.setAttribute('x', String(i * barWidth + 1));
        r.setAttribute('y', String(y));
        r.setAttribute('width', String(barWidth - 2));
        r.setAttribute('height', String(h));
        r.setAttribute('class', cls);
        g.append(r);
      }
    }
    svg.append(g);
  });
  const axis = el(
    'div',
    { className: 'axis' },
    el('span', { textContent: data.startDate }),
    el('span', { textContent: `${s.conversions}: 0–${n.format(max)}` }),
    el('span', { textContent: data.endDate }),
  );
  const legend = el(
    'div',
    { className: 'legend' },
    el('span', { className: 'swatch' }),
    el('span', { textContent: s.succeeded }),
    el('span', { className: 'swatch failed' }),
    el('span', { textContent: s.failed }),
  );
  // The text equivalent: the same numbers as a table, one row per day.
  const details = el(
    'details',
    {},
    el('summary', { textContent: s.showAsTable }),
    table(
      s.perDayHeading,
      [s.day, s.conversions, s.failed],
      data.days.map((d) => [d.date, n.format(d.total), n.format(d.failed)]),
      'per-day',
    ),
  );
  return el('section', {}, el('h2', { textContent: s.perDayHeading }), svg, axis, legend, details);
}

function converters(data: DashboardData, s: DashboardStrings, n: Intl.NumberFormat): HTMLElement {
  const max = Math.max(1, ...data.converters.map((c) => c.total));
  const rows = data.converters.map((c) => {
    const meter = el('span', { className: 'meter' });
    const fillBar = el('span', { className: 'meter-fill' });
    // CSSOM, not a style attribute: the CSP allows no inline styles.
    fillBar.style.width = `${(c.total / max) * 100}%`;
    meter.append(fillBar);
    meter.setAttribute('aria-hidden', 'true');
    return [c.converter, el('span', {}, document.createTextNode(n.format(c.total)), meter), n.format(c.failed)];
  });
  return el(
    'section',
    {},
    el('h2', { textContent: s.perConverterHeading }),
    table(undefined, [s.converter, s.conversions, s.failed], rows, 'converters'),
  );
}

function duration(ms: number, locale: string): string {
  return ms < 1000
    ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 0 }).format(ms)
    : new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', maximumFractionDigits: 1 }).format(ms / 1000);
}

function executionTimes(data: DashboardData, s: DashboardStrings, locale: string, n: Intl.NumberFormat): HTMLElement {
  const section = el('section', { className: 'execution-times' }, el('h2', { textContent: s.executionTimeHeading }));
  const t = data.executionTimes;
  if (!t) {
    section.append(el('p', { textContent: s.noExecutionTimes }));
    return section;
  }
  const stats = el('dl', { className: 'stats' });
  for (const [label, value] of [
    [s.median, t.medianMs],
    [s.p95, t.p95Ms],
    [s.max, t.maxMs],
  ] as const) {
    stats.append(el('div', {}, el('dt', { textContent: label }), el('dd', { textContent: duration(value, locale) })));
  }
  section.append(stats, el('p', { className: 'note', textContent: fill(form(s.executionTimeBasis, t.count), n.format(t.count)) }));
  return section;
}

function recent(data: DashboardData, s: DashboardStrings, locale: string, n: Intl.NumberFormat): HTMLElement {
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const input = el('input', { className: 'filter' });
  input.type = 'search';
  // A refresh redraws the page; what the user typed stays.
  input.value = filterText;
  input.placeholder = s.filterPlaceholder;
  input.setAttribute('aria-label', s.filterPlaceholder);
  const count = el('p', { className: 'note' });
  count.setAttribute('aria-live', 'polite');
  const holder = el('div');
  const draw = (): void => {
    const rows = filterRecent(data.recent, input.value, s.failed, s.succeeded);
    count.textContent = fill(s.filterCount, n.format(rows.length), n.format(data.recent.length));
    const cells = rows.map((r: RecentRow) => {
      const status = el('span', { className: r.failed ? 'status failed' : 'status', textContent: r.failed ? s.failed : s.succeeded });
      return [
        r.createdAt ? when.format(new Date(r.createdAt)) : '',
        status,
        r.source ?? '',
        r.converter ?? '',
        r.executionTimeMs === undefined ? '' : duration(r.executionTimeMs, locale),
        r.ip ?? '',
        r.error ?? '',
      ];
    });
    holder.replaceChildren(table(s.recentHeading, [s.time, s.status, s.file, s.converter, s.duration, s.ip, s.error], cells, 'recent'));
  };
  input.addEventListener('input', () => {
    filterText = input.value;
    draw();
  });
  draw();
  return el('section', {}, el('h2', { textContent: s.recentHeading }), input, count, holder);
}

function header(s: DashboardStrings, loading: boolean): HTMLElement {
  const button = el('button', { textContent: s.refresh });
  button.addEventListener('click', () => vscodeApi.postMessage({ type: 'refresh' }));
  const bar = el('div', { className: 'toolbar' }, button);
  if (loading) {
    bar.append(el('span', { className: 'note', textContent: s.loading }));
  }
  return bar;
}

/** The execution-time figures and the sentence under them, as the page shows them. */
function executionTimesShown(): string | undefined {
  const section = root.querySelector('section.execution-times');
  return section ? Array.from(section.querySelectorAll('dd, p'), (e) => e.textContent ?? '').join(' | ') : undefined;
}

function report(error?: string): RenderReport {
  return {
    bars: root.querySelectorAll('svg.chart g').length,
    failedBars: root.querySelectorAll('svg.chart rect.failed').length,
    textRows: root.querySelectorAll('table.per-day tbody tr').length,
    converterRows: root.querySelectorAll('table.converters tbody tr').length,
    recentRows: root.querySelectorAll('table.recent tbody tr').length,
    summary: root.querySelector('p.summary')?.textContent ?? undefined,
    chartLabel: root.querySelector('svg.chart')?.getAttribute('aria-label') ?? undefined,
    stale: root.querySelector('p.stale')?.textContent ?? undefined,
    executionTimes: executionTimesShown(),
    error,
  };
}

function render(message: ToWebview): void {
  const s = message.strings;
  if (message.type === 'error') {
    const p = el('p', { className: 'error', textContent: message.message });
    p.setAttribute('role', 'alert');
    root.replaceChildren(header(s, false), p);
    root.setAttribute('aria-busy', 'false');
    vscodeApi.postMessage({ type: 'rendered', report: report(message.message) });
    return;
  }
  const { data, locale } = message;
  pageLocale = locale;
  const n = new Intl.NumberFormat(locale);
  const parts: Node[] = [header(s, message.loading)];
  if (message.staleNote) {
    const note = el('p', { className: 'stale', textContent: message.staleNote });
    note.setAttribute('role', 'status');
    parts.push(note);
  }
  parts.push(
    el('p', {
      className: 'summary',
      textContent: fill(form(s.summary, data.total), n.format(data.total), n.format(data.failed), data.startDate, data.endDate),
    }),
  );
  if (data.undated > 0) {
    parts.push(el('p', { className: 'note', textContent: fill(form(s.undated, data.undated), n.format(data.undated)) }));
  }
  if (data.total === 0) {
    parts.push(el('p', { textContent: s.noConversions }));
  }
  if (data.days.length > 0) {
    parts.push(chart(data, s, n));
  }
  parts.push(converters(data, s, n), executionTimes(data, s, locale, n), recent(data, s, locale, n));
  root.replaceChildren(...parts);
  root.setAttribute('aria-busy', String(message.loading));
  vscodeApi.postMessage({ type: 'rendered', report: report() });
}

window.addEventListener('message', (event: MessageEvent<ToWebview>) => render(event.data));
// A state of its own, so that VS Code keeps the tab across a window reload and its serializer restores it.
vscodeApi.setState({ page: 'usageDashboard' });
vscodeApi.postMessage({ type: 'ready' });
