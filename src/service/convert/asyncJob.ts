// One job of the service's async API (CONTRACT.md, Async conversions; www.convertapi.com/doc/async):
// its id (the client's own, so a lost answer or a reloaded window still knows it), the poll of
// `GET /async/job/{JobId}` one request at a time with growing pauses, and what is left once the
// person stopped waiting (the job cannot be stopped on the service: it is polled quietly until it
// ends, and whatever it stored is deleted).
import { randomBytes } from 'node:crypto';
import { coded, BadResponseError, classifyError, CancelledError } from '../errors';
import { delay, readJson, type HttpRequest, type HttpResponse, type HttpTransport } from '../http';
import { StoredResults, type DeletionBounds } from './storedResults';
import { TIMEOUT_MARGIN_SECONDS } from './conversionWait';

/** 32 lowercase letters or digits, the form the service accepts for a JobId the client chose. */
export const JOB_ID_PATTERN = /^[a-z0-9]{32}$/;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh JobId (uniform: 252 is a multiple of 36, bytes above it are drawn again). */
export function newJobId(): string {
  let id = '';
  while (id.length < 32) {
    for (const byte of randomBytes(48)) {
      if (byte < 252 && id.length < 32) {
        id += ALPHABET[byte % 36];
      }
    }
  }
  return id;
}

/** How long past its Timeout a job is still waited for (a queue at the service) before it counts as lost. */
const QUEUE_SLACK_MS = 10 * 60_000;

/**
 * A job's clock, held to the service's bounds: a Timeout of 10 to 1200 s and a start no later than
 * now. What a resumed job brings comes from workspaceState, which may be damaged or edited: a start
 * in the future or an endless Timeout must not make the poll go on for ever.
 */
export function jobClock(
  job: { readonly startedAt: number; readonly timeoutSeconds: number },
  now = Date.now(),
): { readonly startedAt: number; readonly timeoutSeconds: number; readonly giveUpAfterMs: number } {
  const startedAt = Number.isFinite(job.startedAt) ? Math.min(job.startedAt, now) : now;
  const timeoutSeconds = Number.isFinite(job.timeoutSeconds) ? Math.min(1200, Math.max(10, Math.ceil(job.timeoutSeconds))) : 1200;
  return { startedAt, timeoutSeconds, giveUpAfterMs: (timeoutSeconds + TIMEOUT_MARGIN_SECONDS) * 1000 + QUEUE_SLACK_MS };
}

/** How the pauses between polls grow: from `firstMs`, times `growth` each poll, up to `maxMs`. */
export interface PollBackoff {
  readonly firstMs: number;
  readonly growth: number;
  readonly maxMs: number;
}

/**
 * The pauses of a backoff, the last one (`maxMs`) repeating. With the defaults a job that ends in
 * its first 2 s is fetched at most 0.6 s after it ended, a longer one at most a third of its run
 * after (and never more than 5 s), plus one poll's round trip: fixed steps of 0.5 to 5 s made a
 * 1 GiB job wait 20 % of its time. A long job is asked every 5 s.
 */
export function backoffDelays(backoff: PollBackoff): readonly number[] {
  const delays: number[] = [];
  for (let ms = backoff.firstMs; ms < backoff.maxMs; ms *= backoff.growth) {
    delays.push(Math.round(ms));
  }
  return [...delays, backoff.maxMs];
}

/** Pauses between polls: the first poll at once when the upload is answered, then 0.2 s growing by a quarter up to 5 s. */
export const POLL_BACKOFF: PollBackoff = { firstMs: 200, growth: 1.25, maxMs: 5000 };
export const POLL_DELAYS_MS: readonly number[] = backoffDelays(POLL_BACKOFF);

