/**
 * No credential in any error object, inspected whole (cause chains, excerpts, data, hidden
 * members): the service's failure paths driven with planted secrets (in tokens, a document
 * password, a Master Token, a JWT signing secret, the Web to PDF query) against servers on
 * 127.0.0.1 that echo back everything they were sent, in several disguises.
 */
import { strict as assert } from 'node:assert';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { AdminClient } from '../../../../src/service/admin';
import {
  ApiTokenCredential,
  requestServiceJwt,
  SelfSignedJwtCredential,
  ServiceJwtCredential,
  type CredentialProvider,
} from '../../../../src/service/auth/tokens';
import type { ParameterMap } from '../../../../src/service/catalogue';
import { ConversionClient, webPageRequest } from '../../../../src/service/convert';
import { HttpTransport, type SourceFile } from '../../../../src/service/http';
import { instantRetries } from '../../support/settings';
import { httpServer, refusedPort, resettingServer, type TinyServer } from '../../support/tinyServers';

const API_TOKEN = 'PLANTEDapiTok3n7391';
const MASTER_TOKEN = 'PLANTEDmasterTok3n5521';
const PASSWORD = 'PLANTEDpassw0rd';
const SIGNING_SECRET = 'PLANTEDsigningSecret';
const KID = '0f8fad5b-d9cb-469f-a165-70867728950e';
/** A token whose value holds control characters (a paste gone wrong): it must be refused or hidden, never quoted. */
const CONTROL_TOKEN = 'PLANTEDctl\u0007Tok\u001b[31m\u200bend';
/** One with a line break: fetch refuses the header, and its message quotes the value. */
const BREAK_TOKEN = 'PLANTEDbrk\nTok3n';
/** Any of these in an inspected error is a leak: each secret's core survives escaping and encoding. */
const CORES = [
  'PLANTEDbrk',
  'PLANTEDapiTok3n',
  'PLANTEDmasterTok3n',
  'PLANTEDpassw0rd',
  'PLANTEDsigningSecret',
  'PLANTEDctl',
  'Tok\\u001b',
  'Tok\u001b',
];

/** Everything the request carried, echoed back in several disguises a misbehaving server might use. */
function echoOf(req: IncomingMessage, body: string): string {
  const carried = `${req.headers.authorization ?? ''} ${req.url ?? ''} ${body.slice(0, 4000)}`;
  const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
  const token = new URL(req.url ?? '/', 'http://x').searchParams.get('Token') ?? '';
  return [
    carried,
    `you sent ${bearer} and ${token}`,
    JSON.stringify(bearer),
    encodeURIComponent(token),
    // A secret split by invisible characters, which sanitising would join again.
    [...bearer].join('\u200b'),
    // The document password as the form sent it.
    /name="Password"\r\n\r\n([^\r]*)/.exec(body)?.[1] ?? '',
  ].join(' | ');
}

type Answer = (req: IncomingMessage, res: ServerResponse, echo: string) => void;

const ANSWERS: Record<string, Answer> = {
  '401 JSON': (_q, res, echo) => json(res, 401, { Code: 4011, Message: `Bad token: ${echo}` }),
  '400 InvalidParameters': (_q, res, echo) =>
    json(res, 400, { Code: 4000, Message: echo, InvalidParameters: { Password: [`"${echo}" is wrong`], [echo.slice(0, 60)]: [echo] } }),
  '403 quota': (_q, res, echo) => json(res, 403, { Code: 4030, Message: echo }),
  '403 web page': (_q, res, echo) => text(res, 403, `<html><title>Blocked</title><body>${echo}</body></html>`, 'text/html'),
  '500 text': (_q, res, echo) => text(res, 500, echo, 'text/plain'),
  '503 busy': (_q, res, echo) => json(res, 503, { Message: echo }, { 'retry-after': '0' }),
  '302 redirect': (_q, res, echo) =>
    text(res, 302, echo, 'text/plain', { location: `http://127.0.0.1:1/?Token=${encodeURIComponent(echo)}` }),
  '200 not JSON': (_q, res, echo) => text(res, 200, `{not json ${echo}`, 'application/json'),
  '200 JSON without files': (_q, res, echo) => json(res, 200, { Echo: echo, Files: [] }),
  '200 JSON, a file without data': (_q, res, echo) => json(res, 200, { Files: [{ FileName: echo.slice(0, 100) }], Note: echo }),
  '200 JSON, foreign link': (_q, res, echo) =>
    json(res, 200, { Files: [{ FileName: 'a.pdf', Url: `http://example.com/${encodeURIComponent(echo)}` }] }),
  '200 odd content type': (_q, res, echo) => text(res, 200, echo, 'text/html'),
  '200 statistics not a list': (_q, res, echo) => json(res, 200, { Echo: echo }),
};

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  text(res, status, JSON.stringify(body), 'application/json', headers);
}

