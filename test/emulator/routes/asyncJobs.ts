/**
 * The service's async jobs (CONTRACT.md, Async conversions; www.convertapi.com/doc/async): a
 * conversion started at `POST /async/convert/{src}/to/{dst}` under a JobId (the client's own,
 * `?JobId=<32 lowercase letters or digits>`, or one the emulator makes), polled at
 * `GET /async/job/{JobId}`: 202 while running, 200 with the conversion JSON, the error's status
 * when it failed, 404 for an unknown id. One poll of a job at a time: a poll is held while the job
 * runs (up to `pollHoldMs`, 0 by default), and a second poll meanwhile gets 503, which means "wait".
 */
import { ApiError, ErrorCode, methodNotAllowed, notFound, validationError } from '../errors';
import { sendJson, type RequestContext } from '../http';

/** A job's state: running, done (the JSON answer) or failed (the error). */
type JobState = { state: 'running' } | { state: 'done'; body: unknown } | { state: 'failed'; error: ApiError };

interface JobRecord {
  current: JobState;
  /** A poll is being answered (held while the job runs). */
  polling: boolean;
  /** Resolves when the job ends. */
  readonly ended: Promise<void>;
  readonly end: () => void;
}

/** The form of a JobId the client may choose (the service's docs). */
export const JOB_ID_PATTERN = /^[a-z0-9]{32}$/;

/** Async jobs by JobId (the emulator forgets them on reset and restart). */
export class Jobs {
  private readonly byId = new Map<string, JobRecord>();

  constructor(
    /** How long a poll of a running job is held before it answers 202 (the service delays polls). */
    public pollHoldMs = 0,
  ) {}

  /** Refuses a JobId the client chose that is malformed or taken (400/4000); before anything is charged. */
  check(wanted: string | undefined): void {
    if (wanted === undefined) {
      return;
    }
    if (!JOB_ID_PATTERN.test(wanted)) {
      throw validationError('JobId', 'Must be 32 lowercase letters or digits.');
    }
    if (this.byId.has(wanted)) {
      throw validationError('JobId', 'A job with this JobId exists already.');
    }
  }

  /** Registers a running job under `id`. */
  start(id: string): void {
    let end = (): void => undefined;
    const ended = new Promise<void>((resolve) => (end = resolve));
    this.byId.set(id, { current: { state: 'running' }, polling: false, ended, end });
  }

  finish(id: string, outcome: { body: unknown } | { error: ApiError }): void {
    const job = this.byId.get(id);
    if (job) {
      job.current = 'body' in outcome ? { state: 'done', body: outcome.body } : { state: 'failed', error: outcome.error };
      job.end();
    }
  }

  /** The state of a job, or undefined (tests). */
  stateOf(id: string): JobState['state'] | undefined {
    return this.byId.get(id)?.current.state;
  }

  clear(): void {
    for (const job of this.byId.values()) {
      job.end();
    }
    this.byId.clear();
  }

  /** `GET /async/job/{JobId}`. */
  async poll(ctx: RequestContext, jobId: string): Promise<void> {
    if (ctx.method !== 'GET') {
      throw methodNotAllowed(ctx.method, ['GET']);
    }
    const job = this.byId.get(jobId);
    if (!job) {
      throw notFound('There is no job with this id, or its result has expired.');
    }
    if (job.polling) {
      throw new ApiError(503, ErrorCode.throttled, 'No concurrent poll requests are allowed; wait for the first one to finish.');
    }
    job.polling = true;
    try {
      if (job.current.state === 'running' && this.pollHoldMs > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([job.ended, new Promise<void>((resolve) => (timer = setTimeout(resolve, this.pollHoldMs)))]);
        clearTimeout(timer);
      }
      const current = job.current;
      if (current.state === 'running') {
        sendJson(ctx.res, 202, { JobId: jobId });
      } else if (current.state === 'done') {
        sendJson(ctx.res, 200, current.body);
      } else {
        throw current.error;
      }
    } finally {
      job.polling = false;
    }
  }
}
