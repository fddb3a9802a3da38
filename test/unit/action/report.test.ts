// The counts the action reports, read from the command line's last line (fixed text or --json's
// summary object), and what it writes of them: outputs and the job summary's table.
import { strict as assert } from 'node:assert';
import { outputLines, summaryMarkdown, tallyOf } from '../../../src/action/report';
import { summaryLine } from '../../../src/cli/lines';

describe('action: the summary it reports', () => {
  it('reads the command line’s own summary line (built by summaryLine), estimated costs and a longer line too', () => {
    const line = summaryLine({ converted: 3, upToDate: 2, failed: 1, conversionsUsed: 4, costAssumed: false } as Parameters<
      typeof summaryLine
    >[0]);
    assert.deepEqual(tallyOf(['docs/a.md → docs/a.pdf', line, '']), {
      converted: 3,
      upToDate: 2,
      failed: 1,
      conversions: 4,
      conversionsEstimated: false,
    });
    assert.equal(tallyOf(['0 converted, 0 up to date, 2 failed, about 2 conversions used'])?.conversionsEstimated, true);
    assert.equal(tallyOf(['1 converted, 0 up to date, 0 failed, 1 conversions used, 3 not started'])?.converted, 1);
    // Exactly one conversion: the line says "1 conversion used" now (issue 44); the older "1 conversions used" is still read.
    const one = summaryLine({ converted: 1, upToDate: 0, failed: 0, conversionsUsed: 1, costAssumed: false } as Parameters<
      typeof summaryLine
    >[0]);
    assert.equal(one, '1 converted, 0 up to date, 0 failed, 1 conversion used');
    for (const written of [one, '1 converted, 0 up to date, 0 failed, 1 conversions used', `${one}, 2 not started`]) {
      assert.deepEqual(tallyOf([written]), { converted: 1, upToDate: 0, failed: 0, conversions: 1, conversionsEstimated: false }, written);
    }
    assert.equal(tallyOf(['0 converted, 0 up to date, 1 failed, about 1 conversion used'])?.conversionsEstimated, true);
    // A file name that looks like a summary is not the last line.
    assert.equal(tallyOf(['9 converted, 9 up to date, 9 failed, 9 conversions used.md → x.pdf failed: no'])?.converted, undefined);
    assert.equal(tallyOf(['convert-files: no rules file']), undefined);
    // A root-level file named like a summary, and a run that ended without its summary line: no counts.
    assert.equal(
      tallyOf(['9 converted, 0 up to date, 0 failed, 9 conversions used, x.md → x.pdf failed: no', 'docs/a.md → docs/a.pdf failed: no']),
      undefined,
    );
  });

  it('reads check’s line and --json’s summary object (not a per-file object)', () => {
    assert.deepEqual(tallyOf(['a.md → a.pdf out of date (changed)', '1 out of date, 4 up to date']), {
      converted: 0,
      upToDate: 4,
      failed: 0,
      conversions: 0,
      conversionsEstimated: false,
      outOfDate: 1,
    });
    const json = [
      '{"source":"a.md","target":"pdf","result":"a.pdf","status":"converted","cost":1}',
      '{"converted":1,"upToDate":5,"skipped":0,"failed":2,"removed":0,"notStarted":0,"conversions":3}',
    ];
    assert.deepEqual(tallyOf(json), { converted: 1, upToDate: 5, failed: 2, conversions: 3, conversionsEstimated: false });
    assert.equal(tallyOf([json[0]]), undefined);
    const check = [
      '{"source":"a.md","target":"pdf","result":"a.pdf","status":"wouldConvert","cost":1,"reason":"changed"}',
      '{"source":"b.md","target":"pdf","result":"b.pdf","status":"upToDate","cost":0}',
      '{"converted":0,"upToDate":1,"skipped":0,"failed":0,"removed":0,"notStarted":0,"conversions":0}',
    ];
    assert.equal(tallyOf(check, 'check')?.outOfDate, 1);
    assert.equal(tallyOf(check, 'run')?.outOfDate, undefined);
    assert.equal(tallyOf(['{"converted":"1","upToDate":0}']), undefined);
  });

  it('writes numbers only: outputs, and a table with the command and the shard when they are plain', () => {
    const tally = { converted: 2, upToDate: 1, failed: 0, conversions: 2, conversionsEstimated: true };
    assert.equal(outputLines(tally), 'converted=2\nfailed=0\nconversions=2\nup-to-date=1\n');
    assert.equal(outputLines(undefined), 'converted=0\nfailed=0\nconversions=0\nup-to-date=0\n');
    const md = summaryMarkdown('run', '1/4', tally, 0);
    assert.match(md, /^### Convert Files: run \(shard 1\/4\)\n/);
    assert.match(
      md,
      /\| Converted \| Up to date \| Failed \| Conversions used \|\n\| ---: \| ---: \| ---: \| ---: \|\n\| 2 \| 1 \| 0 \| about 2 \|/,
    );
    const odd = summaryMarkdown('<img src=x>', '1/4; <b>', undefined, 2);
    assert.ok(!odd.includes('<'), odd);
    assert.match(odd, /could not start/);
    assert.match(
      summaryMarkdown('check', undefined, { ...tally, outOfDate: 3 }, 1),
      /\| Out of date \| Converted \|[^\n]*\n[^\n]*\n\| 3 \| 2 \|/,
    );
  });
});
