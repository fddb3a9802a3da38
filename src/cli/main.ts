// The command line on the rules engine: reads the arguments and the environment, runs or checks
// the rules, and prints one line per file and a summary. Exit codes: 0 nothing failed, 1 a file
// failed (check: something out of date), 2 the run could not start, 130 stopped by Ctrl+C.
import { posix, resolve } from 'node:path';
import {
  catalogueProblems,
  ConversionRecord,
  locateRules,
  planRules,
  readFolderSettings,
  readRulesFile,
  readStates,
  runRules,
  RulesFileError,
  slashed,
  type PlanItem,
  type RuleEvent,
  type RulesLocation,
  RULES_FILE,
} from '../conversion/rules';
import { parseArguments, UsageError, type RunArguments } from './args';
import { HELP } from './help';
import { arrow, errorText, eventLine, oneLine, shown, summaryLine } from './lines';
import { serviceFromEnvironment, type CliService } from './environment';

/** What the command line reads and writes; the bin wires it to the process, tests to arrays. */
export interface CliIo {
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  out(line: string): void;
  err(line: string): void;
  /** Aborted by Ctrl+C. */
  readonly signal: AbortSignal;
  /** For `${date}`; default now. */
  readonly now?: () => Date;
}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_CANNOT_START = 2;
export const EXIT_INTERRUPTED = 130;

/** A reason the run cannot start: printed, exit 2. */
class CannotStart extends Error {}

/** Runs the command line; resolves to the exit code. Never prompts. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let service: CliService | undefined;
  try {
    const args = parseArguments(argv);
    if (args.command === 'help') {
      io.out(HELP.trimEnd());
      return EXIT_OK;
    }
    const where = locateRules(resolve(io.cwd, args.rules ?? RULES_FILE), io.cwd);
    const file = await readRulesFile(where.rulesPath);
    const folder = await readFolderSettings(where.workspaceFolder);
    const plan = await planRules({
      workspaceFolder: where.workspaceFolder,
      file,
      filesExclude: folder.filesExclude,
      now: (io.now ?? (() => new Date()))(),
    });
    if (plan.problems.length > 0) {
      throw new CannotStart(plan.problems.join('\n'));
    }
    const record = await ConversionRecord.load(where.recordPath);
    if (args.command === 'check') {
      return await check(plan.items, where, record, io);
    }
    const items = selectItems(plan.items, args, where, io);
    if (!args.dryRun) {
      service = serviceFromEnvironment(io.env, args.parallel, { async: args.async, warn: io.err });
      // A chain's later step the service lacks would fail after the earlier steps were paid:
      // checked against the service's converters first, as the editor does (unreadable: not checked).
      if (items.some((i) => i.target.target.length > 1)) {
        const catalogue = await service.catalogue(io.signal);
        const unfit = catalogue ? catalogueProblems(items, catalogue) : [];
        if (unfit.length > 0) {
          throw new CannotStart(unfit.join('\n'));
        }
      }
    }
    return await run(items, args, where, record, folder.conflictPolicy, service, io);
  } catch (err) {
    if (err instanceof UsageError || err instanceof RulesFileError || err instanceof CannotStart) {
      const text =
        err instanceof RulesFileError
          ? `${posix.relative(slashed(io.cwd), err.rulesPath) || err.rulesPath}: ${err.problems.join('\n  ')}`
          : err.message;
      io.err(`convert-files: ${text}`);
      if (err instanceof UsageError) {
        io.err('Run convert-files --help for the commands and flags.');
      }
      return EXIT_CANNOT_START;
    }
    const known = (err as { exitCode?: number }).exitCode;
    io.err(`convert-files: ${oneLine(errorText(err), (t) => service?.redact(t) ?? t)}`);
    return known ?? EXIT_FAILED;
  } finally {
    await service?.close();
  }
}

/** The items the arguments ask for: one rule, some files. */
function selectItems(items: readonly PlanItem[], args: RunArguments, where: RulesLocation, io: CliIo): PlanItem[] {
  let selected = [...items];
  if (args.rule !== undefined) {
    if (!selected.some((i) => i.rule.name === args.rule) && !items.some((i) => i.rule.name === args.rule)) {
      throw new CannotStart(`no rule named "${args.rule}" gives anything to convert (names are case-sensitive)`);
    }
    selected = selected.filter((i) => i.rule.name === args.rule);
  }
  if (args.files.length > 0) {
    const wanted = new Map(args.files.map((f) => [posix.relative(where.workspaceFolder, slashed(resolve(io.cwd, f))), f]));
    for (const [relative, asTyped] of wanted) {
      if (!selected.some((i) => i.source === relative)) {
        io.out(`${shown(asTyped)} skipped: ${relative.startsWith('..') ? 'outside the workspace folder' : 'no rule converts it'}`);
      }
    }
    selected = selected.filter((i) => wanted.has(i.source));
  }
  return selected;
}

