// The one rules runner. Every front-end of the rules (Run Conversion Rules, its argument object,
// the convertFiles task, automatic runs, `convert-files run`, `run --watch`, `check`, `convert`,
// the MCP server's convert tool) plans its items, then hands them here with what differs between
// them: the question before sending, the progress, how each outcome is shown, the record, a share
// of a shared run. One order for all: the results of gone sources found, each item decided against
// the record, what the run would do told to the caller, then the run itself (run.ts).
import type { ConflictPolicy } from '../outputPlanner';
import { findOrphans, unpaired, type Orphan } from './orphans';
import type { ItemState, PlanInput, PlanItem } from './plan';
import type { ConversionRecord } from './record';
import { conversionsFor, readStates, runRules, type RulesRunOptions, type RulesRunSummary } from './run';
import { shardOfUnit, shardUnit, type Shard } from './shards';

/** The results of gone sources a run looks at: taken along by a renamed source, else removed or left. */
export interface GoneSources {
  /** What the plan was made of: the gone sources are planned with the same. */
  readonly input: PlanInput;
  /** The folder's whole plan (its sources and results are never gone). */
  readonly planned: readonly PlanItem[];
  /** Only the gone sources the run is about (a rule, a folder, some files); default all. */
  readonly about?: (item: PlanItem) => boolean;
  /** A run shared between runners: this one's share, by the hash of each gone source's unit (one runner removes it). */
  readonly shard?: Shard;
  /** Remove those no renamed source takes along (a run by hand, a task, the command line; not an automatic run). */
  readonly remove: boolean;
}

/** What deciding the items needs. */
export interface LookAhead {
  readonly workspaceFolder: string;
  readonly items: readonly PlanItem[];
  readonly record: ConversionRecord;
  /** As the run applies it: "ask" only where somebody is asked. */
  readonly conflictPolicy: ConflictPolicy;
  readonly force?: boolean;
  readonly signal?: AbortSignal;
  readonly gone?: GoneSources;
  /** How the states are read (under a progress a person can cancel, with its signal); default with `signal`. */
  readonly reading?: (read: (signal: AbortSignal | undefined) => Promise<ItemState[]>) => Promise<ItemState[]>;
}

/** What a run would do, read before anything is sent. */
export interface RunAhead {
  /** The items out of date (not those up to date, skipped or moved), and of them those sent (not a file in the way the conflict policy keeps). */
  readonly outOfDate: readonly PlanItem[];
  readonly sent: readonly PlanItem[];
  /** What the sent items cost (one conversion per step); how many are up to date; how many results are taken along with their renamed source. */
  readonly conversions: number;
  readonly upToDate: number;
  readonly moves: number;
  /** One per item, in order; fewer when the reading was stopped. */
  readonly states: readonly ItemState[];
  /** The results of gone sources, and of them those no renamed source takes along (what a run that removes removes). */
  readonly orphans: readonly Orphan[];
  readonly stale: readonly Orphan[];
}

/** The states of the items and what they add up to; nothing is sent, moved or removed. */
export async function lookAhead(look: LookAhead): Promise<RunAhead> {
  const { items, record, gone } = look;
  const found = gone ? await findOrphans(gone.input, record, gone.planned, gone.about) : [];
  const shard = gone?.shard;
  const orphans = shard ? found.filter((o) => shardOfUnit(shardUnit(o.item), shard.count) === shard.index) : found;
  const read = (signal: AbortSignal | undefined) =>
    readStates({ workspaceFolder: look.workspaceFolder, items, record, force: look.force ?? false, signal, orphans });
  const states = await (look.reading ? look.reading(read) : read(look.signal));
  const outOfDate = items.filter((item, i) => conversionsFor(item, states[i]) > 0);
  const sent = items.filter((item, i) => {
    const state = states[i];
    return conversionsFor(item, state) > 0 && !(state?.status === 'convert' && state.conflict && look.conflictPolicy === 'skip');
  });
  return {
    states,
    orphans,
    outOfDate,
    sent,
    conversions: sent.reduce((n, item) => n + item.target.target.length, 0),
    upToDate: states.filter((s) => s.status === 'upToDate').length,
    moves: states.filter((s) => s.status === 'convert' && s.moveFrom).length,
    stale: unpaired(orphans, states),
  };
}

/** One run of planned items: what the front-ends give, and what they are told. */
export interface RulesRun extends LookAhead, Omit<RulesRunOptions, keyof LookAhead | 'dryRun' | 'orphans' | 'removeOrphans'> {
  readonly dryRun?: boolean;
  /** Told what the run would do before anything is sent, moved or removed: false, and nothing is. */
  readonly beforeSending?: (ahead: RunAhead) => boolean | Promise<boolean>;
}

/** Runs planned items; the record is saved at the end. Undefined: `beforeSending` stopped the run. */
export async function runPlanned(run: RulesRun): Promise<RulesRunSummary | undefined> {
  const ahead = await lookAhead(run);
  if (run.beforeSending && !(await run.beforeSending(ahead))) {
    return undefined;
  }
  return runRules(
    {
      ...run,
      force: run.force ?? false,
      dryRun: run.dryRun ?? false,
      orphans: ahead.orphans,
      removeOrphans: run.gone?.remove ?? false,
    },
    ahead.states,
  );
}