function text(res: ServerResponse, status: number, body: string, type: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': type, ...headers });
  res.end(body);
}

/** A server that reads each request whole and answers with `answer`, echoing what it got. */
function echoServer(answer: Answer): Promise<TinyServer> {
  return httpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => answer(req, res, echoOf(req, Buffer.concat(chunks).toString('utf8'))));
  });
}

function source(): SourceFile {
  const bytes = Buffer.from('# planted\n');
  return { name: 'doc.md', size: bytes.length, open: () => [bytes] as unknown as AsyncIterable<Uint8Array> };
}

/** Converts a small Markdown file into `out` (with `parameters`). */
function convertMd(client: ConversionClient, out: string, parameters?: ParameterMap): Promise<unknown> {
  return client.convert({
    source: source(),
    sourceFormat: 'md',
    targetFormat: 'pdf',
    parameters,
    resolveOutput: async (r) => ({ path: join(out, r.name), overwrite: false }),
  });
}

/** The error a call fails with (any error: a plain Error leaks as well as a typed one). */
async function errorOf(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (err) {
    return err;
  }
  assert.fail('the call succeeded');
}

/** The error a call fails with, or undefined when it succeeds (a 200 that one call tolerates and another refuses). */
async function errorIfAny(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
    return undefined;
  } catch (err) {
    return err;
  }
}

/** The error inspected whole, with the secrets it must not hold. */
function assertClean(err: unknown, where: string, secrets: readonly string[]): void {
  const seen = inspect(err, { depth: Infinity, showHidden: true, maxArrayLength: Infinity, maxStringLength: Infinity });
  assert.ok(seen.length > 0);
  for (const secret of [...secrets, ...CORES]) {
    assert.ok(!seen.includes(secret), `${where}: the error holds ${JSON.stringify(secret)}:\n${seen}`);
  }
}

