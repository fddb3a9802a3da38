// What a run of the rules tells its callers, item by item (the command line, the task and the
// editor print or show these; `--json` maps each kind to a status).
import type { PlanItem } from './plan';

/** What happened to one item; `written` are relative paths. */
export type RuleEvent =
  | { readonly kind: 'upToDate'; readonly item: PlanItem }
  | { readonly kind: 'wouldConvert'; readonly item: PlanItem; readonly why: string }
  | { readonly kind: 'converted'; readonly item: PlanItem; readonly written: readonly string[] }
  | { readonly kind: 'skipped'; readonly item: PlanItem; readonly why: string }
  | { readonly kind: 'failed'; readonly item: PlanItem; readonly error: unknown }
  | { readonly kind: 'cancelled'; readonly item: PlanItem }
  /** A result the rules wrote for a source that is gone, removed (`removed`: the files, relative); `item` is what the rules made of that source. */
  | { readonly kind: 'removed'; readonly item: PlanItem; readonly removed: readonly string[]; readonly why: string }
  /** A dry run: that result would be removed. */
  | { readonly kind: 'wouldRemove'; readonly item: PlanItem; readonly why: string }
  /** The source was renamed with the same bytes: its result `from` was moved to the item's result; nothing sent. */
  | { readonly kind: 'moved'; readonly item: PlanItem; readonly from: string }
  /** A dry run: that result would be moved. */
  | { readonly kind: 'wouldMove'; readonly item: PlanItem; readonly from: string };

/** Why a result is removed, as the command line and the editor say it. */
export const SOURCE_GONE = 'its source is gone';
