// What the action reports of a run: the counts read from the command line's own last line (the
// fixed summary line, or the summary object of `--json`), as a job summary table and step outputs.
// Only numbers and fixed words are written: no file name, argument or message reaches either file.

/** The counts of one run (or check) of the command line. */
export interface Tally {
  readonly converted: number;
  readonly upToDate: number;
  readonly failed: number;
  readonly conversions: number;
  /** The service did not say what it charged: `about N conversions used`. */
  readonly conversionsEstimated: boolean;
  /** `check` only: results that `run` would convert. */
  readonly outOfDate?: number;
}

/** `5 converted, 0 up to date, 0 failed, 5 conversions used` (more may follow after a comma). */
const RUN_LINE = /^(\d+) converted, (\d+) up to date, (\d+) failed, (about )?(\d+) conversions? used(?:,|$)/;
/** `2 out of date, 3 up to date` (more may follow after a comma). */
const CHECK_LINE = /^(\d+) out of date, (\d+) up to date(?:,|$)/;

const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;

/** The summary object of `--json` (JSON Lines: the one object without a `source`). */
function tallyOfJson(line: string): Tally | undefined {
  if (!line.startsWith('{')) {
    return undefined;
  }
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || 'source' in value) {
    return undefined;
  }
  const o = value as Record<string, unknown>;
  const outOfDate = count(o.outOfDate);
  const converted = count(o.converted) ?? (outOfDate !== undefined ? 0 : undefined);
  const upToDate = count(o.upToDate);
  if (converted === undefined || upToDate === undefined) {
    return undefined;
  }
  return {
    converted,
    upToDate,
    failed: count(o.failed) ?? 0,
    conversions: count(o.conversions) ?? count(o.conversionsUsed) ?? 0,
    conversionsEstimated: o.conversionsEstimated === true || o.costAssumed === true,
    ...(outOfDate !== undefined ? { outOfDate } : {}),
  };
}

/** `check --json`: its summary object has no count of what is out of date; its items say `wouldConvert`. */
function outOfDateItems(lines: readonly string[]): number {
  return lines.filter((line) => {
    try {
      return line.startsWith('{') && (JSON.parse(line) as { status?: unknown }).status === 'wouldConvert';
    } catch {
      return false;
    }
  }).length;
}

/**
 * The tally of the command line's summary, which is the last line it printed on stdout; `command`
 * is its first argument (`check` reads an out-of-date count). Only the last line: a file line before
 * it can read as a summary (a file named `9 converted, 0 up to date, 0 failed, 9 conversions used, x.md`
 * at the workspace's root), and a run that ends without its summary has no counts.
 */
export function tallyOf(lines: readonly string[], command?: string): Tally | undefined {
  let i = lines.length - 1;
  while (i >= 0 && lines[i].trim() === '') {
    i -= 1;
  }
  if (i < 0) {
    return undefined;
  }
  const line = lines[i].trim();
  const run = RUN_LINE.exec(line);
  if (run) {
    return {
      converted: Number(run[1]),
      upToDate: Number(run[2]),
      failed: Number(run[3]),
      conversionsEstimated: run[4] !== undefined,
      conversions: Number(run[5]),
    };
  }
  const check = CHECK_LINE.exec(line);
  if (check) {
    return {
      converted: 0,
      upToDate: Number(check[2]),
      failed: 0,
      conversions: 0,
      conversionsEstimated: false,
      outOfDate: Number(check[1]),
    };
  }
  const json = tallyOfJson(line);
  if (json) {
    return command === 'check' && json.outOfDate === undefined ? { ...json, outOfDate: outOfDateItems(lines.slice(0, i)) } : json;
  }
  return undefined;
}

const NOTHING: Tally = { converted: 0, upToDate: 0, failed: 0, conversions: 0, conversionsEstimated: false };

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
