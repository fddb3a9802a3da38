import { Readable } from 'node:stream';
import { BadResponseError, classifyError, ConfigError } from './errors';
import {
  commitAll,
  discardAll,
  nodeOutputFileSystem,
  type OutputFileSystem,
  type OutputPlan,
  type SourceFile,
  type StagedFile,
} from './files';
import { HttpTransport, type HttpRequest } from './http';
import { bodyError, excerpt, member, readJson, type HttpResponse } from './responses';
import { redactPatterns } from './redact';
import { DEFAULT_DELETION_BOUNDS, StoredResults, type DeletionBounds } from './storedResults';
import { stageStoredResult } from './resultDownload';
import { multipartBody, type FilePart } from './multipart';
import { isConverterFormat, type ParameterMap } from './catalogue';
import { markCharged } from './charged';
import { flattenParameters, holdSecretValues, serviceTimeout, withoutTimeout } from './requestParameters';

export { flattenParameters } from './requestParameters';
import { localFileError } from './localErrors';
import { announcedSizes, answerShape, decodeBase64Strict, unexpectedAnswer, verifiedBytes } from './resultCheck';
import { resultName, safeFileName } from './resultNames';
import type { CredentialProvider } from './credentialProviders';
import { isMultiFile, normalizeFormat, validateFormat } from './formats';

/** One result file as the service described it, before it is written. */
export interface ResultDescriptor {
  /** Safe file name (no separators). */
  readonly name: string;
  readonly index: number;
  readonly count: number;
  readonly size?: number;
}

/** Decides where each result goes; undefined skips that file. */
export type ResolveOutput = (result: ResultDescriptor) => Promise<OutputPlan | undefined>;

export type ConversionPhase = 'upload' | 'convert' | 'download';

export interface ConversionProgress {
  readonly phase: ConversionPhase;
  /** Bytes of the upload sent so far and its size (upload and convert phases only). */
  readonly done?: number;
  readonly total?: number;
}

export interface ConvertRequest {
  readonly source: SourceFile;
  /** e.g. "md"; "web" is for convertWebPage. */
  readonly sourceFormat: string;
  readonly targetFormat: string;
  /** Extra conversion parameters (PageRange, ...); arrays go as `Name[0]`, `Name[1]`, …. */
  readonly parameters?: ParameterMap;
  /** Further file parameters (OverlayFile, …); several files go as `Name[0]`, `Name[1]`, …. */
  readonly fileParameters?: Readonly<Record<string, SourceFile | readonly SourceFile[]>>;
  /** Inputs after `source` for converters that take several (merge, zip): all go as `Files[0]`, `Files[1]`, …. */
  readonly moreSources?: readonly SourceFile[];
  readonly resolveOutput: ResolveOutput;
  readonly output?: OutputFileSystem;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: ConversionProgress) => void;
}

export interface WrittenFile {
  readonly name: string;
  readonly path: string;
  readonly size: number;
}

export interface ConversionResult {
  readonly files: readonly WrittenFile[];
  /** Result names the caller chose to skip. */
  readonly skipped: readonly string[];
  /** What the service charged, when it said (the octet-stream answer does not). */
  readonly conversionCost?: number;
  readonly durationMs: number;
}

interface ResultEntry {
  readonly name: string;
  readonly size?: number;
  readonly url?: string;
  readonly data?: string;
}

/** A web page to convert to PDF (the query form of Web to PDF). */
export type WebPageRequest = Readonly<{
  pageUrl: string;
  resolveOutput: ResolveOutput;
  output?: OutputFileSystem;
  signal?: AbortSignal;
  parameters?: ParameterMap;
}>;

/** Conversions: POST /convert/{src}/to/{dst}, results written atomically where the caller says. */
export class ConversionClient {
  constructor(
    private readonly transport: HttpTransport,
    private readonly credentials: CredentialProvider,
    /** How long the removal of stored results from the file server may take (tests shorten it). */
    private readonly deletionBounds: DeletionBounds = DEFAULT_DELETION_BOUNDS,
  ) {
    credentials.registerSecrets?.(transport.redactor);
  }

  /** Converts one file. Nothing is written unless the whole conversion succeeded; on any failure no partial file is left. */
  async convert(req: ConvertRequest): Promise<ConversionResult> {
    const release = holdSecretValues(this.transport.redactor, req.parameters);
    try {
      return await this.convertHeld(req);
    } finally {
      release();
    }
  }

