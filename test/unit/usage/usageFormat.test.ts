import { strict as assert } from 'node:assert';
import type { ConversionRecord } from '../../../src/service/admin';
import {
  checkRangeDate,
  consumptionOf,
  csvFileName,
  DEFAULT_RANGE,
  levelOf,
  outcomeOf,
  parseIsoDate,
  parseRangeChoice,
  periodsOf,
  resolveRange,
  statusLevelOf,
  summarize,
  timeAgo,
} from '../../../src/usage/usageFormat';
import { formatNumber, formatPercent } from '../../../src/util/numberFormat';

const NOW = new Date('2025-03-15T10:30:00Z');

describe('usage view: date ranges', () => {
  it('resolves the presets to UTC days ending today, both ends included', () => {
    assert.deepEqual(resolveRange({ kind: 'last7' }, NOW), { startDate: '2025-03-09', endDate: '2025-03-15' });
    assert.deepEqual(resolveRange({ kind: 'last30' }, NOW), { startDate: '2025-02-14', endDate: '2025-03-15' });
    assert.deepEqual(resolveRange({ kind: 'thisMonth' }, NOW), { startDate: '2025-03-01', endDate: '2025-03-15' });
    assert.deepEqual(resolveRange({ kind: 'custom', startDate: '2024-12-01', endDate: '2024-12-31' }, NOW), {
      startDate: '2024-12-01',
      endDate: '2024-12-31',
    });
  });

  it('counts days in UTC, whatever the hour', () => {
    assert.deepEqual(resolveRange({ kind: 'last7' }, new Date('2025-03-15T23:59:59Z')), { startDate: '2025-03-09', endDate: '2025-03-15' });
    assert.deepEqual(resolveRange({ kind: 'thisMonth' }, new Date('2025-03-01T00:00:00Z')), {
      startDate: '2025-03-01',
      endDate: '2025-03-01',
    });
  });

  it('shows the last 7 days beside the last 30, from the same rows', () => {
    assert.deepEqual(
      periodsOf({ kind: 'last30' }, NOW).map((p) => [p.kind, p.range.startDate, p.range.endDate]),
      [
        ['last7', '2025-03-09', '2025-03-15'],
        ['last30', '2025-02-14', '2025-03-15'],
      ],
    );
    assert.deepEqual(
      periodsOf({ kind: 'thisMonth' }, NOW).map((p) => p.kind),
      ['thisMonth'],
    );
  });

  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    assert.equal(parseIsoDate('2025-02-28')?.toISOString(), '2025-02-28T00:00:00.000Z');
    assert.equal(parseIsoDate('2024-02-29')?.toISOString(), '2024-02-29T00:00:00.000Z');
    for (const bad of ['2025-02-29', '2025-02-30', '2025-13-01', '2025-3-1', '15.03.2025', '', 'today']) {
      assert.equal(parseIsoDate(bad), undefined, bad);
    }
  });

  it('validates the two dates of a custom range', () => {
    assert.equal(checkRangeDate('2025-03-01', NOW), undefined);
    assert.equal(checkRangeDate('2025-02-30', NOW), 'format');
    assert.equal(checkRangeDate('2025-03-16', NOW), 'future');
    assert.equal(checkRangeDate('2025-03-15', NOW), undefined);
    assert.equal(checkRangeDate('2025-02-01', NOW, '2025-03-01'), 'beforeStart');
    assert.equal(checkRangeDate('2025-03-01', NOW, '2025-03-01'), undefined);
  });

  it('reads a stored choice back, and anything damaged as the default', () => {
    assert.deepEqual(parseRangeChoice({ kind: 'thisMonth' }), { kind: 'thisMonth' });
    assert.deepEqual(parseRangeChoice({ kind: 'custom', startDate: '2025-01-01', endDate: '2025-01-31' }), {
      kind: 'custom',
      startDate: '2025-01-01',
      endDate: '2025-01-31',
    });
    assert.deepEqual(parseRangeChoice({ kind: 'custom', startDate: '2025-01-31', endDate: '2025-01-01' }), DEFAULT_RANGE);
    assert.deepEqual(parseRangeChoice({ kind: 'custom', startDate: '2025-02-30', endDate: '2025-03-01' }), DEFAULT_RANGE);
    assert.deepEqual(parseRangeChoice(undefined), DEFAULT_RANGE);
    assert.deepEqual(parseRangeChoice('last7'), DEFAULT_RANGE);
  });

  it('names the CSV file after the range', () => {
    assert.equal(csvFileName({ startDate: '2025-03-01', endDate: '2025-03-15' }), 'convert-files-statistics-2025-03-01_2025-03-15.csv');
  });
});