export interface PollOptions {
  readonly signal?: AbortSignal;
  /** The pauses between polls; the last one repeats. */
  readonly delaysMs?: readonly number[];
  /** After each answer that the job still runs: how long it has been running. */
  readonly onWaiting?: (elapsedMs: number) => void;
  /** When the job started (ms since the epoch), for onWaiting. */
  readonly startedAt?: number;
  /** Gives up after this long (a job the service lost without saying so). */
  readonly giveUpAfterMs?: number;
  /** The conversion's credential: sent with each poll too (the header, never the query). */
  readonly credential?: HttpRequest['credential'];
  /** The clock and the pause (tests inject both; default Date.now and a timer). */
  readonly now?: () => number;
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

type JobTransport = Pick<HttpTransport, 'send' | 'log' | 'resolve' | 'baseUrl' | 'redactor'>;

/**
 * Polls until the job is done; resolves with the 200 answer (the conversion's JSON, whose body the
 * caller reads). A failed job throws the service's error as for a conversion; an unknown or expired
 * job throws a BadResponseError; a 503 (another poll of the same job is under way) means wait.
 */
export async function waitForJob(transport: JobTransport, jobId: string, options: PollOptions = {}): Promise<HttpResponse> {
  const delays = options.delaysMs ?? POLL_DELAYS_MS;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? delay;
  const startedAt = options.startedAt ?? now();
  // One poll at a time (CONTRACT.md): the next goes out only after the last one's answer, and a pause.
  for (let attempt = 0; ; attempt++) {
    if (options.signal?.aborted) {
      throw new CancelledError();
    }
    if (options.giveUpAfterMs !== undefined && now() - startedAt > options.giveUpAfterMs) {
      throw jobGone(jobId, 'still running after the longest it may take');
    }
    let response: HttpResponse | undefined;
    try {
      response = await transport.send({
        method: 'GET',
        target: `/async/job/${jobId}`,
        headers: { accept: 'application/json' },
        signal: options.signal,
        credential: options.credential,
        label: `poll job ${jobId.slice(0, 8)}…`,
      });
    } catch (err) {
      const failure = classifyError(err);
      if (failure?.kind === 'notFound') {
        throw jobGone(jobId, 'unknown to the service, or expired');
      }
      // A 503 after the transport's own retries: another poll is still being answered, or the
      // service is busy. Neither says the job failed.
      if (!(failure?.kind === 'service' && (err as { status?: number }).status === 503)) {
        throw err;
      }
    }
    if (response?.statusCode === 200) {
      return response;
    }
    await response?.body.dump().catch(() => undefined);
    options.onWaiting?.(now() - startedAt);
    await sleep(delays[Math.min(attempt, delays.length - 1)] ?? POLL_BACKOFF.maxMs, options.signal);
  }
}

/** The job is unknown to the service, expired, or still not done long after its Timeout (`why`, for the log). */
function jobGone(jobId: string, why: string): BadResponseError {
  return new BadResponseError(coded('response.jobGone'), { status: 404 }, `job ${jobId.slice(0, 8)}…: ${why}`);
}

/**
 * The person stopped waiting for a job the service goes on with: it is polled quietly until it
 * ends (within `giveUpAfterMs`), and the results it stored are deleted. Never throws.
 */
export async function abandonJob(
  transport: JobTransport,
  jobId: string,
  bounds: DeletionBounds,
  options: Pick<PollOptions, 'delaysMs' | 'giveUpAfterMs' | 'startedAt' | 'signal' | 'credential'>,
): Promise<'deleted' | 'failed' | 'unknown'> {
  try {
    const response = await waitForJob(transport, jobId, options);
    const body = await readJson(response, transport.redactor);
    await new StoredResults(transport, body, bounds).settle();
    transport.log('info', `Job ${jobId.slice(0, 8)}… ended after the wait was cancelled; its stored results were deleted.`);
    return 'deleted';
  } catch (err) {
    const failure = classifyError(err);
    if (failure?.kind === 'service' || failure?.kind === 'request') {
      // A failed job stores nothing and is not charged.
      transport.log('info', `Job ${jobId.slice(0, 8)}… failed after the wait was cancelled; nothing is stored.`);
      return 'failed';
    }
    transport.log('warn', `Job ${jobId.slice(0, 8)}… could not be followed to its end: ${(err as Error).message}`);
    return 'unknown';
  }
}
