/** Every error class of the service layer, produced through the emulator (fault injection, limits, refusals). */
import { strict as assert } from 'node:assert';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AdminClient } from '../../../../src/service/admin';
import { ConversionClient, type ConvertRequest, sourceFromPath } from '../../../../src/service/convert';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import {
  AuthError,
  BadResponseError,
  CancelledError,
  ConfigError,
  ConvertServiceError,
  NetworkError,
  NotFoundError,
  QuotaError,
  RequestError,
  ServiceError,
  TooLargeError,
} from '../../../../src/service/errors';
import { type SourceFile, HttpTransport } from '../../../../src/service/http';
import type { ServiceSettings } from '../../../../src/service/http/request';
import { instantRetries, logInto } from '../../support/settings';
import { faults, manage, seen, startTestEmulator, tempDir, type Emulator, useTestEmulator } from '../../support/inProcessEmulator';
import { failure } from '../../support/failure';

describe('service errors through the emulator', function () {
  this.timeout(30_000);
  let emu: Emulator;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let txt: SourceFile;
  let transport: HttpTransport;
  let sleeps: number[];
  let logLines: string[];

  useTestEmulator((started) => ({ emu } = started), { maxFileSizeBytes: 256 * 1024 });
  before(async () => {
    dir = await tempDir();
    txt = await dir.source('in.txt', 'fault test\n');
  });
  after(async () => {
    await dir.remove();
  });
  function makeTransport(overrides: Partial<ServiceSettings> = {}): void {
    const instant = instantRetries(overrides);
    sleeps = instant.sleeps;
    logLines = [];
    transport = new HttpTransport({ baseUrl: emu.baseUrl, ...instant.settings, logger: logInto(logLines) });
  }
  beforeEach(async () => {
    makeTransport();
  });
  afterEach(async () => {
    await transport.close();
  });

  const token = (): string => emu.demo.apiTokens[0]!.token;
  let n = 0;
  function convert(over: Partial<ConvertRequest> = {}, bearer = token()): Promise<unknown> {
    const out = join(dir.path, `out-${++n}`);
    return new ConversionClient(transport, new ApiTokenCredential(bearer)).convert({
      source: txt,
      sourceFormat: 'txt',
      targetFormat: 'pdf',
      resolveOutput: async (r) => ({ path: join(out, r.name), overwrite: false }),
      ...over,
    });
  }
  const posts = (): number => seen(emu, 'POST', '/convert/');

  // Revision 2: the real 503 is bare (no Retry-After) and comes after the whole upload; it is a
  // rejection before processing, so it is resent with the vendor's 5, 10, 15 s and charged once.
  it('a bare 503 after the upload, twice, then success: resent after 5 and 10 s, charged once', async () => {
    await faults(emu.baseUrl, { Status503: 2 });
    const result = (await convert()) as { files: unknown[] };
    assert.equal(result.files.length, 1);
    assert.equal(posts(), 3);
    assert.deepEqual(sleeps, [5000, 10000]);
    assert.equal(logLines.filter((l) => /503, retrying/.test(l)).length, 2, logLines.join('\n'));
    assert.equal((await new AdminClient(transport, emu.demo.masterToken).getUser()).conversionsConsumed, 1);
  });

  it('a bare 503 backs off 5, 10, 15 s and no further, under the configured cap', async () => {
    makeTransport({ retry: { maxAttempts: 5 } });
    await faults(emu.baseUrl, { Status503: 4 });
    await convert();
    assert.deepEqual(sleeps, [5000, 10000, 15000, 15000]);
    makeTransport({ retry: { maxAttempts: 3, maxDelayMs: 7000 } });
    await faults(emu.baseUrl, { Status503: 2 });
    await convert();
    assert.deepEqual(sleeps, [5000, 7000]);
  });

  it('a 503 with Retry-After waits what it asked', async () => {
    await faults(emu.baseUrl, { Status503RetryAfter: 2 });
    await convert();
    assert.equal(posts(), 3);
    assert.deepEqual(sleeps, [1000, 1000]);
  });

  it("503 more often than the attempts allow: ServiceError suggesting the vendor's 15 s", async () => {
    await faults(emu.baseUrl, { Status503: 5 });
    const err = await failure(convert());
    assert.ok(err instanceof ServiceError);
    assert.equal(err.status, 503);
    // Revision 2: the real body's Code is 503 (5030 was revision 1's invention).
    assert.equal(err.code, 503);
    assert.equal(err.retryAfterSeconds, 15);
    assert.equal(posts(), 3);
  });

  it('no retry on 401 (AuthError) or 403 (QuotaError)', async () => {
    const auth = await failure(convert({}, 'tok_not_a_real_token'));
    assert.ok(auth instanceof AuthError);
    assert.equal(posts(), 1);
    await manage(emu.baseUrl, 'PATCH', `accounts/${emu.demo.accountId}`, { ConversionsConsumed: 1000 });
    const quota = await failure(convert());
    assert.ok(quota instanceof QuotaError);
    assert.equal(quota.status, 403);
    assert.equal(posts(), 2);
    assert.deepEqual(sleeps, []);
  });

  it('a response cut off mid-body is a NetworkError "reset", not retried after the upload', async () => {
    await faults(emu.baseUrl, { ResetMidResponse: 1 });
    const err = await failure(convert({ sourceFormat: 'pdf', targetFormat: 'split' }));
    assert.ok(err instanceof NetworkError, `${err.name}: ${err.message}`);
    assert.equal(err.reason, 'reset');
    assert.equal(posts(), 1);
  });

  it('a 200 whose body is not JSON is a BadResponseError with the status and an excerpt', async () => {
    await faults(emu.baseUrl, { MalformedBody: 1 });
    const err = await failure(convert({ sourceFormat: 'pdf', targetFormat: 'split' }));
    assert.ok(err instanceof BadResponseError, err.name);
    assert.equal(err.status, 200);
    assert.match(err.excerpt, /Bad Gateway/);
    await faults(emu.baseUrl, { MalformedBody: 1 });
    const admin = await failure(new AdminClient(transport, emu.demo.masterToken).getUser());
    assert.ok(admin instanceof BadResponseError);
  });

  it('a slow answer beyond the headers timeout is a NetworkError "timeout"', async () => {
    makeTransport({ timeouts: { headersMs: 100 }, retry: { maxAttempts: 1 } });
    await faults(emu.baseUrl, { Latency: 1500 });
    try {
      const err = await failure(new AdminClient(transport, emu.demo.masterToken).getUser());
      assert.ok(err instanceof NetworkError);
      assert.equal(err.reason, 'timeout');
    } finally {
      await faults(emu.baseUrl, { Latency: 0 });
    }
  });

  it('a converter that does not exist is a NotFoundError', async () => {
    const err = await failure(convert({ targetFormat: 'nope' }));
    assert.ok(err instanceof NotFoundError);
    // Revision 2: no code is relied on for 404 (the emulator sends the status).
    assert.equal(err.status, 404);
  });

  it('a malformed parameter is a RequestError whose InvalidParameters name it, in the message too', async () => {
    const err = await failure(convert({ parameters: { PageSize: 'enormous' } }));
    assert.ok(err instanceof RequestError);
    assert.equal(err.status, 400);
    assert.equal(err.code, 4000);
    assert.deepEqual(Object.keys(err.invalidParameters ?? {}), ['PageSize']);
    assert.ok(err.invalidParameters!.PageSize!.length > 0);
    assert.match(err.message, /PageSize: \S/);
  });

  it('a file over the server limit is a TooLargeError and leaves no file', async () => {
    await writeFile(join(dir.path, 'big.txt'), Buffer.alloc(2 * 1024 * 1024, 'b'));
    const out = join(dir.path, 'too-large');
    const err = await failure(
      new ConversionClient(transport, new ApiTokenCredential(token())).convert({
        source: await sourceFromPath(join(dir.path, 'big.txt')),
        sourceFormat: 'txt',
        targetFormat: 'pdf',
        resolveOutput: async (r) => ({ path: join(out, r.name), overwrite: false }),
      }),
    );
    assert.ok(err instanceof TooLargeError, `${err.name}: ${err.message}`);
    assert.equal(err.status, 413);
    await assert.rejects(readdir(out), { code: 'ENOENT' });
  });

  it('a conversion that fails on the server is a ServiceError (500), not retried and not charged', async () => {
    // Revision 2 validates Delimiter before converting (400/4000); a damaged PDF is a real conversion failure.
    await writeFile(join(dir.path, 'damaged.pdf'), '%PDF-1.4\nnot really a pdf\n');
    const err = await failure(
      convert({ source: await sourceFromPath(join(dir.path, 'damaged.pdf')), sourceFormat: 'pdf', targetFormat: 'split' }),
    );
    assert.ok(err instanceof ServiceError, `${err.name}: ${err.message}`);
    assert.equal(err.status, 500);
    // The emulator answers a PDF it cannot parse with Code 500 rather than 5002 (its side, left alone).
    assert.ok(err.code !== undefined && err.code >= 500, String(err.code));
    assert.equal(posts(), 1);
    assert.equal((await new AdminClient(transport, emu.demo.masterToken).getUser()).conversionsConsumed, 0);
  });

  it('a closed service is a NetworkError "refused"', async () => {
    const { emu: gone } = await startTestEmulator();
    const baseUrl = gone.baseUrl;
    await gone.close();
    const closed = new HttpTransport({ baseUrl, ...instantRetries().settings });
    try {
      const err = await failure(new AdminClient(closed, emu.demo.masterToken).getUser());
      assert.ok(err instanceof NetworkError);
      assert.equal(err.reason, 'refused');
    } finally {
      await closed.close();
    }
  });

  it('cancellation is a CancelledError and configuration mistakes a ConfigError', async () => {
    const err = await failure(convert({ signal: AbortSignal.abort() }));
    assert.ok(err instanceof CancelledError);
    const config = await failure(convert({ targetFormat: 'p/d/f' }));
    assert.ok(config instanceof ConfigError);
    assert.equal(posts(), 0);
  });

  it('every message is safe to show: no token in any error or log line', async () => {
    const secret = token();
    const errors: ConvertServiceError[] = [];
    await faults(emu.baseUrl, { Status503: 3 });
    errors.push(await failure(convert()));
    await faults(emu.baseUrl, { MalformedBody: 1 });
    errors.push(await failure(convert({ sourceFormat: 'pdf', targetFormat: 'split' })));
    await faults(emu.baseUrl, { ResetMidResponse: 1 });
    errors.push(await failure(convert({ sourceFormat: 'pdf', targetFormat: 'split' })));
    errors.push(await failure(convert({}, `${secret}x`)));
    for (const err of errors) {
      assert.ok(!err.message.includes(secret), err.message);
      assert.ok(!(err.serverMessage ?? '').includes(secret));
    }
    for (const line of logLines) {
      assert.ok(!line.includes(secret), line);
    }
  });
});
