// The arguments of `convert-files convert FILE|GLOB|- … --to TARGET [options]`. An option
// (`-p Key=Value`) and a preset belong to the step named before them (`--to` or `--then`).
import type { RequestedStep } from '../conversion/adhoc';
import { DEFAULT_PARALLEL, parallelValue, UsageError, type ArgumentReader } from './argReader';

export type OnConflict = 'skip' | 'rename' | 'overwrite';

export interface ConvertArguments {
  readonly command: 'convert';
  /** Files, folders and globs as typed; `-` is stdin. */
  readonly sources: readonly string[];
  readonly steps: readonly RequestedStep[];
  readonly pipeline?: string;
  readonly rules?: string;
  /** A folder, or `-` for stdout; undefined: beside each source. */
  readonly out?: string;
  readonly name?: string;
  readonly onConflict: OnConflict;
  /** The format of stdin's bytes. */
  readonly from?: string;
  readonly json: boolean;
  readonly dryRun: boolean;
  readonly parallel: number;
  readonly async: boolean;
}

const ON_CONFLICT: readonly OnConflict[] = ['skip', 'rename', 'overwrite'];

interface StepDraft {
  to: string;
  options: Record<string, string>;
  preset?: string;
}

/** `Key=Value`: the key a parameter name, the value anything (empty allowed). */
function option(text: string): [string, string] {
  const eq = text.indexOf('=');
  const key = eq > 0 ? text.slice(0, eq).trim() : '';
  if (!/^[A-Za-z][A-Za-z0-9_]{0,99}$/.test(key)) {
    throw new UsageError(`-p takes Key=Value (such as -p PageRange=1-3), not "${text}"`);
  }
  return [key, text.slice(eq + 1)];
}

export function parseConvertArguments(read: ArgumentReader): ConvertArguments {
  const sources: string[] = [];
  const steps: StepDraft[] = [];
  const one: { pipeline?: string; rules?: string; out?: string; name?: string; from?: string } = {};
  let onConflict: OnConflict = 'skip';
  const on = { json: false, dryRun: false, async: false };
  let parallel = DEFAULT_PARALLEL;
  const once = (flag: string, key: keyof typeof one) => {
    if (one[key] !== undefined) {
      throw new UsageError(`${flag} is given twice`);
    }
    one[key] = read.value(flag);
  };
  const last = (flag: string): StepDraft => {
    const step = steps.at(-1);
    if (!step) {
      throw new UsageError(`${flag} belongs to a step: give --to FORMAT before it`);
    }
    return step;
  };
  for (let w = read.next(); w; w = read.next()) {
    const { flag } = w;
    if (flag === undefined) {
      sources.push(w.word);
    } else if (flag === '--to') {
      if (steps.length > 0) {
        throw new UsageError('--to is given twice (a chain is --to pdf --then compress)');
      }
      steps.push({ to: read.value(flag), options: {} });
    } else if (flag === '--then') {
      last(flag);
      steps.push({ to: read.value(flag), options: {} });
    } else if (flag === '-p' || flag === '--param') {
      const [key, value] = option(read.value(flag));
      last(flag).options[key] = value;
    } else if (flag === '--preset') {
      last(flag).preset = read.value(flag);
    } else if (flag === '--pipeline' || flag === '--rules' || flag === '--out' || flag === '--name' || flag === '--from') {
      once(flag, flag.slice(2) as keyof typeof one);
    } else if (flag === '--on-conflict') {
      const value = read.value(flag);
      if (!ON_CONFLICT.includes(value as OnConflict)) {
        throw new UsageError(`--on-conflict takes ${ON_CONFLICT.join(', ')}, not "${value}"`);
      }
      onConflict = value as OnConflict;
    } else if (flag === '--parallel') {
      parallel = parallelValue(read.value(flag));
    } else if (!read.switched(flag, on)) {
      read.unknown(flag);
    }
  }
  if (sources.length === 0) {
    throw new UsageError('convert needs the files to convert (FILE, GLOB, or - for stdin)');
  }
  if (one.pipeline !== undefined && steps.length > 0) {
    throw new UsageError('--pipeline names the steps: not with --to');
  }
  if (one.pipeline === undefined && steps.length === 0) {
    throw new UsageError('convert needs --to FORMAT (or --pipeline NAME)');
  }
  const stdin = sources.filter((s) => s === '-').length;
  if (stdin > 1 || (stdin === 1 && sources.length > 1)) {
    throw new UsageError('- (stdin) is the only source when given');
  }
  if (stdin === 1 && one.from === undefined) {
    throw new UsageError('- (stdin) needs --from FORMAT (the format of its bytes)');
  }
  if (stdin === 0 && one.from !== undefined) {
    throw new UsageError('--from is for - (stdin); a file says its format by its extension');
  }
  if (one.out === '-' && on.json) {
    throw new UsageError('--out - writes the result to stdout: not with --json');
  }
  return { command: 'convert', sources, steps, ...one, onConflict, ...on, parallel };
}
