/** The transport against a loopback server's answers: each status mapped to its error, retries and their pauses, secrets kept out. */
import { strict as assert } from 'node:assert';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  AuthError,
  BadResponseError,
  ConvertServiceError,
  NetworkError,
  NotFoundError,
  ConversionTimeoutError,
  PasswordProtectedError,
  QuotaError,
  RequestError,
  ServiceError,
  TooLargeError,
} from '../../../../src/service/errors';
import { HttpTransport, jsonBody } from '../../../../src/service/http';
import { MAX_ATTEMPTS } from '../../../../src/service/http/transport';
import { instantRetries, logInto } from '../../support/settings';
import { httpServer, type TinyServer } from '../../support/tinyServers';
import { failure } from '../../support/failure';

const TOKEN = 'tok_secret_value_123';
describe('service/http', () => {
  describe('errors from answers', () => {
    let server: TinyServer;
    let answer: (req: IncomingMessage, res: ServerResponse) => void;
    let transport: HttpTransport;
    let sleeps: number[];

    before(async () => {
      server = await httpServer((req, res) => answer(req, res));
    });
    after(async () => {
      await server.close();
    });
    beforeEach(() => {
      const instant = instantRetries();
      sleeps = instant.sleeps;
      transport = new HttpTransport({ baseUrl: server.url, ...instant.settings });
    });
    afterEach(async () => {
      await transport.close();
    });

    function reply(status: number, body: string, headers: Record<string, string> = {}): void {
      answer = (_req, res) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(body);
      };
    }
    const json = (code: number, message: string): string => JSON.stringify({ Code: code, Message: message });
    const convert = (): Promise<unknown> =>
      transport.send({ method: 'POST', target: '/convert/md/to/pdf', credential: { kind: 'apiToken', bearer: TOKEN } });

    const table: [number, string, new (...args: never[]) => ConvertServiceError, RegExp][] = [
      [401, json(4011, 'Bad API Token.'), AuthError, /API Token was refused \(401\).*Bad API Token/],
      [403, json(4014, 'No conversions left.'), QuotaError, /No conversions are left.*\(403\)/],
      // The real service's documented form: 4014 under 401 is no conversions left, not a bad token.
      [401, json(4014, 'No conversions left.'), QuotaError, /No conversions are left.*\(401\)/],
      [403, json(4031, 'Limit used up.'), QuotaError, /consumption limit/],
      [401, json(4014, "The token's consumption limit is reached."), QuotaError, /API Token's own consumption limit/],
      [
        400,
        JSON.stringify({ Code: 4000, Message: 'Parameter validation error.', InvalidParameters: { PageRange: ['Must look like 1-3.'] } }),
        RequestError,
        /refused the parameters \(400\): PageRange: Must look like 1-3\.$/,
      ],
      [500, json(5000, 'Conversion timeout.'), ConversionTimeoutError, /took longer.*Raise the request timeout/],
      [500, json(5003, 'Password protected.'), PasswordProtectedError, /password-protected/],
      [500, json(50010, 'Failed.'), ServiceError, /could not convert the file \(500, code 50010\)/],
      [404, json(4040, 'No converter.'), NotFoundError, /no such converter/],
      [400, json(4000, 'File: missing.'), RequestError, /refused the request \(400\).*File: missing/],
      [405, json(4050, 'Use POST.'), RequestError, /\(405\)/],
      [413, json(4130, 'Too big.'), TooLargeError, /larger than the service accepts/],
      [500, json(5001, 'Conversion failed.'), ServiceError, /could not convert the file \(500, code 5001\).*Conversion failed/],
      [502, '', ServiceError, /failed \(502\)/],
    ];
    for (const [status, body, type, message] of table) {
      it(`${status} ${body || '(empty)'} → ${type.name}`, async () => {
        reply(status, body);
        const err = await failure(convert());
        assert.ok(err instanceof type, `${err.name}: ${err.message}`);
        assert.equal(err.status, status);
        assert.match(err.message, message);
        if (body) {
          assert.equal(err.code, JSON.parse(body).Code);
        }
        assert.deepEqual(sleeps, [], 'retried a status that must not be retried');
      });
    }

    it('says what status came back when the error body is not JSON (a proxy page, an empty body)', async () => {
      for (const [status, body, type] of [
        [401, '<html><body><h1>401 Authorization Required</h1></body></html>', AuthError],
        // A 403 web page (sent as text/html here) is a proxy or firewall, not the quota.
        [403, 'Forbidden', NetworkError],
        [404, '', NotFoundError],
        [502, '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>', ServiceError],
        [500, 'x'.repeat(10_000), ServiceError],
      ] as const) {
        reply(status, body, { 'content-type': 'text/html' });
        const err = await failure(convert());
        assert.ok(err instanceof type, `${status}: ${err.name}`);
        assert.equal(err.status, status);
        assert.ok(err.message.includes(String(status)), err.message);
        assert.equal(err.code, undefined);
        assert.ok(err.message.length < 400, 'the whole body went into the message');
        if (body) {
          // A page's words, not its markup (review of issue 27).
          const words = body
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim();
          assert.ok(err.message.includes(words.slice(0, 20)), err.message);
          assert.doesNotMatch(err.message, /<\/?[a-z]/i);
        } else {
          assert.match(err.message, /empty body/);
        }
      }
    });

    it('a 2xx body that is not JSON is a BadResponseError with the status and a short excerpt', async () => {
      reply(200, '<html><head><title>Captive portal</title></head><body>Sign in to the Wi-Fi</body></html>'.repeat(5), {
        'content-type': 'text/html',
      });
      const err = await failure(transport.sendJson({ method: 'GET', target: '/user', credential: { kind: 'masterToken', bearer: TOKEN } }));
      assert.ok(err instanceof BadResponseError);
      assert.equal(err.status, 200);
      assert.match(err.excerpt, /Captive portal/);
      assert.ok(err.excerpt.length <= 121);
      assert.match(err.message, /200.*not JSON/);
    });

    it('a redirect is a BadResponseError, not followed', async () => {
      reply(302, '', { location: 'https://login.example.com/' });
      const err = await failure(convert());
      assert.ok(err instanceof BadResponseError, err.name);
      assert.equal(err.status, 302);
      // An upload's redirect is refused inside fetch (see sendOnce), which does not say the status.
      const err2 = await failure(
        transport.send({
          method: 'POST',
          target: '/convert/md/to/pdf',
          body: jsonBody({}),
          credential: { kind: 'apiToken', bearer: TOKEN },
        }),
      );
      assert.ok(err2 instanceof BadResponseError, err2.name);
      assert.match(err2.message, /redirect/);
    });

    it('keeps secrets the server echoes out of messages', async () => {
      reply(401, json(4011, `The token ${TOKEN} is unknown; Authorization: Bearer ${TOKEN}`));
      const err = await failure(convert());
      assert.ok(!err.message.includes(TOKEN), err.message);
      assert.ok(!(err.serverMessage ?? '').includes(TOKEN));
      reply(502, `<p>upstream said Token=${TOKEN}</p>`, { 'content-type': 'text/html' });
      const err2 = await failure(convert());
      assert.ok(!err2.message.includes(TOKEN), err2.message);
    });

    it('retries 503 and 429 with the Retry-After the server asked for, then gives up with a ServiceError', async () => {
      let calls = 0;
      answer = (_req, res) => {
        calls++;
        res.writeHead(calls % 2 ? 503 : 429, { 'retry-after': '2', 'content-type': 'application/json' });
        res.end(json(5030, 'Throttled.'));
      };
      const err = await failure(convert());
      assert.ok(err instanceof ServiceError);
      assert.equal(calls, 3, 'default attempts');
      assert.deepEqual(sleeps, [2000, 2000]);
      assert.equal((err as ServiceError).retryAfterSeconds, 2);
      assert.match(err.message, /busy/);
    });

    it('backs off exponentially with jitter when no Retry-After is given, within the cap', async () => {
      await transport.close();
      const instant = instantRetries({ retry: { maxAttempts: 6, baseDelayMs: 100, maxDelayMs: 1000 } });
      transport = new HttpTransport({ baseUrl: server.url, ...instant.settings });
      // A 429 before the upload (a GET) is the undocumented kind: plain exponential backoff.
      reply(429, json(429, 'Throttled.'));
      await failure(transport.send({ method: 'GET', target: '/user', credential: { kind: 'masterToken', bearer: TOKEN } }));
      assert.equal(instant.sleeps.length, 5);
      const steps = [100, 200, 400, 800, 1000];
      instant.sleeps.forEach((ms, i) => {
        assert.ok(ms >= steps[i]! / 2 && ms <= steps[i]!, `wait ${i + 1} was ${ms} ms, expected ${steps[i]! / 2}..${steps[i]}`);
      });
    });

    it('retries a bare 503 only when the request cannot have reached the service whole', async () => {
      let calls = 0;
      answer = (_req, res) => {
        calls++;
        res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>');
      };
      // A POST (here without a body, as Web→PDF) arrived complete: a gateway's 503 without
      // Retry-After or Code 5030 may come after the work was done, so it is not sent again.
      const err = await failure(convert());
      assert.ok(err instanceof ServiceError);
      assert.equal(calls, 1);
      assert.deepEqual(sleeps, []);
      // A GET is safe to repeat.
      calls = 0;
      await failure(transport.send({ method: 'GET', target: '/user', credential: { kind: 'masterToken', bearer: TOKEN } }));
      assert.equal(calls, 3);
      // The service's own 503 (a JSON body with its Code) is a rejection before processing
      // (CONTRACT.md revision 2): resent whatever the method, after the vendor's 5 and 10 s.
      calls = 0;
      sleeps.length = 0;
      answer = (_req, res) => {
        calls++;
        res.writeHead(503, { 'content-type': 'application/json' }).end(json(503, 'The service is overloaded.'));
      };
      await failure(convert());
      assert.equal(calls, 3);
      assert.deepEqual(sleeps, [5000, 10000]);
    });

    it('stops reading an error body past its cap instead of waiting for its end', async () => {
      answer = (_req, res) => {
        res.writeHead(502, { 'content-type': 'text/plain' });
        const chunk = 'x'.repeat(16 * 1024);
        // An endless body: the client must hang up by itself.
        const pump = (): void => {
          while (res.write(chunk)) {
            // keep the socket buffer full
          }
        };
        res.on('drain', pump);
        pump();
      };
      const err = await failure(convert());
      assert.ok(err instanceof ServiceError);
      assert.match(err.message, /502/);
    });

    it('does not retry early when the server asks for a longer pause than the cap', async () => {
      await transport.close();
      const instant = instantRetries({ retry: { maxDelayMs: 5_000 } });
      transport = new HttpTransport({ baseUrl: server.url, ...instant.settings });
      reply(503, json(5030, 'Throttled.'), { 'retry-after': '3600' });
      const err = await failure(convert());
      assert.ok(err instanceof ServiceError);
      assert.equal((err as ServiceError).retryAfterSeconds, 3600);
      assert.deepEqual(instant.sleeps, []);
    });

    it('bounds the number of attempts however it is configured', async () => {
      await transport.close();
      const instant = instantRetries({ retry: { maxAttempts: 1000, baseDelayMs: 1, maxDelayMs: 1 } });
      transport = new HttpTransport({ baseUrl: server.url, ...instant.settings });
      let calls = 0;
      answer = (_req, res) => {
        calls++;
        res.writeHead(503, { 'retry-after': '0' }).end();
      };
      await failure(convert());
      assert.equal(calls, MAX_ATTEMPTS);
      await transport.close();
      transport = new HttpTransport({ baseUrl: server.url, ...instantRetries({ retry: { maxAttempts: 0 } }).settings });
      calls = 0;
      await failure(convert());
      assert.equal(calls, 1);
    });

    it('sends the bearer in the Authorization header, a user agent, and never the token in the URL', async () => {
      let seen: IncomingMessage | undefined;
      answer = (req, res) => {
        seen = req;
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      };
      assert.deepEqual(await transport.sendJson({ method: 'GET', target: '/user', credential: { kind: 'masterToken', bearer: TOKEN } }), {
        ok: true,
      });
      assert.equal(seen?.headers.authorization, `Bearer ${TOKEN}`);
      assert.equal(seen?.headers.accept, 'application/json');
      assert.match(String(seen?.headers['user-agent']), /convert-files/);
      assert.ok(!String(seen?.url).includes(TOKEN));
    });

    it('logs every request through the redactor', async () => {
      const lines: string[] = [];
      await transport.close();
      transport = new HttpTransport({ baseUrl: server.url, ...instantRetries().settings, logger: logInto(lines) });
      reply(503, json(5030, `Throttled ${TOKEN}`), { 'retry-after': '0' });
      await failure(
        transport.send({
          method: 'GET',
          target: `/user?Token=${TOKEN}`,
          credential: { kind: 'masterToken', bearer: TOKEN },
          label: `label with ${TOKEN}`,
        }),
      );
      assert.ok(lines.length >= 3, lines.join('\n'));
      for (const line of lines) {
        assert.ok(!line.includes(TOKEN), line);
      }
    });
  });
});
