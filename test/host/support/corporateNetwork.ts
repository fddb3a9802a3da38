// A corporate network on loopback, for the host tests: an HTTPS endpoint in front of the emulator
// whose certificate comes from a test CA that only the OS trust store knows (the launcher runs
// code-server in a private namespace whose system bundle holds it, see
// test/support/privateTrustStore.ts), and a CONNECT proxy that is the only way to that
// endpoint's made-up host name. Both count what passes, so a test can prove the extension's
// requests went through the proxy.
import { readFileSync } from 'node:fs';
import { request, createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { Transform } from 'node:stream';

/** What the launcher tells the suite (CORPORATE_ENV, JSON). */
export interface CorporateInfo {
  /** The made-up host name in the certificate, e.g. service.corp.test. */
  readonly host: string;
  readonly certPath: string;
  readonly keyPath: string;
  /** Why the test CA is not in the (private) OS trust store, e.g. no user namespaces; undefined when it is. */
  readonly skipReason?: string;
}

export const CORPORATE_ENV = 'CONVERT_FILES_CORPORATE';

export function corporateInfo(): CorporateInfo | undefined {
  const raw = process.env[CORPORATE_ENV];
  return raw ? (JSON.parse(raw) as CorporateInfo) : undefined;
}

export interface TlsFront {
  /** https://<host>:<port> */
  readonly baseUrl: string;
  readonly port: number;
  /** Every request: its path and the client port it came from. */
  readonly requests: { method: string; path: string; remotePort: number }[];
  close(): Promise<void>;
}

/** An HTTPS server that forwards to the emulator (http) and rewrites its own origin in JSON answers. */
export async function startTlsFront(info: CorporateInfo, emulatorBaseUrl: string): Promise<TlsFront> {
  const upstream = new URL(emulatorBaseUrl);
  const requests: TlsFront['requests'] = [];
  let publicOrigin = '';
  const forward = (req: IncomingMessage, res: ServerResponse): void => {
    requests.push({
      method: req.method ?? 'GET',
      path: new URL(req.url ?? '/', 'https://x').pathname,
      remotePort: req.socket.remotePort ?? 0,
    });
    const out = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.includes('json')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        // Result links name the emulator's origin; seen from the client they live here.
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const body = Buffer.from(Buffer.concat(chunks).toString('utf8').split(upstream.origin).join(publicOrigin));
          const headers = { ...answer.headers, 'content-length': String(body.length) };
          delete headers['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, headers).end(body);
        });
      },
    );
    out.once('error', (error) => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'text/plain' });
      }
      res.end(`tls front: ${error.message}`);
    });
    req.pipe(out);
  };
  const server = createHttpsServer({ cert: readFileSync(info.certPath), key: readFileSync(info.keyPath) }, forward);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  publicOrigin = `https://${info.host}:${port}`;
  return {
    baseUrl: publicOrigin,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface ForwardProxy {
  /** http://127.0.0.1:<port>, for http.proxy. */
  readonly url: string;
  /** CONNECT targets asked for, in order ("host:port"), including refused ones. */
  readonly connects: string[];
  /** Tunnels answered 407 for want of credentials. */
  refusedForAuth: number;
  /** Local ports of the proxy's own connections to the endpoint: a request from one of these came through the proxy. */
  readonly tunnelPorts: Set<number>;
  close(): Promise<void>;
}

/**
 * A CONNECT proxy that reaches `host` only (on 127.0.0.1, at the port asked for). With
 * `credentials` ("user:password") it answers 407 with a Basic challenge until they are sent.
 */
export async function startForwardProxy(host: string, credentials?: string, latencyMs = 0): Promise<ForwardProxy> {
  const sockets = new Set<Socket>();
  const server = createHttpServer((_req, res) => res.writeHead(405).end('CONNECT only'));
  const proxy: ForwardProxy = {
    url: '',
    connects: [],
    refusedForAuth: 0,
    tunnelPorts: new Set(),
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    sockets.add(client);
    const target = req.url ?? '';
    proxy.connects.push(target);
    const expected = credentials ? `Basic ${Buffer.from(credentials).toString('base64')}` : undefined;
    if (expected && req.headers['proxy-authorization'] !== expected) {
      proxy.refusedForAuth += 1;
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="corp"\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const [name, port] = target.split(':');
    if (name !== host || !port) {
      client.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const upstream = connect(Number(port), '127.0.0.1', () => {
      upstream.setNoDelay(true);
      proxy.tunnelPorts.add(upstream.localPort ?? 0);
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      if (latencyMs > 0) {
        // A network with latencyMs of round trip: each direction holds every chunk latencyMs / 2, in order.
        upstream.pipe(delayed(latencyMs / 2)).pipe(client);
        client.pipe(delayed(latencyMs / 2)).pipe(upstream);
      } else {
        upstream.pipe(client);
        client.pipe(upstream);
      }
    });
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return Object.assign(proxy, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}

/** A stream that passes each chunk on `ms` after it came, in order (a one-way network delay). */
function delayed(ms: number): Transform {
  let pending = 0;
  let flushed: (() => void) | undefined;
  // Chunks in flight overlap (a pipe, not a queue): each is pushed ms after it came, in order.
  const stream: Transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending += 1;
      setTimeout(() => {
        stream.push(chunk);
        pending -= 1;
        if (pending === 0) {
          flushed?.();
        }
      }, ms);
      done();
    },
    flush(done) {
      if (pending === 0) {
        done();
      } else {
        flushed = () => done();
      }
    },
  });
  return stream;
}

/**
 * What GET /user through the extension's own transport fails with (the Master Token must be set).
 * The error class lives in the extension's bundle, not the test's: callers compare names.
 */
export async function userRequestError(api: {
  clients: { adminClient(): Promise<{ getUser(signal?: AbortSignal): Promise<unknown> } | undefined> };
}): Promise<Error & { reason?: string }> {
  const admin = await api.clients.adminClient();
  if (!admin) {
    throw new Error('no admin client: the Master Token is not set');
  }
  const outcome = await admin.getUser(AbortSignal.timeout(30_000)).then(
    () => new Error('GET /user succeeded'),
    (e: unknown) => e as Error,
  );
  return outcome;
}
