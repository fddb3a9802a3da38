// The service side of "upload once, convert many": `POST /upload` (a FileId good for 3 hours,
// usable by several conversions at once), conversions whose `File` is such a FileId with
// `StoreFile=true` (each result stays on the file server, known by its FileId, and can be the
// next step's input), and the download of a stored result. Never `Accept: application/octet-stream`
// here: a stored copy whose id is never seen could never be deleted (CONTRACT.md).
import { coded, BadResponseError } from '../errors';
import {
  type FilePart,
  type HttpRequest,
  type HttpResponse,
  type HttpTransport,
  excerpt,
  member,
  readJson,
  rfc5987,
  type SourceFile,
} from '../http';
import { normalizeFormat, type ParameterMap } from '../catalogue';
import type { CredentialProvider } from '../auth/tokens';
import {
  conversionHttpRequest,
  type DeletionBounds,
  holdingSecretValues,
  type OutputTarget,
  type OutputPlan,
  safeFileName,
  conversionWait,
  sendConversion,
  stageStoredResult,
  type StagedFile,
} from '../convert';
import { isSafeFileId, StoredFiles, type StoredFile } from './storedFiles';

/** One input of a step: the source's bytes (sent in the request) or a file the service keeps. */
export type StepInput = { readonly bytes: SourceFile } | { readonly stored: StoredFile };

export interface StoredStepRequest {
  readonly sourceFormat: string;
  readonly targetFormat: string;
  /** One input goes as `File`; several (merge, zip) as `Files[0]`, `Files[1]`, …. */
  readonly inputs: readonly StepInput[];
  readonly parameters?: ParameterMap;
  /** Where every file this step stores is recorded, for its deletion. */
  readonly stored: StoredFiles;
  readonly signal?: AbortSignal;
  /** Bytes of the request body sent so far (when it carries a file). */
  readonly onUploadProgress?: (sent: number, total: number) => void;
}

export interface StoredStepResult {
  /** What the service charged, when it said. */
  readonly cost?: number;
  /** The results, each kept on the file server. */
  readonly files: readonly StoredFile[];
}

/** Uploads, stored conversions and downloads of stored results, with the configured credential. */
export class ChainClient {
  constructor(
    private readonly transport: HttpTransport,
    private readonly credentials: CredentialProvider,
    private readonly deletionBounds?: DeletionBounds,
  ) {
    credentials.registerSecrets?.(transport.redactor);
  }

  /** A fresh record of stored files for one run (deleted by its settle()). */
  storedFiles(): StoredFiles {
    return new StoredFiles(this.transport, this.deletionBounds);
  }

  /** `POST /upload`: the source's bytes once; the FileId is recorded in `stored` before anything else can fail. */
  async upload(
    source: SourceFile,
    stored: StoredFiles,
    signal?: AbortSignal,
    onProgress?: (sent: number, total: number) => void,
  ): Promise<StoredFile> {
    const bearer = await this.credentials.getBearer(signal);
    const response = await this.send({
      method: 'POST',
      target: '/upload',
      headers: { accept: 'application/json', 'content-disposition': `attachment; filename*=${rfc5987(source.name)}` },
      body: { contentType: 'application/octet-stream', length: source.size, open: () => source.open() },
      credential: { kind: this.credentials.kind, bearer },
      signal,
      label: `upload ${source.name}`,
      onUploadProgress: (sent) => onProgress?.(sent, source.size),
    });
    const body = await readJson(response, this.transport.redactor, undefined, signal);
    const file = storedFileOf(body, source.name, false);
    if (!file) {
      throw new BadResponseError(
        coded('response.noUploadId', { status: response.statusCode }),
        { status: response.statusCode },
        excerpt(JSON.stringify(body ?? null), this.transport.redactor),
      );
    }
    stored.add(file);
    return file;
  }

  /** One conversion with `StoreFile=true`; its results stay on the server (recorded in `req.stored`). */
  async convertStored(req: StoredStepRequest): Promise<StoredStepResult> {
    return holdingSecretValues(this.transport.redactor, req.parameters, () => this.convertHeld(req));
  }

