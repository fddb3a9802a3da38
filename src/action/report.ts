// What the action reports of a run: the counts of the command line's summary (`CliIo.tally`, told
// as it prints its summary line or `--json`'s summary object), as a job summary table and step
// outputs. Only numbers and fixed words are written: no file name, argument or message reaches either file.
import type { Tally } from '../cli/context';

const NOTHING: Tally = {
  converted: 0,
  upToDate: 0,
  skipped: 0,
  failed: 0,
  removed: 0,
  notStarted: 0,
  conversions: 0,
  conversionsEstimated: false,
};

/** The step's outputs, `name=value` lines for $GITHUB_OUTPUT (zeros when nothing ran). */
export function outputLines(tally: Tally | undefined): string {
  const t = tally ?? NOTHING;
  const lines = [`converted=${t.converted}`, `failed=${t.failed}`, `conversions=${t.conversions}`, `up-to-date=${t.upToDate}`];
  if (t.outOfDate !== undefined) {
    lines.push(`out-of-date=${t.outOfDate}`);
  }
  return `${lines.join('\n')}\n`;
}

/** What the job summary says about an exit code. */
function exitText(code: number, tally: Tally | undefined): string {
  if (code === 0) {
    return 'Exit code 0: nothing failed.';
  }
  if (code === 130) {
    return 'Exit code 130: stopped before the end.';
  }
  if (tally === undefined) {
    return `Exit code ${code}: the run could not start; the step's log says why.`;
  }
  return tally.outOfDate !== undefined
    ? `Exit code ${code}: results are out of date; the step's log names them.`
    : `Exit code ${code}: something failed; the step's log names it.`;
}

/**
 * The job summary, Markdown for $GITHUB_STEP_SUMMARY: a heading with the command and the shard
 * (each only when it is a plain word or `K/N`), one table of counts, the exit code.
 */
export function summaryMarkdown(command: string | undefined, shard: string | undefined, tally: Tally | undefined, code: number): string {
  const t = tally ?? NOTHING;
  const what = command !== undefined && /^[a-z][a-z-]*$/.test(command) ? ` ${command}` : ' convert-files';
  const share = shard !== undefined && /^\d+\/\d+$/.test(shard) ? ` (shard ${shard})` : '';
  const columns: [string, string][] = [
    ['Converted', String(t.converted)],
    ['Up to date', String(t.upToDate)],
    ['Failed', String(t.failed)],
    ['Conversions used', `${t.conversionsEstimated ? 'about ' : ''}${t.conversions}`],
  ];
  if (t.outOfDate !== undefined) {
    columns.unshift(['Out of date', String(t.outOfDate)]);
  }
  return [
    `### Convert Files:${what}${share}`,
    '',
    `| ${columns.map(([name]) => name).join(' | ')} |`,
    `| ${columns.map(() => '---:').join(' | ')} |`,
    `| ${columns.map(([, value]) => value).join(' | ')} |`,
    '',
    exitText(code, tally),
    '',
  ].join('\n');
}