describe('usage view: statistics aggregation', () => {
  // Revision 2: one row per conversion (Result, CreatedAt, Converter, …), not pre-summed rows.
  const at = (day: string, converter: string, n: number, failed = 0): ConversionRecord[] =>
    Array.from({ length: n }, (_, i) => ({
      createdAt: `${day}T0${i % 10}:00:00.000Z`,
      converter,
      result: i >= failed,
      error: i < failed ? 'The file is damaged.' : undefined,
    }));
  const rows: ConversionRecord[] = [
    ...at('2025-03-14', 'docx-to-pdf', 6, 1),
    ...at('2025-03-14', 'md-to-html', 1),
    ...at('2025-03-01', 'pdf-to-split', 3, 2),
    ...at('2025-02-20', 'md-to-html', 5),
  ];

  it('counts per day (newest first), per converter (most used first) and failures, which cost nothing', () => {
    const s = summarize(rows, { startDate: '2025-02-14', endDate: '2025-03-15' });
    assert.deepEqual(s.totals, { conversions: 12, cost: 12, failed: 3 });
    assert.deepEqual(
      s.days.map((d) => [d.date, d.conversions, d.failed]),
      [
        ['2025-03-14', 6, 1],
        ['2025-03-01', 1, 2],
        ['2025-02-20', 5, 0],
      ],
    );
    assert.deepEqual(
      s.days[0]!.converters.map((c) => [c.converter, c.conversions, c.failed]),
      [
        ['docx-to-pdf', 5, 1],
        ['md-to-html', 1, 0],
      ],
    );
    assert.deepEqual(
      s.converters.map((c) => [c.converter, c.conversions, c.cost, c.failed]),
      [
        ['docx-to-pdf', 5, 5, 1],
        ['md-to-html', 6, 6, 0],
        ['pdf-to-split', 1, 1, 2],
      ],
    );
  });

  it('keeps only the rows of the period (the 7 days inside the 30)', () => {
    const s = summarize(rows, { startDate: '2025-03-09', endDate: '2025-03-15' });
    assert.deepEqual(s.totals, { conversions: 6, cost: 6, failed: 1 });
    assert.deepEqual(
      s.days.map((d) => d.date),
      ['2025-03-14'],
    );
  });

  it('tolerates rows with missing members: a converter from the formats, no Result decided by Error', () => {
    const s = summarize(
      [{ createdAt: '2025-03-14T10:00:00.000Z' }, { sourceFormat: 'docx', destinationFormat: 'pdf', result: true }, { error: 'Timeout' }],
      { startDate: '2025-03-01', endDate: '2025-03-15' },
    );
    assert.deepEqual(s.totals, { conversions: 2, cost: 2, failed: 1 });
    assert.deepEqual(s.converters.map((c) => c.converter).sort(), ['?', 'docx-to-pdf']);
  });

  it('gives an empty summary for no rows', () => {
    const s = summarize([], { startDate: '2025-03-09', endDate: '2025-03-15' });
    assert.deepEqual([s.totals, s.days, s.converters], [{ conversions: 0, cost: 0, failed: 0 }, [], []]);
  });
});

