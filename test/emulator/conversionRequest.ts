/**
 * Reads a conversion request into its parameters and its inputs. Inputs are `File`, `Files[i]`
 * (or a repeated `Files`) and secondary `*File` parameters (`CompareFile`, …; not `StoreFile`),
 * each either a multipart file part or a value (a FileId or an http(s) URL) in a form body or
 * the query. A raw `application/octet-stream` body named by Content-Disposition is `File`; an
 * `application/json` body (jsonRequest.ts) holds the same as a list of Parameters.
 * Uploads go straight to disk.
 */
import busboy from 'busboy';
import { rm } from 'node:fs/promises';
import { isCredentialParam } from './auth';
import { ApiError, ErrorCode, validationError } from './errors';
import type { FileStore } from './files';
import { writeLimited } from './files';
import { dispositionFileName, mediaType, readSmallBody, type RequestContext } from './http';
import { readJsonRequest } from './jsonRequest';

/** A file the client sent in the request body, now on disk (the caller deletes it). */
export interface UploadedFile {
  name: string;
  path: string;
  size: number;
}

/** One input: sent in the body, or named by a FileId or URL. */
export type FileInput = { readonly upload: UploadedFile } | { readonly ref: string };

export interface ConversionRequest {
  /** Every parameter except the inputs and credentials; body values win over query values. */
  readonly params: Record<string, string>;
  readonly file?: FileInput;
  /** `Files[0]`, `Files[1]`, … in index order (a repeated `Files` in the order sent). */
  readonly files: FileInput[];
  /** Secondary file inputs by name as sent. */
  readonly fileParams: Record<string, FileInput>;
  /** Every upload on disk, for the caller to delete. */
  readonly uploads: UploadedFile[];
}

/** A plain value and a file input of the request, by the name they were sent under. */
export type Field = readonly [string, string];
export type Part = readonly [string, FileInput];

/** Which input a part or field name is: `File`, a `Files` slot, a secondary file, or none. */
function inputSlot(name: string): { kind: 'file' } | { kind: 'files'; index?: number } | { kind: 'other' } | undefined {
  const lower = name.toLowerCase();
  if (lower === 'file') {
    return { kind: 'file' };
  }
  const files = /^files(?:\[(\d+)\])?$/.exec(lower);
  if (files) {
    return files[1] === undefined ? { kind: 'files' } : { kind: 'files', index: Number(files[1]) };
  }
  return lower.endsWith('file') && lower !== 'storefile' ? { kind: 'other' } : undefined;
}

/** Parses the request; 400 code 4000 (4001 without Content-Disposition) for malformed bodies, 413 for oversize files. */
export async function readConversionRequest(ctx: RequestContext, store: FileStore, limit: number): Promise<ConversionRequest> {
  const type = mediaType(ctx.req.headers['content-type']);
  let fields: Field[] = [];
  let parts: Part[] = [];
  if (type === 'multipart/form-data') {
    ({ fields, parts } = await readMultipart(ctx, store, limit));
  } else if (type === 'application/json') {
    ({ fields, parts } = await readJsonRequest(ctx, store, limit));
  } else if (type === 'application/x-www-form-urlencoded') {
    fields = [...new URLSearchParams((await readSmallBody(ctx.req)).toString('utf8')).entries()];
  } else if (type === 'application/octet-stream') {
    const name = dispositionFileName(ctx.req.headers['content-disposition']);
    if (name === undefined) {
      throw new ApiError(
        400,
        ErrorCode.noContentDisposition,
        'An application/octet-stream body needs Content-Disposition: attachment; filename="..." (or filename*).',
      );
    }
    const path = store.tempPath();
    parts = [['File', { upload: { name, path, size: await writeLimited(ctx.req, path, limit) } }]];
  } else if (hasBody(ctx) && type !== '') {
    throw validationError(
      'Content-Type',
      `${type} is not accepted here; send multipart/form-data, application/json, application/octet-stream or application/x-www-form-urlencoded.`,
    );
  } else if (hasBody(ctx) && (await readSmallBody(ctx.req)).length > 0) {
    throw validationError('Content-Type', 'Missing, but the request has a body.');
  }
  try {
    const request = assemble([...ctx.query.entries.filter(([k]) => !isCredentialParam(k)), ...fields], parts);
    ctx.fileBytes = request.uploads.reduce((n, u) => n + u.size, 0);
    const inputs = [...(request.file ? [request.file] : []), ...request.files, ...Object.values(request.fileParams)];
    ctx.fileRefs = inputs.filter((input) => 'ref' in input).length;
    return request;
  } catch (err) {
    await removeUploads(parts);
    throw err;
  }
}

function uploadsOf(parts: readonly Part[]): UploadedFile[] {
  return parts.flatMap(([, input]) => ('upload' in input ? [input.upload] : []));
}