describe('no credential in any error object', function () {
  this.timeout(20_000);
  const open: { close(): Promise<void> }[] = [];
  let out: string;
  beforeEach(async () => {
    out = await mkdtemp(join(tmpdir(), 'convert-files-secrets-'));
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
    assert.deepEqual(await readdir(out), [], 'a failed conversion left a file behind');
    await rm(out, { recursive: true, force: true });
  });

  function transport(baseUrl: string): HttpTransport {
    const t = new HttpTransport({ baseUrl, ...instantRetries({ retry: { maxAttempts: 2 } }).settings });
    open.push(t);
    return t;
  }

  async function credentials(t: HttpTransport): Promise<{ name: string; provider: CredentialProvider; secrets: string[] }[]> {
    const selfSigned = new SelfSignedJwtCredential({ kid: KID, secret: SIGNING_SECRET, lifetimeSeconds: 600 });
    const jwt = await selfSigned.getBearer();
    return [
      { name: 'API Token', provider: new ApiTokenCredential(API_TOKEN), secrets: [API_TOKEN] },
      { name: 'self-signed JWT', provider: selfSigned, secrets: [SIGNING_SECRET, jwt] },
      // The service's JWT endpoint answers with the same echo: no JWT comes back, only the failure.
      {
        name: 'JWT from the service',
        provider: new ServiceJwtCredential(t, API_TOKEN, { kid: KID, lifetimeSeconds: 600 }),
        secrets: [API_TOKEN],
      },
    ];
  }

  for (const [answer, respond] of Object.entries(ANSWERS)) {
    it(`a conversion answered "${answer}"`, async () => {
      const server = await echoServer(respond);
      open.push(server);
      const t = transport(server.url);
      for (const { name, provider, secrets } of await credentials(t)) {
        const client = new ConversionClient(t, provider, { timeoutMs: 2_000, waitMs: 0 });
        const err = await errorOf(() => convertMd(client, out, { Password: PASSWORD }));
        assertClean(err, `${name}, ${answer}`, [...secrets, PASSWORD]);
        const web = await errorOf(() =>
          client.convert(
            webPageRequest('https://example.com/', {
              resolveOutput: async (r) => ({ path: join(out, r.name), overwrite: false }),
            }),
          ),
        );
        assertClean(web, `${name}, Web to PDF (Token= in the query), ${answer}`, secrets);
      }
      const admin = new AdminClient(t, MASTER_TOKEN, 5_000);
      assertClean(await errorIfAny(() => admin.getUser()), `Master Token /user, ${answer}`, [MASTER_TOKEN]);
      const range = { startDate: '2026-01-01', endDate: '2026-01-31' };
      assertClean(await errorIfAny(() => admin.getStatistics(range)), `Master Token statistics, ${answer}`, [MASTER_TOKEN]);
      assertClean(await errorOf(() => requestServiceJwt(t, API_TOKEN, { kid: KID, lifetimeSeconds: 600 })), `POST /token/jwt, ${answer}`, [
        API_TOKEN,
      ]);
    });
  }

  it('network failures: refused, reset, and a server that hangs up mid-answer', async () => {
    const refused = await refusedPort();
    const reset = await resettingServer(true);
    open.push(reset);
    const cut = await httpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': '1000' });
      res.write(`partial ${API_TOKEN}`);
      setTimeout(() => res.destroy(), 20);
    });
    open.push(cut);
    for (const base of [`http://127.0.0.1:${refused}`, reset.url, cut.url]) {
      const t = transport(base);
      const client = new ConversionClient(t, new ApiTokenCredential(API_TOKEN), { timeoutMs: 2_000, waitMs: 0 });
      const err = await errorOf(() => convertMd(client, out, { Password: PASSWORD }));
      assertClean(err, base, [API_TOKEN, PASSWORD]);
      assertClean(await errorOf(() => new AdminClient(t, MASTER_TOKEN, 5_000).getUser()), `${base} /user`, [MASTER_TOKEN]);
    }
  });

  it('a token with control characters or a line break is refused or hidden, never quoted', async () => {
    const server = await echoServer(ANSWERS['401 JSON']!);
    open.push(server);
    const t = transport(server.url);
    for (const token of [CONTROL_TOKEN, BREAK_TOKEN]) {
      assertClean(await errorIfAny(async () => new ApiTokenCredential(token)), 'API Token check', [token]);
      // Sent as it is (a provider that does not check), the header may be refused by fetch itself.
      const client = new ConversionClient(t, { kind: 'apiToken', getBearer: async () => token, invalidate: () => undefined });
      const err = await errorOf(() => convertMd(client, out));
      assertClean(err, `conversion with ${JSON.stringify(token)}`, [token]);
      assertClean(await errorOf(() => new AdminClient(t, token, 5_000).getUser()), `Master Token ${JSON.stringify(token)}`, [token]);
    }
  });

  it('the check can fail: a planted secret in an error is found, in its cause chain too', () => {
    const leaky = new Error('request failed', { cause: new Error(`header ${JSON.stringify(CONTROL_TOKEN)}`) });
    assert.throws(() => assertClean(leaky, 'leaky', [CONTROL_TOKEN]), /holds/);
    const hidden = Object.defineProperty(new Error('x'), 'secret', { value: API_TOKEN, enumerable: false });
    assert.throws(() => assertClean(hidden, 'hidden', [API_TOKEN]), /holds/);
  });
});
