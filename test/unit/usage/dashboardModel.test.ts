import { strict as assert } from 'node:assert';
import { normaliseTime, parseConversionRecord, type ConversionRecord } from '../../../src/service/admin';
import { buildDashboard, daysBetween, executionTimesOf } from '../../../src/usage/dashboard/dashboardModel';
import { filterRecent } from '../../../src/usage/dashboard/recentFilter';

/** A row as GET /user/statistic sends it (CONTRACT.md revision 2), parsed as the admin client does. */
function row(createdAt: string, converter: string, ms: number, result = true, extra: Record<string, unknown> = {}): ConversionRecord {
  const [from, to] = converter.split('-to-');
  return parseConversionRecord({
    Result: result,
    CreatedAt: createdAt,
    ExecutionTime: ms,
    Converter: converter,
    SourceFormat: from,
    DestinationFormat: to,
    Ip: '203.0.113.7',
    Source: `file-${createdAt.slice(0, 10)}.${from}`,
    Error: result ? null : 'The file is damaged.',
    ...extra,
  });
}

// Newest first, as the service is guessed to send them, but with one out of order on purpose.
const ROWS = [
  row('2025-03-15T09:00:00Z', 'docx-to-pdf', 1200),
  row('2025-03-15T23:59:59Z', 'docx-to-pdf', 800, false),
  row('2025-03-13T00:00:00Z', 'md-to-html', 100),
  row('2025-03-13T12:30:00+02:00', 'png-to-jpg', 300),
  row('2025-03-12T23:30:00-01:00', 'docx-to-pdf', 2000, false), // 2025-03-13 00:30 UTC
  row('2025-03-11T08:00:00Z', 'md-to-html', 150),
];

const RANGE = { startDate: '2025-03-10', endDate: '2025-03-16' };

