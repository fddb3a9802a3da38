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

const text = (value: string) => value;

function parseRun(rest: readonly string[]): RunArguments {
  const on = { force: false, dryRun: false, async: false, json: false, watch: false };
  const files: string[] = [];
  const { parallel = DEFAULT_PARALLEL, ...args } = new ArgumentReader(rest, 'run').readAll(
    { '--rules': text, '--rule': text, '--parallel': parallelValue, '--shard': shardValue },
    on,
    (file) => files.push(file),
  );
  if (on.watch && (on.dryRun || args.shard || on.json)) {
    throw new UsageError('--watch runs on its own: not with --dry-run, --shard or --json');
  }
  return { command: 'run', ...args, ...on, parallel, files };
}

function parseCheck(rest: readonly string[]): CheckArguments {
  const on = { json: false };
  const args = new ArgumentReader(rest, 'check').readAll({ '--rules': text, '--shard': shardValue }, on, (file) => {
    throw new UsageError(`check takes no files ("${file}")`);
  });
  return { command: 'check', ...args, ...on };
}

function parseRecord(rest: readonly string[]): RecordMergeArguments {
  const [sub, ...more] = rest;
  if (sub !== 'merge') {
    throw new UsageError(`unknown record command "${sub ?? ''}" (use record merge A B …)`);
  }
  const records: string[] = [];
  const { rules } = new ArgumentReader(more, 'record merge').readAll({ '--rules': text }, {}, (record) => records.push(record));
  if (records.length === 0) {
    throw new UsageError('record merge needs the records to merge (record merge A B …)');
  }
  return { command: 'record merge', rules, records };
}