describe('usage view: consumption and the status bar level', () => {
  it('computes consumed, remaining and the shares', () => {
    assert.deepEqual(consumptionOf({ conversionsTotal: 4000, conversionsConsumed: 642 }), {
      total: 4000,
      consumed: 642,
      remaining: 3358,
      usedFraction: 0.1605,
      remainingFraction: 0.8395,
    });
    assert.equal(consumptionOf({ conversionsTotal: 10, conversionsConsumed: 12 })?.remaining, 0);
    assert.equal(consumptionOf({ fullName: 'x' }), undefined);
    assert.equal(consumptionOf(undefined), undefined);
  });

  it('is ok at 50 %, low under the threshold, empty at 0', () => {
    const at = (consumed: number) => levelOf(consumptionOf({ conversionsTotal: 1000, conversionsConsumed: consumed })!, 10);
    assert.equal(at(500), 'ok');
    assert.equal(at(900), 'ok'); // exactly 10 % left is not under 10 %
    assert.equal(at(901), 'low');
    assert.equal(at(999), 'low');
    assert.equal(at(1000), 'empty');
    assert.equal(levelOf(consumptionOf({ conversionsTotal: 0, conversionsConsumed: 0 })!, 10), 'empty');
    assert.equal(levelOf(consumptionOf({ conversionsTotal: 1000, conversionsConsumed: 999 })!, 0), 'ok');
  });

  it('says signed out, loading and error before it looks at the numbers', () => {
    const c = consumptionOf({ conversionsTotal: 1000, conversionsConsumed: 500 });
    const base = { signedIn: true, loading: false, failed: false, consumption: c, warningPercent: 10 } as const;
    assert.equal(statusLevelOf(base), 'ok');
    assert.equal(statusLevelOf({ ...base, signedIn: false }), 'signedOut');
    assert.equal(statusLevelOf({ ...base, signedIn: undefined }), 'loading');
    assert.equal(statusLevelOf({ ...base, loading: true }), 'loading');
    assert.equal(statusLevelOf({ ...base, failed: true }), 'error');
    assert.equal(statusLevelOf({ ...base, consumption: undefined }), 'error');
  });
});

describe('usage view: log entries and formatting', () => {
  it('tells succeeded from failed by the Result the service gives', () => {
    assert.equal(outcomeOf({ result: true }), 'succeeded');
    assert.equal(outcomeOf({ result: false }), 'failed');
    assert.equal(outcomeOf({ result: false, error: 'The file is damaged.' }), 'failed');
    assert.equal(outcomeOf({ error: 'something broke' }), 'failed');
    assert.equal(outcomeOf({}), 'unknown');
  });

  it('says how long ago in the largest whole unit', () => {
    const ago = (ms: number) => timeAgo(new Date(NOW.getTime() - ms), NOW);
    assert.deepEqual(ago(30_000), { unit: 'now', value: 0 });
    assert.deepEqual(ago(-5_000), { unit: 'now', value: 0 }); // a server clock a little ahead
    assert.deepEqual(ago(5 * 60_000), { unit: 'minutes', value: 5 });
    assert.deepEqual(ago(3 * 3_600_000 + 59 * 60_000), { unit: 'hours', value: 3 });
    assert.deepEqual(ago(2 * 86_400_000), { unit: 'days', value: 2 });
    assert.deepEqual(ago(65 * 86_400_000), { unit: 'months', value: 2 });
    assert.deepEqual(ago(800 * 86_400_000), { unit: 'years', value: 2 });
  });

  it('formats numbers and percentages for the display language', () => {
    assert.equal(formatNumber(3358, 'en'), '3,358');
    assert.equal(formatNumber(1234567, 'de'), '1.234.567');
    assert.equal(formatPercent(0.5, 'en'), '50%');
    assert.equal(formatPercent(0.1605, 'en'), '16.1%');
    assert.equal(formatNumber(3358, 'not a locale!'), (3358).toLocaleString());
  });
});
