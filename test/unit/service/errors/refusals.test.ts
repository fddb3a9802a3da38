/**
 * Refusals that are not what they first look like: a 401 for an inactive account (4015) or the
 * unpublished 4017 is no refused credential, and a 403 page of a proxy or captive portal is no
 * "no conversions left". (An inactive account against the emulator: auth.test.ts.)
 */
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { stopsBatch } from '../../../../src/conversion/batchReport';
import { canTryAgain } from '../../../../src/conversion/tryAgain';
import { ConversionClient } from '../../../../src/service/convert';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import { classifyError, type ConvertServiceError, Redactor } from '../../../../src/service/errors';
import { HttpTransport } from '../../../../src/service/http';
import { errorFromBody } from '../../../../src/service/http/statusErrors';
import { failure } from '../../support/failure';
import { tempDir } from '../../support/inProcessEmulator';
import { instantRetries } from '../../support/settings';
import { answeringServer } from '../../support/tinyServers';

const at = new URL('https://v2.convertapi.com/convert/txt/to/pdf');
const answer = (status: number, body: string, contentType?: string): ConvertServiceError =>
  errorFromBody(
    { statusCode: status, headers: contentType ? { 'content-type': contentType } : {}, requestUrl: at },
    body,
    'apiToken',
    new Redactor(),
  );
const json = (o: unknown): string => JSON.stringify(o);

describe('service/refusals: 401 codes that refuse the account, not the credential', () => {
  it('401 code 4015 is an inactive account: the API Token was recognised, and the batch stops', () => {
    const err = answer(401, json({ Code: 4015, Message: 'The account is inactive.' }));
    const failed = classifyError(err);
    assert.equal(failed?.kind, 'account');
    assert.equal(failed?.kind === 'account' && failed.credential, 'apiToken');
    assert.equal(err.code, 4015);
    assert.match(err.message, /account is inactive \(401, code 4015\)/);
    assert.doesNotMatch(err.message, /refused/);
    assert.equal(stopsBatch(err), true);
    assert.equal(canTryAgain(err), false);
  });

  it("401 code 4017 (meaning not published) keeps the service's message", () => {
    const err = answer(401, json({ Code: 4017, Message: 'Something the service says.' }));
    assert.equal(classifyError(err)?.kind, 'account');
    assert.equal(err.serverMessage, 'Something the service says.');
    assert.match(err.message, /401, code 4017\). The service said: "Something the service says\."/);
  });

  it('the credential codes stay refused credentials', () => {
    for (const code of [4011, 4012, 4013, undefined]) {
      assert.equal(classifyError(answer(401, json({ Code: code, Message: 'x' })))?.kind, 'auth', `code ${code}`);
    }
    assert.equal(classifyError(answer(401, json({ Code: 4014 })))?.kind, 'quota');
  });
});

describe('service/refusals: a 403 page that is not the service', () => {
  const page = '<!DOCTYPE html><html><head><title>Access denied</title></head><body>Blocked by the corporate web filter.</body></html>';

  it('an HTML page (also an empty one) says a proxy or firewall may be blocking, with the status, and is no quota', () => {
    for (const [body, type] of [
      [page, 'text/html; charset=utf-8'],
      ['', 'text/html'],
      [page, undefined],
    ] as const) {
      const err = answer(403, body, type);
      const failed = classifyError(err);
      assert.equal(failed?.kind, 'network', `${type}: ${body}`);
      assert.equal(failed?.kind === 'network' && failed.reason, 'proxy');
      assert.equal(err.messageCode, 'network.blockedPage');
      assert.deepEqual({ ...err.messageData, page: undefined }, { host: 'v2.convertapi.com', status: 403, page: undefined });
      assert.equal(err.status, 403);
      assert.match(err.message, /v2\.convertapi\.com answered 403 with a page that is not the service's.*proxy or firewall/);
      assert.doesNotMatch(err.message, /conversions|plan/);
    }
  });

  it("the service's own 403 (JSON, 4014, 4031, no Code) and 401/4014 keep meaning the quota", () => {
    const account = answer(403, json({ Code: 4014, Message: 'No conversions left.' }), 'application/json');
    assert.equal(classifyError(account)?.kind, 'quota');
    assert.equal((account as { scope?: string }).scope, 'account');
    assert.equal((answer(403, json({ Code: 4031, Message: 'Limit.' })) as { scope?: string }).scope, 'token');
    assert.equal(
      classifyError(answer(403, json({ Message: 'Forbidden.' }), 'text/html'))?.kind,
      'quota',
      'JSON labelled as HTML is still the service',
    );
    assert.equal(classifyError(answer(403, ''))?.kind, 'quota', 'an empty body without a type says nothing against the service');
    // Not a page: plain text, a JSON string, JSON after a byte-order mark keep CONTRACT.md's reading.
    assert.equal(classifyError(answer(403, 'No conversions left', 'text/plain'))?.kind, 'quota', 'plain text');
    assert.equal(classifyError(answer(403, '"Forbidden"', 'application/json'))?.kind, 'quota', 'a JSON string');
    assert.equal(
      classifyError(answer(403, '<?xml version="1.0"?><Error>Quota</Error>', 'application/xml'))?.kind,
      'quota',
      'XML is no web page',
    );
    const bom = answer(403, `\ufeff${json({ Code: 4014, Message: 'No conversions left.' })}`, 'application/json');
    assert.equal(classifyError(bom)?.kind, 'quota', 'JSON after a byte-order mark');
    assert.equal((bom as { code?: number }).code, 4014);
    assert.equal(classifyError(answer(401, json({ Code: 4014 })))?.kind, 'quota');
  });

  it('through the transport: a proxy page on 403 is not retried, stops the batch and names the address', async () => {
    const server = await answeringServer((res) => res.writeHead(403, { 'content-type': 'text/html' }).end(page));
    const transport = new HttpTransport({ baseUrl: server.url, ...instantRetries().settings });
    const dir = await tempDir();
    try {
      const source = await dir.source('a.txt', 'x');
      const client = new ConversionClient(transport, new ApiTokenCredential('tok_behind_a_proxy'));
      const err = await failure(
        client.convert({
          source,
          sourceFormat: 'txt',
          targetFormat: 'pdf',
          resolveOutput: async (r) => ({ path: join(dir.path, r.name), overwrite: false }),
        }),
      );
      assert.equal(classifyError(err)?.kind, 'network');
      assert.match(
        (err as Error).message,
        new RegExp(
          `127\\.0\\.0\\.1:${server.port} answered 403 with a page that is not the service's \\("Access denied Blocked by the corporate web filter\\."\\)`,
        ),
      );
      assert.equal(stopsBatch(err), true);
      assert.equal(server.connections(), 1);
    } finally {
      await transport.close();
      await server.close();
      await dir.remove();
    }
  });
});
