// Results whose source is gone. A result the rules wrote (the record says so) for a source that
// was deleted or renamed is stale: a run removes it when nobody edited it since, and a source
// renamed with the same bytes takes its result along (moved, renamed after it) instead of paying
// again. Whether an entry of the record is such a result is asked of the current rules, never of
// the record alone (which comes with the folder): the rules must make that result of that source.
import { lstat } from 'node:fs/promises';
import { posix } from 'node:path';
import { planRules, type ItemState, type PlanInput, type PlanItem } from './plan';
import { plainRelative } from './ownFiles';
import type { ConversionRecord, RecordEntry } from './record';
import { matchSources } from './sources';
import { splitName } from '../../service/convert';

/** A result the rules wrote for a source that is gone. */
export interface Orphan {
  readonly entry: RecordEntry;
  /** What the current rules make of the gone source for that result (how the outcome is reported). */
  readonly item: PlanItem;
}

async function gone(path: string): Promise<boolean> {
  return lstat(path).then(
    () => false,
    (err: NodeJS.ErrnoException) => err.code === 'ENOENT',
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * True for a file the item itself may have written: its result, a page in its folder of pages, its
 * numbered copy beside a file it did not write (`a (1).pdf`), or a kept step of its pipeline
 * (`a.step1.pdf`). Anything else the record lists for it is not removed.
 */
function writtenBy(item: PlanItem, path: string): boolean {
  if (path === item.result || (item.multiFile && path.startsWith(`${item.result}/`) && !path.slice(item.result.length + 1).includes('/'))) {
    return true;
  }
  if (posix.dirname(path) !== item.folder) {
    return false;
  }
  const name = posix.basename(path);
  const { stem, ext } = splitName(item.fileName);
  if (new RegExp(`^${escaped(stem)} \\(\\d+\\)${ext ? escaped(ext) : ''}$`).test(name)) {
    return true;
  }
  const sourceStem = splitName(posix.basename(item.source)).stem;
  return item.target.keepIntermediates === true && new RegExp(`^${escaped(sourceStem)}\\.step\\d+\\.[^/]+$`).test(name);
}

/** Every file of the entry is one the item may have written, and none is a source. */
function filesBelong(entry: RecordEntry, item: PlanItem, sources: ReadonlySet<string>): boolean {
  return entry.files.length > 0 && entry.files.every((f) => plainRelative(f.path) && !sources.has(f.path) && writtenBy(item, f.path));
}

/**
 * The results of the record whose source is gone, that the current rules would write for that
 * source (`planned`: the whole plan of the folder, whose sources and results are never orphans).
 * `within`: only sources the run is about (a folder, some files, one rule).
 */
export async function findOrphans(
  input: PlanInput,
  record: ConversionRecord,
  planned: readonly PlanItem[],
  within: (item: PlanItem) => boolean = () => true,
): Promise<Orphan[]> {
  const results = new Set(planned.map((i) => i.result));
  const sources = new Set(planned.map((i) => i.source));
  const candidates: RecordEntry[] = [];
  for (const entry of record.list()) {
    if (
      !results.has(entry.result) &&
      !sources.has(entry.source) &&
      plainRelative(entry.source) &&
      plainRelative(entry.result) &&
      (await gone(posix.join(input.workspaceFolder, entry.source)))
    ) {
      candidates.push(entry);
    }
  }
  if (candidates.length === 0) {
    return [];
  }
  const query = { workspaceFolder: input.workspaceFolder, rules: input.file.rules, filesExclude: input.filesExclude };
  const plan = await planRules({
    ...input,
    sources: matchSources(
      query,
      candidates.map((e) => e.source),
    ),
  });
  const orphans: Orphan[] = [];
  for (const entry of candidates) {
    const item = plan.items.find((i) => i.source === entry.source && i.result === entry.result);
    if (item && !results.has(item.result) && within(item) && filesBelong(entry, item, sources)) {
      orphans.push({ entry, item });
    }
  }
  return orphans;
}

/**
 * The states with each new result whose source has the bytes of a gone source (renamed, or copied
 * and the original deleted) and the same definition marked to take that source's result along
 * instead of converting. One orphan moves once; a result in pages or with kept steps converts.
 */
export function pairMoves(items: readonly PlanItem[], states: readonly ItemState[], orphans: readonly Orphan[]): ItemState[] {
  const free = orphans.filter((o) => o.entry.files.length === 1 && o.entry.files[0]!.path === o.entry.result);
  return states.map((state, i) => {
    const item = items[i]!;
    if (
      state.status !== 'convert' ||
      state.why !== 'new' ||
      state.replace ||
      state.conflict ||
      item.multiFile ||
      item.target.keepIntermediates
    ) {
      return state;
    }
    const at = free.findIndex((o) => o.entry.sourceHash === state.sourceHash && o.entry.definitionHash === item.target.definitionHash);
    if (at < 0) {
      return state;
    }
    const [orphan] = free.splice(at, 1);
    const { entry } = orphan!;
    return { ...state, why: 'renamed', moveFrom: { source: entry.source, result: entry.result, hash: entry.files[0]!.hash } };
  });
}

/** The orphans no move takes along: what a run removes. */
export function unpaired(orphans: readonly Orphan[], states: readonly ItemState[]): Orphan[] {
  const moved = new Set(states.flatMap((s) => (s.status === 'convert' && s.moveFrom ? [s.moveFrom.result] : [])));
  return orphans.filter((o) => !moved.has(o.entry.result));
}
