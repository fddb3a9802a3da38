// `convert-files run`: the rules file's items (one rule, some files, one shard of N), checked
// against the service's catalogue, then converted through the rules engine; `--watch` hands over
// to watchCommand.ts after the first run.
import { posix } from 'node:path';
import { expandSources } from '../conversion/adhoc';
import {
  ConversionRecord,
  inShard,
  slashed,
  unknownRule,
  unknownRuleLine,
  type FolderSettings,
  type PlanItem,
  type RulesFile,
  type RulesLocation,
} from '../conversion/rules';
import type { RunArguments } from './args';
import { CannotStart, checksCatalogue, cwdOf, EXIT_INTERRUPTED, openRules, refuseUnfit, type CliIo, type Session } from './context';
import { serviceFromEnvironment } from './environment';
import { Reporter } from './report';
import { planAll, runItems } from './runItems';
import { watchRules } from './watchCommand';

export async function runCommand(args: RunArguments, io: CliIo, session: Session): Promise<number> {
  const { where, file, folder } = await openRules(args.rules, io);
  const reporter = new Reporter(io, { json: args.json, session, workspaceFolder: where.workspaceFolder });
  const planned = await planAll(where, file, folder, io);
  const selected = await selectItems(planned.items, file, args, where, folder, io);
  const items = args.shard ? inShard(selected.items, args.shard) : selected.items;
  if (!args.dryRun) {
    session.service = serviceFromEnvironment(io.env, args.parallel, { async: args.async, warn: io.err });
  }
  // An unknown format or option stops the run before anything is sent, as the editor does.
  const catalogue = items.length > 0 ? await checksCatalogue(io, session.service) : undefined;
  await refuseUnfit(items, catalogue, where.workspaceFolder);
  for (const [asTyped, path, why] of selected.unplanned) {
    reporter.unplanned(asTyped, path, why);
  }
  const code = await runItems(
    {
      items,
      workspaceFolder: where.workspaceFolder,
      record: await ConversionRecord.load(where.recordPath),
      policy: folder.conflictPolicy,
      force: args.force,
      dryRun: args.dryRun,
      // Results of gone sources among what the arguments are about (its share of them): moved along with a renamed source, else removed.
      gone: { input: planned.input, planned: planned.items, about: selected.about, shard: args.shard, remove: true },
    },
    session,
    io,
    reporter,
  );
  if (!args.watch || code === EXIT_INTERRUPTED) {
    return code;
  }
  return watchRules(args, io, session, catalogue);
}

/** The items the arguments ask for (one rule, some files), and the named files nothing converts. */
async function selectItems(
  items: readonly PlanItem[],
  file: RulesFile,
  args: RunArguments,
  where: RulesLocation,
  folder: FolderSettings,
  io: CliIo,
): Promise<{ items: PlanItem[]; unplanned: [string, string, string][]; about: (item: PlanItem) => boolean }> {
  let selected = [...items];
  let files: ReadonlySet<string> | undefined;
  if (args.rule !== undefined) {
    if (!selected.some((i) => i.rule.name === args.rule)) {
      throw new CannotStart(unknownRuleLine(unknownRule(args.rule, file.rules)));
    }
    selected = selected.filter((i) => i.rule.name === args.rule);
  }
  const unplanned: [string, string, string][] = [];
  if (args.files.length > 0) {
    // A file that is not there, or a glob or folder that matches nothing, is a typo: exit 2.
    const wanted = new Set<string>();
    for (const arg of args.files) {
      const { sources, problems } = await expandSources([arg], io.cwd, folder.filesExclude);
      if (problems.length > 0) {
        throw new CannotStart(problems.join('\n'));
      }
      for (const source of sources) {
        const relative = posix.relative(where.workspaceFolder, slashed(source.path));
        wanted.add(relative);
        if (!selected.some((i) => i.source === relative)) {
          const shownAs = sources.length === 1 ? arg : posix.relative(cwdOf(io), source.path);
          const outside = relative.startsWith('../') || posix.isAbsolute(relative);
          unplanned.push([
            shownAs,
            posix.relative(cwdOf(io), source.path),
            outside ? 'outside the workspace folder' : 'no rule converts it',
          ]);
        }
      }
    }
    selected = selected.filter((i) => wanted.has(i.source));
    files = wanted;
  }
  // Also of sources now gone (their results), which the plan no longer lists.
  const about = (i: PlanItem) => (args.rule === undefined || i.rule.name === args.rule) && (files === undefined || files.has(i.source));
  return { items: selected, unplanned, about };
}
