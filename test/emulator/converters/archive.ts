/**
 * Archive family: any→zip (the service's "archive" converter), with yazl.
 *
 * Uploads are streamed from disk through zlib, never read whole, because tests push files of
 * hundreds of megabytes through it; only the (usually much smaller) zip is held in memory.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { ZipFile } from 'yazl';
import { baseName, failure, renamed } from './common';
import { ConversionFailedError, type Converter, type InputFile } from './types';

/** Entry names for the inputs: each file's own name, a second "a.txt" becoming "a (2).txt". */
function entryNames(files: readonly InputFile[]): string[] {
  const seen = new Map<string, number>();
  return files.map((f) => {
    const name = f.name.split(/[\\/]/).pop() || 'file';
    const count = (seen.get(name.toLowerCase()) ?? 0) + 1;
    seen.set(name.toLowerCase(), count);
    if (count === 1) {
      return name;
    }
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
  });
}

/** any→zip: a zip holding the input (File) or inputs (Files[i]) under their own names, deflated; named after the first. */
export const anyToZip: Converter = async (input, ctx) => {
  const files = ctx.files.length > 0 ? ctx.files : input ? [input] : [];
  if (files.length === 0) {
    throw new ConversionFailedError('this conversion needs at least one input file (File or Files[0])', 50010);
  }
  ctx.signal.throwIfAborted();
  const sizes: number[] = [];
  for (const file of files) {
    try {
      sizes.push((await stat(file.path)).size);
    } catch (err) {
      throw failure(`cannot read the uploaded file ${file.name}`, err);
    }
  }
  const names = entryNames(files);
  const data = await new Promise<Buffer>((resolve, reject) => {
    const zip = new ZipFile();
    const sources = files.map((f) => createReadStream(f.path));
    const chunks: Buffer[] = [];
    const destroyAll = (): void => sources.forEach((s) => s.destroy());
    const onAbort = (): void => {
      destroyAll();
      reject(ctx.signal.reason);
    };
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    const settle = (): void => ctx.signal.removeEventListener('abort', onAbort);
    zip.on('error', (err: unknown) => {
      settle();
      destroyAll();
      reject(failure(`cannot zip ${files[0]!.name}`, err));
    });
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => {
      settle();
      resolve(Buffer.concat(chunks));
    });
    // `size` lets yazl check that exactly the stat'ed bytes were read, and pick Zip64 when needed.
    sources.forEach((source, i) => zip.addReadStream(source, names[i]!, { size: sizes[i]!, compress: true, mtime: new Date() }));
    zip.end();
  });
  return [{ name: files.length === 1 ? renamed(files[0]!.name, 'zip') : `${baseName(files[0]!.name)}.zip`, data }];
};
