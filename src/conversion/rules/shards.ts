// Sharing a run between N runners (a CI matrix, each on its own fresh checkout): every planned
// item belongs to one unit, and every unit to one shard by the hash of its key, so the runners
// together convert each out-of-date source exactly once and none twice. Pure and deterministic:
// the same paths give the same shares on every machine and every operating system.
import { createHash } from 'node:crypto';
import type { PlanItem } from './plan';

/** Runner K of N (1 ≤ K ≤ N). */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** The most runners one run may be shared between. */
export const MAX_SHARDS = 1000;

/** Reads `K/N`; an Error saying what is wrong otherwise. */
export function parseShard(text: string): Shard {
  const m = /^(\d{1,4})\/(\d{1,4})$/.exec(text.trim());
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || count > MAX_SHARDS || index < 1 || index > count) {
    throw new Error(`--shard takes K/N with 1 ≤ K ≤ N ≤ ${MAX_SHARDS} (such as 2/4), not "${text}"`);
  }
  return { index, count };
}

/**
 * The unit an item is converted in: all the targets of one source go together (one upload per
 * source). A joined book (several sources, one result) will name its unit by its result, so that
 * a book is never split between runners.
 */
export function shardUnit(item: Pick<PlanItem, 'source'> & { readonly unit?: string }): string {
  return item.unit ?? item.source;
}

/** A unit's place in the deal: 48 bits of the SHA-256 of its key (exact in a double, evenly spread). */
function unitHash(unit: string): number {
  return parseInt(createHash('sha256').update(unit, 'utf8').digest('hex').slice(0, 12), 16);
}

/** The shard (1-based) one unit belongs to among `count` by its hash alone (what is not planned: a gone source's result). */
export function shardOfUnit(unit: string, count: number): number {
  return (unitHash(unit) % count) + 1;
}

/**
 * The items of one shard, in the plan's order. The units of the items are ordered by the hash of
 * their key and dealt out in turn, so every runner gets a share (when there are at least N units)
 * and the shares differ by one unit at most; every runner plans the same units from the same
 * checkout and the same arguments, so the deal is the same everywhere.
 */
export function inShard<T extends Pick<PlanItem, 'source'> & { readonly unit?: string }>(items: readonly T[], shard: Shard): T[] {
  const units = [...new Set(items.map(shardUnit))]
    .map((unit) => ({ unit, hash: unitHash(unit) }))
    .sort((a, b) => a.hash - b.hash || (a.unit < b.unit ? -1 : a.unit > b.unit ? 1 : 0));
  const mine = new Set(units.filter((_, i) => i % shard.count === shard.index - 1).map((u) => u.unit));
  return items.filter((item) => mine.has(shardUnit(item)));
}
