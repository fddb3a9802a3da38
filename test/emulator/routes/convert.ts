/** `POST /convert/{src}/to/{dst}` (and `GET` for web to pdf): the conversion itself. */
import { rm } from 'node:fs/promises';
import { authenticateConversion, type ConversionCaller } from '../auth';
import { readConversionRequest, type ConversionRequest } from '../conversionRequest';
import { ConversionFailedError, type InputFile, type OutputFile } from '../converters/types';
import type { EmulatorDeps } from '../deps';
import { ApiError, ErrorCode, notFound, validationError } from '../errors';
import { fileExt, looksLikeFileId } from '../files';
import { attachmentDisposition, negotiate, sendBytes, sendJson, type RequestContext } from '../http';
import { fetchToFile } from '../remoteFile';

/** The name a converter has in logs and statistics. */
export function converterName(src: string, dst: string): string {
  return `${src}-to-${dst}`;
}

function paramValue(params: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(params).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : params[key];
}

function parseStoreFile(params: Record<string, string>): boolean {
  const value = paramValue(params, 'StoreFile');
  if (value === undefined) {
    return false;
  }
  if (!/^(true|false)$/i.test(value.trim())) {
    throw validationError('StoreFile: must be true or false.');
  }
  return value.trim().toLowerCase() === 'true';
}

/** The HTTP status an error ends a conversion attempt with, for the log. */
function statusOf(err: unknown): number {
  return err instanceof ApiError ? err.status : 500;
}

export async function handleConvert(ctx: RequestContext, deps: EmulatorDeps, rawSrc: string, rawDst: string): Promise<void> {
  const src = rawSrc.toLowerCase();
  const dst = rawDst.toLowerCase();
  const isWeb = src === 'web';
  if (ctx.method !== 'POST' && !(ctx.method === 'GET' && isWeb)) {
    throw new ApiError(405, ErrorCode.methodNotAllowed, `${ctx.method} is not served here; use POST.`, { Allow: isWeb ? 'GET, POST' : 'POST' });
  }
  const started = deps.now();
  const caller = await authenticateConversion(ctx, deps.state, started);
  let fileName = '';
  const record = (status: number, cost: number, message?: string): void => {
    deps.state.addLog(caller.account.accountId, {
      Time: new Date(deps.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Converter: converterName(src, dst),
      Status: status,
      ConversionCost: cost,
      FileName: fileName,
      Environment: caller.token.environment,
      TokenName: caller.token.name,
      Ip: ctx.remoteIp,
      DurationMs: Math.max(0, deps.now() - started),
      ...(message === undefined ? {} : { Message: message }),
    });
  };
  const controller = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) {
      controller.abort();
    }
  });
  const temps: string[] = [];
  try {
    const converter = deps.converters.findConverter(src, dst);
    if (!converter) {
      throw notFound(`There is no converter from ${src} to ${dst}.`);
    }
    // The registry's converters say their cost; a stand-in registry may list it instead.
    const own = (converter as { cost?: unknown }).cost;
    const listed = deps.converters.listConverters().find((c) => c.src.toLowerCase() === src && c.dst.toLowerCase() === dst);
    const cost = typeof own === 'number' ? own : (listed?.cost ?? 1);
    const request = await readConversionRequest(ctx, deps.store, deps.maxFileSizeBytes);
    if (request.upload) {
      temps.push(request.upload.path);
    }
    const storeFile = parseStoreFile(request.params);
    const input = await resolveInput(request, isWeb, deps, controller.signal, temps);
    fileName = input?.name ?? paramValue(request.params, 'Url') ?? '';
    const outputs = await convertCharged(caller, cost, deps, () => converter(input, { params: request.params, signal: controller.signal }));
    record(200, cost);
    await respond(ctx, deps, outputs, cost, storeFile);
  } catch (err) {
    const status = controller.signal.aborted ? 499 : statusOf(err);
    record(status, 0, err instanceof Error ? err.message : String(err));
    throw err;
  } finally {
    await Promise.all(temps.map((p) => rm(p, { force: true })));
  }
}

/** The converter's input: the uploaded file, a stored FileId, or a fetched loopback URL. */
async function resolveInput(request: ConversionRequest, isWeb: boolean, deps: EmulatorDeps, signal: AbortSignal, temps: string[]): Promise<InputFile | undefined> {
  if (isWeb) {
    const url = paramValue(request.params, 'Url');
    if (!url || !/^https?:\/\//i.test(url)) {
      throw validationError('Url: an http or https address is required.');
    }
    return undefined;
  }
  if (request.upload) {
    return request.upload;
  }
  const ref = request.fileRef;
  if (ref === undefined) {
    throw validationError('File: missing. Send a multipart part File with a file name, or File=<FileId or URL>.');
  }
  if (looksLikeFileId(ref)) {
    const stored = deps.store.get(ref);
    if (!stored) {
      throw validationError(`File: there is no file with the id ${ref}.`);
    }
    return { name: stored.name, path: stored.path, size: stored.size };
  }
  const path = deps.store.tempPath();
  temps.push(path);
  const fetched = await fetchToFile(ref, path, deps.maxFileSizeBytes, signal);
  return { name: fetched.name, path, size: fetched.size };
}

/** Reserves the cost before converting and gives it back if the conversion fails. */
async function convertCharged(caller: ConversionCaller, cost: number, deps: EmulatorDeps, convert: () => Promise<OutputFile[]>): Promise<OutputFile[]> {
  const reservation = deps.state.reserve(caller.account, caller.token, cost);
  if ('refused' in reservation) {
    throw reservation.refused === ErrorCode.noConversionsLeft
      ? new ApiError(403, ErrorCode.noConversionsLeft, 'No conversions remain on the account; upgrade the plan or buy more conversions.')
      : new ApiError(403, ErrorCode.tokenLimitUsedUp, `The consumption limit of the API Token "${caller.token.name}" is used up.`);
  }
  try {
    const outputs = await convert();
    if (outputs.length === 0) {
      throw new ConversionFailedError('The conversion produced no file.');
    }
    return outputs;
  } catch (err) {
    reservation.release();
    if (err instanceof ConversionFailedError || (err instanceof Error && err.name === 'ConversionFailedError')) {
      const raw = (err as { code?: unknown }).code;
      const code = typeof raw === 'number' && raw >= 5001 && raw <= 5009 ? raw : ErrorCode.conversionFailed;
      throw new ApiError(500, code, err.message);
    }
    throw err;
  }
}

async function respond(ctx: RequestContext, deps: EmulatorDeps, outputs: OutputFile[], cost: number, storeFile: boolean): Promise<void> {
  const wanted = negotiate(ctx.req.headers.accept, ['application/json', 'application/octet-stream'], 'application/json');
  if (wanted === 'application/octet-stream' && outputs.length === 1) {
    const only = outputs[0]!;
    sendBytes(ctx.res, 200, only.data, { 'Content-Type': 'application/octet-stream', 'Content-Disposition': attachmentDisposition(only.name) });
    return;
  }
  const files = [];
  for (const output of outputs) {
    const common = { FileName: output.name, FileExt: fileExt(output.name), FileSize: output.data.length };
    if (storeFile) {
      const stored = await deps.store.storeBuffer(output.name, output.data);
      files.push({ ...common, FileId: stored.id, Url: `${deps.baseUrl}/d/${stored.id}` });
    } else {
      files.push({ ...common, FileId: deps.store.newId(), FileData: output.data.toString('base64') });
    }
  }
  sendJson(ctx.res, 200, { ConversionCost: cost, Files: files });
}
