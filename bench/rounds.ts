/**
 * The bench's own arithmetic, kept apart so that a unit test can check it (no timing here): the
 * interleaved order of the contenders (A B C A B C …, a warm-up round first, not counted), the
 * median and spread of each figure, the ratios round by round, and the table that prints them
 * with the machine's load.
 */
import { loadavg } from 'node:os';

/** One run of one contender. */
export interface Sample {
  readonly wallMs: number;
  readonly cpuMs: number;
  /** Peak resident memory (KiB), where measured. */
  readonly maxRssKiB?: number;
  /** The 1-minute load average when the run ended. */
  readonly load: number;
}

/** Each round's runs, in the order they ran; round 0 is the warm-up. */
export interface Schedule<T extends string> {
  readonly round: number;
  readonly warmup: boolean;
  readonly contender: T;
}

/** A B C A B C …: `rounds` counted rounds after `warmups` warm-up rounds, every contender once a round in the same order. */
export function interleaved<T extends string>(contenders: readonly T[], rounds: number, warmups = 1): Schedule<T>[] {
  const out: Schedule<T>[] = [];
  for (let round = 1 - warmups; round <= rounds; round++) {
    for (const contender of contenders) {
      out.push({ round, warmup: round < 1, contender });
    }
  }
  return out;
}

/** The median (mean of the two middle values for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) {
    return NaN;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Smallest, median and largest. */
export interface Spread {
  readonly min: number;
  readonly median: number;
  readonly max: number;
}

export function spread(values: readonly number[]): Spread {
  return { min: Math.min(...values), median: median(values), max: Math.max(...values) };
}

/** A / B round by round (the rounds both ran), as a spread: robust to the machine's drift between rounds. */
export function pairedRatios(a: readonly number[], b: readonly number[]): Spread {
  const n = Math.min(a.length, b.length);
  return spread(Array.from({ length: n }, (_, i) => a[i]! / b[i]!));
}

/** The load averages now (1, 5, 15 minutes) and the number of processors, as one line. */
export function loadLine(): string {
  const [one, five, fifteen] = loadavg();
  return `load ${one!.toFixed(2)} ${five!.toFixed(2)} ${fifteen!.toFixed(2)} (1/5/15 min)`;
}

const s = (ms: number): string => (ms / 1000).toFixed(2);
const x = (r: number): string => `${r.toFixed(2)}x`;
const range = (v: Spread, f: (n: number) => string): string => `${f(v.median)} (${f(v.min)}–${f(v.max)})`;

/**
 * The table: one row per contender with median (min–max) wall and CPU, wall against `wallBase`
 * and CPU against `cpuBase` (medians of the round-by-round ratios), peak memory where measured,
 * and the load during its runs.
 */
export function table(samples: ReadonlyMap<string, readonly Sample[]>, wallBase: string, cpuBase: string): string[] {
  const lines = [
    `  ${'client'.padEnd(44)} ${'runs'.padStart(4)}  ${'wall s, median (min–max)'.padEnd(24)}  ${`wall × ${wallBase.split(' ')[0]}`.padEnd(20)}  ${'CPU s, median (min–max)'.padEnd(24)}  ${`CPU × ${cpuBase.split(' ')[0]}`.padEnd(20)}  ${'peak MiB'.padStart(8)}  load (min–max)`,
  ];
  const base = (name: string, pick: (s: Sample) => number): number[] => (samples.get(name) ?? []).map(pick);
  for (const [name, runs] of samples) {
    const wall = spread(runs.map((r) => r.wallMs));
    const cpu = spread(runs.map((r) => r.cpuMs));
    const wallRatio = pairedRatios(
      runs.map((r) => r.wallMs),
      base(wallBase, (r) => r.wallMs),
    );
    const cpuRatio = pairedRatios(
      runs.map((r) => r.cpuMs),
      base(cpuBase, (r) => r.cpuMs),
    );
    const rss = runs.flatMap((r) => (r.maxRssKiB === undefined ? [] : [r.maxRssKiB / 1024]));
    const load = spread(runs.map((r) => r.load));
    lines.push(
      `  ${name.padEnd(44)} ${String(runs.length).padStart(4)}  ${range(wall, s).padEnd(24)}  ${range(wallRatio, x).padEnd(20)}  ${range(cpu, s).padEnd(24)}  ${range(cpuRatio, x).padEnd(20)}  ${(rss.length ? median(rss).toFixed(0) : '-').padStart(8)}  ${load.min.toFixed(1)}–${load.max.toFixed(1)}`,
    );
  }
  lines.push(`  (ratios round by round: wall against "${wallBase}", CPU against "${cpuBase}")`);
  return lines;
}
