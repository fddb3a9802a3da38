// Guards "the service layer throws codes and data, the VS Code layer words them": an error that
// reaches a person without a message code would be shown in English whatever the language. The real
// service functions, fed bad input and fake answers (a loopback server, bodies in memory), throw
// errors that each carry a code whose English wording is exactly the English message of the log,
// and whose German wording fills every placeholder. (Every construction of a service error in src/:
// errorConstructions.test.ts; option and preset problems: optionCodes.test.ts.)
import { strict as assert } from 'node:assert';
import { Readable } from 'node:stream';
import { fetchCatalogue } from '../../../src/service/catalogue/openApi';
import {
  OutputExistsError,
  Redactor,
  classifyError,
  type ConvertServiceError,
  busyError,
  localFileError,
} from '../../../src/service/errors';
import { SERVICE_WORDINGS, wordServiceError } from '../../../src/messages/serviceWording';
import { AdminClient } from '../../../src/service/admin';
import {
  ApiTokenCredential,
  SelfSignedJwtCredential,
  decodeJwtClaims,
  mintSelfSignedJwt,
  requestServiceJwt,
} from '../../../src/service/auth/tokens';
import { ConversionClient, webPageRequest, webToPdfLink } from '../../../src/service/convert';
import { ChainClient } from '../../../src/service/chain';
import { HttpTransport, normalizeBaseUrl, readJson, type HttpResponse } from '../../../src/service/http';
import { errorFromBody } from '../../../src/service/http/statusErrors';
import { parseConversionResponse } from '../../../src/service/convert/resultWriter';
import { waitForJob } from '../../../src/service/convert/asyncJob';
import { EmbedLimitError } from '../../../src/conversion/markdown/embedding';
import { decodeBase64Strict, describeUnexpected, verifiedBytes } from '../../../src/service/convert/resultCheck';
import { german, localiser } from '../support/localiser';
import { instantRetries } from '../support/settings';
import { httpServer, type TinyServer } from '../support/tinyServers';

/** The error a call throws (synchronously or not); fails when it returns. */
async function thrown(what: string, call: () => unknown): Promise<unknown> {
  try {
    await call();
  } catch (err) {
    return err;
  }
  return assert.fail(`${what}: it did not throw`);
}

/** Drains a generator that must fail. */
async function drain(source: AsyncIterable<unknown>): Promise<void> {
  for await (const chunk of source) {
    void chunk;
  }
}

const answer = (statusCode: number, text: string): HttpResponse => ({
  statusCode,
  headers: {},
  body: Readable.from([Buffer.from(text)]) as HttpResponse['body'],
});

