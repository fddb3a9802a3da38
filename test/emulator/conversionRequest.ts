/**
 * Reads a conversion request into its parameters and its file: a multipart part `File` with a
 * file name, a raw `application/octet-stream` body named by Content-Disposition, or `File=<FileId
 * or URL>` in a form body or the query. Uploads go straight to disk.
 */
import busboy from 'busboy';
import { rm } from 'node:fs/promises';
import { isCredentialParam } from './auth';
import { validationError } from './errors';
import type { FileStore } from './files';
import { writeLimited } from './files';
import { dispositionFileName, mediaType, readSmallBody, type RequestContext } from './http';

/** A file the client sent in the request body, now on disk (the caller deletes it). */
export interface UploadedFile {
  name: string;
  path: string;
  size: number;
}

export interface ConversionRequest {
  /** Every parameter except File and credentials; body values win over query values. */
  readonly params: Record<string, string>;
  readonly upload?: UploadedFile;
  /** `File=<FileId or URL>` when the file was not in the body. */
  readonly fileRef?: string;
}

type Field = readonly [string, string];

/** Parses the request; 400 code 4000 for malformed bodies, 413 code 4130 for oversize files. */
export async function readConversionRequest(ctx: RequestContext, store: FileStore, limit: number): Promise<ConversionRequest> {
  const type = mediaType(ctx.req.headers['content-type']);
  let bodyFields: Field[] = [];
  let upload: UploadedFile | undefined;
  if (type === 'multipart/form-data') {
    ({ fields: bodyFields, upload } = await readMultipart(ctx, store, limit));
  } else if (type === 'application/x-www-form-urlencoded') {
    bodyFields = [...new URLSearchParams((await readSmallBody(ctx.req)).toString('utf8')).entries()];
  } else if (type === 'application/octet-stream') {
    const name = dispositionFileName(ctx.req.headers['content-disposition']);
    if (name === undefined) {
      throw validationError('File: an application/octet-stream body needs Content-Disposition: attachment; filename="..." (or filename*).');
    }
    const path = store.tempPath();
    upload = { name, path, size: await writeLimited(ctx.req, path, limit) };
  } else if (hasBody(ctx) && type !== '') {
    throw validationError(`Content-Type ${type} is not accepted here; send multipart/form-data, application/octet-stream or application/x-www-form-urlencoded.`);
  } else if (hasBody(ctx) && (await readSmallBody(ctx.req)).length > 0) {
    throw validationError('The request has a body but no Content-Type.');
  }
  try {
    return splitFile(merge(ctx.query.entries.filter(([k]) => !isCredentialParam(k)), bodyFields), upload);
  } catch (err) {
    if (upload) {
      await rm(upload.path, { force: true });
    }
    throw err;
  }
}

function hasBody(ctx: RequestContext): boolean {
  const length = ctx.req.headers['content-length'];
  return ctx.req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Query then body, names compared without case; the later value wins, under its own spelling. */
function merge(...lists: Field[][]): Map<string, Field> {
  const merged = new Map<string, Field>();
  for (const list of lists) {
    for (const [name, value] of list) {
      merged.set(name.toLowerCase(), [name, value]);
    }
  }
  return merged;
}

function splitFile(fields: Map<string, Field>, upload: UploadedFile | undefined): ConversionRequest {
  const fileField = fields.get('file');
  fields.delete('file');
  const params = Object.fromEntries(fields.values());
  if (fileField && upload) {
    throw validationError('File: given both as an uploaded file and as a value.');
  }
  if (fileField && fileField[1].trim() === '') {
    throw validationError('File: the value is empty.');
  }
  return { params, ...(upload ? { upload } : {}), ...(fileField ? { fileRef: fileField[1].trim() } : {}) };
}

function readMultipart(ctx: RequestContext, store: FileStore, limit: number): Promise<{ fields: Field[]; upload?: UploadedFile }> {
  const { req } = ctx;
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fieldSize: 1024 * 1024, fields: 1000, files: 20, parts: 1100 } });
    } catch (err) {
      reject(validationError(`Malformed multipart/form-data request: ${(err as Error).message}`));
      return;
    }
    const fields: Field[] = [];
    const writes: Promise<unknown>[] = [];
    let upload: UploadedFile | undefined;
    let failed = false;
    const fail = (err: Error): void => {
      if (failed) {
        return;
      }
      failed = true;
      req.unpipe(parser);
      void Promise.allSettled(writes)
        .then(() => (upload ? rm(upload.path, { force: true }) : undefined))
        .finally(() => reject(err));
    };
    parser.on('file', (name, stream, info) => {
      if (failed) {
        stream.resume();
        return;
      }
      if (name.toLowerCase() !== 'file') {
        stream.resume();
        fail(validationError(`Unexpected file part "${name}": only the part File carries a file; parameters are plain fields.`));
        return;
      }
      if (upload) {
        stream.resume();
        fail(validationError('File: more than one file part.'));
        return;
      }
      if (!info.filename) {
        stream.resume();
        fail(validationError('File: the part has no file name (Content-Disposition: form-data; name="File"; filename="...").'));
        return;
      }
      const file: UploadedFile = { name: info.filename, path: store.tempPath(), size: 0 };
      upload = file;
      writes.push(writeLimited(stream, file.path, limit).then((size) => (file.size = size), (err: Error) => fail(err)));
    });
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) {
        fail(validationError(`${name}: the field is too long.`));
        return;
      }
      fields.push([name, value]);
    });
    parser.on('partsLimit', () => fail(validationError('Too many parts in the multipart body.')));
    parser.on('filesLimit', () => fail(validationError('Too many file parts in the multipart body.')));
    parser.on('fieldsLimit', () => fail(validationError('Too many fields in the multipart body.')));
    parser.on('error', (err: Error) => fail(validationError(`Malformed multipart/form-data body: ${err.message}`)));
    parser.on('close', () => {
      void Promise.all(writes).then(() => {
        if (!failed) {
          resolve({ fields, ...(upload ? { upload } : {}) });
        }
      });
    });
    req.once('close', () => {
      if (!req.complete) {
        fail(new Error('The client went away during the upload.'));
      }
    });
    req.pipe(parser);
  });
}
