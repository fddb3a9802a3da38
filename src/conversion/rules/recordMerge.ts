// Combining the up-to-date records that shards of one run wrote (`convert-files record merge`).
// Every shard starts from the same record (the one checked out) and changes only the entries of
// its own share, so against that base each result was changed by one shard at most: the change
// wins, whoever made it. Two shards changing one result differently is a conflict, named, never
// settled by guessing.
import type { ConversionRecord, RecordEntry } from './record';

/** One result two records changed differently. */
export interface MergeConflict {
  readonly result: string;
}

/** The entry as a comparable text (undefined: no entry). */
function key(entry: RecordEntry | undefined): string {
  return entry === undefined ? '' : JSON.stringify([entry.source, entry.sourceHash, entry.definitionHash, entry.files]);
}

/**
 * Merges `records` into `base` (changed in place, not saved): per result, the value every record
 * that changed it agrees on; a result no record changed keeps the base's. An entry that a record
 * lacks while the base has it was removed by that record's run.
 */
export function mergeRecords(base: ConversionRecord, records: readonly ConversionRecord[]): MergeConflict[] {
  const results = new Set([...base.list(), ...records.flatMap((r) => r.list())].map((e) => e.result));
  const conflicts: MergeConflict[] = [];
  for (const result of [...results].sort()) {
    const before = key(base.get(result));
    const changes = new Map<string, RecordEntry | undefined>();
    for (const record of records) {
      const entry = record.get(result);
      if (key(entry) !== before) {
        changes.set(key(entry), entry);
      }
    }
    if (changes.size > 1) {
      conflicts.push({ result });
    } else if (changes.size === 1) {
      const [entry] = changes.values();
      if (entry) {
        base.set(entry);
      } else {
        base.remove(result);
      }
    }
  }
  return conflicts;
}
