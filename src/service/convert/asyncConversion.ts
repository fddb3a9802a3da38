// One conversion through the service's async API: the file is sent to
// `POST /async/convert/{src}/to/{dst}?JobId=<ours>`, the job is polled until it is done, and its
// results (stored, StoreFile=true) are saved like a synchronous answer's and deleted from the
// server. A Cancel stops the waiting only: the service goes on (and may charge), so the job is
// followed quietly to its end and whatever it stored is deleted then.
import { CancelledError, classifyError, isCancellation, markJobLeftRunning } from '../errors';
import { type HttpRequest, type HttpResponse, type HttpTransport, member, readJson } from '../http';
import { abandonJob, jobClock, newJobId, POLL_DELAYS_MS, waitForJob } from './asyncJob';
import { conversionHttpRequest, fileParts, type ConversionResult, type ConvertRequest } from './conversionRequest';
import type { DeletionBounds } from './storedResults';
import type { ResultWriter } from './resultWriter';

export interface AsyncConversionDeps {
  readonly transport: HttpTransport;
  /** Sends through the client (a refused JWT is forgotten there). */
  readonly send: (request: HttpRequest) => Promise<HttpResponse>;
  readonly results: ResultWriter;
  readonly deletionBounds: DeletionBounds;
  readonly pollDelaysMs?: readonly number[];
  /** Jobs followed after a Cancel, so that a test (or a closing window) can wait for them. */
  readonly abandoned: Set<Promise<unknown>>;
}

/** Converts `req` through an async job (a new one, or `req.resumeJob`). */
export async function convertThroughJob(
  deps: AsyncConversionDeps,
  req: ConvertRequest,
  conversion: {
    readonly src: string;
    readonly dst: string;
    readonly timeoutSeconds: number;
    readonly credential: HttpRequest['credential'];
  },
): Promise<ConversionResult> {
  const { src, dst, credential } = conversion;
  const resumed = req.resumeJob;
  // A resumed job's clock comes from workspaceState: held to the service's bounds (jobClock).
  const { startedAt, timeoutSeconds, giveUpAfterMs } = jobClock(
    resumed ?? { startedAt: Date.now(), timeoutSeconds: conversion.timeoutSeconds },
  );
  let lostStart: unknown;
  let jobId = resumed?.jobId ?? newJobId();
  if (!resumed) {
    try {
      jobId = await start(deps, req, jobId, { src, dst, timeoutSeconds, credential });
    } catch (err) {
      // The answer was lost after the request went out: the job may run all the same, and its id
      // is ours. Looked for once by that id; unknown to the service, the request's own failure stands.
      if (!answerLost(err, req.signal)) {
        throw err;
      }
      lostStart = err;
      deps.transport.log('warn', `The answer to the start of job ${jobId.slice(0, 8)}… was lost; looking for the job by its id.`);
    }
  }
  const event = { jobId, startedAt, timeoutSeconds };
  if (!resumed) {
    req.onJob?.({ ...event, state: 'started' });
  }
  const delaysMs = deps.pollDelaysMs ?? POLL_DELAYS_MS;
  let answer: HttpResponse;
  try {
    req.onProgress?.({ phase: 'convert', elapsedMs: Date.now() - startedAt });
    answer = await waitForJob(deps.transport, jobId, {
      signal: req.signal,
      delaysMs,
      startedAt,
      giveUpAfterMs,
      credential,
      onWaiting: (elapsedMs) => req.onProgress?.({ phase: 'convert', elapsedMs }),
    });
  } catch (err) {
    if (lostStart !== undefined && (err as { messageCode?: unknown }).messageCode === 'response.jobGone') {
      req.onJob?.({ ...event, state: 'ended' });
      throw lostStart;
    }
    if (isCancellation(err) || req.signal?.aborted) {
      // The service cannot be told to stop: follow the job to its end and delete what it stored.
      const following = abandonJob(deps.transport, jobId, deps.deletionBounds, { delaysMs, giveUpAfterMs, startedAt, credential }).finally(
        () => {
          deps.abandoned.delete(following);
          req.onJob?.({ ...event, state: 'ended' });
        },
      );
      deps.abandoned.add(following);
      req.onJob?.({ ...event, state: 'abandoned' });
      throw markJobLeftRunning(new CancelledError());
    }
    req.onJob?.({ ...event, state: 'ended' });
    throw err;
  }
  try {
    return await deps.results.save(answer, req, dst, startedAt);
  } finally {
    // Saved, or failed or cancelled while saving: the result writer has deleted what the job stored.
    req.onJob?.({ ...event, state: 'ended' });
  }
}

/** A failure of the start request after it may have reached the service: a connection reset or cut answer. */
function answerLost(err: unknown, signal: AbortSignal | undefined): boolean {
  const failure = classifyError(err);
  return !signal?.aborted && failure?.kind === 'network' && ['reset', 'timeout', 'other'].includes(failure.reason);
}

/** Sends the file and starts the job `ours`; resolves with its JobId (ours, unless the service says otherwise). */
async function start(
  deps: AsyncConversionDeps,
  req: ConvertRequest,
  ours: string,
  c: { readonly src: string; readonly dst: string; readonly timeoutSeconds: number; readonly credential: HttpRequest['credential'] },
): Promise<string> {
  const files = fileParts(req);
  const total = files.reduce((n, p) => n + p.file.size, 0);
  req.onProgress?.({ phase: 'upload', done: 0, total });
  // Stored results come as links: downloaded with progress, then deleted (DELETE /d/{FileId}).
  const response = await deps.send({
    ...conversionHttpRequest({ via: 'job', jobId: ours }, { ...c, files, parameters: req.parameters }),
    credential: c.credential,
    signal: req.signal,
    onUploadProgress: (sent) => req.onProgress?.({ phase: 'upload', done: sent, total }),
  });
  const body = await readJson(response, deps.transport.redactor, undefined, req.signal);
  const theirs = member(body, 'JobId');
  if (typeof theirs === 'string' && theirs.length > 0 && theirs !== ours) {
    deps.transport.log('warn', `The service named the job ${theirs.slice(0, 8)}… instead of the JobId sent; following its id.`);
    return theirs;
  }
  return ours;
}