async function check(items: readonly PlanItem[], where: RulesLocation, record: ConversionRecord, io: CliIo): Promise<number> {
  const states = await readStates({ workspaceFolder: where.workspaceFolder, items, record, force: false, signal: io.signal });
  let outOfDate = 0;
  let upToDate = 0;
  items.forEach((item, i) => {
    const state = states[i];
    if (state?.status === 'upToDate') {
      upToDate += 1;
      io.out(`${arrow(item)} up to date`);
    } else if (state?.status === 'convert') {
      outOfDate += 1;
      io.out(`${arrow(item)} out of date (${state.why})`);
    } else if (state?.status === 'skip') {
      io.out(`${arrow(item)} skipped: ${state.why}`);
    }
  });
  io.out(`${outOfDate} out of date, ${upToDate} up to date`);
  if (io.signal.aborted) {
    return EXIT_INTERRUPTED;
  }
  return outOfDate > 0 ? EXIT_FAILED : EXIT_OK;
}

async function run(
  items: readonly PlanItem[],
  args: RunArguments,
  where: RulesLocation,
  record: ConversionRecord,
  policy: Parameters<typeof runRules>[0]['conflictPolicy'],
  service: CliService | undefined,
  io: CliIo,
): Promise<number> {
  const redact = (t: string) => service?.redact(t) ?? t;
  const print = (event: RuleEvent): void => io.out(eventLine(event, redact));
  // The cost is stated before anything is sent: one conversion per step of each result to convert.
  const states = await readStates({ workspaceFolder: where.workspaceFolder, items, record, force: args.force, signal: io.signal });
  const toConvert = items.filter((_, i) => states[i]?.status === 'convert');
  if (toConvert.length > 0) {
    io.err(costLine(toConvert, args.dryRun));
  }
  const summary = await runRules(
    {
      workspaceFolder: where.workspaceFolder,
      items,
      record,
      force: args.force,
      dryRun: args.dryRun,
      // Never a question: "ask" skips the file and names it.
      conflictPolicy: policy === 'ask' ? 'skip' : policy,
      batch: service?.batch(io.signal) ?? dryRunBatch(io.signal),
      onEvent: print,
      signal: io.signal,
    },
    states,
  );
  io.out(summaryLine(summary));
  if (summary.cancelled || io.signal.aborted) {
    return EXIT_INTERRUPTED;
  }
  return summary.failed > 0 ? EXIT_FAILED : EXIT_OK;
}

/**
 * What a run is about to spend, on stderr (stdout keeps its one line per file and its last line):
 * `cost: 4 conversions for 3 results from 1 source file (one per step of a chain or pipeline)`.
 */
function costLine(items: readonly PlanItem[], dryRun: boolean): string {
  const steps = items.reduce((n, i) => n + i.target.target.length, 0);
  const sources = new Set(items.map((i) => i.source)).size;
  const many = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
  return `${dryRun ? 'cost if run' : 'cost'}: ${many(steps, 'conversion', 'conversions')} for ${many(items.length, 'result', 'results')} from ${many(sources, 'source file', 'source files')} (one per step of a chain or pipeline)`;
}

/** A dry run sends nothing: the batch is never reached, and its client would refuse if it were. */
function dryRunBatch(signal: AbortSignal): Parameters<typeof runRules>[0]['batch'] {
  return {
    client: () => Promise.reject(new Error('a dry run sends nothing')),
    chain: () => Promise.reject(new Error('a dry run sends nothing')),
    adminClient: async () => undefined,
    progress: { run: (_t, task) => task({ step: () => undefined, advance: () => undefined }, signal) },
    conflicts: { ask: async () => undefined },
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    maxParallel: 1,
  };
}
