// Why a document was saved, as `onWillSaveTextDocument` told just before: a save a person made
// (Ctrl+S, Save All, a save before debugging) or one that auto save made (after a delay, on a
// change of focus or window). `onSave` rules follow only the first kind: with auto save on, every
// pause in typing is a save, and each would be a paid conversion. The clock is injected.

/** How a save was made. */
export type SaveKind = 'explicit' | 'auto';

/** How long the reason announced before a save counts for it (a save takes a moment, a slow one longer). */
const ANNOUNCED_MS = 60_000;

export class SaveReasons {
  private readonly announced = new Map<string, { readonly kind: SaveKind; readonly at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A save of `key` (a document's URI) is about to be made, for this reason. */
  willSave(key: string, kind: SaveKind): void {
    const now = this.now();
    for (const [k, seen] of this.announced) {
      if (now - seen.at > ANNOUNCED_MS) {
        this.announced.delete(k);
      }
    }
    this.announced.set(key, { kind, at: now });
  }

  /**
   * How the save of `key` just made was made. A save announced by nothing (VS Code skips the
   * announcement for "Save without Formatting" and for documents too large to synchronise; auto
   * save always announces itself) is a person's.
   */
  kindOf(key: string): SaveKind {
    const seen = this.announced.get(key);
    return seen !== undefined && this.now() - seen.at <= ANNOUNCED_MS ? seen.kind : 'explicit';
  }
}
