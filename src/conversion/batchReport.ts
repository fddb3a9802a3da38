/**
 * What a conversion batch reports: the outcome of each file, the summary, and which failures stop
 * the files that have not started yet.
 */
import { classifyError } from '../service/errors';
import type { ConversionJob, OutputSettings } from './ports';
import type { QuotaRefusal } from './quotaCheck';
import type { BatchSummary } from './batchSummary';

/** What one conversion batch did (built in batchSummary.ts, the one place that counts). */
export type { BatchSummary };

export type Outcome<R> =
  | {
      readonly status: 'converted';
      readonly job: ConversionJob<R>;
      readonly files: readonly R[];
      readonly cost: number;
      /** The service did not say what it cost: `cost` is the assumed 1. */
      readonly costAssumed?: boolean;
      readonly settings: OutputSettings;
    }
  | {
      readonly status: 'skipped';
      readonly job: ConversionJob<R>;
      readonly cost: number;
      readonly costAssumed?: boolean;
      readonly byPolicy: boolean;
      readonly name: string;
      readonly alreadyTarget?: boolean;
    }
  /** `charged`: conversions the service charged before the failure or the cancel (a result that could not be saved). */
  | { readonly status: 'failed'; readonly job: ConversionJob<R>; readonly error: unknown; readonly charged: number }
  | { readonly status: 'cancelled'; readonly job: ConversionJob<R>; readonly charged: number };

/** Everything a batch did, for the messages, the results step and the summary event. */
export interface BatchReport<R> {
  readonly jobs: readonly ConversionJob<R>[];
  readonly summary: BatchSummary;
  /** Of summary.conversionsUsed, those whose results were not saved (a full disk, a result that failed its checks). */
  readonly chargedNotSaved: number;
  /** The quota check could not answer: the batch went ahead without knowing what is left. */
  readonly usageUnchecked: boolean;
  readonly outcomes: readonly Outcome<R>[];
  /** Jobs whose source already has the target format: skipped, nothing sent. */
  readonly alreadyTarget: readonly ConversionJob<R>[];
  /** Jobs that were to be sent, and how many of them started. */
  readonly toSend: number;
  readonly started: number;
  /** Too few conversions left: nothing was sent. */
  readonly refusal?: QuotaRefusal;
  /** The error after which no further file started (auth, quota, config, unreachable). */
  readonly stopError?: unknown;
  /** A failure of the batch itself (not of one file): the caller reports the batch, then this. */
  readonly unexpected?: { readonly error: unknown };
}

/** 5003: the file is password-protected (CONTRACT.md, error codes). */
export function needsPassword(err: unknown): boolean {
  return (err as { code?: unknown } | undefined)?.code === 5003;
}

/** Errors after which every other file of the batch would fail the same way. */
export function stopsBatch(err: unknown): boolean {
  const failure = classifyError(err);
  switch (failure?.kind) {
    // A local write failure (full disk, no permission) would repeat for every file, each one charged.
    case 'auth':
    case 'account':
    case 'quota':
    case 'config':
    case 'localFile':
      return true;
    case 'network':
      return ['refused', 'dns', 'tls', 'proxy'].includes(failure.reason);
    default:
      return false;
  }
}

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** "1 conversion", "3 conversions" (for the log). */
export function conversionsText(n: number): string {
  return n === 1 ? '1 conversion' : `${n} conversions`;
}
