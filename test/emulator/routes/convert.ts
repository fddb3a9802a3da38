/**
 * `POST /convert/{src}/to/{dst}` (and `GET` for web to pdf), and its asynchronous twin
 * `POST /async/convert/{src}/to/{dst}` (its jobs: asyncJobs.ts).
 *
 * A request is checked in full before anything is charged: authentication, the converter,
 * the body, its parameters against the catalogue entry (400/4000 with InvalidParameters) and its
 * input types (415; those checks: convertChecks.ts). Then the conversion is charged, run under its Timeout (500/5000 past it) and
 * recorded as one statistic row, whatever the outcome.
 */
import { SAMPLE_PAGE_PATH } from '../samplePage';
import { rm } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { authenticateConversion, type ConversionCaller } from '../auth';
import { readConversionRequest, type ConversionRequest, type FileInput } from '../conversionRequest';
import type { ConverterEntry } from '../converters/index';
import { ConversionFailedError, type InputFile, type OutputFile } from '../converters/types';
import type { EmulatorDeps } from '../deps';
import { ApiError, ErrorCode, conversionError, methodNotAllowed, notFound } from '../errors';
import { fileExt, looksLikeFileId } from '../files';
import { negotiate, sendJson, type RequestContext } from '../http';
import { ANSWER_TYPES, sendMultipartResults, sendRawResult } from '../answers';
import { fetchToFile } from '../remoteFile';
import { fileUrl } from './files';
import { checkRequest, checkTypes, paramValue } from './convertChecks';

/** The name a converter has in statistics. */
export function converterName(src: string, dst: string): string {
  return `${src}-to-${dst}`;
}

/** A conversion checked and ready to run. */
interface Prepared {
  readonly src: string;
  readonly dst: string;
  readonly caller: ConversionCaller;
  readonly request: ConversionRequest;
  readonly entry?: ConverterEntry;
  readonly run: (
    input: InputFile | undefined,
    files: InputFile[],
    fileParams: Record<string, InputFile>,
    signal: AbortSignal,
  ) => Promise<OutputFile[]>;
  readonly cost: number;
  readonly started: number;
}

export async function handleConvert(
  ctx: RequestContext,
  deps: EmulatorDeps,
  rawSrc: string,
  rawDst: string,
  mode: 'sync' | 'async' = 'sync',
): Promise<void> {
  const src = rawSrc.toLowerCase();
  const dst = rawDst.toLowerCase();
  const isWeb = deps.converters.describeConverter?.(src, dst)?.inputs === 'url' || src === 'web';
  if (ctx.method !== 'POST' && !(ctx.method === 'GET' && isWeb && mode === 'sync')) {
    throw methodNotAllowed(ctx.method, isWeb && mode === 'sync' ? ['GET', 'POST'] : ['POST']);
  }
  const started = deps.now();
  const caller = await authenticateConversion(ctx, deps.state, started);
  const converter = deps.converters.findConverter(src, dst);
  if (!converter) {
    throw notFound(`There is no converter from ${src} to ${dst}.`);
  }
  // The registry's converters say their cost; a stand-in registry may list it instead.
  const own = (converter as { cost?: unknown }).cost;
  const listed = deps.converters.listConverters().find((c) => c.src.toLowerCase() === src && c.dst.toLowerCase() === dst);
  const entry = deps.converters.describeConverter?.(src, dst);
  const request = await readConversionRequest(ctx, deps.store, deps.maxFileSizeBytes);
  const prepared: Prepared = {
    src: entry?.src === 'any' || !entry ? src : entry.src,
    dst: entry?.dst ?? dst,
    caller,
    request,
    ...(entry ? { entry } : {}),
    started,
    cost: typeof own === 'number' ? own : (listed?.cost ?? 1),
    run: (input, files, fileParams, signal) =>
      converter(input, {
        params: request.params,
        signal,
        files,
        fileParams,
        printer: deps.printer,
        report: (page) => (ctx.printed = page),
        samplePage: `${deps.baseUrl}${SAMPLE_PAGE_PATH}`,
      }),
  };
  const wantedJobId = mode === 'async' ? paramValue(request.params, 'JobId') : undefined;
  try {
    checkRequest(request, prepared.entry, isWeb);
    deps.jobs.check(wantedJobId);
  } catch (err) {
    await removeAll(request.uploads.map((u) => u.path));
    record(deps, ctx, prepared, sourceOf(prepared), err);
    throw err;
  }
  if (mode === 'async') {
    // The client's own JobId when it chose one (so a client that loses this answer still knows its job).
    const jobId = wantedJobId ?? deps.store.newId();
    deps.jobs.start(jobId);
    sendJson(ctx.res, 200, { JobId: jobId });
    void execute(ctx, deps, prepared, new AbortController().signal)
      .then((outputs) => buildJson(deps, outputs, prepared))
      .then(
        (body) => deps.jobs.finish(jobId, { body }),
        (err: unknown) =>
          deps.jobs.finish(jobId, { error: err instanceof ApiError ? err : conversionError(ErrorCode.conversionFailed, String(err)) }),
      );
    return;
  }
  const controller = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) {
      controller.abort();
    }
  });
  const outputs = await execute(ctx, deps, prepared, controller.signal);
  await respond(ctx, deps, outputs, prepared);
}

