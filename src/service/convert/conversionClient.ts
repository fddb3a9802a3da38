import { Readable } from 'node:stream';
import { classifyError } from '../errors';
import { HttpTransport, type HttpRequest, type HttpResponse, multipartBody } from '../http';
import { DEFAULT_DELETION_BOUNDS, type DeletionBounds } from './storedResults';
import { isMultiFile } from '../catalogue';
import { holdingSecretValues, serviceTimeout } from './requestParameters';
import { safeFileName } from './resultNames';
import type { CredentialProvider } from '../auth';
import {
  type ConvertRequest,
  type ConversionResult,
  type WebPageRequest,
  checkFormat,
  checkPageUrl,
  webToPdfPath,
  withoutTimeout,
  flattenParameters,
  fileParts,
} from './conversionRequest';
import { ResultWriter } from './resultWriter';
import { askedTimeoutSeconds, type AsyncSettings, DEFAULT_ASYNC_SETTINGS, useAsyncApi, WAIT_MARGIN_SECONDS } from './asyncChoice';
import { abandonJob } from './asyncJob';
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
    const giveUpAfterMs = (job.timeoutSeconds + WAIT_MARGIN_SECONDS) * 1000 + 10 * 60_000;
    await abandonJob(this.transport, job.jobId, this.deletionBounds, {
      delaysMs: this.options.pollDelaysMs,
      startedAt: job.startedAt,
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
    // One result is the norm: ask for the raw bytes and save the download round trip.
    const single = !isMultiFile(src, dst);
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
    const started = Date.now();
    req.onProgress?.({ phase: 'upload', done: 0, total });
    const response = await this.send({
      method: 'POST',
      target: `/convert/${encodeURIComponent(src)}/to/${encodeURIComponent(dst)}`,
      headers: { accept: single ? 'application/octet-stream, application/json;q=0.9' : 'application/json' },
      // StoreFile=true even when raw bytes are asked for: should the answer be JSON after all,
      // results come as download links rather than as base64 held whole in memory.
      // Timeout matches our own wait, so the service never works (and charges) for an answer we gave up on.
      body: multipartBody(files, {
        StoreFile: 'true',
        ...flattenParameters(withoutTimeout(req.parameters)),
        Timeout: String(serviceTimeout(this.transport.totalMs, { Timeout: timeoutSeconds })),
      }),
      credential,
      signal: req.signal,
      label: `convert ${src}→${dst}`,
      // Once every byte is sent, the server is converting.
      onUploadProgress: (sent) => req.onProgress?.({ phase: sent >= total ? 'convert' : 'upload', done: sent, total }),
    });
    return this.results.save(response, req, dst, started);
  }

  /** Converts a web page (loopback only in the emulator) to PDF through the query form: the one place a token travels in a URL. */
  async convertWebPage(req: WebPageRequest): Promise<ConversionResult> {
    return holdingSecretValues(this.transport.redactor, req.parameters, () => this.convertWebPageHeld(req));
  }

  private async convertWebPageHeld(req: WebPageRequest): Promise<ConversionResult> {
    const started = Date.now();
    checkPageUrl(req.pageUrl);
    const bearer = await this.credentials.getBearer(req.signal);
    // The token is in the query here; register it so no log line shows it.
    this.transport.redactor.add(bearer);
    const response = await this.send({
      method: 'POST',
      target: webToPdfPath(req.pageUrl, bearer, {
        ...withoutTimeout(req.parameters),
        Timeout: String(serviceTimeout(this.transport.totalMs, req.parameters)),
      }),
      headers: { accept: 'application/octet-stream, application/json;q=0.9' },
      signal: req.signal,
      label: 'convert web→pdf',
      queryCredentialKind: this.credentials.kind,
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
