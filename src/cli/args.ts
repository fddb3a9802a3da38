// The command line's arguments: `run` and `check`, their flags, and nothing taken from stdin.

export interface RunArguments {
  readonly command: 'run';
  readonly rules?: string;
  readonly force: boolean;
  readonly dryRun: boolean;
  readonly rule?: string;
  readonly parallel: number;
  /** Every conversion through the service's async jobs (convertFiles.asyncConversions: always). */
  readonly async: boolean;
  readonly files: readonly string[];
}

export interface CheckArguments {
  readonly command: 'check';
  readonly rules?: string;
}

export type Arguments = RunArguments | CheckArguments | { readonly command: 'help' };

/** A command line that cannot be run as given (exit 2). */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export const DEFAULT_PARALLEL = 4;
const MAX_PARALLEL = 16;

/** Reads `argv` (without node and the script). */
export function parseArguments(argv: readonly string[]): Arguments {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    return { command: 'help' };
  }
  const [command, ...rest] = argv;
  if (command !== 'run' && command !== 'check') {
    throw new UsageError(`unknown command "${command}" (use run or check)`);
  }
  let rules: string | undefined;
  let rule: string | undefined;
  let force = false;
  let dryRun = false;
  let async = false;
  let parallel = DEFAULT_PARALLEL;
  const files: string[] = [];
  const value = (i: number, flag: string): string => {
    const v = rest[i + 1];
    if (v === undefined || v.startsWith('--')) {
      throw new UsageError(`${flag} needs a value`);
    }
    return v;
  };
  let onlyFiles = false;
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i];
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const take = (): string => {
      if (inline !== undefined) {
        return inline;
      }
      const v = value(i, flag);
      i += 1;
      return v;
    };
    if (onlyFiles || !flag.startsWith('-')) {
      if (command === 'check') {
        throw new UsageError(`check takes no files ("${arg}")`);
      }
      files.push(arg);
    } else if (flag === '--') {
      onlyFiles = true;
    } else if (flag === '--rules') {
      rules = take();
    } else if (command === 'run' && flag === '--force' && inline === undefined) {
      force = true;
    } else if (command === 'run' && flag === '--dry-run' && inline === undefined) {
      dryRun = true;
    } else if (command === 'run' && flag === '--async' && inline === undefined) {
      async = true;
    } else if (command === 'run' && flag === '--rule') {
      rule = take();
    } else if (command === 'run' && flag === '--parallel') {
      const text = take();
      parallel = Number(text);
      if (!/^\d+$/.test(text) || parallel < 1 || parallel > MAX_PARALLEL) {
        throw new UsageError(`--parallel takes a whole number from 1 to ${MAX_PARALLEL}, not "${text}"`);
      }
    } else {
      throw new UsageError(`unknown flag ${flag} for ${command}`);
    }
  }
  return command === 'check' ? { command, rules } : { command, rules, force, dryRun, rule, parallel, async, files };
}
