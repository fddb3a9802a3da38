/**
 * A loopback HTTP server that writes its answers by hand, for what node:http will not send: a
 * body delimited only by closing the connection, or a body shorter than what it announced.
 */
import { createServer, type Socket } from 'node:net';
import { listen, type TinyServer } from './tinyServers';

/** One request as read off the socket: method, path, headers (lower-case names) and the whole body. */
export interface RawRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/** Calls `handler` once per request (the body read by its Content-Length); the handler writes to the socket and usually ends it. */
export function rawServer(handler: (req: RawRequest, socket: Socket) => void): Promise<TinyServer> {
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer): void => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0) {
        return;
      }
      const [requestLine, ...lines] = buffered.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).trim().toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      const length = Number(headers['content-length'] ?? 0);
      if (buffered.length < end + 4 + length) {
        return;
      }
      socket.off('data', onData);
      const [method = '', path = ''] = requestLine!.split(' ');
      handler({ method, path, headers, body: buffered.subarray(end + 4, end + 4 + length) }, socket);
    };
    socket.on('data', onData);
  });
  return listen(server, 'http');
}

/** The head of a response, with `Connection: close` (the server closes after each answer). */
export function head(status: number, headers: Readonly<Record<string, string>>): string {
  return `HTTP/1.1 ${status} X\r\n${Object.entries({ ...headers, connection: 'close' })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
}
