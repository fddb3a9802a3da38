/** The file server: `POST /upload` and `GET /d/{FileId}`. */
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { authenticateConversion } from '../auth';
import type { EmulatorDeps } from '../deps';
import { ApiError, ErrorCode, notFound, validationError } from '../errors';
import { writeLimited } from '../files';
import { attachmentDisposition, dispositionFileName, mediaType, sendJson, type RequestContext } from '../http';

/**
 * `POST /upload`: the raw body is the file, named by Content-Disposition (`filename*` or
 * `filename`) or `?filename=`. The Content-Type is not looked at, except that multipart bodies
 * are refused: the official Node client sends its raw bytes labelled form-urlencoded.
 */
export async function handleUpload(ctx: RequestContext, deps: EmulatorDeps): Promise<void> {
  if (ctx.method !== 'POST') {
    throw new ApiError(405, ErrorCode.methodNotAllowed, `${ctx.method} is not served here; use POST.`, { Allow: 'POST' });
  }
  await authenticateConversion(ctx, deps.state, deps.now());
  if (mediaType(ctx.req.headers['content-type']) === 'multipart/form-data') {
    throw validationError('Send the file as the raw request body (application/octet-stream), not as multipart.');
  }
  const name = dispositionFileName(ctx.req.headers['content-disposition']) ?? (ctx.query.get('filename') || undefined);
  if (name === undefined) {
    throw validationError('FileName: missing. Send Content-Disposition: attachment; filename="..." or ?filename=.');
  }
  const temp = deps.store.tempPath();
  let size: number;
  try {
    size = await writeLimited(ctx.req, temp, deps.maxFileSizeBytes);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  const file = await deps.store.adopt(temp, name, size);
  sendJson(ctx.res, 200, { FileId: file.id, FileName: file.name, FileExt: file.ext, FileSize: file.size });
}

/** `GET /d/{FileId}`: no auth; the id is the secret. */
export function handleDownload(ctx: RequestContext, deps: EmulatorDeps, id: string): Promise<void> {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    throw new ApiError(405, ErrorCode.methodNotAllowed, `${ctx.method} is not served here; use GET.`, { Allow: 'GET, HEAD' });
  }
  const file = deps.store.get(id);
  if (!file) {
    throw notFound('There is no file with this id.');
  }
  ctx.res.writeHead(200, {
    'Content-Type': 'application/octet-stream',
    'Content-Length': String(file.size),
    'Content-Disposition': attachmentDisposition(file.name),
  });
  if (ctx.method === 'HEAD') {
    ctx.res.end();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
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
