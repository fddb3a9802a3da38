/** Memory measurement for the streaming test and the bench: peak growth over a baseline, sampled often. */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full garbage collection, so that a baseline holds no garbage that a collection during the
 * measurement would remove (which would hide real growth). Without --expose-gc on the command
 * line, the flag is set at run time and `gc` taken from a fresh context.
 */
export function collectGarbage(): void {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (existing) {
    existing();
    return;
  }
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

export interface MemoryGrowth {
  /** Peak of heapUsed + external (external includes array buffers, i.e. Buffers) over the baseline. */
  readonly heapExternal: number;
  /** Peak resident set size over the baseline. */
  readonly rss: number;
}

/**
 * Samples process.memoryUsage() every few milliseconds from construction until stop(). Growth is
 * measured from the lowest point seen before it: memory a collection frees during the measurement
 * (a buffer's backing store released after the baseline was taken) never hides what was added.
 */
export class MemoryWatch {
  private readonly base = (collectGarbage(), process.memoryUsage());
  private lowHeapExternal = 0;
  private lowRss = 0;
  private peakHeapExternal = 0;
  private peakRss = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(intervalMs = 5) {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  private sample(): void {
    const m = process.memoryUsage();
    const heapExternal = m.heapUsed + m.external - (this.base.heapUsed + this.base.external);
    const rss = m.rss - this.base.rss;
    this.lowHeapExternal = Math.min(this.lowHeapExternal, heapExternal);
    this.lowRss = Math.min(this.lowRss, rss);
    this.peakHeapExternal = Math.max(this.peakHeapExternal, heapExternal - this.lowHeapExternal);
    this.peakRss = Math.max(this.peakRss, rss - this.lowRss);
  }

  /** Stops sampling and returns the peak growth. */
  stop(): MemoryGrowth {
    clearInterval(this.timer);
    this.sample();
    return { heapExternal: this.peakHeapExternal, rss: this.peakRss };
  }
}

/**
 * Writes `size` bytes of text that compresses well (repeated log-like lines), in 1 MB pieces,
 * so that a 300 MB input costs the test little disk time and the zip stays small.
 */
export async function writeCompressibleFile(path: string, size: number): Promise<void> {
  const line = '2030-01-01T09:00:00Z INFO conversion service streaming test line, nothing to see here\n';
  const block = Buffer.from(line.repeat(Math.ceil((1024 * 1024) / line.length))).subarray(0, 1024 * 1024);
  const out = createWriteStream(path);
  for (let written = 0; written < size; written += block.length) {
    const piece = block.subarray(0, Math.min(block.length, size - written));
    if (!out.write(piece)) {
      await once(out, 'drain');
    }
  }
  out.end();
  await once(out, 'finish');
}
