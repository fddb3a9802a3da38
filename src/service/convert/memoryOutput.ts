/**
 * Results kept in memory instead of written to a file (the text of a document for the chat or for
 * Compare as Text): at most `maxBytes` kept, the rest counted.
 */
import { stagedFile, type OutputTarget } from './files';

const noop = async (): Promise<void> => undefined;

/** 800,000 bytes: enough UTF-8 for 200,000 characters. */
const DEFAULT_MAX_BYTES = 800_000;

/**
 * Keeps results in memory instead of writing them: their text is what the tool returns. At most
 * `maxBytes` are kept (a scanned book can be hundreds of megabytes of text); the rest is counted.
 */
export function memoryOutput(maxBytes = DEFAULT_MAX_BYTES): {
  readonly output: OutputTarget;
  text(): { readonly kept: string; readonly complete: boolean };
} {
  const kept: Uint8Array[] = [];
  let keptBytes = 0;
  let totalBytes = 0;
  const output: OutputTarget = {
    async stage(plan, data) {
      const parts: Uint8Array[] = [];
      let size = 0;
      let partsBytes = 0;
      for await (const chunk of data instanceof Uint8Array ? [data] : data) {
        size += chunk.byteLength;
        const room = maxBytes - keptBytes - partsBytes;
        if (room > 0) {
          const part = chunk.byteLength <= room ? chunk : chunk.subarray(0, room);
          parts.push(part);
          partsBytes += part.byteLength;
        }
      }
      const place = async (): Promise<void> => {
        kept.push(...parts);
        keptBytes += partsBytes;
        totalBytes += size;
      };
      return stagedFile(plan, size, { place, removeTemp: noop, removeFinal: noop });
    },
    removeEmptyFolders: noop,
  };
  return { output, text: () => ({ kept: Buffer.concat(kept).toString('utf8'), complete: keptBytes === totalBytes }) };
}
