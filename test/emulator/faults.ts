/**
 * Fault injection (`POST /_emulator/faults`). Latency delays every request that is not an
 * `/_emulator/` call until it is set to 0; SlowConversion makes every conversion take at least
 * that many ms (for Timeout tests) until set to 0. Each counted fault answers the next n such
 * requests in place of the real handler (nothing is converted or charged). When several counts
 * are set they take turns in the order Status503, Status503RetryAfter, ResetMidResponse, MalformedBody.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { ErrorCode, validationError } from './errors';
import { member, sendBytes, sendJson, type RequestContext } from './http';

/** Seconds the Status503RetryAfter fault asks the client to wait. */
export const RETRY_AFTER_SEC = 1;

/** The documented throttling answer (CONTRACT.md): no Retry-After. */
export const OVERLOADED_BODY = { Code: ErrorCode.throttled, Message: 'The service is overloaded; please retry in a few seconds.' };

const COUNTED = ['Status503', 'Status503RetryAfter', 'ResetMidResponse', 'MalformedBody'] as const;
type Counted = (typeof COUNTED)[number];

export class Faults {
  latencyMs = 0;
  slowConversionMs = 0;
  private readonly counts: Record<Counted, number> = { Status503: 0, Status503RetryAfter: 0, ResetMidResponse: 0, MalformedBody: 0 };

  /** Sets the members the body names (any case), leaving the others as they are; nothing changes when one is bad. */
  set(body: Record<string, unknown>): void {
    const read = (name: string): number | undefined => {
      const value = member(body, name);
      if (value === undefined || value === null) {
        return undefined;
      }
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
        throw validationError(name, 'Must be a non-negative integer.');
      }
      return value;
    };
    const latency = read('Latency');
    const slow = read('SlowConversion');
    const counted = COUNTED.map((name) => [name, read(name)] as const);
    this.latencyMs = latency ?? this.latencyMs;
    this.slowConversionMs = slow ?? this.slowConversionMs;
    for (const [name, value] of counted) {
      this.counts[name] = value ?? this.counts[name];
    }
  }

  clear(): void {
    this.latencyMs = 0;
    this.slowConversionMs = 0;
    for (const name of COUNTED) {
      this.counts[name] = 0;
    }
  }

  /** Delays and maybe answers a request; true when a fault answered it. */
  async apply(ctx: RequestContext): Promise<boolean> {
    if (this.latencyMs > 0) {
      await delay(this.latencyMs);
    }
    const fault = COUNTED.find((name) => this.counts[name] > 0);
    if (fault === undefined) {
      return false;
    }
    this.counts[fault] -= 1;
    switch (fault) {
      case 'Status503':
      case 'Status503RetryAfter':
        // The whole request is read first: a throttled upload has been sent in full, as with the real service.
        await drain(ctx);
        sendJson(ctx.res, 503, OVERLOADED_BODY, fault === 'Status503RetryAfter' ? { 'Retry-After': String(RETRY_AFTER_SEC) } : {});
        return true;
      case 'ResetMidResponse': {
        const body = Buffer.from(JSON.stringify({ ConversionCost: 1, Files: [{ FileName: 'cut.pdf', FileData: 'A'.repeat(8192) }] }));
        ctx.res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(body.length) });
        ctx.res.write(body.subarray(0, body.length >> 1), () => ctx.req.socket.destroy());
        return true;
      }
      case 'MalformedBody': {
        const html = '<html><head><title>502 Bad Gateway</title></head><body>Bad Gateway</body></html>';
        sendBytes(ctx.res, 200, Buffer.from(html), { 'Content-Type': 'application/json; charset=utf-8' });
        return true;
      }
    }
  }
}

/** Reads and drops the request body. */
function drain(ctx: RequestContext): Promise<void> {
  return new Promise((resolve) => {
    if (ctx.req.readableEnded) {
      resolve();
      return;
    }
    ctx.req.once('end', () => resolve());
    ctx.req.once('close', () => resolve());
    ctx.req.resume();
  });
}