/** Deletes the files uploaded for `parts` (a request refused after they were written). */
export function removeUploads(parts: readonly Part[]): Promise<unknown> {
  return Promise.all(uploadsOf(parts).map((u) => rm(u.path, { force: true })));
}

function hasBody(ctx: RequestContext): boolean {
  const length = ctx.req.headers['content-length'];
  return ctx.req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Sorts fields and parts into parameters and inputs; names compare without case, the later plain value wins. */
function assemble(fields: readonly Field[], parts: readonly Part[]): ConversionRequest {
  const params = new Map<string, Field>();
  const inputs: Part[] = [];
  for (const [name, value] of fields) {
    if (inputSlot(name) === undefined) {
      params.set(name.toLowerCase(), [name, value]);
    } else {
      if (value.trim() === '') {
        throw validationError(name, 'The value is empty.');
      }
      inputs.push([name, { ref: value.trim() }]);
    }
  }
  inputs.push(...parts);
  let file: FileInput | undefined;
  const indexed = new Map<number, FileInput>();
  const repeated: FileInput[] = [];
  const fileParams: Record<string, FileInput> = {};
  for (const [name, input] of inputs) {
    const slot = inputSlot(name);
    if (slot === undefined) {
      // A file under a plain parameter's name (the JSON body's FileValue can carry any Name).
      throw validationError(name, 'A file value, but only File, Files[i] and *File parameters take files; parameters are plain values.');
    }
    if (slot.kind === 'file') {
      if (file) {
        throw validationError('File', 'Given more than once.');
      }
      file = input;
    } else if (slot.kind === 'files' && slot.index !== undefined) {
      if (indexed.has(slot.index)) {
        throw validationError(name, 'Given more than once.');
      }
      indexed.set(slot.index, input);
    } else if (slot.kind === 'files') {
      repeated.push(input);
    } else {
      if (Object.keys(fileParams).some((k) => k.toLowerCase() === name.toLowerCase())) {
        throw validationError(name, 'Given more than once.');
      }
      fileParams[name] = input;
    }
  }
  if (indexed.size > 0 && repeated.length > 0) {
    throw validationError('Files', 'Use either Files[0], Files[1], … or a repeated Files, not both.');
  }
  const order = [...indexed.keys()].sort((a, b) => a - b);
  if (order.some((index, i) => index !== i)) {
    throw validationError('Files', 'The indexes must run 0, 1, 2, … without gaps.');
  }
  return {
    params: Object.fromEntries(params.values()),
    ...(file ? { file } : {}),
    files: indexed.size > 0 ? order.map((i) => indexed.get(i)!) : repeated,
    fileParams,
    uploads: uploadsOf(inputs),
  };
}

function readMultipart(ctx: RequestContext, store: FileStore, limit: number): Promise<{ fields: Field[]; parts: Part[] }> {
  const { req } = ctx;
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fieldSize: 1024 * 1024, fields: 1000, files: 100, parts: 1100 },
      });
    } catch (err) {
      reject(validationError('File', `Malformed multipart/form-data request: ${(err as Error).message}`));
      return;
    }
    const fields: Field[] = [];
    const parts: Part[] = [];
    const writes: Promise<unknown>[] = [];
    let failed = false;
    const fail = (err: Error): void => {
      if (failed) {
        return;
      }
      failed = true;
      req.unpipe(parser);
      void Promise.allSettled(writes)
        .then(() => removeUploads(parts))
        .finally(() => reject(err));
    };
    parser.on('file', (name, stream, info) => {
      if (failed) {
        stream.resume();
        return;
      }
      if (inputSlot(name) === undefined) {
        stream.resume();
        fail(validationError(name, 'A file part, but only File, Files[i] and *File parameters take files; parameters are plain fields.'));
        return;
      }
      if (!info.filename) {
        stream.resume();
        fail(validationError(name, 'The part has no file name (Content-Disposition: form-data; name="..."; filename="...").'));
        return;
      }
      const file: UploadedFile = { name: info.filename, path: store.tempPath(), size: 0 };
      parts.push([name, { upload: file }]);
      writes.push(
        writeLimited(stream, file.path, limit).then(
          (size) => (file.size = size),
          (err: Error) => fail(err),
        ),
      );
    });
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) {
        fail(validationError(name, 'The field is too long.'));
        return;
      }
      fields.push([name, value]);
    });
    parser.on('partsLimit', () => fail(validationError('File', 'Too many parts in the multipart body.')));
    parser.on('filesLimit', () => fail(validationError('File', 'Too many file parts in the multipart body.')));
    parser.on('fieldsLimit', () => fail(validationError('File', 'Too many fields in the multipart body.')));
    parser.on('error', (err: Error) => fail(validationError('File', `Malformed multipart/form-data body: ${err.message}`)));
    parser.on('close', () => {
      void Promise.all(writes).then(() => {
        if (!failed) {
          resolve({ fields, parts });
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
