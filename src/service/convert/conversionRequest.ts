/**
 * What a conversion asks for and gets back (the types callers use), and how the request is put
 * together: formats checked, parameters as form fields, the file parts, the Web to PDF link.
 */
import { coded, ConfigError } from '../errors';
import { flattenParameters, withoutClientManaged } from './requestParameters';
import type { OutputTarget, OutputPlan } from './files';
import { multipartBody, type HttpRequest, type SourceFile, type FilePart } from '../http';
import { isConverterFormat, type ParameterMap, normalizeFormat, validateFormat } from '../catalogue';
import { Readable } from 'node:stream';
import { safeFileName } from './resultNames';

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
  /** Bytes sent (upload) or received (download) so far, and the whole when it is known. */
  readonly done?: number;
  readonly total?: number;
  /** Converting: how long the service has been at it, in ms (an async job's wait). */
  readonly elapsedMs?: number;
}

/** A job of the service's async API that this conversion started or resumes (see asyncConversion.ts). */
export interface JobEvent {
  readonly jobId: string;
  /**
   * started: the service accepted the job; abandoned: the wait was cancelled, the job is followed
   * to its end only to delete what it stored; ended: its results are saved, or it failed, or it
   * was followed to its end.
   */
  readonly state: 'started' | 'abandoned' | 'ended';
  /** When the job was started, ms since the epoch. */
  readonly startedAt: number;
  /** The service's Timeout for it, in seconds. */
  readonly timeoutSeconds: number;
}

export interface ConvertRequest {
  readonly source: SourceFile;
  /** e.g. "md"; "web" with `pageUrl` (`webPageRequest`). */
  readonly sourceFormat: string;
  readonly targetFormat: string;
  /**
   * One result or several, as the service's catalogue says (service/catalogue resultCount): only
   * one is asked for as raw bytes. Default: the built-in table (formats.ts).
   */
  readonly results?: 'one' | 'several';
  /** Extra conversion parameters (PageRange, ...); arrays go as `Name[0]`, `Name[1]`, …. */
  readonly parameters?: ParameterMap;
  /** Further file parameters (OverlayFile, …); several files go as `Name[0]`, `Name[1]`, …. */
  readonly fileParameters?: Readonly<Record<string, SourceFile | readonly SourceFile[]>>;
  /** Inputs after `source` for converters that take several (merge, zip): all go as `Files[0]`, `Files[1]`, …. */
  readonly moreSources?: readonly SourceFile[];
  readonly resolveOutput: ResolveOutput;
  /** Where results are staged; default: this machine's disk at the plans' paths. */
  readonly output?: OutputTarget;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: ConversionProgress) => void;
  /** true: through the async API whatever the settings say (the command line's --async). */
  readonly async?: boolean;
  /** A job a previous window started: wait for it and save its results instead of sending the file. */
  readonly resumeJob?: { readonly jobId: string; readonly startedAt: number; readonly timeoutSeconds: number };
  /** An async job started or ended (what a journal of pending jobs records). */
  readonly onJob?: (event: JobEvent) => void;
  /** Web page to PDF: the page converted; `source` only names the result (`webPageSource`). */
  readonly pageUrl?: string;
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
  /** What the service charged, when it said (JSON's ConversionCost, or the raw answer's ConversionCost header); undefined: counted as 1, assumed. */
  readonly conversionCost?: number;
  readonly durationMs: number;
}

/** A web page's conversion to PDF: the page's address is sent in place of a file; `name` names the result. */
export function webPageSource(pageUrl: string): SourceFile {
  // The address is checked when it is sent (checkPageUrl); an unusable one names nothing.
  const host = URL.canParse(pageUrl) ? new URL(pageUrl).hostname : '';
  return { name: `${safeFileName(host, 'page')}.pdf`, size: 0, open: () => Readable.from([]) };
}

/** The request of Web Page to PDF: `sourceFormat` web, the address in place of a file. */
export function webPageRequest(
  pageUrl: string,
  rest: Omit<ConvertRequest, 'source' | 'sourceFormat' | 'targetFormat' | 'pageUrl'>,
): ConvertRequest {
  return { ...rest, source: webPageSource(pageUrl), sourceFormat: 'web', targetFormat: 'pdf', pageUrl };
}

/**
 * How one conversion goes to the service: `once`, a request answered with the result (its raw
 * bytes when `single`, else JSON with StoreFile=true); `job`, the start of an async job of that id
 * (stored results); `stored`, a chain's step whose results stay on the file server.
 */
export type ConversionCall =
  { readonly via: 'once'; readonly single: boolean } | { readonly via: 'job'; readonly jobId: string } | { readonly via: 'stored' };

