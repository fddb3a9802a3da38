// The up-to-date record, `.vscode/convert-files.record.json`: for each result a rule wrote, the
// hashes of the source's bytes, of the target's definition and of each file written. It holds
// paths relative to the workspace folder and hashes only: no FileId, no URL, no token.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { posix } from 'node:path';

export const RECORD_VERSION = 1;

/** The SHA-256 of a file's bytes, streamed (a source, a book's chapters, a result). */
export async function hashFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}

/** What one (source, target) last wrote. */
export interface RecordEntry {
  /** The source, relative to the workspace folder. */
  readonly source: string;
  /** The result's planned path (relative): the entry's key. */
  readonly result: string;
  readonly sourceHash: string;
  readonly definitionHash: string;
  /** Each file written (several for a multi-page result), relative, with its hash. */
  readonly files: readonly { readonly path: string; readonly hash: string }[];
  /** A book: each chapter (relative) with its hash, in order; `sourceHash` is the hash of this list. */
  readonly inputs?: readonly { readonly path: string; readonly hash: string }[];
}

function isEntry(value: unknown): value is RecordEntry {
  const e = value as RecordEntry | undefined;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.source === 'string' &&
    typeof e.result === 'string' &&
    typeof e.sourceHash === 'string' &&
    typeof e.definitionHash === 'string' &&
    Array.isArray(e.files) &&
    e.files.every((f) => typeof f?.path === 'string' && typeof f?.hash === 'string') &&
    (e.inputs === undefined ||
      (Array.isArray(e.inputs) && e.inputs.every((f) => typeof f?.path === 'string' && typeof f?.hash === 'string')))
  );
}

/** The record of one workspace folder, read once per run and written once at its end. */
export class ConversionRecord {
  private readonly entries = new Map<string, RecordEntry>();
  private changed = false;
  private persist = true;

  private constructor(readonly path: string) {}

  /** A record that starts empty and is never written (a conversion asked for by name, not by the rules). */
  static unsaved(): ConversionRecord {
    const record = new ConversionRecord('');
    record.persist = false;
    return record;
  }

  /** Reads the record; a missing or unreadable one is empty (everything is out of date, nothing lost). */
  static async load(path: string): Promise<ConversionRecord> {
    return ConversionRecord.read(path).catch(() => new ConversionRecord(path));
  }

  /** Reads a record that must be there (one to merge): an Error saying why it cannot be used. */
  static async read(path: string): Promise<ConversionRecord> {
    const record = new ConversionRecord(path);
    const text = await readFile(path, 'utf8').catch((err: NodeJS.ErrnoException) => err);
    if (typeof text !== 'string') {
      throw new Error(text.code === 'ENOENT' ? 'no such file' : `cannot be read (${text.code ?? 'unknown'})`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const list = (parsed as { entries?: unknown } | null)?.entries;
    if ((parsed as { version?: unknown } | null)?.version !== RECORD_VERSION || !Array.isArray(list)) {
      throw new Error(parsed === undefined ? 'not valid JSON' : `not a record of version ${RECORD_VERSION}`);
    }
    for (const entry of list.filter(isEntry)) {
      record.entries.set(entry.result, entry);
    }
    return record;
  }

  get(result: string): RecordEntry | undefined {
    return this.entries.get(result);
  }

  set(entry: RecordEntry): void {
    this.entries.set(entry.result, entry);
    this.changed = true;
  }

  /** Every entry, by result. */
  list(): RecordEntry[] {
    return [...this.entries.values()];
  }

  /** Forgets the entry of `result` (its files are no longer the rules' own). */
  remove(result: string): void {
    this.changed = this.entries.delete(result) || this.changed;
  }

  /** Writes the record when something changed: a temporary file renamed into place. */
  async save(): Promise<void> {
    if (!this.changed || !this.persist) {
      return;
    }
    const entries = [...this.entries.values()].sort((a, b) => (a.result < b.result ? -1 : a.result > b.result ? 1 : 0));
    const text = `${JSON.stringify({ version: RECORD_VERSION, entries }, null, 2)}\n`;
    const temp = posix.join(posix.dirname(this.path), `.${posix.basename(this.path)}.${randomBytes(4).toString('hex')}.partial`);
    try {
      await writeFile(temp, text, { flag: 'wx' });
      await rename(temp, this.path);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
    this.changed = false;
  }
}
