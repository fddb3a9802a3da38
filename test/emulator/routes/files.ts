/** The file server: `POST /upload`, and `GET`/`HEAD`/`DELETE /d/{FileId}[/{FileName}]`. No auth: the id is the secret. */
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import busboy from 'busboy';
import type { EmulatorDeps } from '../deps';
import { ApiError, ErrorCode, methodNotAllowed, notFound, unsupportedType, validationError } from '../errors';
import { contentTypeOf, fileExt, looksLikeFileId, writeLimited, type StoredFile } from '../files';
import { dispositionFileName, encodeRfc5987, mediaType, negotiate, sendBytes, sendJson, type RequestContext } from '../http';
import { isLoopbackHost } from '../ip';
import { fetchToFile } from '../remoteFile';

/** Guess: the file server refuses executables (the real one's list of unsupported types is not published). */
const REFUSED_EXTENSIONS = new Set(['exe', 'dll', 'msi', 'bat', 'cmd', 'com', 'scr']);

/**
 * `POST /upload`: the body is the file, raw (named by `?filename=`, which wins, or Content-Disposition;
 * the Content-Type is not looked at, since the official Node client labels raw bytes
 * form-urlencoded) or multipart with exactly one part `file`; or `?url=` names a loopback URL to
 * fetch. `?fileId=` chooses the id. The answer is JSON, or the bare FileId for `Accept: text/plain`.
 */
export async function handleUpload(ctx: RequestContext, deps: EmulatorDeps): Promise<void> {
  if (ctx.method !== 'POST') {
    throw methodNotAllowed(ctx.method, ['POST']);
  }
  const wantedId = ctx.query.get('fileId');
  if (wantedId !== undefined && (!looksLikeFileId(wantedId) || deps.store.get(wantedId))) {
    throw validationError('fileId', deps.store.get(wantedId) ? 'Already in use.' : 'Must be 32 lower-case letters and digits.');
  }
  const temp = deps.store.tempPath();
  let name: string | undefined;
  let size: number;
  try {
    const url = ctx.query.get('url');
    if (url !== undefined) {
      let host = '';
      try {
        host = new URL(url).hostname;
      } catch {
        throw validationError('url', 'Not a URL.');
      }
      if (!/^https?:\/\//i.test(url) || !isLoopbackHost(host)) {
        throw validationError('url', 'The emulator fetches http(s) loopback URLs only.');
      }
      const fetched = await fetchToFile(url, temp, deps.maxFileSizeBytes, AbortSignal.timeout(60_000)).catch((err: unknown) => {
        throw new ApiError(500, ErrorCode.internal, err instanceof Error ? err.message : String(err));
      });
      name = ctx.query.get('filename') || fetched.name;
      size = fetched.size;
    } else if (mediaType(ctx.req.headers['content-type']) === 'multipart/form-data') {
      const part = await readOnePart(ctx, temp, deps.maxFileSizeBytes);
      name = ctx.query.get('filename') || part.name;
      size = part.size;
    } else {
      name = (ctx.query.get('filename') || undefined) ?? dispositionFileName(ctx.req.headers['content-disposition']);
      if (name === undefined) {
        throw new ApiError(
          400,
          ErrorCode.noContentDisposition,
          'Name the file: Content-Disposition: attachment; filename="..." or ?filename=.',
        );
      }
      size = await writeLimited(ctx.req, temp, deps.maxFileSizeBytes);
    }
    if (REFUSED_EXTENSIONS.has(fileExt(name))) {
      throw unsupportedType(`.${fileExt(name)} files are not accepted.`);
    }
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  ctx.fileBytes = size;
  const file = await deps.store.adopt(temp, name, size, wantedId);
  if (negotiate(ctx.req.headers.accept, ['application/json', 'text/plain'], 'application/json') === 'text/plain') {
    sendBytes(ctx.res, 200, Buffer.from(file.id), { 'Content-Type': 'text/plain; charset=utf-8' });
    return;
  }
  sendJson(ctx.res, 200, { FileId: file.id, FileName: file.name, FileExt: file.ext, FileSize: file.size, Url: fileUrl(deps, file) });
}

/** `{base_url}/d/{FileId}/{FileName}`: the form the official Node client reads a format from. */
export function fileUrl(deps: EmulatorDeps, file: StoredFile): string {
  return `${deps.baseUrl}/d/${file.id}/${encodeURIComponent(file.name)}`;
}

/** The one part `file` of a multipart upload, written to `path`. */
function readOnePart(ctx: RequestContext, path: string, limit: number): Promise<{ name: string; size: number }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: ctx.req.headers, defParamCharset: 'utf8', limits: { files: 2, fields: 10, parts: 12 } });
    } catch (err) {
      reject(validationError('file', `Malformed multipart/form-data request: ${(err as Error).message}`));
      return;
    }
    let got: Promise<{ name: string; size: number }> | undefined;
    let problem: ApiError | undefined;
    parser.on('file', (name, stream, info) => {
      if (name.toLowerCase() !== 'file' || !info.filename || got) {
        problem ??= validationError('file', 'Send exactly one part named file, with a file name.');
        stream.resume();
        return;
      }
      const fileName = info.filename;
      got = writeLimited(stream, path, limit).then((size) => ({ name: fileName, size }));
      got.catch(() => undefined);
    });
    const tooMany = (): void => {
      problem ??= validationError('file', 'Send exactly one part named file.');
    };
    parser.on('field', tooMany);
    parser.on('partsLimit', tooMany);
    parser.on('filesLimit', tooMany);
    parser.on('fieldsLimit', tooMany);
    parser.on('error', (err: Error) => reject(validationError('file', `Malformed multipart/form-data body: ${err.message}`)));
    parser.on('close', () => {
      if (problem || !got) {
        void (got ?? Promise.resolve()).catch(() => undefined).finally(() => reject(problem ?? validationError('file', 'Required.')));
        return;
      }
      got.then(resolve, reject);
    });
    ctx.req.pipe(parser);
  });
}