/** What the loopback stand-in answers on each path: the failures the real service (or a portal) may send. */
function standIn(path: string): { status: number; type?: string; body: string; headers?: Record<string, string> } {
  const json = (status: number, body: unknown, headers?: Record<string, string>) => ({
    status,
    type: 'application/json',
    body: JSON.stringify(body),
    headers,
  });
  const [, status, code] = /^\/s\/(\d+)(?:\/(\d+))?/.exec(path) ?? [];
  if (status) {
    return json(
      Number(status),
      { Code: code ? Number(code) : Number(status) * 10, Message: 'Said by the server.' },
      { 'retry-after': '2' },
    );
  }
  switch (path.split('?')[0]) {
    case '/user':
      return json(200, ['not', 'an', 'account']);
    case '/user/statistic':
      return json(200, { Unexpected: true });
    case '/info/openapi':
      return json(200, { openapi: '3.0.0', paths: {} });
    case '/token/jwt':
      return { status: 200, type: 'text/plain', body: 'no token here' };
    case '/upload':
      return json(200, { FileName: 'a.docx' });
    case '/convert/docx/to/pdf':
      // Not stored after all: the bytes inline, no Url to chain from.
      return json(200, { ConversionCost: 1, Files: [{ FileName: 'a.pdf', FileId: 'x1', FileData: 'AA==' }] });
    case '/portal':
      return { status: 502, type: 'text/html', body: '<html><title>Sign in to the hotel Wi-Fi</title></html>' };
    case '/blocked':
      return { status: 403, type: 'text/html', body: '<html><title>Blocked by policy</title></html>' };
    case '/moved':
      return { status: 302, body: '', headers: { location: '/elsewhere' } };
    default:
      return { status: 200, type: 'text/plain', body: 'not json' };
  }
}
describe('service errors a person sees carry a message code', () => {
  let server: TinyServer;
  let transport: HttpTransport;
  const errors: { what: string; err: unknown }[] = [];
  const collect = async (what: string, call: () => unknown): Promise<void> => {
    errors.push({ what, err: await thrown(what, call) });
  };

  before(async () => {
    server = await httpServer((req, res) => {
      const { status, type, body, headers } = standIn(req.url ?? '/');
      res.writeHead(status, { ...(type ? { 'content-type': type } : {}), ...headers });
      res.end(body);
    });
    transport = new HttpTransport({ baseUrl: server.url, ...instantRetries({ retry: { maxAttempts: 1 } } as never).settings });
  });
  after(() => server.close());

  it('from every kind of failure the service layer reports', async () => {
    const redactor = new Redactor();
    const bearer = { kind: 'apiToken' as const, bearer: 'tok123' };
    // Answers of the service, through the real transport.
    for (const path of [
      '/s/401',
      '/s/401/4013',
      '/s/401/4014',
      '/s/401/4015',
      '/s/401/4017',
      '/s/403',
      '/s/403/4031',
      '/s/404',
      '/s/413',
      '/s/400',
      '/s/429',
      '/s/503',
      '/s/500/5000',
      '/s/500/5003',
      '/s/500/5008',
      '/s/500/5001',
      '/s/500',
      '/portal',
      '/blocked',
      '/moved',
    ]) {
      await collect(path, () => transport.sendJson({ method: 'GET', target: path, credential: path === '/s/400' ? undefined : bearer }));
    }
    await collect('not JSON', () => transport.sendJson({ method: 'GET', target: '/plain' }));
    await collect('400 with InvalidParameters', async () => {
      throw errorFromBody(
        { statusCode: 400, headers: {} },
        JSON.stringify({ Code: 4000, InvalidParameters: { PageRange: ['Must look like 1-3.'] } }),
        'apiToken',
        redactor,
      );
    });
    await collect('JSON too large', () => readJson(answer(200, '{"a":"0123456789"}'), redactor, 4));
    await collect('busy without an answer body', async () => {
      throw busyError(503, undefined, {});
    });
    await collect('busy, as thrown', async () => {
      throw busyError(429, 1500, { serverMessage: 'Slow down.' });
    });
    // Settings and input.
    for (const address of [
      'not a url',
      'http://example.com',
      'https://u:p@example.com',
      'https://example.com/v2',
      'https://example.com/?x=1',
    ]) {
      await collect(`base URL ${address}`, () => normalizeBaseUrl(address));
    }
    await collect('protocol', () => transport.resolve('ftp://example.com/file'));
    await collect('credentials to another host', () =>
      transport.send({ method: 'GET', target: 'http://127.0.0.2:9/convert/a/to/b', credential: bearer }),
    );
    await collect('wrong credential', () => transport.send({ method: 'GET', target: '/user', credential: bearer }));
    for (const token of ['', 'has space', 'a.b.c']) {
      await collect(`API Token "${token}"`, () => new ApiTokenCredential(token));
    }
    const kid = '0f8fad5b-d9cb-469f-a165-70867728950e';
    await collect('Kid', () => mintSelfSignedJwt({ kid: 'nope', secret: 's', lifetimeSeconds: 60 }));
    await collect('lifetime', () => mintSelfSignedJwt({ kid, secret: 's', lifetimeSeconds: 1.5 }));
    await collect('long lifetime', () => mintSelfSignedJwt({ kid, secret: 's', lifetimeSeconds: 9_999_999 }));
    await collect('empty secret', () => mintSelfSignedJwt({ kid, secret: '', lifetimeSeconds: 60 }));
    await collect('client IP entry', () => mintSelfSignedJwt({ kid, secret: 's', lifetimeSeconds: 60, clientIp: '1.2.3.4, not an ip' }));
    await collect(
      'client IP empty entry',
      () => new SelfSignedJwtCredential({ kid, secret: 's', lifetimeSeconds: 60, clientIp: '1.2.3.4,,5.6.7.8' }),
    );
    await collect('no secret', () => new SelfSignedJwtCredential({ kid, secret: '', lifetimeSeconds: 60 }));
    await collect('not a JWT', () => decodeJwtClaims('plain'));
    await collect('a JWT in a link', () => webToPdfLink('https://v2.convertapi.com', 'https://example.com/', 'a.b.c'));
    await collect('no Master Token', () => new AdminClient(transport, ' '));
    await collect('JWT as Master Token', () => new AdminClient(transport, 'a.b.c'));
    const admin = new AdminClient(transport, 'master123');
    await collect('date', () => admin.getStatistics({ startDate: '2030-02-31', endDate: '2030-03-01' }));
    await collect('date order', () => admin.getStatistics({ startDate: '2030-03-02', endDate: '2030-03-01' }));
    await collect('not an account', () => admin.getUser());
    await collect('not a list', () => admin.getStatistics({ startDate: '2030-03-01', endDate: '2030-03-02' }));
    await collect('no JWT', () => requestServiceJwt(transport, 'tok123', { kid, lifetimeSeconds: 60 }));
    await collect('no converters', () => fetchCatalogue(transport));
    const client = new ConversionClient(transport, new ApiTokenCredential('tok123'));
    const request = { source: { name: 'a.docx' }, resolveOutput: () => undefined } as never as Parameters<ConversionClient['convert']>[0];
    await collect('source format', () => client.convert({ ...request, sourceFormat: 'do cx', targetFormat: 'pdf' }));
    await collect('target format', () => client.convert({ ...request, sourceFormat: 'docx', targetFormat: 'p/df' }));
    await collect('page address', () => client.convert(webPageRequest('example', { resolveOutput: request.resolveOutput })));
    await collect('page scheme', () => client.convert(webPageRequest('ftp://example.com/', { resolveOutput: request.resolveOutput })));
    const chain = new ChainClient(transport, new ApiTokenCredential('tok123'));
    const source = { name: 'a.docx', size: 1, open: () => Readable.from([Buffer.from('x')]) };
    await collect('upload without FileId', () => chain.upload(source, chain.storedFiles()));
    await collect('step result not stored', () =>
      chain.convertStored({ sourceFormat: 'docx', targetFormat: 'pdf', inputs: [{ bytes: source }], stored: chain.storedFiles() }),
    );
    // Results.
    await collect('no result file', () => parseConversionResponse({ Files: [] }, 200, 'a.pdf'));
    await collect('async job gone', () => waitForJob(transport, 'x'.repeat(32), { giveUpAfterMs: -1 }));
    await collect('result without data', () => parseConversionResponse({ Files: [{ FileName: 'a.pdf' }] }, 200, 'a.pdf'));
    await collect('too long', () => drain(verifiedBytes(Buffer.alloc(20), { name: 'a.pdf', sizes: [10, 12] })));
    await collect('too short', () => drain(verifiedBytes(Buffer.alloc(5), { name: 'a.pdf', sizes: [10] })));
    await collect('empty', () => drain(verifiedBytes(Buffer.alloc(0), { name: 'a.pdf', sizes: [] })));
    await collect('base64', () => decodeBase64Strict('***', 'a.pdf'));
    for (const [type, body, name] of [
      ['text/html', '<html><title>Log in</title></html>', 'a.pdf'],
      [undefined, '<!doctype html><p>x</p>', undefined],
      ['text/plain', '', 'a.pdf'],
      ['application/xml', '<a/>', undefined],
    ] as const) {
      await collect(`unexpected ${type} ${body}`, async () => {
        throw describeUnexpected(200, type, body, redactor, name);
      });
    }
    // This machine, and the person's own choices.
    for (const [code, path] of [
      ['ENOSPC', '/tmp/out/a.pdf'],
      ['EIO', undefined],
    ] as const) {
      await collect(`local ${code}`, async () => {
        throw localFileError(Object.assign(new Error(`${code}: failed`), { code }), path);
      });
    }
    await collect('exists', async () => {
      throw new OutputExistsError('/tmp/out/a.pdf');
    });
    await collect('a Markdown page over its limit', async () => {
      throw new EmbedLimitError('report.md', 20 * 1024 * 1024, 21 * 1024 * 1024, 'images/big.png');
    });
    await collect('cancelled', () => transport.send({ method: 'GET', target: '/plain', signal: AbortSignal.abort() }));

    const english = localiser({});
    const seen = new Set<string>();
    for (const { what, err } of errors) {
      const failure = classifyError(err) as ConvertServiceError | undefined;
      assert.ok(failure, `${what}: not a service error: ${String(err)}`);
      assert.ok(failure.messageCode, `${what}: "${failure.message}" reaches the person without a message code`);
      seen.add(failure.messageCode);
      assert.equal(wordServiceError(english, failure), failure.message, `${what}: the English wording is not the log's message`);
      const de = wordServiceError(localiser(german), failure) ?? '';
      assert.ok(!/\{\w+\}|undefined/.test(de), `${what}: "${de}"`);
      if (failure.serverMessage) {
        assert.ok(de.includes(`„${failure.serverMessage}“`), `${what}: the server's own words are not quoted as they came: "${de}"`);
      }
    }
    // What this test cannot provoke in plain Node is covered by the network and deadline tests, and by the scan below.
    const elsewhere = new Set([
      'config.noApiToken',
      'config.savedKeyWithoutSecret',
      'config.noSigningKey',
      'config.serviceJwtNeedsApiToken',
      'config.serviceJwtNeedsKid',
      'response.csvTooLarge',
      'response.redirect',
      'response.foreignResultLink',
    ]);
    const missing = Object.keys(SERVICE_WORDINGS).filter(
      (code) => !seen.has(code) && !/^(network|option|preset)\./.test(code) && !elsewhere.has(code),
    );
    assert.deepEqual(missing, [], 'codes no failure above produced');
  });
});
