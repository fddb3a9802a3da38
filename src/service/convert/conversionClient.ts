import { Readable } from 'node:stream';
import { classifyError } from '../errors';
import { HttpTransport, type HttpRequest, type HttpResponse, multipartBody } from '../http';
import { DEFAULT_DELETION_BOUNDS, type DeletionBounds } from './storedResults';
import { isMultiFile } from '../catalogue';
import { holdingSecretValues, withoutClientManaged } from './requestParameters';
import { conversionWait } from './conversionWait';
import { safeFileName } from './resultNames';
import type { CredentialProvider } from '../auth/tokens';
import {
  type ConvertRequest,
  type ConversionResult,
  type WebPageRequest,
  checkFormat,
  checkPageUrl,
  webToPdfPath,
  flattenParameters,
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
    const src = checkFormat(req.sourceFormat, 'source');
    const dst = checkFormat(req.targetFormat, 'target');
    const started = Date.now();
    // One result is the norm: ask for the raw bytes and save the download round trip. Several
    // come as JSON with StoreFile=true: download links rather than base64 held whole in memory,
    // each deleted once saved. Never StoreFile with the raw bytes: a stored copy whose id is
    // never seen could never be deleted (CONTRACT.md).
    const single = (req.results ?? (isMultiFile(src, dst) ? 'several' : 'one')) === 'one';
    const bearer = await this.credentials.getBearer(req.signal);
    const files = fileParts(req);
    const total = files.reduce((n, p) => n + p.file.size, 0);
    const settings = this.options.async ?? DEFAULT_ASYNC_SETTINGS;
    const timeoutSeconds = askedTimeoutSeconds(settings, req.parameters);
    const credential = { kind: this.credentials.kind, bearer };
    if (
      req.resumeJob ||
      req.async ||
      useAsyncApi(settings, { timeoutSeconds, sourceBytes: total, longestWaitMs: this.transport.totalMs })
    ) {
      const deps = {
        transport: this.transport,
        send: (request: HttpRequest) => this.send(request),
        results: this.results,
        deletionBounds: this.deletionBounds,
        pollDelaysMs: this.options.pollDelaysMs,
        abandoned: this.abandoned,
      };
      return convertThroughJob(deps, req, { src, dst, timeoutSeconds, credential });
    }
    const wait = conversionWait(this.transport.totalMs, { Timeout: timeoutSeconds });
    req.onProgress?.({ phase: 'upload', done: 0, total });
    const response = await this.send({
      method: 'POST',
      target: `/convert/${encodeURIComponent(src)}/to/${encodeURIComponent(dst)}`,
      headers: { accept: single ? 'application/octet-stream, application/json;q=0.9' : 'application/json' },
      body: multipartBody(files, {
        ...(single ? {} : { StoreFile: 'true' }),
        ...flattenParameters(withoutClientManaged(req.parameters)),
        Timeout: String(wait.timeoutSeconds),
      }),
      credential,
      answerWithinMs: wait.answerWithinMs,
      signal: req.signal,
      label: `convert ${src}→${dst}`,
      // Once every byte is sent, the server is converting.
      onUploadProgress: (sent) => req.onProgress?.({ phase: sent >= total ? 'convert' : 'upload', done: sent, total }),
    });
    return this.results.save(response, req, dst, started);
  }

  /** Converts a web page (loopback only in the emulator) to PDF: the address in the query, the credential in the header. */
  async convertWebPage(req: WebPageRequest): Promise<ConversionResult> {
    return holdingSecretValues(this.transport.redactor, req.parameters, () => this.convertWebPageHeld(req));
  }

  private async convertWebPageHeld(req: WebPageRequest): Promise<ConversionResult> {
    const started = Date.now();
    checkPageUrl(req.pageUrl);
    const bearer = await this.credentials.getBearer(req.signal);
    const wait = conversionWait(this.transport.totalMs, req.parameters);
    const response = await this.send({
      method: 'POST',
      target: webToPdfPath(req.pageUrl, { ...withoutClientManaged(req.parameters), Timeout: String(wait.timeoutSeconds) }),
      headers: { accept: 'application/octet-stream, application/json;q=0.9' },
      // A POST carries the header like any conversion: a JWT is accepted there only (CONTRACT.md, Auth).
      credential: { kind: this.credentials.kind, bearer },
      answerWithinMs: wait.answerWithinMs,
      signal: req.signal,
      label: 'convert web→pdf',
    });
    const fallbackName = `${safeFileName(new URL(req.pageUrl).hostname, 'page')}.pdf`;
    return this.results.save(
      response,
      { ...req, sourceFormat: 'web', targetFormat: 'pdf', source: { name: fallbackName, size: 0, open: () => Readable.from([]) } },
      'pdf',
      started,
    );
  }

  /** A JWT refused with 401 may simply have expired early (clock skew): no retry, but the next request gets a fresh one. */
  private async send(request: HttpRequest): Promise<HttpResponse> {
    try {
      return await this.transport.send(request);
    } catch (err) {
      if (classifyError(err)?.kind === 'auth') {
        this.credentials.invalidate();
      }
      throw err;
    }
  }
}
