/**
 * The emulator's file server: uploads and stored results live on disk in one temporary folder
 * under unguessable ids. Request bodies are streamed to disk, never held in memory whole.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileTooLarge } from './errors';

/** A file the server keeps and serves at `/d/{id}`. */
export interface StoredFile {
  readonly id: string;
  readonly name: string;
  readonly ext: string;
  readonly size: number;
  readonly path: string;
}

/** The extension of a file name, lower case, without the dot (`""` when it has none). */
export function fileExt(name: string): string {
  return extname(name).slice(1).toLowerCase();
}

/** True for text shaped like a file id: 32 lower-case letters and digits (CONTRACT.md). */
export function looksLikeFileId(value: string): boolean {
  return /^[0-9a-z]{32}$/.test(value);
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  html: 'text/html; charset=utf-8',
  json: 'application/json',
  csv: 'text/csv',
  md: 'text/markdown; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The media type a file is served with, by its extension (a browser opens an inline PDF only as application/pdf). */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[fileExt(name)] ?? 'application/octet-stream';
}

/** A stored file deleted, as the dashboard lists it: never its id, which is the key to download it. */
export interface FileDeletion {
  readonly name: string;
  readonly size: number;
  /** ISO time of the deletion. */
  readonly at: string;
  /** A client's DELETE, or the emulator's reset. */
  readonly how: 'deleted' | 'reset';
}

/** How many deletions the dashboard can list. */
const DELETIONS_KEPT = 50;

export class FileStore {
  private readonly files = new Map<string, StoredFile>();
  private readonly storedAt = new Map<string, string>();
  private readonly deletions: FileDeletion[] = [];

  private constructor(readonly dir: string) {}

  static async create(): Promise<FileStore> {
    return new FileStore(await mkdtemp(join(tmpdir(), 'convert-files-emulator-')));
  }

  /** A fresh path in the store's folder for an incoming body. */
  tempPath(): string {
    return join(this.dir, `incoming-${randomBytes(12).toString('hex')}`);
  }

  /** A new unguessable file id. */
  newId(): string {
    return randomBytes(16).toString('hex');
  }

  /** Takes over a file written at `tempPath` and gives it an id (`id` when the client chose one). */
  async adopt(tempPath: string, name: string, size: number, id = this.newId()): Promise<StoredFile> {
    const path = join(this.dir, id);
    await rename(tempPath, path);
    const file: StoredFile = { id, name, ext: fileExt(name), size, path };
    this.files.set(id, file);
    this.storedAt.set(id, new Date().toISOString());
    return file;
  }

  /** What is stored now, oldest first, with when it was stored (for the dashboard). */
  list(): { readonly name: string; readonly size: number; readonly storedAt: string }[] {
    return [...this.files.values()].map((f) => ({ name: f.name, size: f.size, storedAt: this.storedAt.get(f.id) ?? '' }));
  }

  /** The latest deletions, newest first (at most 50). */
  recentDeletions(): readonly FileDeletion[] {
    return this.deletions;
  }

  private forget(file: StoredFile, how: FileDeletion['how']): void {
    this.files.delete(file.id);
    this.storedAt.delete(file.id);
    this.deletions.unshift({ name: file.name, size: file.size, at: new Date().toISOString(), how });
    this.deletions.splice(DELETIONS_KEPT);
  }

  async storeBuffer(name: string, data: Buffer): Promise<StoredFile> {
    const temp = this.tempPath();
    await writeFile(temp, data);
    return this.adopt(temp, name, data.length);
  }

  get(id: string): StoredFile | undefined {
    return this.files.get(id);
  }

  /** Forgets and deletes one file; false when there was none. */
  async delete(id: string): Promise<boolean> {
    const file = this.files.get(id);
    if (!file) {
      return false;
    }
    this.forget(file, 'deleted');
    await rm(file.path, { force: true });
    return true;
  }

  /** Forgets and deletes every stored file (the emulator's reset). */
  async clear(): Promise<void> {
    const files = [...this.files.values()];
    files.forEach((f) => this.forget(f, 'reset'));
    await Promise.all(files.map((f) => rm(f.path, { force: true })));
  }

  async dispose(): Promise<void> {
    this.files.clear();
    await rm(this.dir, { recursive: true, force: true });
  }
}

/**
 * Copies `source` to a new file at `path`, honouring back-pressure, and resolves with the size.
 * Past `limit` bytes it stops writing, deletes the partial file and rejects with 413 code 4130,
 * WITHOUT destroying `source`, so that the caller can still answer on the same connection.
 */
export function writeLimited(source: Readable, path: string, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(path);
    let size = 0;
    let settled = false;
    const detach = (): void => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onError);
      source.off('aborted', onAborted);
    };
    const fail = (err: Error): void => {
      if (settled) {
        return;
      }
      settled = true;
      detach();
      source.pause();
      out.destroy();
      void rm(path, { force: true }).finally(() => reject(err));
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        fail(fileTooLarge(limit));
        return;
      }
      if (!out.write(chunk)) {
        source.pause();
        out.once('drain', () => {
          if (!settled) {
            source.resume();
          }
        });
      }
    };
    const onEnd = (): void => {
      if (settled) {
        return;
      }
      settled = true;
      detach();
      out.end(() => resolve(size));
    };
    const onError = (err: Error): void => fail(err);
    const onAborted = (): void => fail(new Error('The client went away during the upload.'));
    source.on('data', onData);
    source.once('end', onEnd);
    source.once('error', onError);
    source.once('aborted', onAborted);
    out.once('error', onError);
  });
}

/**
 * After an early answer (413, a malformed body), reads and throws away what the client still
 * sends, so that it can read our answer instead of meeting a reset; but only so much and so
 * long, then the connection is cut.
 */
export function discardRest(req: IncomingMessage, maxBytes = 64 * 1024 * 1024, maxMs = 10_000): void {
  if (req.readableEnded || req.destroyed) {
    return;
  }
  let seen = 0;
  req.removeAllListeners('data');
  const timer = setTimeout(() => req.socket.destroy(), maxMs);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > maxBytes) {
      clearTimeout(timer);
      req.socket.destroy();
    }
  });
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  req.unpipe();
  req.resume();
}
