/**
 * What the transport decides without the service: the pause a Retry-After asks for, which hosts
 * bypass the proxy, which credential each endpoint takes (and where credentials may go).
 */
import { strict as assert } from 'node:assert';
import { ConfigError } from '../../../../src/service/errors';
import { HttpTransport } from '../../../../src/service/http';
import { allowedCredentials } from '../../../../src/service/http/request';
import { bypassesProxy } from '../../../../src/service/http/proxyRules';
import { parseRetryAfter } from '../../../../src/service/http/responses';
import { httpServer } from '../../support/tinyServers';
import { failure } from '../../support/failure';

const TOKEN = 'tok_secret_value_123';

describe('service/http', () => {
  describe('parseRetryAfter', () => {
    const now = Date.UTC(2030, 0, 1, 12, 0, 0);
    const cases: [string | string[] | undefined, number | undefined][] = [
      ['1', 1000],
      [' 30 ', 30_000],
      ['0', 0],
      ['1.5', 1500],
      [['2', '9'], 2000],
      ['Tue, 01 Jan 2030 12:00:10 GMT', 10_000],
      ['Tue, 01 Jan 2030 11:59:00 GMT', 0],
      ['-3', undefined],
      ['soon', undefined],
      ['1e3', undefined],
      ['', undefined],
      [undefined, undefined],
    ];
    for (const [value, expected] of cases) {
      it(`${JSON.stringify(value)} → ${String(expected)} ms`, () => {
        assert.equal(parseRetryAfter(value, now), expected);
      });
    }
  });

  describe('bypassesProxy', () => {
    const cases: [string, string[], boolean][] = [
      ['https://v2.convertapi.com', [], false],
      ['http://127.0.0.1:4000', [], true],
      ['http://localhost:4000', [], true],
      ['http://[::1]:4000', [], true],
      ['https://v2.convertapi.com', ['convertapi.com'], true],
      ['https://v2.convertapi.com', ['.convertapi.com'], true],
      ['https://v2.convertapi.com', ['*.convertapi.com'], true],
      ['https://v2.convertapi.com', ['V2.CONVERTAPI.COM'], true],
      ['https://v2.convertapi.com', ['other.com, convertapi.com'], true],
      ['https://v2.convertapi.com', ['api.com'], false],
      ['https://notconvertapi.com', ['convertapi.com'], false],
      ['https://v2.convertapi.com', ['v2.convertapi.com:443'], true],
      ['https://v2.convertapi.com', ['v2.convertapi.com:8443'], false],
      ['https://v2.convertapi.com:8443', ['v2.convertapi.com:8443'], true],
      ['https://[2001:db8::1]', ['2001:db8::1'], true],
      ['https://[2001:db8::1]', ['[2001:db8::1]:443'], true],
      ['https://10.1.2.3', ['10.1.2.3'], true],
      ['https://v2.convertapi.com', ['*'], true],
      ['https://v2.convertapi.com', ['', ' '], false],
    ];
    for (const [url, list, expected] of cases) {
      it(`${url} with ${JSON.stringify(list)} → ${expected ? 'direct' : 'proxy'}`, () => {
        assert.equal(bypassesProxy(new URL(url), list), expected);
      });
    }
  });

  describe('credential kinds per endpoint', () => {
    it('lists what each endpoint takes', () => {
      assert.deepEqual(allowedCredentials('/token/jwt'), ['apiToken']);
      assert.deepEqual(allowedCredentials('/user'), ['masterToken']);
      assert.deepEqual(allowedCredentials('/user/statistic'), ['masterToken']);
      assert.deepEqual(allowedCredentials('/convert/md/to/pdf'), ['apiToken', 'serviceJwt', 'selfSignedJwt']);
      assert.equal(allowedCredentials('/d/abc'), undefined);
    });

    it('refuses a Master Token on conversions and API Token or JWT on admin calls before sending anything', async () => {
      let requests = 0;
      const server = await httpServer((_req, res) => {
        requests++;
        res.end('{}');
      });
      const transport = new HttpTransport({ baseUrl: server.url });
      try {
        for (const [target, kind] of [
          ['/convert/md/to/pdf', 'masterToken'],
          ['/token/jwt', 'masterToken'],
          ['/token/jwt', 'serviceJwt'],
          ['/user', 'apiToken'],
          ['/user/log?limit=1', 'selfSignedJwt'],
          ['/user/statistic', 'serviceJwt'],
        ] as const) {
          const err = await failure(transport.send({ method: 'POST', target, credential: { kind, bearer: TOKEN } }));
          assert.ok(err instanceof ConfigError, `${kind} on ${target}: ${err.name}`);
          assert.ok(!err.message.includes(TOKEN));
        }
        assert.equal(requests, 0);
      } finally {
        await transport.close();
        await server.close();
      }
    });

    it('never sends credentials to another origin than the base URL', async () => {
      const transport = new HttpTransport({ baseUrl: 'http://127.0.0.1:9' });
      const err = await failure(
        transport.send({ method: 'GET', target: 'http://127.0.0.1:10/d/x', credential: { kind: 'apiToken', bearer: TOKEN } }),
      );
      assert.ok(err instanceof ConfigError);
    });
  });
});
