// Batches run in the order a person reads the file names: n1, n2, n10 (not n1, n10, n2).

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Compares two names or paths with digit runs taken as numbers; ties fall back to code points, so the order is total. */
export function naturalCompare(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** A sorted copy of `items`, in natural order of `key` (a path, so that folders keep their files together). */
export function sortNaturally<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...items].sort((x, y) => naturalCompare(key(x), key(y)));
}
