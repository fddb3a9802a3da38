/**
 * The one content-addressed cache of what the service made of a document: Preview as PDF's PDFs and
 * the texts Compare as Text, Search in Documents and the MCP server's `extract_text` read. One folder
 * (the extension's storage, never the workspace; the MCP server's cache folder), one file per
 * content and kind: `<sha256 of format and bytes>.<kind>` (`.pdf`, `.txt`), so a document (a git
 * revision, a copy under another name) is never paid for twice. One size limit over every entry,
 * the least recently used going first. Plain Node (no vscode), so the command line uses it too.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What a clear or a prune removed. */
export interface Removed {
  readonly count: number;
  readonly bytes: number;
}

/** One stored result. */
export interface CacheEntry {
  /** The content's key (the same for a document's PDF and its text). */
  readonly key: string;
  /** `pdf` or `txt`. */
  readonly kind: string;
  readonly path: string;
  readonly size: number;
  /** When it was last stored or used (ms since the epoch). */
  readonly used: number;
}

const ENTRY = /^([0-9a-f]{64})\.([a-z]+)$/;
const KEY = /^[0-9a-f]{64}$/;

export class ContentCache {
  constructor(
    /** The folder of the entries (created on first store). */
    readonly dir: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key of a source: a SHA-256 over its format and its bytes. */
  static key(format: string, content: Uint8Array): string {
    return createHash('sha256').update(format.toLowerCase()).update('\0').update(content).digest('hex');
  }

  /** The path of the entry of `key` and `kind` (stored or not). */
  path(key: string, kind: string): string {
    if (!KEY.test(key) || !/^[a-z]+$/.test(kind)) {
      throw new Error(`Not a cache entry: ${key}.${kind}`);
    }
    return join(this.dir, `${key}.${kind}`);
  }

  /** Where a writer that stages and renames (the result writer) puts the entry of `key` and `kind`; the folder is made here. */
  async place(key: string, kind: string): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    return this.path(key, kind);
  }

  /** The stored entry of `key` and `kind`, marked as just used; undefined when there is none. */
  async lookup(key: string, kind: string): Promise<CacheEntry | undefined> {
    if (!KEY.test(key)) {
      return undefined;
    }
    const path = this.path(key, kind);
    const now = new Date(this.now());
    try {
      await utimes(path, now, now);
      return { key, kind, path, size: (await stat(path)).size, used: now.getTime() };
    } catch {
      return undefined;
    }
  }

  /** The stored text of `key`, marked as just used; undefined when there is none. */
  async get(key: string): Promise<string | undefined> {
    const entry = await this.lookup(key, 'txt');
    return entry && readFile(entry.path, 'utf8').catch(() => undefined);
  }

  /** Stores the text of `key`: written aside and renamed, so a reader never sees half of it. */
  async put(key: string, text: string): Promise<void> {
    const path = await this.place(key, 'txt');
    const temporary = join(this.dir, `.${key}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, text, 'utf8');
      const now = new Date(this.now());
      await utimes(temporary, now, now);
      await rename(temporary, path);
    } catch (err) {
      // Not left behind: a temporary file is neither listed nor counted against the limit.
      await rm(temporary, { force: true }).catch(() => undefined);
      throw err;
    }
  }

  /** Every stored entry (of `kind`, or all), least recently used first; a file being written is none. */
  async list(kind?: string): Promise<CacheEntry[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const entries = await Promise.all(
      names.map(async (name) => {
        const [, key, entryKind] = ENTRY.exec(name) ?? [];
        if (!key || !entryKind || (kind !== undefined && entryKind !== kind)) {
          return undefined;
        }
        const info = await stat(join(this.dir, name)).catch(() => undefined);
        return info?.isFile() ? { key, kind: entryKind, path: join(this.dir, name), size: info.size, used: info.mtimeMs } : undefined;
      }),
    );
    return entries.filter((e) => e !== undefined).sort((a, b) => a.used - b.used);
  }

  /**
   * Removes the least recently used entries until the rest take at most `limitBytes`. The entries of
   * `keep` (the keys on screen now) go last, and only when they alone pass the limit: after a prune
   * the cache never holds more than the limit, except the kept entries that are larger than it by
   * themselves (the next prune removes them first when they are no longer kept).
   */
  async prune(limitBytes: number, keep: readonly string[] = []): Promise<Removed> {
    const entries = await this.list();
    let total = entries.reduce((sum, e) => sum + e.size, 0);
    let count = 0;
    let bytes = 0;
    for (const entry of entries) {
      if (total <= limitBytes) {
        break;
      }
      if (keep.includes(entry.key)) {
        continue;
      }
      await rm(entry.path, { force: true });
      total -= entry.size;
      count++;
      bytes += entry.size;
    }
    return { count, bytes };
  }

  /** Removes every entry of `kind` (with anything half-written), or the whole folder. */
  async clear(kind?: string): Promise<Removed> {
    const entries = await this.list(kind);
    if (kind === undefined) {
      await rm(this.dir, { recursive: true, force: true });
    } else {
      await Promise.all(entries.map((e) => rm(e.path, { force: true })));
    }
    return { count: entries.length, bytes: entries.reduce((sum, e) => sum + e.size, 0) };
  }
}
