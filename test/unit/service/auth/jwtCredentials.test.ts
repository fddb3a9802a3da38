/** JWTs from the token endpoint and self-signed ones accepted, refused and reused as SERVICE.md and CONTRACT.md say, against the emulator. */
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { ConversionClient } from '../../../../src/service/convert';
import {
  SelfSignedJwtCredential,
  ServiceJwtCredential,
  requestServiceJwt,
  decodeJwtClaims,
  mintSelfSignedJwt,
} from '../../../../src/service/auth/tokens';
import { AuthError, ConfigError, RequestError } from '../../../../src/service/errors';
import type { HttpTransport, SourceFile } from '../../../../src/service/http';
import { seen, type Emulator, type ManualClock } from '../../support/inProcessEmulator';
import { type CredentialBench, useServiceCredentials } from '../../support/serviceCredentials';
import { failure } from '../../support/failure';

describe('service credentials against the emulator', function () {
  this.timeout(60_000);
  let emu: Emulator;
  let clock: ManualClock;
  let transport: HttpTransport;
  let dir: CredentialBench['dir'];
  let src: SourceFile;
  const { production, productionJwt, convertWith, rawConvert, lastAuthKind } = useServiceCredentials(
    (bench) => ({ emu, clock, transport, dir, src } = bench),
  );

  describe('JWT from the token endpoint', () => {
    it('is issued for an API Token and accepted for conversions', async () => {
      const issued = await requestServiceJwt(transport, production().token, { kid: production().kid, lifetimeSeconds: 600 });
      assert.equal(issued.expiresAt?.getTime(), clock.now() + 600_000);
      const { claims } = decodeJwtClaims(issued.token);
      assert.equal(claims.kid, production().kid);
      await convertWith(productionJwt(600));
      assert.equal(lastAuthKind(), 'jwt');
    });

    it('with ClientIp: accepted from a listed address, refused from others', async () => {
      await convertWith(
        new ServiceJwtCredential(transport, production().token, {
          kid: production().kid,
          lifetimeSeconds: 600,
          clientIp: '10.1.2.3, 127.0.0.1',
        }),
      );
      const err = await failure(
        convertWith(
          new ServiceJwtCredential(transport, production().token, { kid: production().kid, lifetimeSeconds: 600, clientIp: '10.1.2.3' }),
        ),
      );
      assert.ok(err instanceof AuthError);
      assert.equal(err.code, 4012);
      assert.equal(err.credential, 'serviceJwt');
    });

    it('the token endpoint refuses a JWT and the Master Token as its credential (401)', async () => {
      const jwt = (await requestServiceJwt(transport, production().token, { kid: production().kid, lifetimeSeconds: 60 })).token;
      for (const bearer of [jwt, emu.demo.masterToken]) {
        const err = await failure(transport.send({ method: 'POST', target: '/token/jwt', credential: { kind: 'apiToken', bearer } }));
        assert.ok(err instanceof AuthError, err.name);
      }
      assert.throws(() => new ServiceJwtCredential(transport, jwt, { kid: production().kid, lifetimeSeconds: 60 }), ConfigError);
    });

    it('a Kid of no token of this account is a RequestError naming Kid', async () => {
      const err = await failure(
        requestServiceJwt(transport, production().token, { kid: '00000000-0000-0000-0000-000000000000', lifetimeSeconds: 60 }),
      );
      assert.ok(err instanceof RequestError);
      assert.equal(err.code, 4000);
      assert.match(err.message, /Kid/);
    });

    it('is reused: 100 conversions make one token request, also when they run at once', async () => {
      const credential = productionJwt(3600, clock.now);
      const client = new ConversionClient(transport, credential);
      const out = join(dir.path, 'reuse');
      let n = 0;
      const one = (): Promise<unknown> =>
        client.convert({
          source: src,
          sourceFormat: 'txt',
          targetFormat: 'pdf',
          resolveOutput: async () => ({ path: join(out, `r${++n}.pdf`), overwrite: false }),
        });
      // At once first: fifty callers arrive while the first token request is still under way.
      await Promise.all(Array.from({ length: 50 }, () => one()));
      for (let i = 0; i < 50; i++) {
        await one();
      }
      assert.equal(seen(emu, 'POST', '/convert/txt/to/pdf'), 100);
      assert.equal(seen(emu, 'POST', '/token/jwt'), 1);
    });

    it('is renewed once 80 % of its lifetime has passed, before the server would refuse it', async () => {
      const credential = productionJwt(100, clock.now);
      await convertWith(credential);
      clock.advance(79_000);
      await convertWith(credential);
      assert.equal(seen(emu, 'POST', '/token/jwt'), 1);
      clock.advance(2_000);
      await convertWith(credential);
      assert.equal(seen(emu, 'POST', '/token/jwt'), 2);
      // Past the first token's exp (plus the server's 30 s of skew) the second one still works.
      clock.advance(60_000);
      await convertWith(credential);
      assert.equal(seen(emu, 'POST', '/token/jwt'), 2);
    });

    it('reuse does not depend on the server and client clocks agreeing', async () => {
      // The server's clock is an hour behind ours: its ExpiresAt lies in our past.
      const behind = (): number => clock.now() + 3_600_000;
      const credential = productionJwt(600, behind);
      for (let i = 0; i < 5; i++) {
        await convertWith(credential);
      }
      assert.equal(seen(emu, 'POST', '/token/jwt'), 1);
    });

    it('a refused JWT is dropped, so the next request gets a fresh one', async () => {
      const fixed = clock.now();
      // Our clock stands still, so the cache alone would keep the token for ever.
      const credential = productionJwt(100, () => fixed);
      await convertWith(credential);
      clock.advance(200_000);
      const err = await failure(convertWith(credential));
      assert.ok(err instanceof AuthError);
      assert.equal(err.code, 4012);
      await convertWith(credential);
      assert.equal(seen(emu, 'POST', '/token/jwt'), 2);
    });
  });

  describe('self-signed JWT', () => {
    const mint = (over: Partial<Parameters<typeof mintSelfSignedJwt>[0]> = {}): Promise<string> =>
      mintSelfSignedJwt({ kid: production().kid, secret: production().secret, lifetimeSeconds: 300, now: clock.now, ...over }).then(
        (m) => m.token,
      );

    it('is accepted for conversions and minted once for many', async () => {
      const credential = new SelfSignedJwtCredential(
        { kid: production().kid, secret: production().secret, lifetimeSeconds: 300 },
        clock.now,
      );
      for (let i = 0; i < 3; i++) {
        await convertWith(credential);
        assert.equal(lastAuthKind(), 'jwt');
      }
      assert.equal(seen(emu, 'POST', '/token/jwt'), 0);
    });

    it('with nbf and clientIp 127.0.0.1 is accepted', async () => {
      // The request has no File, so 400 means authentication passed.
      const err = await failure(rawConvert(await mint({ notBeforeSeconds: 10, clientIp: '127.0.0.1' })));
      assert.ok(err instanceof RequestError, `${err.name}: ${err.message}`);
    });

    const refusals: [string, () => Promise<string>][] = [
      ['signed with another secret', () => mint({ secret: 'not-the-secret' })],
      ['expired (beyond the 30 s of skew)', () => mint({ now: () => clock.now() - 400_000 })],
      ['not valid yet (nbf beyond the skew)', () => mint({ notBeforeSeconds: 120 })],
      ['restricted to another client IP', () => mint({ clientIp: '10.9.8.7' })],
      [
        'signed with HS384',
        () =>
          new SignJWT({ kid: production().kid, exp: Math.floor(clock.now() / 1000) + 60 })
            .setProtectedHeader({ alg: 'HS384', kid: production().kid })
            .sign(new TextEncoder().encode(production().secret)),
      ],
      [
        'with a header kid that differs from the payload',
        () =>
          new SignJWT({ kid: production().kid, exp: Math.floor(clock.now() / 1000) + 60 })
            .setProtectedHeader({ alg: 'HS256', kid: emu.demo.apiTokens[1]!.kid })
            .sign(new TextEncoder().encode(production().secret)),
      ],
      [
        'without exp',
        () =>
          new SignJWT({ kid: production().kid }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(production().secret)),
      ],
      [
        'unsigned (alg none)',
        async () =>
          `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ kid: production().kid, exp: Math.floor(clock.now() / 1000) + 60 })).toString('base64url')}.`,
      ],
    ];
    for (const [what, make] of refusals) {
      it(`is refused when ${what}: AuthError 4012`, async () => {
        const err = await failure(rawConvert(await make()));
        assert.ok(err instanceof AuthError, `${err.name}: ${err.message}`);
        assert.equal(err.code, 4012);
      });
    }

    it('is refused on admin endpoints', async () => {
      const err = await failure(
        transport.send({ method: 'GET', target: '/user', credential: { kind: 'masterToken', bearer: await mint() } }),
      );
      assert.ok(err instanceof AuthError);
    });
  });
});