describe('usage dashboard: model', () => {
  it('counts conversions per UTC day over the whole range, empty days included', () => {
    const data = buildDashboard(ROWS, RANGE);
    assert.deepEqual(data.days, [
      { date: '2025-03-10', total: 0, failed: 0 },
      { date: '2025-03-11', total: 1, failed: 0 },
      { date: '2025-03-12', total: 0, failed: 0 },
      { date: '2025-03-13', total: 3, failed: 1 },
      { date: '2025-03-14', total: 0, failed: 0 },
      { date: '2025-03-15', total: 2, failed: 1 },
      { date: '2025-03-16', total: 0, failed: 0 },
    ]);
    assert.equal(data.total, 6);
    assert.equal(data.failed, 2);
    assert.equal(data.undated, 0);
    assert.equal(data.startDate, '2025-03-10');
    assert.equal(data.endDate, '2025-03-16');
  });

  it('splits by converter, most used first, ties by name', () => {
    const data = buildDashboard(ROWS, RANGE);
    assert.deepEqual(data.converters, [
      { converter: 'docx-to-pdf', total: 3, failed: 2 },
      { converter: 'md-to-html', total: 2, failed: 0 },
      { converter: 'png-to-jpg', total: 1, failed: 0 },
    ]);
  });

  it('gives median, p95 and max execution time from the rows as the Usage view holds them (parsed once)', () => {
    // Issue 27, item 4: the dashboard read the already parsed rows as raw ones and lost every ExecutionTime.
    assert.ok(ROWS.every((r) => r.executionTimeMs !== undefined));
    // 100 150 300 800 1200 2000: median (300+800)/2, p95 rank ceil(5.7) = 6th value.
    assert.deepEqual(buildDashboard(ROWS, RANGE).executionTimes, { count: 6, medianMs: 550, p95Ms: 2000, maxMs: 2000 });
    const twenty = Array.from({ length: 20 }, (_, i) => (i + 1) * 10);
    assert.deepEqual(executionTimesOf(twenty), { count: 20, medianMs: 105, p95Ms: 190, maxMs: 200 });
    assert.deepEqual(executionTimesOf([7]), { count: 1, medianMs: 7, p95Ms: 7, maxMs: 7 });
    assert.equal(executionTimesOf([]), undefined);
  });

  it('lists recent conversions newest first, whatever order they came in, capped', () => {
    const data = buildDashboard(ROWS, RANGE, 3);
    assert.deepEqual(
      data.recent.map((r) => [r.createdAt, r.failed, r.converter]),
      [
        ['2025-03-15T23:59:59.000Z', true, 'docx-to-pdf'],
        ['2025-03-15T09:00:00.000Z', false, 'docx-to-pdf'],
        ['2025-03-13T10:30:00.000Z', false, 'png-to-jpg'],
      ],
    );
    assert.deepEqual(data.recent[0], {
      result: false,
      createdAt: '2025-03-15T23:59:59.000Z',
      failed: true,
      converter: 'docx-to-pdf',
      sourceFormat: 'docx',
      destinationFormat: 'pdf',
      source: 'file-2025-03-15.docx',
      executionTimeMs: 800,
      ip: '203.0.113.7',
      error: 'The file is damaged.',
    });
  });

  it('tolerates missing, extra and oddly typed members', () => {
    const rows: unknown[] = [
      {
        createdat: '2025-03-15T10:00:00',
        result: 'false',
        executiontime: '42',
        sourceformat: 'DOCX',
        destinationformat: 'PDF',
        Extra: { nested: 1 },
      },
      { CreatedAt: '2025-03-15T11:00:00Z', Error: 'Timeout' }, // no Result: the Error decides
      { CreatedAt: '2025-03-15T12:00:00Z' }, // nothing but a time: counted, succeeded, converter unknown
      { CreatedAt: 'yesterday', Result: true }, // unreadable time
      { Result: true }, // no time at all
      null,
      'not a row',
    ];
    const data = buildDashboard(rows.map(parseConversionRecord), { startDate: '2025-03-15', endDate: '2025-03-15' });
    assert.equal(data.total, 3);
    assert.equal(data.failed, 2);
    assert.equal(data.undated, 4);
    assert.deepEqual(data.days, [{ date: '2025-03-15', total: 3, failed: 2 }]);
    assert.deepEqual(data.converters, [
      { converter: '?', total: 2, failed: 1 },
      { converter: 'docx-to-pdf', total: 1, failed: 1 },
    ]);
    assert.deepEqual(data.executionTimes, { count: 1, medianMs: 42, p95Ms: 42, maxMs: 42 });
    assert.deepEqual(parseConversionRecord({ ExecutionTime: -5, Converter: '', Ip: 12 }), {
      result: undefined,
      createdAt: undefined,
      executionTimeMs: undefined,
      converter: undefined,
      sourceFormat: undefined,
      destinationFormat: undefined,
      ip: '12',
      source: undefined,
      error: undefined,
    });
  });

  it('counts rows outside the requested range apart instead of stretching the chart', () => {
    const data = buildDashboard(ROWS, { startDate: '2025-03-13', endDate: '2025-03-14' });
    assert.equal(data.total, 3);
    assert.equal(data.undated, 3);
    assert.equal(data.days.length, 2);
    assert.equal(data.recent.length, 3);
  });

  it('shows an empty dashboard for no rows', () => {
    const data = buildDashboard([], { startDate: '2025-02-27', endDate: '2025-03-02' });
    assert.deepEqual([data.total, data.failed, data.recent.length, data.executionTimes], [0, 0, 0, undefined]);
    assert.deepEqual(
      data.days.map((d) => d.date),
      ['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02'],
    );
  });

  it('reads times without an offset as UTC', () => {
    assert.equal(normaliseTime('2025-03-15T23:30:00'), '2025-03-15T23:30:00.000Z');
    assert.equal(normaliseTime('2025-03-15T23:30:00+0100'), '2025-03-15T22:30:00.000Z');
    assert.equal(normaliseTime('2025-03-15'), '2025-03-15T00:00:00.000Z');
    assert.equal(normaliseTime(''), undefined);
    assert.deepEqual(daysBetween('2024-02-28', '2024-03-01'), ['2024-02-28', '2024-02-29', '2024-03-01']);
  });
});

describe('usage dashboard: recent conversions filter', () => {
  const recent = buildDashboard(ROWS, RANGE).recent;

  it('matches every word in any column, case-insensitively', () => {
    assert.equal(filterRecent(recent, '').length, 6);
    assert.equal(filterRecent(recent, 'DOCX').length, 3);
    assert.equal(filterRecent(recent, 'docx failed').length, 2);
    assert.equal(filterRecent(recent, 'damaged').length, 2);
    assert.equal(filterRecent(recent, '2025-03-13').length, 3);
    assert.equal(filterRecent(recent, 'md succeeded').length, 2);
    assert.equal(filterRecent(recent, 'xlsx').length, 0);
  });

  it('matches the status words the table shows in the user’s language', () => {
    assert.equal(filterRecent(recent, 'fehlgeschlagen', 'Fehlgeschlagen', 'Erfolgreich').length, 2);
    assert.equal(filterRecent(recent, 'failed', 'Fehlgeschlagen', 'Erfolgreich').length, 0);
  });

  it('shows server text as the usage view does: one line, no bidi tricks, credentials redacted', () => {
    const record = parseConversionRecord({
      CreatedAt: '2025-03-15T11:00:00Z',
      Result: false,
      Source: 'https://example.com/page?Token=abcdef123456&x=1',
      Converter: 'web\u202Eftp',
      Error: 'Bad request\nFAKE LOG LINE {"Password":"hunter2"}',
    });
    assert.equal(record.source, 'https://example.com/page?Token=***&x=1');
    assert.equal(record.converter, 'webftp');
    assert.equal(record.error, 'Bad request FAKE LOG LINE {"Password":"***"}');
  });
});
