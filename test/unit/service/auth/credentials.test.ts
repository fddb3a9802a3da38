import { strict as assert } from 'node:assert';
import { jwtVerify } from 'jose';
import { BadResponseError, CancelledError, ConfigError, Redactor } from '../../../../src/service/errors';
import {
  ApiTokenCredential,
  SelfSignedJwtCredential,
  ServiceJwtCredential,
  requestServiceJwt,
  validateApiToken,
} from '../../../../src/service/auth/tokens';
import { JWT_REUSE_FRACTION, parseJwtResponse } from '../../../../src/service/auth/tokens/credentialProviders';
import { HttpTransport } from '../../../../src/service/http';
import { httpServer, type TinyServer } from '../../support/tinyServers';

const KID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const SECRET = 'the-api-token-secret';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJraWQiOiJ4In0.c2ln';

describe('service/credentials', () => {
  describe('parseJwtResponse (token endpoint bodies)', () => {
    const accepted: [string, string][] = [
      ['contract shape', JSON.stringify({ Token: JWT, ExpiresAt: '2030-01-01T00:00:00Z' })],
      ['bare JWT text', JWT],
      ['bare JWT with whitespace', `  ${JWT}\n`],
      ['JSON string', JSON.stringify(JWT)],
      ['token member', JSON.stringify({ token: JWT })],
      ['TOKEN member', JSON.stringify({ TOKEN: JWT })],
      ['jwt member', JSON.stringify({ jwt: JWT })],
      ['Jwt member', JSON.stringify({ Jwt: JWT, extra: 1 })],
      ['accessToken member', JSON.stringify({ accessToken: JWT })],
      ['AccessToken member', JSON.stringify({ AccessToken: JWT })],
      ['access_token member', JSON.stringify({ access_token: JWT, token_type: 'Bearer', expires_in: 60 })],
      ['ACCESS_TOKEN member', JSON.stringify({ ACCESS_TOKEN: JWT })],
    ];
    for (const [what, body] of accepted) {
      it(`accepts ${what}`, () => {
        assert.equal(parseJwtResponse(body.trim()), JWT);
      });
    }
    const refused: [string, string][] = [
      ['empty body', ''],
      ['HTML page', '<html><body>Bad Gateway</body></html>'],
      ['an API Token-like string', 'tok_abcdef'],
      ['a JSON string that is no JWT', JSON.stringify('not a jwt')],
      ['an object without a token member', JSON.stringify({ Code: 4000, Message: 'Kid: missing.' })],
      ['a token member that is no JWT', JSON.stringify({ Token: 'abc' })],
      ['a token member that is a number', JSON.stringify({ Token: 42 })],
      ['an array', JSON.stringify([JWT])],
      ['null', 'null'],
      ['a nested token', JSON.stringify({ data: { Token: JWT } })],
    ];
    for (const [what, body] of refused) {
      it(`refuses ${what}`, () => {
        assert.equal(parseJwtResponse(body), undefined);
      });
    }
  });

  describe('ApiTokenCredential', () => {
    it('yields the token as it is and registers it for redaction', async () => {
      const credential = new ApiTokenCredential('  tok_abcdef123 ');
      assert.equal(credential.kind, 'apiToken');
      assert.equal(await credential.getBearer(), 'tok_abcdef123');
      const redactor = new Redactor();
      credential.registerSecrets(redactor);
      assert.equal(redactor.redact('x tok_abcdef123 y'), 'x *** y');
    });

    it('refuses empty values, spaces and JWTs', () => {
      for (const bad of ['', '   ', 'tok abc', JWT]) {
        assert.throws(() => new ApiTokenCredential(bad), ConfigError, bad);
        assert.ok(validateApiToken(bad));
      }
    });
  });

  describe('SelfSignedJwtCredential', () => {
    it('mints a verifiable token and reuses it until 80 % of its lifetime, then mints a new one', async () => {
      let now = Date.UTC(2030, 0, 1);
      const credential = new SelfSignedJwtCredential({ kid: KID, secret: SECRET, lifetimeSeconds: 100 }, () => now);
      const first = await credential.getBearer();
      const { payload } = await jwtVerify(first, new TextEncoder().encode(SECRET), { currentDate: new Date(now) });
      assert.equal(payload.exp, now / 1000 + 100);
      now += 79_000;
      assert.equal(await credential.getBearer(), first, 'renewed before 80 %');
      now += 1_000;
      const second = await credential.getBearer();
      assert.notEqual(second, first, 'not renewed at 80 %');
      assert.equal(JWT_REUSE_FRACTION, 0.8);
      now += 1_000;
      assert.equal(await credential.getBearer(), second);
      credential.invalidate();
      now += 1_000;
      assert.notEqual(await credential.getBearer(), second, 'invalidate() kept the token');
    });

    it('refuses bad options at once and registers its secret for redaction', () => {
      assert.throws(() => new SelfSignedJwtCredential({ kid: 'x', secret: SECRET, lifetimeSeconds: 60 }), ConfigError);
      assert.throws(() => new SelfSignedJwtCredential({ kid: KID, secret: '', lifetimeSeconds: 60 }), ConfigError);
      assert.throws(() => new SelfSignedJwtCredential({ kid: KID, secret: SECRET, lifetimeSeconds: 0 }), ConfigError);
      assert.throws(() => new SelfSignedJwtCredential({ kid: KID, secret: SECRET, lifetimeSeconds: 60, clientIp: 'a b' }), ConfigError);
      const redactor = new Redactor();
      new SelfSignedJwtCredential({ kid: KID, secret: SECRET, lifetimeSeconds: 60 }).registerSecrets(redactor);
      assert.equal(redactor.redact(`secret=${SECRET}`), 'secret=***');
    });

    it('gives up at once when the signal is already aborted', async () => {
      const credential = new SelfSignedJwtCredential({ kid: KID, secret: SECRET, lifetimeSeconds: 60 });
      await assert.rejects(credential.getBearer(AbortSignal.abort()), CancelledError);
    });
  });

  describe('requestServiceJwt (against a stand-in token endpoint)', () => {
    let server: TinyServer;
    let reply: string;
    const requests: { auth?: string; type?: string; body: unknown }[] = [];
    let transport: HttpTransport;
    before(async () => {
      server = await httpServer((req, res) => {
        let text = '';
        req.on('data', (c: Buffer) => (text += c.toString()));
        req.on('end', () => {
          requests.push({ auth: req.headers.authorization, type: req.headers['content-type'], body: JSON.parse(text) });
          res.writeHead(200, { 'content-type': 'application/json' }).end(reply);
        });
      });
      transport = new HttpTransport({ baseUrl: server.url });
    });
    after(async () => {
      await transport.close();
      await server.close();
    });

    it('sends Kid, ExpiresInSec and a normalised ClientIp with the API Token as bearer', async () => {
      requests.length = 0;
      reply = JSON.stringify({ Token: JWT, ExpiresAt: '2030-01-01T00:10:00Z' });
      const issued = await requestServiceJwt(transport, ' tok_abcdef ', { kid: KID, lifetimeSeconds: 600, clientIp: ' 127.0.0.1 , ::1 ' });
      assert.equal(issued.token, JWT);
      assert.equal(issued.expiresAt?.toISOString(), '2030-01-01T00:10:00.000Z');
      assert.deepEqual(requests, [
        { auth: 'Bearer tok_abcdef', type: 'application/json', body: { Kid: KID, ExpiresInSec: 600, ClientIp: '127.0.0.1,::1' } },
      ]);
      await requestServiceJwt(transport, 'tok_abcdef', { kid: KID, lifetimeSeconds: 60 });
      assert.deepEqual(requests[1]!.body, { Kid: KID, ExpiresInSec: 60 });
    });

    it('takes the expiry from the exp claim when the body has no ExpiresAt', async () => {
      const withExp = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ kid: KID, exp: 1_900_000_000 })).toString('base64url')}.c2ln`;
      reply = JSON.stringify({ access_token: withExp });
      const issued = await requestServiceJwt(transport, 'tok_abcdef', { kid: KID, lifetimeSeconds: 60 });
      assert.equal(issued.expiresAt?.getTime(), 1_900_000_000_000);
    });

    it('a body without a JWT is a BadResponseError naming the status, with no token in it', async () => {
      reply = '<html>Service Unavailable tok_abcdef</html>';
      const err = await requestServiceJwt(transport, 'tok_abcdef', { kid: KID, lifetimeSeconds: 60 }).then(
        () => assert.fail('accepted'),
        (e: unknown) => e,
      );
      assert.ok(err instanceof BadResponseError);
      assert.equal(err.status, 200);
      assert.match(err.message, /without a JWT/);
      assert.ok(!err.message.includes('tok_abcdef') && !err.excerpt.includes('tok_abcdef'), err.message);
    });
  });

  describe('ServiceJwtCredential', () => {
    it('refuses bad options before any request', () => {
      const transport = new HttpTransport({ baseUrl: 'http://127.0.0.1:9' });
      assert.throws(() => new ServiceJwtCredential(transport, JWT, { kid: KID, lifetimeSeconds: 60 }), ConfigError);
      assert.throws(() => new ServiceJwtCredential(transport, 'tok_abcdef', { kid: 'nope', lifetimeSeconds: 60 }), ConfigError);
      assert.throws(() => new ServiceJwtCredential(transport, 'tok_abcdef', { kid: KID, lifetimeSeconds: 3_000_000 }), ConfigError);
    });
  });
});
