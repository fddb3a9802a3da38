/**
 * Throwaway loopback servers for connection-level behaviour the emulator cannot show: refused
 * ports, resets, silence (timeouts), TLS with a self-signed certificate, and a CONNECT proxy.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { connect, createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { makeSelfSignedCert } from './selfSignedCert';

/**
 * Closes after each test of the enclosing describe block what the test handed to the returned
 * `track` (servers, proxies, transports), and passes it through.
 */
export function closedAfterEach(): <T extends { close(): Promise<void> }>(thing: T) => T {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });
  return (thing) => {
    open.push(thing);
    return thing;
  };
}

export interface TinyServer {
  readonly url: string;
  readonly port: number;
  /** Connections accepted so far. */
  readonly connections: () => number;
  close(): Promise<void>;
}

/** What `listen` needs of a server. */
export type Closable = {
  close(cb: () => void): void;
  listen(port: number, host: string, cb: () => void): void;
  address(): AddressInfo | string | null;
};

export async function listen(
  server: Closable & { on(event: 'connection', cb: (s: Socket) => void): void },
  scheme: string,
): Promise<TinyServer> {
  let connections = 0;
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${scheme}://127.0.0.1:${port}`,
    port,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) {
          s.destroy();
        }
        server.close(() => resolve());
      }),
  };
}

/** An HTTP server answering every request with `handler`. */
export function httpServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<TinyServer> {
  return listen(createHttpServer(handler) as Server, 'http');
}

/** A server that reads each request to its end, as a real service does, then answers with `answer`. */
export function answeringServer(answer: (res: ServerResponse) => void): Promise<TinyServer> {
  return httpServer((req, res) => {
    req.resume();
    req.on('end', () => answer(res));
  });
}

/** A server that accepts TCP connections and resets each one at once (or after the request head, when `afterHead`). */
export function resettingServer(afterHead = false): Promise<TinyServer> {
  const server = createNetServer((socket) => {
    if (!afterHead) {
      socket.resetAndDestroy();
      return;
    }
    let seen = '';
    socket.on('data', (chunk: Buffer) => {
      seen += chunk.toString('latin1');
      if (seen.includes('\r\n\r\n')) {
        socket.resetAndDestroy();
      }
    });
  });
  return listen(server, 'http');
}

/** A server that accepts connections and reads requests but never answers. */
export function silentServer(): Promise<TinyServer> {
  const server = createNetServer((socket) => {
    socket.resume();
  });
  return listen(server, 'http');
}

/** A free loopback port with nothing listening on it (ECONNREFUSED), found by listening and closing. */
export async function refusedPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** An HTTPS server with a freshly made self-signed certificate. */
export function tlsServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<TinyServer> {
  const { key, cert } = makeSelfSignedCert('localhost');
  return listen(createHttpsServer({ key, cert }, handler) as unknown as Server, 'https');
}

export interface TinyProxy extends TinyServer {
  /** The CONNECT targets asked for, e.g. "service.example:443". */
  readonly targets: string[];
}

/**
 * A CONNECT proxy that tunnels every target to `upstreamPort` on 127.0.0.1 (so that a made-up
 * host name needs no DNS), or answers `refuseWith` (e.g. 407) instead.
 */
export async function connectProxy(upstreamPort: number, refuseWith?: number): Promise<TinyProxy> {
  const targets: string[] = [];
  const server = createHttpServer((_req, res) => {
    res.writeHead(405).end();
  });
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    targets.push(req.url ?? '');
    if (refuseWith) {
      client.end(`HTTP/1.1 ${refuseWith} Refused\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    const upstream = connect(upstreamPort, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  const base = await listen(server, 'http');
  return { ...base, targets };
}