  private async convertHeld(req: ConvertRequest): Promise<ConversionResult> {
    const src = checkFormat(req.sourceFormat, 'source');
    const dst = checkFormat(req.targetFormat, 'target');
    const started = Date.now();
    // One result is the norm: ask for the raw bytes and save the download round trip.
    const single = !isMultiFile(src, dst);
    const bearer = await this.credentials.getBearer(req.signal);
    const files = fileParts(req);
    const total = files.reduce((n, p) => n + p.file.size, 0);
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
        Timeout: String(serviceTimeout(this.transport.totalMs, req.parameters)),
      }),
      credential: { kind: this.credentials.kind, bearer },
      signal: req.signal,
      label: `convert ${src}→${dst}`,
      // Once every byte is sent, the server is converting.
      onUploadProgress: (sent) => req.onProgress?.({ phase: sent >= total ? 'convert' : 'upload', done: sent, total }),
    });
    return this.saveResults(response, req, dst, started);
  }

  /** Converts a web page (loopback only in the emulator) to PDF through the query form: the one place a token travels in a URL. */
  async convertWebPage(req: WebPageRequest): Promise<ConversionResult> {
    const release = holdSecretValues(this.transport.redactor, req.parameters);
    try {
      return await this.convertWebPageHeld(req);
    } finally {
      release();
    }
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
    return this.saveResults(
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

  private async saveResults(
    response: HttpResponse,
    req: ConvertRequest | (Omit<ConvertRequest, 'source'> & { source: SourceFile }),
    dst: string,
    started: number,
  ): Promise<ConversionResult> {
    const output = req.output ?? nodeOutputFileSystem;
    const staged: StagedFile[] = [];
    const skipped: string[] = [];
    // A single result is named after its source and target, never by the server: a result the
    // server calls "package.json" must not replace the package.json next to README.md.
    const ownName = resultName(req.source.name, dst);
    const multiFile = isMultiFile(req.sourceFormat, dst);
    // Once the service has answered with a result, the conversion is charged, saved or not.
    let charged = 0;
    let writing: string | undefined;
    let stored: StoredResults | undefined;
    try {
      const shape = answerShape(response.headers);
      if (shape === 'other') {
        throw await unexpectedAnswer(response, this.transport.redactor);
      }
      if (shape === 'attachment') {
        // Raw bytes of the single result (no ConversionCost: counted as 1), streamed to a temporary file.
        charged = 1;
        const { declared, contentLength } = announcedSizes(response.headers);
        const plan = await req.resolveOutput({ name: ownName, index: 0, count: 1, size: declared });
        if (!plan) {
          await response.body.dump().catch(() => undefined);
          skipped.push(ownName);
        } else {
          req.onProgress?.({ phase: 'download', done: 0 });
          writing = plan.path;
          staged.push(
            await output.stage(plan, verifiedBytes(response.body, { name: ownName, sizes: [declared, contentLength] }), req.signal),
          );
        }
        await commitAll(staged);
        return finish(staged, skipped, undefined, started);
      }
      const body = await readJson(response, this.transport.redactor, undefined, req.signal);
      stored = new StoredResults(this.transport, body, this.deletionBounds);
      const { cost, entries } = parseConversionResponse(body, response.statusCode, ownName);
      charged = cost ?? 1;
      for (const [index, entry] of entries.entries()) {
        // The server's (cleaned) names only for several results, which go into a folder of their own.
        const name = entries.length === 1 && !multiFile ? ownName : entry.name;
        const plan = await req.resolveOutput({ name, index, count: entries.length, size: entry.size });
        if (!plan) {
          skipped.push(name);
          stored.release(index);
          continue;
        }
        req.onProgress?.({ phase: 'download', done: index, total: entries.length });
        writing = plan.path;
        staged.push(await this.stageEntry({ ...entry, name }, plan, output, req.signal));
        // The server copy goes while later results download.
        stored.release(index);
      }
      writing = undefined;
      await commitAll(staged);
      await stored.settle();
      return finish(staged, skipped, cost, started);
    } catch (err) {
      await discardAll(staged);
      // Failed or cancelled: the results not downloaded yet are removed from the server too.
      await stored?.settle(req.signal?.aborted === true);
      await response.body.dump().catch(() => undefined);
      throw markCharged(localFileError(err, writing) ?? bodyError(err, response, req.signal), charged);
    }
  }

  private async stageEntry(entry: ResultEntry, plan: OutputPlan, output: OutputFileSystem, signal?: AbortSignal): Promise<StagedFile> {
    if (entry.url) {
      return stageStoredResult(this.transport, { name: entry.name, url: entry.url, size: entry.size }, plan, output, signal);
    }
    const bytes = decodeBase64Strict(entry.data ?? '', entry.name);
    return output.stage(plan, verifiedBytes(bytes, { name: entry.name, sizes: [entry.size] }), signal);
  }
}

function finish(staged: readonly StagedFile[], skipped: string[], cost: number | undefined, started: number): ConversionResult {
  return {
    files: staged.map((s) => ({ name: s.finalPath.split(/[\\/]/).pop() ?? s.finalPath, path: s.finalPath, size: s.size })),
    skipped,
    conversionCost: cost,
    durationMs: Date.now() - started,
  };
}

function checkFormat(format: string, which: 'source' | 'target'): string {
  const normalized = normalizeFormat(format);
  // Catalogue names may hold inner hyphens (extract-images), which a typed format never needs.
  const problem = isConverterFormat(normalized) ? undefined : validateFormat(normalized);
  if (problem) {
    throw new ConfigError(`The ${which} format "${format}" is not valid. ${problem}`, 'format', {
      messageCode: which === 'source' ? 'config.sourceFormatInvalid' : 'config.targetFormatInvalid',
      messageData: { format },
    });
  }
  return normalized;
}

function checkPageUrl(pageUrl: string): void {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    throw new ConfigError(`"${pageUrl}" is not a web address. Use a full address such as https://example.com/page.`, 'url', {
      messageCode: 'config.pageUrlInvalid',
      messageData: { url: pageUrl },
    });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('Only http:// and https:// pages can be converted.', 'url', { messageCode: 'config.pageUrlScheme' });
  }
}

