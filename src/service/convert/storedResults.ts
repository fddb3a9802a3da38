// The results a conversion left on the file server (StoreFile=true): each is a copy of the
// user's document that stays there up to 3 hours unless removed (`DELETE /d/{FileId}`). Every
// one the service named is removed once its fate is known: downloaded, skipped, or given up on
// because the conversion failed or was cancelled.
import { type HttpTransport, member } from '../http';
import { removeStoredFile } from './removeStored';
import { resultLinkAllowed } from './resultCheck';
import { safeFileName } from './resultNames';

/** How long a removal may take, and how long the conversion waits for the removals before it ends. */
export interface DeletionBounds {
  /** Each DELETE is given up after this long (a file server that never answers). */
  readonly timeoutMs: number;
  /** The conversion ends after at most this long waiting; slower removals go on by themselves until their own timeout. */
  readonly waitMs: number;
}

export const DEFAULT_DELETION_BOUNDS: DeletionBounds = { timeoutMs: 10_000, waitMs: 3_000 };

interface Stored {
  readonly at: URL;
  readonly name: string;
}

/** The stored results of one conversion, by their index in the service's answer. */
export class StoredResults {
  private readonly pending = new Map<number, Stored>();
  private readonly deletions: Promise<void>[] = [];

  /**
   * Read from the service's answer as it came, before its results are checked: an answer refused
   * for one bad entry still has its good links removed. Indexes are those of `Files`.
   */
  constructor(
    private readonly transport: Pick<HttpTransport, 'send' | 'resolve' | 'log' | 'baseUrl'>,
    answer: unknown,
    private readonly bounds: DeletionBounds = DEFAULT_DELETION_BOUNDS,
  ) {
    const files = member(answer, 'Files');
    for (const [index, file] of (Array.isArray(files) ? files : []).entries()) {
      const url = member(file, 'Url');
      const at = typeof url === 'string' ? this.storedAt(url) : undefined;
      if (at) {
        const name = member(file, 'FileName');
        this.pending.set(index, { at, name: safeFileName(typeof name === 'string' ? name : '', `result ${index + 1}`) });
      }
    }
  }

  /**
   * A link on the service's own file server, or undefined: a link elsewhere is never fetched,
   * so nothing is sent there to delete it either.
   */
  private storedAt(url: string): URL | undefined {
    try {
      const at = this.transport.resolve(url);
      const id = /^\/d\/([^/]+)/.exec(at.pathname)?.[1];
      return id && resultLinkAllowed(at, this.transport.baseUrl) ? new URL(`/d/${id}`, at) : undefined;
    } catch {
      return undefined;
    }
  }

  /** This result's fate is known (downloaded or skipped): its server copy goes now, while later ones download. */
  release(index: number): void {
    const stored = this.pending.get(index);
    if (stored) {
      this.pending.delete(index);
      this.deletions.push(this.delete(stored));
    }
  }

  /**
   * Removes every result not released yet (the conversion failed or was cancelled before their
   * turn). It waits for the removals, never longer than the bound (a file server that hangs must
   * not hold up the batch), and not at all after a Cancel: the person asked to stop now, and the
   * removals go on by themselves until their own timeout.
   */
  async settle(cancelled = false): Promise<void> {
    for (const index of [...this.pending.keys()]) {
      this.release(index);
    }
    if (cancelled) {
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.bounds.waitMs)));
    try {
      await Promise.race([Promise.all(this.deletions), bound]);
    } finally {
      clearTimeout(timer);
    }
  }
  /** Best effort (see removeStoredFile): a failure is logged and never fails the conversion. */
  private async delete({ at, name }: Stored): Promise<void> {
    await removeStoredFile(this.transport, at.href, `stored result ${name}`, this.bounds.timeoutMs);
  }
}
