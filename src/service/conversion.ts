import { Readable } from 'node:stream';
import { BadResponseError, classifyError, ConfigError } from './errors';
import { commitAll, discardAll, nodeOutputFileSystem, type OutputFileSystem, type OutputPlan, type SourceFile, type StagedFile } from './files';
import { HttpTransport, type HttpRequest } from './http';
import { bodyError, member, readJson, type HttpResponse } from './responses';
import { safeFileName } from './fileNames';
import { fileNameFromContentDisposition, multipartBody } from './multipart';
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
  /** Extra conversion parameters (PageRange, ...). */
  readonly parameters?: Readonly<Record<string, string>>;
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

/** Conversions: POST /convert/{src}/to/{dst}, results written atomically where the caller says. */
export class ConversionClient {
  constructor(
    private readonly transport: HttpTransport,
    private readonly credentials: CredentialProvider,
  ) {
    credentials.registerSecrets?.(transport.redactor);
  }

  /** Converts one file. Nothing is written unless the whole conversion succeeded; on any failure no partial file is left. */
  async convert(req: ConvertRequest): Promise<ConversionResult> {
    const src = checkFormat(req.sourceFormat, 'source');
    const dst = checkFormat(req.targetFormat, 'target');
    const started = Date.now();
    // One result is the norm: ask for the raw bytes and save the download round trip.
    const single = !isMultiFile(src, dst);
    const bearer = await this.credentials.getBearer(req.signal);
    req.onProgress?.({ phase: 'upload', done: 0, total: req.source.size });
    const response = await this.send({
      method: 'POST',
      target: `/convert/${encodeURIComponent(src)}/to/${encodeURIComponent(dst)}`,
      headers: { accept: single ? 'application/octet-stream, application/json;q=0.9' : 'application/json' },
      // StoreFile=true even when raw bytes are asked for: should the answer be JSON after all,
      // results come as download links rather than as base64 held whole in memory.
      body: multipartBody(req.source, { StoreFile: 'true', ...req.parameters }),
      credential: { kind: this.credentials.kind, bearer },
      signal: req.signal,
      label: `convert ${src}→${dst}`,
      // Once every byte is sent, the server is converting.
      onUploadProgress: (sent) => req.onProgress?.({ phase: sent >= req.source.size ? 'convert' : 'upload', done: sent, total: req.source.size }),
    });
    return this.saveResults(response, req, dst, started);
  }

