// The changes automatic runs held back while paused (by a person, the hourly cap, or too few
// conversions left), per workspace folder, so that Resume can run them instead of leaving them
// out of date until each file changes again. Kept in a store (workspaceState in VS Code) across
// reloads; a kept value is never trusted blindly. Past a bound only "too many" is kept.
import type { AutomaticTrigger, TriggerBatch } from './scheduler';

/** More changed paths than this in one folder: Resume offers Run Conversion Rules instead. */
export const MAX_HELD_PATHS = 2000;

interface Held {
  readonly paths: readonly string[];
  readonly kinds: readonly AutomaticTrigger[];
  readonly overflow?: boolean;
}

export interface HeldBackStore {
  get(): unknown;
  set(value: Readonly<Record<string, Held>>): void;
}

/** What one folder held back: the changes, or that there were too many to keep. */
export type HeldChanges = { readonly overflow: true } | ({ readonly overflow: false } & TriggerBatch);

const KINDS: readonly AutomaticTrigger[] = ['onSave', 'onChange'];

function valid(value: unknown): Record<string, Held> {
  const kept: Record<string, Held> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return kept;
  }
  for (const [key, held] of Object.entries(value as Record<string, unknown>)) {
    const h = held as Partial<Held> | null;
    if (Array.isArray(h?.paths) && Array.isArray(h.kinds)) {
      kept[key] = {
        paths: h.paths.filter((p): p is string => typeof p === 'string').slice(0, MAX_HELD_PATHS),
        kinds: h.kinds.filter((k): k is AutomaticTrigger => KINDS.includes(k)),
        ...(h.overflow === true ? { overflow: true } : {}),
      };
    }
  }
  return kept;
}

function memoryStore(): HeldBackStore {
  let kept: unknown = {};
  return { get: () => kept, set: (value) => (kept = value) };
}

export class HeldBack {
  constructor(private readonly store: HeldBackStore = memoryStore()) {}

  /** Changes of `key` that did not run: kept for Resume. */
  add(key: string, batch: TriggerBatch): void {
    const all = valid(this.store.get());
    const before = all[key] ?? { paths: [], kinds: [] };
    const paths = [...new Set([...before.paths, ...batch.paths])];
    const kinds = [...new Set([...before.kinds, ...batch.kinds])];
    all[key] = before.overflow || paths.length > MAX_HELD_PATHS ? { paths: [], kinds, overflow: true } : { paths, kinds };
    this.store.set(all);
  }

  /** Every folder's held-back changes, forgotten here (Resume runs them or hands them to a run by hand). */
  takeAll(): Map<string, HeldChanges> {
    const all = valid(this.store.get());
    this.store.set({});
    return new Map(
      Object.entries(all).map(([key, held]): [string, HeldChanges] => [
        key,
        held.overflow ? { overflow: true } : { overflow: false, paths: new Set(held.paths), kinds: new Set(held.kinds) },
      ]),
    );
  }
}