/** What one conversion sends, whichever way it goes. */
export interface ConversionParts {
  readonly src: string;
  readonly dst: string;
  /** The files sent with the request (none for a web page, or for a step whose inputs the service keeps). */
  readonly files: readonly FilePart[];
  /** Inputs the service already keeps, by field (a chain's `File` or `Files[i]` as a FileId). */
  readonly storedInputs?: Readonly<Record<string, string>>;
  readonly parameters?: ParameterMap;
  /** The service's Timeout (conversionWait.ts or the job's clock). */
  readonly timeoutSeconds: number;
  /** Web page to PDF: the page's address, sent in the query with the parameters. */
  readonly pageUrl?: string;
}

/**
 * The one builder of a conversion's request: its address, its parameters (never StoreFile or
 * Timeout as the caller spelt them: the client decides both) and its body. Synchronous, async
 * and chained conversions differ only in `call`; the caller adds the credential, the signal and
 * the waits.
 */
export function conversionHttpRequest(
  call: ConversionCall,
  parts: ConversionParts,
): Pick<HttpRequest, 'method' | 'target' | 'headers' | 'body' | 'label'> {
  const { src, dst } = parts;
  const raw = call.via === 'once' && call.single;
  const fields = { ...flattenParameters(withoutClientManaged(parts.parameters)), Timeout: String(parts.timeoutSeconds) };
  const headers = { accept: raw ? 'application/octet-stream, application/json;q=0.9' : 'application/json' };
  if (parts.pageUrl !== undefined) {
    return { method: 'POST', target: webToPdfPath(parts.pageUrl, fields), headers, label: 'convert web→pdf' };
  }
  const path = `/convert/${encodeURIComponent(src)}/to/${encodeURIComponent(dst)}`;
  return {
    method: 'POST',
    target: call.via === 'job' ? `/async${path}?JobId=${call.jobId}` : path,
    headers,
    // Never StoreFile with the raw bytes: a stored copy whose id is never seen could never be deleted (CONTRACT.md).
    body: multipartBody([...parts.files], { ...parts.storedInputs, ...(raw ? {} : { StoreFile: 'true' }), ...fields }),
    label: `convert ${src}→${dst}${call.via === 'job' ? ' (async)' : call.via === 'stored' ? ' (stored)' : ''}`,
  };
}

export function checkFormat(format: string, which: 'source' | 'target'): string {
  const normalized = normalizeFormat(format);
  // Catalogue names may hold inner hyphens (extract-images), which a typed format never needs.
  const problem = isConverterFormat(normalized) ? undefined : validateFormat(normalized);
  if (problem) {
    throw new ConfigError(coded(which === 'source' ? 'config.sourceFormatInvalid' : 'config.targetFormatInvalid', { format }), 'format');
  }
  return normalized;
}

export function checkPageUrl(pageUrl: string): void {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    throw new ConfigError(coded('config.pageUrlInvalid', { url: pageUrl }), 'url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(coded('config.pageUrlScheme'), 'url');
  }
}

/**
 * The plain GET link for Web→PDF on a service origin, for a browser or a tool that cannot send
 * headers: the API Token in `Token=`. Only an API Token: the service takes JWTs as Bearer only
 * (CONTRACT.md, Auth), so a JWT here is refused before any link is made.
 */
export function webToPdfLink(baseUrl: string, pageUrl: string, apiToken: string): string {
  checkPageUrl(pageUrl);
  if (apiToken.split('.').length === 3) {
    throw linkNeedsApiToken();
  }
  // A shared link is opened by a browser: `download=attachment` makes the service answer with the
  // PDF itself instead of JSON with base64 in it (CONTRACT.md, Web page to PDF).
  return `${baseUrl}${webToPdfPath(pageUrl, { download: 'attachment' })}&${new URLSearchParams({ Token: apiToken }).toString()}`;
}

/** The refusal of a JWT where a link needs an API Token: the service takes JWTs as Bearer only (CONTRACT.md, Auth). */
export function linkNeedsApiToken(): ConfigError {
  return new ConfigError(coded('config.linkNeedsApiToken'), 'apiToken');
}

/** The Web→PDF path with the page address and parameters in the query (no credential). */
export function webToPdfPath(pageUrl: string, parameters?: ParameterMap): string {
  const query = new URLSearchParams({ ...flattenParameters(parameters), Url: pageUrl });
  return `/convert/web/to/pdf?${query.toString()}`;
}

/** The file parts of a request: the input(s) first, then the further file parameters. */
export function fileParts(req: Pick<ConvertRequest, 'source' | 'moreSources' | 'fileParameters'>): FilePart[] {
  const inputs = req.moreSources && req.moreSources.length > 0 ? [req.source, ...req.moreSources] : undefined;
  const parts: FilePart[] = inputs ? inputs.map((file, i) => ({ field: `Files[${i}]`, file })) : [{ field: 'File', file: req.source }];
  for (const [name, value] of Object.entries(req.fileParameters ?? {})) {
    const list: readonly SourceFile[] = Array.isArray(value) ? value : [value as SourceFile];
    parts.push(...list.map((file, i) => ({ field: Array.isArray(value) ? `${name}[${i}]` : name, file })));
  }
  return parts;
}
