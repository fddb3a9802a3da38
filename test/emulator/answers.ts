/**
 * The ways a conversion's results go back besides JSON (CONTRACT.md revision 3, POST /convert):
 * the raw bytes of one result (`Accept: application/octet-stream`, or `download=` for a browser)
 * and `Accept: multipart/mixed`, one part per result. Both carry the conversion's cost as a
 * `ConversionCost` header: on each part of a multipart answer (real: the service's content-types
 * page shows it per part) and on a raw answer (guess: the contract does not know whether the
 * service sends it there; clients must cope without it).
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { OutputFile } from './converters/types';
import { contentTypeOf } from './files';
import { encodeRfc5987, sendBytes } from './http';

/** The media types a conversion answers with, in the order of preference when the client does not say. */
export const ANSWER_TYPES = ['application/json', 'application/octet-stream', 'multipart/mixed'] as const;

/** One result as the file itself: `download` (attachment or inline) for a browser, else octet-stream. */
export function sendRawResult(res: ServerResponse, only: OutputFile, cost: number, download: string | undefined): void {
  const disposition = `${download ?? 'attachment'}; filename*=UTF-8''${encodeRfc5987(only.name)}; size=${only.data.length}`;
  const type = download === undefined ? 'application/octet-stream' : contentTypeOf(only.name);
  sendBytes(res, 200, only.data, { 'Content-Type': type, 'Content-Disposition': disposition, ConversionCost: String(cost) });
}

/** Every result as one part of a multipart/mixed answer, each with its ConversionCost, type and disposition. */
export function sendMultipartResults(res: ServerResponse, outputs: readonly OutputFile[], cost: number): void {
  const boundary = randomUUID();
  const chunks: Buffer[] = [];
  for (const output of outputs) {
    const quoted = output.name.replace(/["\\\r\n]/g, '_');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\n` +
          `ConversionCost: ${cost}\r\n` +
          'Content-Type: application/octet-stream\r\n' +
          `Content-Disposition: attachment; filename="${quoted}"; filename*=UTF-8''${encodeRfc5987(output.name)}; size=${output.data.length}\r\n\r\n`,
      ),
      output.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  sendBytes(res, 200, Buffer.concat(chunks), { 'Content-Type': `multipart/mixed; boundary=${boundary}` });
}