  private async convertHeld(req: StoredStepRequest): Promise<StoredStepResult> {
    const src = normalizeFormat(req.sourceFormat);
    const dst = normalizeFormat(req.targetFormat);
    const bearer = await this.credentials.getBearer(req.signal);
    const several = req.inputs.length > 1;
    const storedInputs: Record<string, string> = {};
    const parts: FilePart[] = [];
    req.inputs.forEach((input, i) => {
      const field = several ? `Files[${i}]` : 'File';
      if ('stored' in input) {
        storedInputs[field] = input.stored.fileId;
      } else {
        parts.push({ field, file: input.bytes });
      }
    });
    const total = parts.reduce((n, p) => n + p.file.size, 0);
    const wait = conversionWait(this.transport.totalMs, req.parameters);
    const response = await this.send({
      ...conversionHttpRequest(
        { via: 'stored' },
        { src, dst, files: parts, storedInputs, parameters: req.parameters, timeoutSeconds: wait.timeoutSeconds },
      ),
      credential: { kind: this.credentials.kind, bearer },
      // The service's Timeout plus the margin (conversionWait.ts).
      answerWithinMs: wait.answerWithinMs,
      signal: req.signal,
      onUploadProgress: total > 0 ? (sent) => req.onUploadProgress?.(sent, total) : undefined,
    });
    const body = await readJson(response, this.transport.redactor, undefined, req.signal);
    const listed = member(body, 'Files');
    const entries = Array.isArray(listed) ? listed : [];
    // Every stored result is recorded first, so that a refused answer still has its files removed.
    const files = entries.map((entry, i) => storedFileOf(entry, `result-${i + 1}.${dst}`, true));
    files.forEach((file) => file && req.stored.add(file));
    if (files.length === 0) {
      throw new BadResponseError(
        coded('response.noResultFile', { status: response.statusCode }),
        { status: response.statusCode },
        excerpt(JSON.stringify(body ?? null), this.transport.redactor),
      );
    }
    const missing = files.findIndex((file) => file === undefined);
    if (missing >= 0) {
      throw new BadResponseError(coded('response.resultNotStored', { number: missing + 1 }), { status: response.statusCode }, '');
    }
    const cost = member(body, 'ConversionCost');
    return { cost: typeof cost === 'number' ? cost : undefined, files: files as StoredFile[] };
  }

  /** Downloads a stored result (only from the service's own hosts) and stages it at `plan`. */
  async saveStored(file: StoredFile, plan: OutputPlan, output: OutputTarget, signal?: AbortSignal): Promise<StagedFile> {
    const url = file.url ?? `/d/${encodeURIComponent(file.fileId)}/${encodeURIComponent(file.name)}`;
    return stageStoredResult(this.transport, { name: file.name, url, size: file.size }, plan, output, signal);
  }

  /** Sends with the conversions' credential handling (sendConversion). */
  private send(request: HttpRequest): Promise<HttpResponse> {
    return sendConversion(this.transport, this.credentials, request);
  }
}

/**
 * `{FileId, FileName, FileSize, Url}` (an upload's answer or one result of a conversion), or
 * undefined without a usable id. A result needs its Url: one with FileData instead was not stored.
 */
function storedFileOf(entry: unknown, fallbackName: string, needUrl: boolean): StoredFile | undefined {
  const url = member(entry, 'Url');
  const rawId = member(entry, 'FileId');
  const fromUrl = typeof url === 'string' ? /\/d\/([^/?#]+)/.exec(url)?.[1] : undefined;
  const fileId = typeof rawId === 'string' && rawId !== '' ? rawId : fromUrl;
  if (!fileId || !isSafeFileId(fileId) || (needUrl && typeof url !== 'string')) {
    return undefined;
  }
  const name = member(entry, 'FileName');
  const size = member(entry, 'FileSize');
  return {
    fileId,
    name: safeFileName(typeof name === 'string' ? name : fallbackName, fallbackName),
    ...(typeof url === 'string' ? { url } : {}),
    ...(typeof size === 'number' ? { size } : {}),
  };
}
