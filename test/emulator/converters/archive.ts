/**
 * Archive family: any→zip (the service's "archive" converter), with yazl.
 *
 * The upload is streamed from disk through zlib, never read whole, because tests push files of
 * hundreds of megabytes through it; only the (usually much smaller) zip is held in memory.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { ZipFile } from 'yazl';
import { failure, renamed, requireInput } from './common';
import type { Converter } from './types';

/** any→zip: a zip holding the input under its own name, deflated; the result is "<base>.zip". */
export const anyToZip: Converter = async (input, ctx) => {
  const file = requireInput(input);
  ctx.signal.throwIfAborted();
  let size: number;
  try {
    size = (await stat(file.path)).size;
  } catch (err) {
    throw failure(`cannot read the uploaded file ${file.name}`, err);
  }
  const entryName = file.name.split(/[\\/]/).pop() || 'file';
  const data = await new Promise<Buffer>((resolve, reject) => {
    const zip = new ZipFile();
    const source = createReadStream(file.path);
    const chunks: Buffer[] = [];
    const onAbort = (): void => {
      source.destroy();
      reject(ctx.signal.reason);
    };
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    const settle = (): void => ctx.signal.removeEventListener('abort', onAbort);
    zip.on('error', (err: unknown) => {
      settle();
      source.destroy();
      reject(failure(`cannot zip ${file.name}`, err));
    });
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => {
      settle();
      resolve(Buffer.concat(chunks));
    });
    // `size` lets yazl check that exactly the stat'ed bytes were read, and pick Zip64 when needed.
    zip.addReadStream(source, entryName, { size, compress: true, mtime: new Date() });
    zip.end();
  });
  return [{ name: renamed(file.name, 'zip'), data }];
};
