// The counts the action reports, told by the command line as it prints its summary (fixed text or
// --json's summary object), and what it writes of them: outputs and the job summary's table.
import { strict as assert } from 'node:assert';
import { outputLines, summaryMarkdown } from '../../../src/action/report';
import { summaryLine } from '../../../src/conversion/rules';
import type { Tally } from '../../../src/cli/context';
import { Reporter } from '../../../src/cli/report';

describe('action: the summary it reports', () => {
  it('takes the counts from the command line’s summary as it prints it, text or --json alike', () => {
    for (const json of [false, true]) {
      const told: Tally[] = [];
      const out: string[] = [];
      const io = { env: {}, cwd: '/w', out: (l: string) => out.push(l), err: () => undefined, signal: new AbortController().signal };
      const reporter = new Reporter({ ...io, tally: (t) => told.push(t) }, { json, workspaceFolder: '/w' });
      const run = {
        converted: 3,
        upToDate: 2,
        skipped: 0,
        failed: 1,
        removed: 0,
        moved: 0,
        conversionsUsed: 4,
        costAssumed: true,
        cancelled: false,
      };
      reporter.runSummary(run);
      reporter.checkSummary({ outOfDate: 2, upToDate: 5, skipped: 1 });
      assert.equal(
        out[0],
        json ? '{"converted":3,"upToDate":2,"skipped":0,"failed":1,"removed":0,"notStarted":0,"conversions":4}' : summaryLine(run),
      );
      assert.deepEqual(
        told.map((t) => [t.converted, t.upToDate, t.failed, t.conversions, t.conversionsEstimated, t.outOfDate]),
        [
          [3, 2, 1, 4, true, undefined],
          [0, 5, 0, 0, false, 2],
        ],
      );
    }
  });

  it('writes numbers only: outputs, and a table with the command and the shard when they are plain', () => {
    const tally = {
      converted: 2,
      upToDate: 1,
      skipped: 0,
      failed: 0,
      removed: 0,
      notStarted: 0,
      conversions: 2,
      conversionsEstimated: true,
    };
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
