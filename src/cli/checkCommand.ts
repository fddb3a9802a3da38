// `convert-files check`: sends nothing (the service's public list of converters is read for the
// checks) and says for each item, from the one rules runner's look ahead (conversion/rules/runner.ts),
// whether a run would convert it. A file in the way that the rules did not write, which a run
// keeps, is `blocked`, not out of date: exit 1 only for what `run` converts.
import { ConversionRecord, inShard, lookAhead, type ItemState } from '../conversion/rules';
import type { CheckArguments } from './args';
import { checksCatalogue, EXIT_FAILED, EXIT_INTERRUPTED, EXIT_OK, openRules, refuseUnfit, type CliIo } from './context';
import { Reporter, type CheckState } from './report';
import { planAll } from './runItems';

export async function checkCommand(args: CheckArguments, io: CliIo): Promise<number> {
  const { where, file, folder } = await openRules(args.rules, io);
  const planned = await planAll(where, file, folder, io);
  const items = args.shard ? inShard(planned.items, args.shard) : planned.items;
  await refuseUnfit(items, items.length > 0 ? await checksCatalogue(io, undefined) : undefined, where.workspaceFolder);
  // As a run decides: "ask" keeps the file in the way (and says so), so does "skip".
  const keeps = folder.conflictPolicy === 'ask' || folder.conflictPolicy === 'skip';
  const { states, stale } = await lookAhead({
    workspaceFolder: where.workspaceFolder,
    items,
    record: await ConversionRecord.load(where.recordPath),
    conflictPolicy: keeps ? 'skip' : folder.conflictPolicy,
    signal: io.signal,
    gone: { input: planned.input, planned: planned.items, shard: args.shard, remove: true },
  });
  const reporter = new Reporter(io, { json: args.json, workspaceFolder: where.workspaceFolder });
  const counts = { outOfDate: 0, upToDate: 0, skipped: 0 };
  items.forEach((item, i) => {
    const state: ItemState | undefined = states[i];
    const shown: CheckState | undefined = state?.status === 'convert' && state.conflict && keeps ? { status: 'blocked' } : state;
    if (shown?.status === 'convert') {
      counts.outOfDate += 1;
    } else if (shown?.status === 'upToDate') {
      counts.upToDate += 1;
    } else if (shown) {
      counts.skipped += 1;
    }
    reporter.checked(item, shown);
  });
  // A result whose source is gone is stale until a run removes it (or a renamed source takes it along).
  for (const orphan of stale) {
    counts.outOfDate += 1;
    reporter.gone(orphan.item);
  }
  reporter.checkSummary(counts);
  if (io.signal.aborted) {
    return EXIT_INTERRUPTED;
  }
  return counts.outOfDate > 0 ? EXIT_FAILED : EXIT_OK;
}
