// Every file a run keeps on the service's file server (an upload, the result of a chain step),
// known by its FileId until it is deleted (`DELETE /d/{FileId}`). Files live there up to 3 hours
// by themselves; the client removes each once nothing needs it any more, and all of them when
// the run ends, also after a failure or a cancel.
import type { HttpTransport } from '../http';
import { DEFAULT_DELETION_BOUNDS, type DeletionBounds, removeStoredFile } from '../convert';

/** A file the service keeps: its FileId, the name it has there, and (for results) its download Url. */
export interface StoredFile {
  readonly fileId: string;
  readonly name: string;
  readonly size?: number;
  readonly url?: string;
}

/** FileIds the client will put in a path: the service's are 32 lowercase letters and digits; be a little lenient, never unsafe. */
export function isSafeFileId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(id);
}

/** The files one run stored, and their removal (each bounded in time, never failing the run). */
export class StoredFiles {
  private readonly held = new Map<string, StoredFile>();
  private readonly deletions = new Set<Promise<void>>();
  /** FileIds whose DELETE was sent (for the log and tests). */
  private readonly removed = new Set<string>();

  constructor(
    private readonly transport: Pick<HttpTransport, 'send' | 'log'>,
    private readonly bounds: DeletionBounds = DEFAULT_DELETION_BOUNDS,
  ) {}

  add(file: StoredFile): void {
    if (!this.removed.has(file.fileId)) {
      this.held.set(file.fileId, file);
    }
  }

  /** Still on the server (as far as this run knows): a Try Again may resume from it. */
  has(fileId: string): boolean {
    return this.held.has(fileId);
  }

  /** Calls `use` with each file still held. */
  forEach(use: (file: StoredFile) => void): void {
    [...this.held.values()].forEach(use);
  }

  get count(): number {
    return this.held.size;
  }

  /** Removes one file now; the DELETE goes on by itself (see settle for waiting). */
  remove(fileId: string): void {
    const file = this.held.get(fileId);
    if (!file) {
      return;
    }
    this.held.delete(fileId);
    this.removed.add(fileId);
    const deletion = this.delete(file).finally(() => this.deletions.delete(deletion));
    this.deletions.add(deletion);
  }

  /**
   * Removes every file still held. Waits for the removals at most `bounds.waitMs` (a file server
   * that hangs must not hold anything up), and not at all after a cancel: the person asked to stop
   * now, and the removals go on until their own timeout.
   */
  async settle(cancelled = false): Promise<void> {
    for (const fileId of [...this.held.keys()]) {
      this.remove(fileId);
    }
    if (cancelled || this.deletions.size === 0) {
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.bounds.waitMs)));
    try {
      await Promise.race([Promise.all([...this.deletions]), bound]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async delete(file: StoredFile): Promise<void> {
    await removeStoredFile(this.transport, `/d/${encodeURIComponent(file.fileId)}`, `stored file ${file.name}`, this.bounds.timeoutMs);
  }
}
