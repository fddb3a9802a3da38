/**
 * Fault injection (`POST /_emulator/faults`). Latency delays every request that is not an
 * `/_emulator/` call until it is set to 0; each counted fault answers the next n such requests
 * in place of the real handler (nothing is converted or charged). When several counts are set
 * they take turns in the order Status503, ResetMidResponse, MalformedBody.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { validationError } from './errors';
import { member, sendBytes, sendJson, type RequestContext } from './http';

/** Seconds a 503 asks the client to wait. */
export const RETRY_AFTER_SEC = 1;

export class Faults {
  latencyMs = 0;
  status503 = 0;
  resetMidResponse = 0;
  malformedBody = 0;

  /** Sets the members the body names (any case), leaving the others as they are. */
  set(body: Record<string, unknown>): void {
    const read = (name: string): number | undefined => {
      const value = member(body, name);
      if (value === undefined || value === null) {
        return undefined;
      }
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
        throw validationError(`${name}: must be a non-negative integer.`);
      }
      return value;
    };
    const latency = read('Latency');
    const s503 = read('Status503');
    const reset = read('ResetMidResponse');
    const malformed = read('MalformedBody');
    this.latencyMs = latency ?? this.latencyMs;
    this.status503 = s503 ?? this.status503;
    this.resetMidResponse = reset ?? this.resetMidResponse;
    this.malformedBody = malformed ?? this.malformedBody;
  }

  clear(): void {
    this.latencyMs = 0;
    this.status503 = 0;
    this.resetMidResponse = 0;
    this.malformedBody = 0;
  }

  /** Delays and maybe answers a request; true when a fault answered it. */
  async apply(ctx: RequestContext): Promise<boolean> {
    if (this.latencyMs > 0) {
      await delay(this.latencyMs);
    }
    if (this.status503 > 0) {
      this.status503 -= 1;
      sendJson(ctx.res, 503, { Code: 5030, Message: 'Throttled by fault injection; retry later.' }, { 'Retry-After': String(RETRY_AFTER_SEC) });
      return true;
    }
    if (this.resetMidResponse > 0) {
      this.resetMidResponse -= 1;
      const body = Buffer.from(JSON.stringify({ ConversionCost: 1, Files: [{ FileName: 'cut.pdf', FileData: 'A'.repeat(8192) }] }));
      ctx.res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(body.length) });
      ctx.res.write(body.subarray(0, body.length >> 1), () => ctx.req.socket.destroy());
      return true;
    }
    if (this.malformedBody > 0) {
      this.malformedBody -= 1;
      const html = '<html><head><title>502 Bad Gateway</title></head><body>Bad Gateway</body></html>';
      sendBytes(ctx.res, 200, Buffer.from(html), { 'Content-Type': 'application/json; charset=utf-8' });
      return true;
    }
    return false;
  }
}
