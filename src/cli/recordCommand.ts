// `convert-files record merge A B …`: the up-to-date records written by the shards of one run
// (`run --shard K/N` on N fresh checkouts) combined into the workspace's record. Each shard
// changed only its own share against the record it checked out, so every change is kept and
// nothing conflicts; two records changing one result differently (not shards of one run) stop
// the merge, naming the result, and nothing is written.
import { posix, resolve } from 'node:path';
import { expandSources } from '../conversion/adhoc';
import { ConversionRecord, locateRules, mergeRecords, RULES_FILE, shown, slashed } from '../conversion/rules';
import type { RecordMergeArguments } from './args';
import { CannotStart, EXIT_FAILED, EXIT_OK, type CliIo } from './context';

export async function recordMergeCommand(args: RecordMergeArguments, io: CliIo): Promise<number> {
  const where = locateRules(resolve(io.cwd, args.rules ?? RULES_FILE), io.cwd);
  // Globs are expanded by the tool (the action passes its args without a shell): record-*.json.
  const named = await expandSources(args.records, io.cwd);
  if (named.problems.length > 0) {
    throw new CannotStart(named.problems.join('\n'));
  }
  const records: ConversionRecord[] = [];
  const problems: string[] = [];
  for (const { path } of named.sources) {
    try {
      records.push(await ConversionRecord.read(path));
    } catch (err) {
      problems.push(`${shown(posix.relative(slashed(io.cwd), path))}: ${(err as Error).message}`);
    }
  }
  if (problems.length > 0) {
    throw new CannotStart(problems.join('\n'));
  }
  // The base is the record checked out (missing: empty), the one every shard started from.
  const base = await ConversionRecord.load(where.recordPath);
  const conflicts = mergeRecords(base, records);
  if (conflicts.length > 0) {
    for (const c of conflicts) {
      io.err(`convert-files: ${shown(c.result)}: the records changed it differently (not shards of one run?); nothing written`);
    }
    return EXIT_FAILED;
  }
  await base.save();
  io.out(`${base.list().length} results recorded in ${shown(where.recordPath)} from ${records.length} records`);
  return EXIT_OK;
}
