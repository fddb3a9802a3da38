// What a run does with the results of gone sources before it converts: a renamed source's result
// is moved along, the others are removed when nobody edited them (ownFiles.ts decides what is
// the rules' own). A dry run only says what it would do.
import { rmdir } from 'node:fs/promises';
import { posix } from 'node:path';
import { unpaired, type Orphan } from './orphans';
import { moveOwnFile, removeOwnFile } from './ownFiles';
import { resultPathState } from './paths';
import type { ItemState, PlanItem } from './plan';
import type { ConversionRecord } from './record';
import { SOURCE_GONE, type RuleEvent } from './runEvents';

/** What a run of the rules is given (RulesRunOptions adds what sending needs). */
export interface OrphanRunOptions {
  readonly workspaceFolder: string;
  readonly items: readonly PlanItem[];
  readonly record: ConversionRecord;
  readonly dryRun: boolean;
  readonly onEvent: (event: RuleEvent) => void;
  /** Aborted: no further state is read and nothing is sent. */
  readonly signal?: AbortSignal;
  /** Results of gone sources (findOrphans): renamed sources take theirs along (readStates pairs them). */
  readonly orphans?: readonly Orphan[];
  /** Remove the orphans no renamed source takes along (a run by hand, a task, the command line; not an automatic run). */
  readonly removeOrphans?: boolean;
}

/** Takes the results of renamed sources along (a dry run says so); the indexes of the items done. */
export async function moveRenamed(options: OrphanRunOptions, states: readonly ItemState[]): Promise<Set<number>> {
  const done = new Set<number>();
  for (const [i, item] of options.items.entries()) {
    const state = states[i];
    if (state?.status !== 'convert' || !state.moveFrom || options.signal?.aborted) {
      continue;
    }
    const from = state.moveFrom;
    if (options.dryRun) {
      options.onEvent({ kind: 'wouldMove', item, from: from.result });
      done.add(i);
    } else if (await moveOwnFile(options.workspaceFolder, from.result, item.result, from.hash)) {
      options.record.remove(from.result);
      options.record.set({
        source: item.source,
        result: item.result,
        sourceHash: state.sourceHash,
        definitionHash: item.target.definitionHash,
        files: [{ path: item.result, hash: from.hash }],
      });
      options.onEvent({ kind: 'moved', item, from: from.result });
      done.add(i);
    }
    // Not moved (changed meanwhile): converted like any new result.
  }
  return done;
}

/** Removes the results of gone sources that nobody edited and no rename took along; how many. */
export async function removeOrphans(options: OrphanRunOptions, states: readonly ItemState[]): Promise<number> {
  if (!options.removeOrphans || !options.orphans) {
    return 0;
  }
  let count = 0;
  for (const { entry, item } of unpaired(options.orphans, states)) {
    if (options.signal?.aborted) {
      break;
    }
    if (options.dryRun) {
      options.onEvent({ kind: 'wouldRemove', item, why: SOURCE_GONE });
      continue;
    }
    const removed: string[] = [];
    const kept: string[] = [];
    for (const file of entry.files) {
      if (await removeOwnFile(options.workspaceFolder, file.path, file.hash)) {
        removed.push(file.path);
      } else if ((await resultPathState(posix.join(options.workspaceFolder, file.path))) !== 'none') {
        kept.push(file.path);
      }
    }
    if (item.multiFile) {
      // The folder of pages, when nothing else is in it.
      await rmdir(posix.join(options.workspaceFolder, item.result)).catch(() => undefined);
    }
    // Either way the files are no longer the rules' own: what is left is the person's.
    options.record.remove(entry.result);
    if (removed.length > 0) {
      count += 1;
      options.onEvent({ kind: 'removed', item, removed, why: SOURCE_GONE });
    }
    if (kept.length > 0) {
      options.onEvent({
        kind: 'skipped',
        item,
        why: `${SOURCE_GONE}, but ${kept.join(', ')} changed since the rules wrote it (or is not theirs): kept`,
      });
    }
  }
  return count;
}
