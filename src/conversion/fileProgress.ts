// One file's progress inside a batch's: uploading N %, converting (time so far), downloading N %,
// each moving the batch's bar by the file's share, so that a single large file moves it too.
// Pure apart from a one-second timer that counts the time converting.
import type { ConversionPhase, ConversionProgress } from '../service/convert';

/** What the progress shows of a file beyond its phase: the percentage moved, or the seconds converting. */
export interface PhaseDetail {
  readonly percent?: number;
  readonly elapsedSeconds?: number;
}

/** How much of a file's bar each phase fills (the service's work cannot be measured, so it gets a small fixed share). */
const SHARE = { upload: 0.45, convert: 0.1, download: 0.45 } as const;

/** The file's fraction done at `p`. */
function fractionOf(p: ConversionProgress): number {
  const part = p.done !== undefined && p.total !== undefined && p.total > 0 ? Math.min(1, p.done / p.total) : 0;
  switch (p.phase) {
    case 'upload':
      return SHARE.upload * part;
    case 'convert':
      return SHARE.upload;
    case 'download':
      return SHARE.upload + SHARE.convert + SHARE.download * part;
  }
}

/** Follows one file's ConversionProgress, reporting steps (when the text would change) and the bar's advance. */
export class FileProgress {
  private reported = 0;
  private phase: ConversionPhase | undefined;
  private shown = '';
  private convertingSince = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    /** The file's share of the batch's bar (1 / files). */
    private readonly share: number,
    private readonly advance: (fraction: number) => void,
    private readonly step: (phase: ConversionPhase, detail: PhaseDetail) => void,
    private readonly now: () => number = Date.now,
  ) {}

  update(p: ConversionProgress): void {
    const fraction = fractionOf(p);
    if (fraction > this.reported) {
      this.advance((fraction - this.reported) * this.share);
      this.reported = fraction;
    }
    if (p.phase === 'convert') {
      if (this.phase !== 'convert' || p.elapsedMs !== undefined) {
        this.convertingSince = this.now() - (p.elapsedMs ?? 0);
      }
      if (this.timer === undefined) {
        this.timer = setInterval(() => this.show('convert', { elapsedSeconds: this.elapsed() }), 1000);
        this.timer.unref?.();
      }
      this.phase = p.phase;
      this.show('convert', { elapsedSeconds: this.elapsed() });
      return;
    }
    this.stopTimer();
    this.phase = p.phase;
    const percent =
      p.done !== undefined && p.total !== undefined && p.total > 0 ? Math.min(100, Math.floor((100 * p.done) / p.total)) : undefined;
    this.show(p.phase, percent === undefined ? {} : { percent });
  }

  /** The file is done (converted, skipped, failed or cancelled): the rest of its share, and no more timer. */
  finish(): void {
    this.stopTimer();
    if (this.reported < 1) {
      this.advance((1 - this.reported) * this.share);
      this.reported = 1;
    }
  }

  private elapsed(): number {
    return Math.max(0, Math.floor((this.now() - this.convertingSince) / 1000));
  }

  private show(phase: ConversionPhase, detail: PhaseDetail): void {
    const text = `${phase} ${detail.percent ?? ''} ${detail.elapsedSeconds ?? ''}`;
    if (text !== this.shown) {
      this.shown = text;
      this.step(phase, detail);
    }
  }

  private stopTimer(): void {
    if (this.timer !== undefined) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }
}
