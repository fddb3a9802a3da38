/**
 * Where Preview as PDF keeps its PDFs: a folder of the extension's own storage (never the
 * workspace), one entry per source content, keyed by a SHA-256 of the source format and bytes, so
 * the same document previews again at no cost, whatever its name or wherever it lies. The entries
 * together stay under a size cap: the least recently used go first. Plain Node (no vscode).
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';

/** One stored preview. */
export interface StoredPreview {
  readonly key: string;
  /** The PDF's path. */
  readonly path: string;
  readonly size: number;
  /** When it was last stored or shown (ms since the epoch). */
  readonly used: number;
}

/** What a clear or a prune removed. */
export interface Removed {
  readonly count: number;
  readonly bytes: number;
}

/** The name the PDF of `sourceName` is stored under: the source's name, so the editor tab says what it shows. */
export function previewFileName(sourceName: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it replaces.
  return `${sourceName.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_')}.pdf`;
}

export class PreviewCache {
  constructor(
    /** The folder of the entries (created on first store). */
    readonly dir: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key of a source: a SHA-256 over its format and its bytes. */
  static key(sourceFormat: string, content: Uint8Array): string {
    return createHash('sha256').update(sourceFormat.toLowerCase()).update('\0').update(content).digest('hex');
  }

  /** Where a preview of `sourceName` with this key is written (its entry's folder is made here). */
  async placeFor(key: string, sourceName: string): Promise<string> {
    const folder = join(this.dir, key);
    await mkdir(folder, { recursive: true });
    return join(folder, previewFileName(sourceName));
  }

  /**
   * The stored preview for `key`, marked as just used, under `sourceName`'s name (renamed when the
   * same content was stored under another name); undefined when there is none.
   */
  async lookup(key: string, sourceName: string): Promise<StoredPreview | undefined> {
    const entry = await this.entry(key);
    if (!entry) {
      return undefined;
    }
    const wanted = join(this.dir, key, previewFileName(sourceName));
    if (entry.path !== wanted) {
      await rename(entry.path, wanted);
    }
    const now = new Date(this.now());
    await utimes(wanted, now, now);
    return { ...entry, path: wanted, used: now.getTime() };
  }

  /** Every stored preview, least recently used first. */
  async list(): Promise<StoredPreview[]> {
    let keys: string[];
    try {
      keys = await readdir(this.dir);
    } catch {
      return [];
    }
    const entries = await Promise.all(keys.map((key) => this.entry(key)));
    return entries.filter((e): e is StoredPreview => e !== undefined).sort((a, b) => a.used - b.used);
  }

  /** Removes the least recently used previews until the rest take at most `capBytes`; `keep` stays whatever its size. */
  async prune(capBytes: number, keep?: string): Promise<Removed> {
    const entries = await this.list();
    let total = entries.reduce((sum, e) => sum + e.size, 0);
    let count = 0;
    let bytes = 0;
    for (const entry of entries) {
      if (total <= capBytes) {
        break;
      }
      if (entry.key === keep) {
        continue;
      }
      await rm(join(this.dir, entry.key), { recursive: true, force: true });
      total -= entry.size;
      count++;
      bytes += entry.size;
    }
    return { count, bytes };
  }

  /** Removes the folder of `key` when it holds no finished PDF (a conversion into it failed or was cancelled). */
  async discard(key: string): Promise<void> {
    if (/^[0-9a-f]{64}$/.test(key) && !(await this.entry(key))) {
      await rm(join(this.dir, key), { recursive: true, force: true });
    }
  }

  /** Removes every stored preview (and anything else in the folder, such as a half-written one). */
  async clear(): Promise<Removed> {
    const entries = await this.list();
    await rm(this.dir, { recursive: true, force: true });
    return { count: entries.length, bytes: entries.reduce((sum, e) => sum + e.size, 0) };
  }

  /** The entry of `key`: the one finished PDF in its folder (a temporary file being written is not one). */
  private async entry(key: string): Promise<StoredPreview | undefined> {
    if (!/^[0-9a-f]{64}$/.test(key)) {
      return undefined;
    }
    const folder = join(this.dir, key);
    let names: string[];
    try {
      names = await readdir(folder);
    } catch {
      return undefined;
    }
    const name = names.find((n) => n.endsWith('.pdf'));
    if (!name) {
      return undefined;
    }
    const info = await stat(join(folder, name));
    return { key, path: join(folder, name), size: info.size, used: info.mtimeMs };
  }
}