/** Resolves the inputs, charges, converts under the Timeout, renames per FileName and records the row. */
async function execute(ctx: RequestContext, deps: EmulatorDeps, p: Prepared, clientGone: AbortSignal): Promise<OutputFile[]> {
  const temps = p.request.uploads.map((u) => u.path);
  let source = sourceOf(p);
  try {
    const resolve = (input: FileInput): Promise<InputFile> => resolveInput(input, deps, clientGone, temps);
    const input = p.request.file ? await resolve(p.request.file) : undefined;
    const files = await Promise.all(p.request.files.map(resolve));
    const fileParams: Record<string, InputFile> = {};
    for (const [name, fi] of Object.entries(p.request.fileParams)) {
      fileParams[name] = await resolve(fi);
    }
    source = input?.name ?? files[0]?.name ?? source;
    checkTypes(p.entry, input ? [input] : files, fileParams);
    const outputs = await convertCharged(p, deps, (signal) => p.run(input, files, fileParams, signal), clientGone);
    const renamed = applyFileName(outputs, paramValue(p.request.params, 'FileName'));
    record(deps, ctx, p, source);
    return renamed;
  } catch (err) {
    record(deps, ctx, p, source, clientGone.aborted ? new Error('The client went away.') : err);
    throw err;
  } finally {
    await removeAll(temps);
  }
}

async function removeAll(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}

/** What the statistic row's Source shows before the inputs are resolved. */
function sourceOf(p: Prepared): string {
  const first = p.request.file ?? p.request.files[0];
  if (first) {
    return 'upload' in first ? first.upload.name : first.ref;
  }
  return paramValue(p.request.params, 'Url') ?? '';
}

function record(deps: EmulatorDeps, ctx: RequestContext, p: Prepared, source: string, err?: unknown): void {
  deps.state.addRow(p.caller.account.accountId, {
    Result: err === undefined,
    CreatedAt: new Date(p.started).toISOString(),
    ExecutionTime: Math.max(0, deps.now() - p.started),
    Converter: converterName(p.src, p.dst),
    SourceFormat: p.src,
    DestinationFormat: p.dst,
    Ip: ctx.remoteIp,
    Source: source,
    Error: err === undefined ? null : err instanceof Error ? err.message : String(err),
  });
}

