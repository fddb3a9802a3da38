// The command line: reads the arguments, hands each command to its file (runCommand.ts,
// checkCommand.ts, convertCommand.ts, recordCommand.ts) and turns what stops it into an exit code:
// 0 nothing failed, 1 a file failed (check: something out of date), 2 bad input or the run could
// not start (nothing sent), 130 stopped by Ctrl+C.
import { posix } from 'node:path';
import { errorText, oneLine, RulesFileError, slashed } from '../conversion/rules';
import { parseArguments, UsageError } from './args';
import { checkCommand } from './checkCommand';
import { CannotStart, EXIT_CANNOT_START, EXIT_FAILED, type CliIo, type Session } from './context';
import { convertCommand } from './convertCommand';
import { HELP } from './help';
import { recordMergeCommand } from './recordCommand';
import { runCommand } from './runCommand';

export { EXIT_CANNOT_START, EXIT_FAILED, EXIT_INTERRUPTED, EXIT_OK, type CliIo } from './context';

/** Runs the command line; resolves to the exit code. Never prompts. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const session: Session = {};
  try {
    const args = parseArguments(argv);
    switch (args.command) {
      case 'help':
        io.out(HELP.trimEnd());
        return 0;
      case 'check':
        return await checkCommand(args, io);
      case 'convert':
        return await convertCommand(args, io, session);
      case 'record merge':
        return await recordMergeCommand(args, io);
      default:
        return await runCommand(args, io, session);
    }
  } catch (err) {
    if (err instanceof UsageError || err instanceof RulesFileError || err instanceof CannotStart) {
      const text =
        err instanceof RulesFileError
          ? `${posix.relative(slashed(io.cwd), err.rulesPath) || err.rulesPath}: ${err.problems.join('\n  ')}`
          : err.message;
      // Each problem on its own line, each naming what is wrong.
      for (const line of text.split('\n')) {
        io.err(line.startsWith('  ') ? line : `convert-files: ${line}`);
      }
      if (err instanceof UsageError) {
        io.err('Run convert-files --help for the commands and flags.');
      }
      return EXIT_CANNOT_START;
    }
    const known = (err as { exitCode?: number }).exitCode;
    io.err(`convert-files: ${oneLine(errorText(err), (t) => session.service?.redact(t) ?? t)}`);
    return known ?? EXIT_FAILED;
  } finally {
    await session.service?.close();
  }
}
