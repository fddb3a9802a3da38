// A loopback HTTP proxy in front of the emulator that counts what passes through it: which paths
// were requested, and how many requests per path were in flight at once. The emulator keeps its
// own request log in the launcher's process, out of a host test's reach; this one is in reach.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountedRequest {
  readonly method: string;
  /** Path without the query. */
  readonly path: string;
  readonly query: string;
  /** When it reached the proxy (Date.now()). */
  readonly at: number;
}

export interface CountingProxy {
  /** `http://127.0.0.1:PORT`: use it as the service's base URL. */
  readonly baseUrl: string;
  /** Every request so far, oldest first. */
  readonly requests: CountedRequest[];
  /** The largest number of requests to one path that were in flight at the same time. */
  maxInFlight(path: string): number;
  /** Holds every request this long before forwarding it (0: none). */
  latencyMs: number;
  /** Forgets the requests counted so far. */
  clear(): void;
  close(): Promise<void>;
}

/** Starts a proxy that forwards every request to `target` (an http:// origin). */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  const requests: CountedRequest[] = [];
  const inFlight = new Map<string, number>();
  const peak = new Map<string, number>();

  const forward = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://proxy.invalid');
    const path = url.pathname;
    requests.push({ method: req.method ?? 'GET', path, query: url.search, at: Date.now() });
    inFlight.set(path, (inFlight.get(path) ?? 0) + 1);
    peak.set(path, Math.max(peak.get(path) ?? 0, inFlight.get(path)!));
    let done = false;
    const finish = (): void => {
      if (!done) {
        done = true;
        inFlight.set(path, (inFlight.get(path) ?? 1) - 1);
      }
    };
    res.once('close', finish);
    setTimeout(() => send(req, res), proxy.latencyMs);
  };

  const send = (req: IncomingMessage, res: ServerResponse): void => {
    const out = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.once('error', (error) => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'text/plain' });
      }
      res.end(`counting proxy: ${error.message}`);
    });
    req.pipe(out);
  };

  const server = createServer(forward);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const proxy: CountingProxy = {
    baseUrl: `http://127.0.0.1:${port}`,
    latencyMs: 0,
    requests,
    maxInFlight: (path) => peak.get(path) ?? 0,
    clear: () => {
      requests.length = 0;
      peak.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return proxy;
}
