/**
 * The texts Compare as Text has extracted, kept in the extension's storage (never the workspace),
 * one file per source content: the key is a SHA-256 of the format and the bytes, so a document (a
 * git revision, a copy under another name) is never paid for twice. The texts together stay under a
 * size cap, the least recently used going first. Plain Node (no vscode).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What a clear or a prune removed. */
export interface RemovedTexts {
  readonly count: number;
  readonly bytes: number;
}

const KEY = /^[0-9a-f]{64}$/;

export class TextCache {
  constructor(
    /** The folder of the texts (created on first store). */
    readonly dir: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key of a source: a SHA-256 over its format and its bytes. */
  static key(format: string, content: Uint8Array): string {
    return createHash('sha256').update(format.toLowerCase()).update('\0').update(content).digest('hex');
  }

  private path(key: string): string {
    if (!KEY.test(key)) {
      throw new Error(`Not a text key: ${key}`);
    }
    return join(this.dir, `${key}.txt`);
  }

  /** The stored text of `key`, marked as just used; undefined when there is none. */
  async get(key: string): Promise<string | undefined> {
    const path = this.path(key);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      return undefined;
    }
    const now = new Date(this.now());
    await utimes(path, now, now).catch(() => undefined);
    return text;
  }

  /** Stores the text of `key`: written aside and renamed, so a reader never sees half of it. */
  async put(key: string, text: string): Promise<void> {
    const path = this.path(key);
    await mkdir(this.dir, { recursive: true });
    const temporary = join(this.dir, `.${key}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, text, 'utf8');
      const now = new Date(this.now());
      await utimes(temporary, now, now);
      await rename(temporary, path);
    } catch (err) {
      // Not left behind: a temporary file is neither listed nor counted against the cap.
      await rm(temporary, { force: true }).catch(() => undefined);
      throw err;
    }
  }

  /** Every stored text with its size and last use, least recently used first. */
  async list(): Promise<Array<{ key: string; size: number; used: number }>> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const entries = await Promise.all(
      names
        .filter((n) => KEY.test(n.replace(/\.txt$/, '')) && n.endsWith('.txt'))
        .map(async (n) => {
          try {
            const info = await stat(join(this.dir, n));
            return { key: n.slice(0, -4), size: info.size, used: info.mtimeMs };
          } catch {
            return undefined;
          }
        }),
    );
    return entries.filter((e) => e !== undefined).sort((a, b) => a.used - b.used);
  }

  /** Removes the least recently used texts until the rest take at most `capBytes`; `keep` stay whatever their size. */
  async prune(capBytes: number, keep: readonly string[] = []): Promise<RemovedTexts> {
    const entries = await this.list();
    let total = entries.reduce((sum, e) => sum + e.size, 0);
    let count = 0;
    let bytes = 0;
    for (const entry of entries) {
      if (total <= capBytes) {
        break;
      }
      if (keep.includes(entry.key)) {
        continue;
      }
      await rm(this.path(entry.key), { force: true });
      total -= entry.size;
      count++;
      bytes += entry.size;
    }
    return { count, bytes };
  }

  /** Removes every stored text (and anything half-written). */
  async clear(): Promise<RemovedTexts> {
    const entries = await this.list();
    await rm(this.dir, { recursive: true, force: true });
    return { count: entries.length, bytes: entries.reduce((sum, e) => sum + e.size, 0) };
  }
}
