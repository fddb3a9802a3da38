// `convert-files run --watch`: after the first run, runs again on every change until Ctrl+C, on
// the editor's automatic-run engine (conversion/automation): a change restarts a 1 s wait, a
// burst of changes is one run, runs never overlap, only the changed sources are looked at (a
// change of the rules file looks at all), what the runs write is no change to act on, and an
// hourly cap counted by this process pauses runs that would spend more. Ctrl+C: exit 130, the
// run under way stopped with nothing half-written.
import { watch, type FSWatcher } from 'node:fs';
import { posix } from 'node:path';
import { automaticConflictPolicy, DEBOUNCE_MS, HourlyCap, RunScheduler, type TriggerBatch } from '../conversion/automation';
import { ConversionRecord, errorText, oneLine, shown, slashed } from '../conversion/rules';
import type { Catalogue } from '../service/catalogue';
import type { RunArguments } from './args';
import { CannotStart, checksCatalogue, EXIT_INTERRUPTED, openRules, refuseUnfit, type CliIo, type Session } from './context';
import { Reporter } from './report';
import { planAll, runAndReport } from './runItems';

/** The most conversions the runs of one `--watch` may use in an hour (the editor's default cap). */
export const WATCH_MAX_CONVERSIONS_PER_HOUR = 100;

/** Watches the workspace folder after the first run; resolves to 130 once Ctrl+C stops it. */
export async function watchRules(args: RunArguments, io: CliIo, session: Session, known?: Catalogue): Promise<number> {
  const { where } = await openRules(args.rules, io);
  const folder = where.workspaceFolder;
  const rulesFile = posix.relative(folder, where.rulesPath);
  const recordFile = posix.relative(folder, where.recordPath);
  const cap = new HourlyCap();
  const perHour = io.watchCap ?? WATCH_MAX_CONVERSIONS_PER_HOUR;
  // What the runs write (and plan to write) is never a change to act on: no run starts another.
  const ours = new Set<string>();
  // The first run's catalogue, else read at the first run that needs it.
  let catalogue = known;
  let catalogueRead = known !== undefined;
  let running: Promise<void> = Promise.resolve();

  const once = async (batch: TriggerBatch): Promise<void> => {
    const opened = await openRules(args.rules, io);
    const all = (await planAll(opened.where, opened.file, opened.folder, io)).items;
    all.forEach((i) => ours.add(i.result));
    const items = batch.paths.has(rulesFile) ? all : all.filter((i) => batch.paths.has(i.source));
    if (items.length === 0) {
      return;
    }
    if (!catalogueRead) {
      catalogue = await checksCatalogue(io, session.service);
      catalogueRead = true;
    }
    await refuseUnfit(items, catalogue, opened.where.workspaceFolder);
    const reporter = new Reporter(io, { json: false, session, workspaceFolder: folder });
    const summary = await runAndReport(
      {
        items,
        workspaceFolder: folder,
        record: await ConversionRecord.load(opened.where.recordPath),
        policy: automaticConflictPolicy(opened.folder.conflictPolicy),
        force: false,
        dryRun: false,
        mayRun: ({ conversions }) => {
          if (conversions > 0 && cap.wouldExceed(conversions, perHour)) {
            io.err(
              `convert-files: paused: ${conversions} more conversions would go over ${perHour} in an hour (${cap.usedInLastHour()} used by --watch); waiting for the next change`,
            );
            return false;
          }
          return true;
        },
      },
      session,
      io,
      reporter,
    );
    if (summary) {
      cap.record(summary.conversionsUsed);
    }
  };

  const scheduler = new RunScheduler<string>((_key, batch) => {
    // A problem of one run (a broken rules file, an unknown format) is said; watching goes on.
    running = once(batch).catch((err: unknown) => {
      const text = err instanceof CannotStart || err instanceof Error ? err.message : errorText(err);
      for (const line of oneLine(text, (t) => session.service?.redact(t) ?? t).split('\n')) {
        io.err(`convert-files: ${line}`);
      }
    });
    return running;
  }, DEBOUNCE_MS);
  let watcher: FSWatcher | undefined;
  try {
    watcher = watch(folder, { recursive: true }, (_event, name) => {
      const path = name === null ? '' : slashed(String(name));
      if (
        path === '' ||
        path === recordFile ||
        ours.has(path) ||
        path.endsWith('.partial') ||
        /(^|\/)(\.git|node_modules)(\/|$)/.test(path)
      ) {
        return;
      }
      scheduler.request(folder, path, 'onChange');
    });
  } catch (err) {
    throw new CannotStart(`cannot watch ${shown(folder)}: ${errorText(err)}`);
  }
  io.err('convert-files: watching for changes (Ctrl+C stops)');
  await new Promise<void>((stopped) => {
    if (io.signal.aborted) {
      stopped();
    } else {
      io.signal.addEventListener('abort', () => stopped(), { once: true });
    }
  });
  watcher.close();
  scheduler.dispose();
  // The run under way was stopped by the same signal: its temporary files are gone once it ends.
  await running;
  return EXIT_INTERRUPTED;
}