  /** Converts a web page (loopback only in the emulator) to PDF through the query form: the one place a token travels in a URL. */
  async convertWebPage(req: { readonly pageUrl: string; readonly resolveOutput: ResolveOutput; readonly output?: OutputFileSystem; readonly signal?: AbortSignal; readonly parameters?: Readonly<Record<string, string>> }): Promise<ConversionResult> {
    const started = Date.now();
    checkPageUrl(req.pageUrl);
    const bearer = await this.credentials.getBearer(req.signal);
    // The token is in the query here; register it so no log line shows it.
    this.transport.redactor.add(bearer);
    const response = await this.send({
      method: 'POST',
      target: webToPdfPath(req.pageUrl, bearer, req.parameters),
      headers: { accept: 'application/octet-stream, application/json;q=0.9' },
      signal: req.signal,
      label: 'convert web→pdf',
      queryCredentialKind: this.credentials.kind,
    });
    const fallbackName = `${safeFileName(new URL(req.pageUrl).hostname, 'page')}.pdf`;
    return this.saveResults(response, { ...req, sourceFormat: 'web', targetFormat: 'pdf', source: { name: fallbackName, size: 0, open: () => Readable.from([]) } }, 'pdf', started);
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

  private async saveResults(response: HttpResponse, req: ConvertRequest | (Omit<ConvertRequest, 'source'> & { source: SourceFile }), dst: string, started: number): Promise<ConversionResult> {
    const output = req.output ?? nodeOutputFileSystem;
    const contentType = String(response.headers['content-type'] ?? '').toLowerCase();
    const staged: StagedFile[] = [];
    const skipped: string[] = [];
    const base = req.source.name.replace(/\.[^.]*$/, '') || 'result';
    try {
      if (!contentType.includes('json')) {
        // Raw bytes of the single result, streamed straight to a temporary file.
        const name = safeFileName(fileNameFromContentDisposition(response.headers['content-disposition']) ?? `${base}.${dst}`, `${base}.${dst}`);
        const plan = await req.resolveOutput({ name, index: 0, count: 1 });
        if (!plan) {
          await response.body.dump().catch(() => undefined);
          skipped.push(name);
        } else {
          req.onProgress?.({ phase: 'download' });
          staged.push(await output.stage(plan, response.body, req.signal));
        }
        await commitAll(staged);
        return finish(staged, skipped, undefined, started);
      }
      const body = await readJson(response, this.transport.redactor, undefined, req.signal);
      const { cost, entries } = parseConversionResponse(body, response.statusCode, `${base}.${dst}`);
      for (const [index, entry] of entries.entries()) {
        const plan = await req.resolveOutput({ name: entry.name, index, count: entries.length, size: entry.size });
        if (!plan) {
          skipped.push(entry.name);
          continue;
        }
        req.onProgress?.({ phase: 'download' });
        staged.push(await this.stageEntry(entry, plan, output, req.signal));
      }
      await commitAll(staged);
      return finish(staged, skipped, cost, started);
    } catch (err) {
      await discardAll(staged);
      await response.body.dump().catch(() => undefined);
      throw bodyError(err, response, req.signal);
    }
  }

  private async stageEntry(entry: ResultEntry, plan: OutputPlan, output: OutputFileSystem, signal?: AbortSignal): Promise<StagedFile> {
    if (entry.url) {
      // Stored results are fetched without credentials: the Url itself is the capability. Only
      // from the service itself or over https: a result link must not make the extension fetch
      // from plain-http services on this machine.
      const at = this.transport.resolve(entry.url);
      if (at.origin !== this.transport.baseUrl && at.protocol !== 'https:') {
        throw new BadResponseError(`The service named a result link on ${at.origin}, which is neither the service nor https; it was not downloaded.`, { status: 200 }, '');
      }
      const download = await this.transport.send({ method: 'GET', target: entry.url, signal, label: `download ${entry.name}` });
      try {
        return await output.stage(plan, download.body, signal);
      } catch (err) {
        await download.body.dump().catch(() => undefined);
        throw bodyError(err, download, signal);
      }
    }
    return output.stage(plan, Buffer.from(entry.data ?? '', 'base64'), signal);
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
  const problem = validateFormat(normalized);
  if (problem) {
    throw new ConfigError(`The ${which} format "${format}" is not valid. ${problem}`, 'format');
  }
  return normalized;
}

function checkPageUrl(pageUrl: string): void {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    throw new ConfigError(`"${pageUrl}" is not a web address. Use a full address such as https://example.com/page.`, 'url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('Only http:// and https:// pages can be converted.', 'url');
  }
}

/** The plain GET link for Web→PDF on a service origin, with the bearer in `Token=`. */
export function webToPdfLink(baseUrl: string, pageUrl: string, bearer: string): string {
  checkPageUrl(pageUrl);
  return `${baseUrl}${webToPdfPath(pageUrl, bearer)}`;
}

function webToPdfPath(pageUrl: string, bearer: string, parameters: Readonly<Record<string, string>> = {}): string {
  const query = new URLSearchParams({ ...parameters, Url: pageUrl, Token: bearer });
  return `/convert/web/to/pdf?${query.toString()}`;
}

/** Reads {ConversionCost, Files:[{FileName, FileSize, Url?, FileData?}]} tolerantly. */
export function parseConversionResponse(body: unknown, status: number, fallbackName: string): { cost?: number; entries: ResultEntry[] } {
  const files = member(body, 'Files');
  if (!Array.isArray(files) || files.length === 0) {
    throw new BadResponseError(`The service answered ${status} without any result file.`, { status }, JSON.stringify(body ?? null).slice(0, 120));
  }
  const entries = files.map((file, index): ResultEntry => {
    const rawName = member(file, 'FileName');
    const url = member(file, 'Url');
    const data = member(file, 'FileData');
    const size = member(file, 'FileSize');
    if (typeof url !== 'string' && typeof data !== 'string') {
      throw new BadResponseError(`Result ${index + 1} from the service has neither Url nor FileData.`, { status }, '');
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
