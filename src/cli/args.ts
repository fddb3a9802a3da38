// The command line's arguments: `run`, `check`, `convert` and `record merge`, their flags, and
// nothing taken from stdin but a `convert -` source. Every mistake is a UsageError (exit 2).
import { parseShard, type Shard } from '../conversion/rules';
import { ArgumentReader, DEFAULT_PARALLEL, parallelValue, UsageError } from './argReader';
import { parseConvertArguments, type ConvertArguments } from './convertArgs';

export { DEFAULT_PARALLEL, UsageError } from './argReader';

export interface RunArguments {
  readonly command: 'run';
  readonly rules?: string;
  readonly force: boolean;
  readonly dryRun: boolean;
  readonly rule?: string;
  readonly parallel: number;
  /** Every conversion through the service's async jobs (convertFiles.asyncConversions: always). */
  readonly async: boolean;
  readonly json: boolean;
  readonly watch: boolean;
  readonly shard?: Shard;
  readonly files: readonly string[];
}

export interface CheckArguments {
  readonly command: 'check';
  readonly rules?: string;
  readonly json: boolean;
  readonly shard?: Shard;
}

export interface RecordMergeArguments {
  readonly command: 'record merge';
  readonly rules?: string;
  readonly records: readonly string[];
}

export type { ConvertArguments } from './convertArgs';

export type Arguments = RunArguments | CheckArguments | ConvertArguments | RecordMergeArguments | { readonly command: 'help' };

function shardValue(text: string): Shard {
  try {
    return parseShard(text);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

/** Reads `argv` (without node and the script). */
export function parseArguments(argv: readonly string[]): Arguments {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    return { command: 'help' };
  }
  const [command, ...rest] = argv;
  switch (command) {
    case 'run':
      return parseRun(rest);
    case 'check':
      return parseCheck(rest);
    case 'convert':
      return parseConvertArguments(new ArgumentReader(rest, 'convert'));
    case 'record':
      return parseRecord(rest);
    default:
      throw new UsageError(`unknown command "${command}" (use run, check, convert or record merge)`);
  }
}

function parseRun(rest: readonly string[]): RunArguments {
  const args = { rules: undefined as string | undefined, rule: undefined as string | undefined, shard: undefined as Shard | undefined };
  const on = { force: false, dryRun: false, async: false, json: false, watch: false };
  let parallel = DEFAULT_PARALLEL;
  const files: string[] = [];
  const read = new ArgumentReader(rest, 'run');
  for (let w = read.next(); w; w = read.next()) {
    const { flag } = w;
    if (flag === undefined) {
      files.push(w.word);
    } else if (flag === '--rules') {
      args.rules = read.value(flag);
    } else if (flag === '--rule') {
      args.rule = read.value(flag);
    } else if (flag === '--parallel') {
      parallel = parallelValue(read.value(flag));
    } else if (flag === '--shard') {
      args.shard = shardValue(read.value(flag));
    } else if (!read.switched(flag, on)) {
      read.unknown(flag);
    }
  }
  if (on.watch && (on.dryRun || args.shard || on.json)) {
    throw new UsageError('--watch runs on its own: not with --dry-run, --shard or --json');
  }
  return { command: 'run', ...args, ...on, parallel, files };
}

function parseCheck(rest: readonly string[]): CheckArguments {
  let rules: string | undefined;
  let shard: Shard | undefined;
  const on = { json: false };
  const read = new ArgumentReader(rest, 'check');
  for (let w = read.next(); w; w = read.next()) {
    if (w.flag === undefined) {
      throw new UsageError(`check takes no files ("${w.word}")`);
    } else if (w.flag === '--rules') {
      rules = read.value(w.flag);
    } else if (w.flag === '--shard') {
      shard = shardValue(read.value(w.flag));
    } else if (!read.switched(w.flag, on)) {
      read.unknown(w.flag);
    }
  }
  return { command: 'check', rules, json: on.json, shard };
}

function parseRecord(rest: readonly string[]): RecordMergeArguments {
  const [sub, ...more] = rest;
  if (sub !== 'merge') {
    throw new UsageError(`unknown record command "${sub ?? ''}" (use record merge A B …)`);
  }
  let rules: string | undefined;
  const records: string[] = [];
  const read = new ArgumentReader(more, 'record merge');
  for (let w = read.next(); w; w = read.next()) {
    if (w.flag === undefined) {
      records.push(w.word);
    } else if (w.flag === '--rules') {
      rules = read.value(w.flag);
    } else {
      read.unknown(w.flag);
    }
  }
  if (records.length === 0) {
    throw new UsageError('record merge needs the records to merge (record merge A B …)');
  }
  return { command: 'record merge', rules, records };
}