/** An input: an upload, a stored FileId, the emulator's own result URL, or a fetched loopback URL. */
async function resolveInput(input: FileInput, deps: EmulatorDeps, signal: AbortSignal, temps: string[]): Promise<InputFile> {
  if ('upload' in input) {
    return input.upload;
  }
  const ref = input.ref;
  const own = ref.startsWith(`${deps.baseUrl}/d/`) ? /^\/d\/([^/?#]+)/.exec(ref.slice(deps.baseUrl.length))?.[1] : undefined;
  const id = own ?? (looksLikeFileId(ref) ? ref : undefined);
  if (id !== undefined) {
    const stored = deps.store.get(id);
    if (!stored) {
      throw conversionError(ErrorCode.invalidFileId, `There is no file with the id ${id}; files are kept for 3 hours.`);
    }
    return { name: stored.name, path: stored.path, size: stored.size };
  }
  if (!/^https?:\/\//i.test(ref)) {
    throw conversionError(ErrorCode.invalidFileId, `"${ref}" is neither a FileId nor an http(s) URL.`);
  }
  const path = deps.store.tempPath();
  temps.push(path);
  const fetched = await fetchToFile(ref, path, deps.maxFileSizeBytes, signal);
  return { name: fetched.name, path, size: fetched.size };
}

/** Reserves the cost, converts under the Timeout, and gives the cost back if the conversion fails. */
async function convertCharged(
  p: Prepared,
  deps: EmulatorDeps,
  convert: (signal: AbortSignal) => Promise<OutputFile[]>,
  clientGone: AbortSignal,
): Promise<OutputFile[]> {
  const reservation = deps.state.reserve(p.caller.account, p.caller.token, p.cost);
  if ('refused' in reservation) {
    throw reservation.refused === ErrorCode.noConversionsLeft
      ? new ApiError(
          p.caller.account.quotaStatus,
          ErrorCode.noConversionsLeft,
          'No conversions remain on the account; upgrade the plan or buy more conversions.',
        )
      : new ApiError(403, ErrorCode.tokenLimitUsedUp, `The consumption limit of the API Token "${p.caller.token.name}" is used up.`);
  }
  const timeoutSec = Number(paramValue(p.request.params, 'Timeout') ?? '900');
  const timer = new AbortController();
  const handle = setTimeout(() => timer.abort(), timeoutSec * deps.secondMs);
  const signal = AbortSignal.any([clientGone, timer.signal]);
  try {
    if (deps.faults.slowConversionMs > 0) {
      await delay(deps.faults.slowConversionMs, undefined, { signal });
    }
    const outputs = await Promise.race([
      convert(signal),
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
    ]);
    if (outputs.length === 0) {
      throw new ConversionFailedError('The conversion produced no file.');
    }
    return outputs;
  } catch (err) {
    reservation.release();
    if (timer.signal.aborted && !clientGone.aborted) {
      throw conversionError(ErrorCode.conversionTimeout, `The conversion did not finish within Timeout (${timeoutSec} s); raise Timeout.`);
    }
    if (err instanceof ConversionFailedError || (err instanceof Error && err.name === 'ConversionFailedError')) {
      const raw = (err as { code?: unknown }).code;
      const code = typeof raw === 'number' && ((raw >= 5001 && raw <= 5009) || raw >= 50010) ? raw : ErrorCode.conversionFailed;
      throw conversionError(code, err.message);
    }
    throw err;
  } finally {
    clearTimeout(handle);
  }
}

/** FileName renames the results: `<name>.<ext>`, or `<name>_0.<ext>`, `<name>_1.<ext>`, … for several. */
function applyFileName(outputs: OutputFile[], fileName: string | undefined): OutputFile[] {
  const name = fileName?.trim().replace(/[\\/:*?"<>|]/g, '_');
  if (!name) {
    return outputs;
  }
  return outputs.map((o, i) => {
    const stem = outputs.length === 1 ? name : `${name}_${i}`;
    const ext = fileExt(o.name);
    return { ...o, name: ext ? `${stem}.${ext}` : stem };
  });
}

async function buildJson(deps: EmulatorDeps, outputs: OutputFile[], p: Prepared): Promise<unknown> {
  const storeFile = /^true$/i.test(paramValue(p.request.params, 'StoreFile')?.trim() ?? '');
  const files = [];
  for (const output of outputs) {
    const common = { FileName: output.name, FileExt: fileExt(output.name), FileSize: output.data.length };
    if (storeFile) {
      const stored = await deps.store.storeBuffer(output.name, output.data);
      files.push({ ...common, FileId: stored.id, Url: fileUrl(deps, stored) });
    } else {
      files.push({ ...common, FileId: deps.store.newId(), FileData: output.data.toString('base64') });
    }
  }
  return { ConversionCost: p.cost, Files: files };
}

/**
 * The answer: the file itself for `download=` or `Accept: application/octet-stream` (one result),
 * every result as a part for `Accept: multipart/mixed`, else JSON.
 */
async function respond(ctx: RequestContext, deps: EmulatorDeps, outputs: OutputFile[], p: Prepared): Promise<void> {
  const download = paramValue(p.request.params, 'download')?.toLowerCase();
  const wanted = negotiate(ctx.req.headers.accept, ANSWER_TYPES, 'application/json');
  if (outputs.length === 1 && (download !== undefined || wanted === 'application/octet-stream')) {
    sendRawResult(ctx.res, outputs[0]!, p.cost, download);
    return;
  }
  if (wanted === 'multipart/mixed' && download === undefined) {
    sendMultipartResults(ctx.res, outputs, p.cost);
    return;
  }
  sendJson(ctx.res, 200, await buildJson(deps, outputs, p));
}