/** The plain GET link for Web→PDF on a service origin, with the bearer in `Token=`. */
export function webToPdfLink(baseUrl: string, pageUrl: string, bearer: string): string {
  checkPageUrl(pageUrl);
  return `${baseUrl}${webToPdfPath(pageUrl, bearer, { download: 'attachment' })}`;
}

// A shared link is opened by a browser: `download=attachment` makes the service answer with the
// PDF itself instead of JSON with base64 in it (CONTRACT.md, Web page to PDF).
function webToPdfPath(pageUrl: string, bearer: string, parameters?: ParameterMap): string {
  const query = new URLSearchParams({ ...flattenParameters(parameters), Url: pageUrl, Token: bearer });
  return `/convert/web/to/pdf?${query.toString()}`;
}

/** The file parts of a request: the input(s) first, then the further file parameters. */
function fileParts(req: Pick<ConvertRequest, 'source' | 'moreSources' | 'fileParameters'>): FilePart[] {
  const inputs = req.moreSources && req.moreSources.length > 0 ? [req.source, ...req.moreSources] : undefined;
  const parts: FilePart[] = inputs ? inputs.map((file, i) => ({ field: `Files[${i}]`, file })) : [{ field: 'File', file: req.source }];
  for (const [name, value] of Object.entries(req.fileParameters ?? {})) {
    const list: readonly SourceFile[] = Array.isArray(value) ? value : [value as SourceFile];
    parts.push(...list.map((file, i) => ({ field: Array.isArray(value) ? `${name}[${i}]` : name, file })));
  }
  return parts;
}

/** Reads {ConversionCost, Files:[{FileName, FileSize, Url?, FileData?}]} tolerantly. */
export function parseConversionResponse(body: unknown, status: number, fallbackName: string): { cost?: number; entries: ResultEntry[] } {
  const files = member(body, 'Files');
  if (!Array.isArray(files) || files.length === 0) {
    throw new BadResponseError(
      `The service answered ${status} without any result file.`,
      { status, messageCode: 'response.noResultFile', messageData: { status } },
      excerpt(JSON.stringify(body ?? null), { redact: redactPatterns }),
    );
  }
  const entries = files.map((file, index): ResultEntry => {
    const rawName = member(file, 'FileName');
    const url = member(file, 'Url');
    const data = member(file, 'FileData');
    const size = member(file, 'FileSize');
    if (typeof url !== 'string' && typeof data !== 'string') {
      throw new BadResponseError(
        `Result ${index + 1} from the service has neither Url nor FileData.`,
        { status, messageCode: 'response.resultWithoutData', messageData: { number: index + 1 } },
        '',
      );
    }
    const fallback = files.length > 1 ? fallbackName.replace(/(\.[^.]*)?$/, `-${index + 1}$1`) : fallbackName;
    return {
      name: safeFileName(typeof rawName === 'string' ? rawName : fallback, fallback),
      size: typeof size === 'number' ? size : undefined,
      url: typeof url === 'string' ? url : undefined,
      data: typeof data === 'string' ? data : undefined,
    };
  });
  const cost = member(body, 'ConversionCost');
  return { cost: typeof cost === 'number' ? cost : undefined, entries };
}
