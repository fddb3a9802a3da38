import type { HttpTransport, HttpRequest, HttpResponse } from '../http';
import { DEFAULT_DELETION_BOUNDS, type DeletionBounds } from './storedResults';
import { isMultiFile } from '../catalogue';
import { holdingSecretValues, sendConversion } from './requestParameters';
import { conversionWait } from './conversionWait';
import type { CredentialProvider } from '../auth/tokens';
import {
  type ConvertRequest,
  type ConversionResult,
  checkFormat,
  checkPageUrl,
  conversionHttpRequest,
  fileParts,
} from './conversionRequest';
import { ResultWriter } from './resultWriter';
import { askedTimeoutSeconds, type AsyncSettings, DEFAULT_ASYNC_SETTINGS, useAsyncApi } from './asyncChoice';
import { abandonJob, jobClock } from './asyncJob';
import { convertThroughJob } from './asyncConversion';

/** How the client chooses between a synchronous request and an async job, and how it polls. */
export interface ConversionClientOptions {
  readonly async?: AsyncSettings;
  /** Pauses between polls of an async job (tests shorten them). */
  readonly pollDelaysMs?: readonly number[];
}

/** Conversions: POST /convert/{src}/to/{dst}, results written atomically where the caller says. */
export class ConversionClient {
  private readonly results: ResultWriter;
  /** Async jobs whose wait was cancelled, followed to their end so that what they stored is deleted. */
  private readonly abandoned = new Set<Promise<unknown>>();

  constructor(
    private readonly transport: HttpTransport,
    private readonly credentials: CredentialProvider,
    /** How long the removal of stored results from the file server may take (tests shorten it). */
    private readonly deletionBounds: DeletionBounds = DEFAULT_DELETION_BOUNDS,
    private readonly options: ConversionClientOptions = {},
  ) {
    credentials.registerSecrets?.(transport.redactor);
    this.results = new ResultWriter(transport, deletionBounds);
  }

  /**
   * A job whose wait was cancelled in a window since reloaded: followed to its end, and what it
   * stored deleted (never saved). Resolves when that is done; never throws.
   */
  async forgetJob(job: { readonly jobId: string; readonly startedAt: number; readonly timeoutSeconds: number }): Promise<void> {
    const bearer = await this.credentials.getBearer().catch(() => undefined);
    // The entry comes from workspaceState: its clock is held to the service's bounds.
    const { startedAt, giveUpAfterMs } = jobClock(job);
    await abandonJob(this.transport, job.jobId, this.deletionBounds, {
      delaysMs: this.options.pollDelaysMs,
      startedAt,
      giveUpAfterMs,
      credential: bearer === undefined ? undefined : { kind: this.credentials.kind, bearer },
    });
  }

  /** Resolves once every job given up by a Cancel has ended and what it stored is deleted (or been given up on). */
  async settled(): Promise<void> {
    while (this.abandoned.size > 0) {
      await Promise.allSettled([...this.abandoned]);
    }
  }

  /** Converts one file. Nothing is written unless the whole conversion succeeded; on any failure no partial file is left. */
  async convert(req: ConvertRequest): Promise<ConversionResult> {
    return holdingSecretValues(this.transport.redactor, req.parameters, () => this.convertHeld(req));
  }

  private async convertHeld(req: ConvertRequest): Promise<ConversionResult> {
    if (req.pageUrl !== undefined) {
      checkPageUrl(req.pageUrl);
    }
    const src = req.pageUrl === undefined ? checkFormat(req.sourceFormat, 'source') : 'web';
    const dst = req.pageUrl === undefined ? checkFormat(req.targetFormat, 'target') : 'pdf';
    const started = Date.now();
    // One result is the norm: ask for the raw bytes and save the download round trip. Several
    // come as JSON with StoreFile=true: download links rather than base64 held whole in memory,
    // each deleted once saved.
    const single = (req.results ?? (isMultiFile(src, dst) ? 'several' : 'one')) === 'one';
    const bearer = await this.credentials.getBearer(req.signal);
    const files = req.pageUrl === undefined ? fileParts(req) : [];
    const total = files.reduce((n, p) => n + p.file.size, 0);
    const settings = this.options.async ?? DEFAULT_ASYNC_SETTINGS;
    const timeoutSeconds = askedTimeoutSeconds(settings, req.parameters);
    const credential = { kind: this.credentials.kind, bearer };
    const parts = { src, dst, files, parameters: req.parameters, timeoutSeconds };
    // A web page is never a job: the service fetches it within one request.
    if (
      req.pageUrl === undefined &&
      (req.resumeJob || req.async || useAsyncApi(settings, { timeoutSeconds, sourceBytes: total, longestWaitMs: this.transport.totalMs }))
    ) {
      const deps = {
        transport: this.transport,
        send: (request: HttpRequest) => this.send(request),
        results: this.results,
        deletionBounds: this.deletionBounds,
        pollDelaysMs: this.options.pollDelaysMs,
        abandoned: this.abandoned,
      };
      return convertThroughJob(deps, req, { ...parts, credential });
    }
    // A web page's Timeout is its own parameter's, else the longest one request can wait for.
    const wait = conversionWait(this.transport.totalMs, req.pageUrl === undefined ? { Timeout: timeoutSeconds } : req.parameters);
    req.onProgress?.({ phase: 'upload', done: 0, total });
    const response = await this.send({
      ...conversionHttpRequest({ via: 'once', single }, { ...parts, timeoutSeconds: wait.timeoutSeconds, pageUrl: req.pageUrl }),
      credential,
      answerWithinMs: wait.answerWithinMs,
      signal: req.signal,
      // Once every byte is sent, the server is converting.
      onUploadProgress: (sent) => req.onProgress?.({ phase: sent >= total ? 'convert' : 'upload', done: sent, total }),
    });
    return this.results.save(response, req, dst, started);
  }

  /** Sends with the client's credential handling (sendConversion). */
  private send(request: HttpRequest): Promise<HttpResponse> {
    return sendConversion(this.transport, this.credentials, request);
  }
}
