import type { ConversionRecord } from '../service/admin';
import type { ConverterTotals, DayTotals, PeriodSummary, RangeChoice } from './usageFormat';

/** The Usage view's top-level sections. */
export type SectionKind = 'account' | 'consumption' | 'statistics' | 'recent';

/** One node of the Usage view; the provider turns each into a TreeItem. */
export type UsageNode =
  | { readonly type: 'section'; readonly section: SectionKind }
  /** A name/value row: label is the name, the value shows as the description. */
  | {
      readonly type: 'field';
      readonly id: string;
      readonly label: string;
      readonly value: string;
      readonly icon?: string;
      readonly tooltip?: string;
    }
  | { readonly type: 'period'; readonly kind: RangeChoice['kind']; readonly summary: PeriodSummary }
  | { readonly type: 'group'; readonly group: 'days' | 'converters'; readonly parentId: string; readonly summary: PeriodSummary }
  | { readonly type: 'day'; readonly parentId: string; readonly day: DayTotals }
  | { readonly type: 'converter'; readonly parentId: string; readonly totals: ConverterTotals }
  | { readonly type: 'recentConversion'; readonly index: number; readonly entry: ConversionRecord }
  | { readonly type: 'loadMore' }
  | { readonly type: 'loading'; readonly id: string }
  /** A line of information where there is nothing (else) to show. */
  | { readonly type: 'empty'; readonly id: string; readonly message: string; readonly tooltip?: string }
  /** A failed load (clicking it refreshes); `stale` when older data is still shown. */
  | { readonly type: 'error'; readonly id: string; readonly what: string; readonly error: unknown; readonly stale?: boolean }
  /** The Master Token was refused (401). */
  | { readonly type: 'authError' };

/** Context values that view/item/context menus match. */
export const ContextValues = {
  error: 'usageError',
} as const;