/**
 * `/d/{FileId}` and `/d/{FileId}/{FileName}`: GET the bytes (with File-Name, File-Ext, File-Size
 * headers; `?download=attachment|inline` sets the disposition), HEAD the same without a body,
 * DELETE removes the file (200, or 404).
 */
export async function handleFile(ctx: RequestContext, deps: EmulatorDeps, id: string): Promise<void> {
  if (!['GET', 'HEAD', 'DELETE'].includes(ctx.method)) {
    throw methodNotAllowed(ctx.method, ['GET', 'HEAD', 'DELETE']);
  }
  if (ctx.method === 'DELETE') {
    if (!(await deps.store.delete(id))) {
      throw notFound('There is no file with this id.');
    }
    sendJson(ctx.res, 200, {});
    return;
  }
  const file = deps.store.get(id);
  if (!file) {
    throw notFound('There is no file with this id.');
  }
  const download = ctx.query.get('download')?.toLowerCase();
  if (download !== undefined && download !== 'attachment' && download !== 'inline') {
    throw validationError('download', 'Must be attachment or inline.');
  }
  ctx.res.writeHead(200, {
    'Content-Type': download === undefined ? 'application/octet-stream' : contentTypeOf(file.name),
    'Content-Length': String(file.size),
    'Content-Disposition': `${download ?? 'attachment'}; filename*=UTF-8''${encodeRfc5987(file.name)}`,
    'File-Name': encodeURIComponent(file.name),
    'File-Ext': file.ext,
    'File-Size': String(file.size),
  });
  if (ctx.method === 'HEAD') {
    ctx.res.end();
    return;
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(file.path);
    stream.once('error', () => {
      ctx.res.destroy();
      resolve();
    });
    ctx.res.once('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(ctx.res);
  });
}
