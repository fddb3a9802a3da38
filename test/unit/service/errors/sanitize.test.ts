/** Server text is sanitised before it is shown or logged: one line, capped, redacted, whatever shape the JSON has. */
import { strict as assert } from 'node:assert';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AdminClient } from '../../../../src/service/admin';
import { BadResponseError, ConvertServiceError, RequestError, Redactor, redactPatterns, serverText } from '../../../../src/service/errors';
import { HttpTransport } from '../../../../src/service/http';
import { instantRetries, logInto } from '../../support/settings';
import { httpServer, type TinyServer } from '../../support/tinyServers';

const SECRET = 'S3cr3tAccountSecret';
const API_KEY = '918273645';
const MASTER = 'mst_sanitize_master_token';

describe('service/sanitize: server text made safe', () => {
  let server: TinyServer;
  let answer: (req: IncomingMessage, res: ServerResponse) => void;
  let transport: HttpTransport;
  const logLines: string[] = [];

  before(async () => {
    server = await httpServer((req, res) => answer(req, res));
  });
  after(async () => {
    await server.close();
  });
  beforeEach(() => {
    logLines.length = 0;
    transport = new HttpTransport({ baseUrl: server.url, ...instantRetries({ logger: logInto(logLines) }).settings });
  });
  afterEach(async () => {
    await transport.close();
  });

  const send =
    (status: number, body: string, type = 'application/json') =>
    (_req: IncomingMessage, res: ServerResponse): void => {
      res.writeHead(status, { 'content-type': type }).end(body);
    };
  async function userError(): Promise<ConvertServiceError> {
    const err = await new AdminClient(transport, MASTER).getUser().then(
      () => assert.fail('accepted'),
      (e: unknown) => e,
    );
    assert.ok(err instanceof ConvertServiceError, String(err));
    return err;
  }
  function assertClean(err: ConvertServiceError, ...hidden: string[]): void {
    const shown = [err.message, err.serverMessage ?? '', err instanceof BadResponseError ? err.excerpt : '', ...logLines].join('\n');
    for (const value of hidden) {
      assert.ok(!shown.includes(value), `"${value}" shown: ${shown}`);
    }
    for (const text of [err.message, err.serverMessage ?? '', ...logLines]) {
      assert.doesNotMatch(text, /[\r\n\u2028\u2029\u0085\u202E]/, JSON.stringify(text));
    }
  }

  it('a newline in Message cannot forge a log line; bidi controls go; the length is capped', async () => {
    const forged = `Bad value.\n2030-01-01 12:00:00.000 [info] convert md→pdf: 200 in 3 ms\r\nToken=abcdefghijkl \u202Eevil ${'x'.repeat(2000)}`;
    answer = send(400, JSON.stringify({ Code: 4000, Message: forged }));
    const err = await userError();
    assert.ok(err instanceof RequestError);
    assertClean(err, 'abcdefghijkl');
    assert.match(err.serverMessage!, /^Bad value\. 2030-01-01 12:00:00\.000 \[info\]/);
    assert.ok(err.serverMessage!.length <= 301, String(err.serverMessage!.length));
  });

  it('a truncated /user answer does not put the Secret or the ApiKey in the error', async () => {
    answer = send(200, `{"Active":true,"FullName":"Ada","ApiKey":${API_KEY},"Secret":"${SECRET}`);
    const err = await userError();
    assert.ok(err instanceof BadResponseError, String(err));
    assertClean(err, SECRET, API_KEY);
  });

  it('a /user answer of another shape (a list, numbers) is redacted in the excerpt', async () => {
    answer = send(200, JSON.stringify([{ Secret: SECRET, ApiKey: Number(API_KEY), AccessToken: 'tok_abcdefghij' }]));
    const err = await userError();
    assert.ok(err instanceof BadResponseError, String(err));
    assertClean(err, SECRET, API_KEY, 'tok_abcdefghij');
  });

  it('a non-JSON body that echoes the Master Token is redacted in the BadResponseError and the log', async () => {
    answer = send(200, `<html>Welcome ${MASTER}\nsecret=${SECRET}</html>`, 'text/html');
    const err = await userError();
    assert.ok(err instanceof BadResponseError, String(err));
    assertClean(err, MASTER, SECRET);
  });

  it('redacts credential members whatever the JSON shape', () => {
    const cases = [
      `{"Secret":"${SECRET}"`,
      `{"ApiKey":${API_KEY}}`,
      `{"apikey" : ${API_KEY}`,
      `{"refresh_token":"${SECRET}","x":1}`,
      `{\\"ClientSecret\\":\\"${SECRET}\\"}`,
      `{"Token": true}`,
    ];
    for (const text of cases) {
      const out = redactPatterns(text);
      assert.ok(!out.includes(SECRET) && !out.includes(API_KEY) && !out.includes('true'), `${text} → ${out}`);
    }
    assert.equal(
      redactPatterns('{"FileId":"abc","ConversionsTotal":5,"ApiKey":null}'),
      '{"FileId":"abc","ConversionsTotal":5,"ApiKey":null}',
    );
  });

  it('serverText makes one line, removes invisible characters, caps without splitting a character', () => {
    assert.equal(serverText('a\nb\u0085c\u2028d\u202Ee\u200Bf', new Redactor()), 'a b c def');
    const capped = serverText(`${'a'.repeat(9)}📄tail`, new Redactor(), 10);
    assert.equal(capped, `${'a'.repeat(9)}…`);
  });
});
