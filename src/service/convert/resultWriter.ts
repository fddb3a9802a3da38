/**
 * The service's answer to a conversion turned into files: raw bytes or a JSON list of results
 * (links or base64), each checked, staged under a temporary name and committed together; what
 * the service charged is recorded on the error when nothing could be saved.
 */
import { coded, BadResponseError, redactPatterns, type Redactor, markCharged, localFileError } from '../errors';
import { commitAll, discardAll, type OutputTarget, type OutputPlan, type StagedFile } from './files';
import { type HttpTransport, bodyError, excerpt, member, readJson, type HttpResponse } from '../http';
import { LocalOutputTarget } from './localOutput';
import { StoredResults, type DeletionBounds } from './storedResults';
import { isMultiFile } from '../catalogue';
import { announcedSizes, answerShape, decodeBase64Strict, unexpectedAnswer, verifiedBytes } from './resultCheck';
import { resultName, safeFileName } from './resultNames';
import { stageStoredResult } from './resultDownload';
import type { ConversionResult, ConvertRequest } from './conversionRequest';

interface ResultEntry {
  readonly name: string;
  readonly size?: number;
  readonly url?: string;
  readonly data?: string;
}

/** Writes the results of one conversion answer. */
export class ResultWriter {
  constructor(
    private readonly transport: HttpTransport,
    private readonly deletionBounds: DeletionBounds,
  ) {}

  /** Saves the results of `response` where `req.resolveOutput` says; nothing stays behind on failure. */
  async save(response: HttpResponse, req: ConvertRequest, dst: string, started: number): Promise<ConversionResult> {
    // Without a target of the caller's, this machine's disk: the folders it made go again after a failure.
    const own = req.output ? undefined : new LocalOutputTarget();
    const output = req.output ?? own!;
    const staged: StagedFile[] = [];
    const skipped: string[] = [];
    // A single result is named after its source and target, never by the server: a result the
    // server calls "package.json" must not replace the package.json next to README.md.
    const ownName = resultName(req.source.name, dst);
    const multiFile = req.results ? req.results === 'several' : isMultiFile(req.sourceFormat, dst);
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
        // Raw bytes of the single result, streamed to a temporary file; what it cost is in the
        // ConversionCost header when the service sends one (CONTRACT.md: not known that it does),
        // else it is counted as 1 and the result says the cost was not given.
        const headerCost = conversionCostHeader(response.headers);
        charged = headerCost ?? 1;
        const { declared, contentLength } = announcedSizes(response.headers);
        const plan = await req.resolveOutput({ name: ownName, index: 0, count: 1, size: declared });
        if (!plan) {
          await response.body.dump().catch(() => undefined);
          skipped.push(ownName);
        } else {
          req.onProgress?.({ phase: 'download', done: 0, total: declared ?? contentLength });
          writing = plan.path;
          const onBytes = downloadProgress(req);
          staged.push(
            await output.stage(
              plan,
              verifiedBytes(response.body, { name: ownName, sizes: [declared, contentLength], onBytes }),
              req.signal,
            ),
          );
        }
        await commitAll(staged);
        return finish(staged, skipped, headerCost, started);
      }
      const body = await readJson(response, this.transport.redactor, undefined, req.signal);
      stored = new StoredResults(this.transport, body, this.deletionBounds);
      const { cost, entries } = parseConversionResponse(body, response.statusCode, ownName, this.transport.redactor);
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
        req.onProgress?.({ phase: 'download', done: 0, total: entry.size });
        writing = plan.path;
        staged.push(await this.stageEntry({ ...entry, name }, plan, output, req.signal, downloadProgress(req)));
        // The server copy goes while later results download.
        stored.release(index);
      }
      writing = undefined;
      await commitAll(staged);
      await stored.settle();
      return finish(staged, skipped, cost, started);
    } catch (err) {
      await discardAll(staged);
      await own?.removeEmptyFolders();
      // Failed or cancelled: the results not downloaded yet are removed from the server too.
      await stored?.settle(req.signal?.aborted === true);
      await response.body.dump().catch(() => undefined);
      throw markCharged(localFileError(err, writing) ?? bodyError(err, response, req.signal), charged);
    }
  }

  private async stageEntry(
    entry: ResultEntry,
    plan: OutputPlan,
    output: OutputTarget,
    signal?: AbortSignal,
    onBytes?: (received: number, announced: number | undefined) => void,
  ): Promise<StagedFile> {
    if (entry.url) {
      return stageStoredResult(this.transport, { name: entry.name, url: entry.url, size: entry.size }, plan, output, signal, onBytes);
    }
    const bytes = decodeBase64Strict(entry.data ?? '', entry.name);
    return output.stage(plan, verifiedBytes(bytes, { name: entry.name, sizes: [entry.size] }), signal);
  }
}

/** The download's bytes as progress (what the result writer reads, counted against the size announced). */
function downloadProgress(
  req: Pick<ConvertRequest, 'onProgress'>,
): ((received: number, announced: number | undefined) => void) | undefined {
  const report = req.onProgress;
  return report && ((received, announced) => report({ phase: 'download', done: received, total: announced }));
}

function finish(staged: readonly StagedFile[], skipped: string[], cost: number | undefined, started: number): ConversionResult {
  return {
    files: staged.map((s) => ({ name: s.finalPath.split(/[\\/]/).pop() ?? s.finalPath, path: s.finalPath, size: s.size })),
    skipped,
    conversionCost: cost,
    durationMs: Date.now() - started,
  };
}

/** The `ConversionCost` header of a raw-bytes answer, when it holds a whole number. */
export function conversionCostHeader(headers: HttpResponse['headers']): number | undefined {
  const raw = headers['conversioncost'];
  const text = Array.isArray(raw) ? raw[0] : raw;
  return text !== undefined && /^\s*\d+\s*$/.test(text) ? Number(text) : undefined;
}

/** Reads {ConversionCost, Files:[{FileName, FileSize, Url?, FileData?}]} tolerantly. */
export function parseConversionResponse(
  body: unknown,
  status: number,
  fallbackName: string,
  /** The transport's: it knows the credentials a misbehaving server may echo back. */
  redactor: Pick<Redactor, 'redact'> = { redact: redactPatterns },
): { cost?: number; entries: ResultEntry[] } {
  const files = member(body, 'Files');
  if (!Array.isArray(files) || files.length === 0) {
    throw new BadResponseError(coded('response.noResultFile', { status }), { status }, excerpt(JSON.stringify(body ?? null), redactor));
  }
  const entries = files.map((file, index): ResultEntry => {
    const rawName = member(file, 'FileName');
    const url = member(file, 'Url');
    const data = member(file, 'FileData');
    const size = member(file, 'FileSize');
    if (typeof url !== 'string' && typeof data !== 'string') {
      throw new BadResponseError(coded('response.resultWithoutData', { number: index + 1 }), { status }, '');
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
