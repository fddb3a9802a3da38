import { strict as assert } from 'node:assert';
import { SignJWT, decodeProtectedHeader, errors as joseErrors, jwtVerify } from 'jose';
import { ConfigError } from '../../../../src/service/errors';
import {
  MAX_JWT_LIFETIME_SECONDS,
  looksLikeJwt,
  normalizeClientIp,
  validateClientIp,
  validateKid,
  validateLifetime,
} from '../../../../src/service/auth';
import { decodeJwtClaims, mintSelfSignedJwt } from '../../../../src/service/auth/tokens';
import { jwtExpiry } from '../../../../src/service/auth/tokens/jwtTokens';

const KID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const SECRET = 'the-api-token-secret';
const key = new TextEncoder().encode(SECRET);
/** A fixed clock: 2030-01-01T00:00:00Z. */
const NOW = Date.UTC(2030, 0, 1);
const NOW_S = NOW / 1000;

describe('service/jwt', () => {
  describe('mintSelfSignedJwt', () => {
    it('makes an HS256 token that jose verifies with the secret, kid in header and payload', async () => {
      const minted = await mintSelfSignedJwt({ kid: KID, secret: SECRET, lifetimeSeconds: 600, now: () => NOW });
      const { payload, protectedHeader } = await jwtVerify(minted.token, key, { algorithms: ['HS256'], currentDate: new Date(NOW) });
      assert.deepEqual(protectedHeader, { alg: 'HS256', typ: 'JWT', kid: KID });
      assert.equal(payload.kid, KID);
      assert.equal(payload.exp, NOW_S + 600);
      assert.equal(payload.iat, NOW_S);
      assert.equal(payload.nbf, undefined);
      assert.equal(payload.clientIp, undefined);
      assert.equal(minted.expiresAt.getTime(), NOW + 600_000);
      assert.ok(Number.isInteger(payload.exp));
    });

    it('does not verify with another secret', async () => {
      const minted = await mintSelfSignedJwt({ kid: KID, secret: SECRET, lifetimeSeconds: 600, now: () => NOW });
      await assert.rejects(
        jwtVerify(minted.token, new TextEncoder().encode('other'), { currentDate: new Date(NOW) }),
        joseErrors.JWSSignatureVerificationFailed,
      );
    });

    it('adds nbf and a normalised clientIp when asked', async () => {
      const minted = await mintSelfSignedJwt({
        kid: ` ${KID} `,
        secret: SECRET,
        lifetimeSeconds: 60,
        notBeforeSeconds: 5,
        clientIp: ' 127.0.0.1 , ::1,build.example.com ',
        now: () => NOW,
      });
      const { payload } = await jwtVerify(minted.token, key, { currentDate: new Date(NOW + 10_000) });
      assert.equal(payload.nbf, NOW_S + 5);
      assert.equal(payload.clientIp, '127.0.0.1,::1,build.example.com');
      assert.equal(payload.kid, KID);
      // jose agrees it is not valid before nbf.
      await assert.rejects(jwtVerify(minted.token, key, { currentDate: new Date(NOW) }), joseErrors.JWTClaimValidationFailed);
    });

    it('expires when it says, as jose sees it', async () => {
      const minted = await mintSelfSignedJwt({ kid: KID, secret: SECRET, lifetimeSeconds: 60, now: () => NOW });
      await assert.rejects(jwtVerify(minted.token, key, { currentDate: new Date(NOW + 61_000) }), joseErrors.JWTExpired);
    });

    it('refuses a bad kid, lifetime, secret or client IP list before signing', async () => {
      const base = { kid: KID, secret: SECRET, lifetimeSeconds: 60, now: () => NOW };
      for (const bad of [
        { ...base, kid: 'not-a-guid' },
        { ...base, lifetimeSeconds: 0 },
        { ...base, lifetimeSeconds: 1.5 },
        { ...base, lifetimeSeconds: MAX_JWT_LIFETIME_SECONDS + 1 },
        { ...base, secret: '' },
        { ...base, clientIp: '300.1.1.1' },
        { ...base, clientIp: 'bad host!' },
      ]) {
        await assert.rejects(mintSelfSignedJwt(bad), ConfigError, JSON.stringify({ ...bad, now: undefined }));
      }
    });
  });

  describe('decodeJwtClaims and jwtExpiry', () => {
    it('read the claims and header without verifying the signature', async () => {
      const token = await new SignJWT({ kid: KID, clientIp: '10.0.0.1', extra: 'x' })
        .setProtectedHeader({ alg: 'HS384', kid: KID })
        .setExpirationTime(NOW_S + 120)
        .setIssuedAt(NOW_S)
        .sign(new TextEncoder().encode('some other secret that is long enough for HS384 use here'));
      const { header, claims } = decodeJwtClaims(token);
      assert.equal(header.alg, 'HS384');
      assert.equal(claims.kid, KID);
      assert.equal(claims.clientIp, '10.0.0.1');
      assert.equal(claims.extra, 'x');
      assert.equal(claims.exp, NOW_S + 120);
      assert.equal(jwtExpiry(token)?.toISOString(), new Date((NOW_S + 120) * 1000).toISOString());
    });

    it('refuse what is not a JWT, and a JWT without exp has no expiry', async () => {
      for (const bad of ['', 'abc', 'a.b', 'not.a.jwt', 'tok_123']) {
        assert.throws(() => decodeJwtClaims(bad), ConfigError, bad);
        assert.equal(jwtExpiry(bad), undefined);
      }
      const noExp = await new SignJWT({ kid: KID }).setProtectedHeader({ alg: 'HS256' }).sign(key);
      assert.equal(jwtExpiry(noExp), undefined);
      assert.equal(decodeProtectedHeader(noExp).alg, 'HS256');
    });

    it('looksLikeJwt follows the two-dots rule', () => {
      assert.equal(looksLikeJwt('a.b.c'), true);
      assert.equal(looksLikeJwt('eyJh.eyJi.'), true);
      assert.equal(looksLikeJwt('abc'), false);
      assert.equal(looksLikeJwt('a.b'), false);
      assert.equal(looksLikeJwt('a.b.c.d'), false);
      assert.equal(looksLikeJwt('a b.c.d'), false);
    });
  });

  describe('validation helpers', () => {
    it('validateKid accepts GUIDs only', () => {
      assert.equal(validateKid(KID), undefined);
      assert.equal(validateKid(KID.toUpperCase()), undefined);
      assert.equal(validateKid(` ${KID} `), undefined);
      for (const bad of ['', '0f8fad5b', `${KID}0`, KID.replace(/-/g, ''), 'zf8fad5b-d9cb-469f-a165-70867728950e']) {
        assert.match(validateKid(bad)?.message ?? '', /GUID/, bad);
      }
    });

    it('validateLifetime takes whole seconds from 1 to 30 days, as text or number', () => {
      for (const ok of [1, 3600, MAX_JWT_LIFETIME_SECONDS, '60', ' 120 ']) {
        assert.equal(validateLifetime(ok), undefined, String(ok));
      }
      for (const bad of [
        0,
        -5,
        1.5,
        Number.NaN,
        '',
        'abc',
        '1e3',
        '10s',
        '-1',
        MAX_JWT_LIFETIME_SECONDS + 1,
        String(MAX_JWT_LIFETIME_SECONDS + 1),
      ]) {
        assert.ok(validateLifetime(bad), `accepted ${String(bad)}`);
      }
    });

    it('validateClientIp takes IPv4, IPv6 and host names, comma-separated', () => {
      for (const ok of ['', '127.0.0.1', '::1', '127.0.0.1, ::ffff:127.0.0.1', 'build.example.com,10.0.0.1', 'localhost']) {
        assert.equal(validateClientIp(ok), undefined, ok);
      }
      for (const bad of ['127.0.0.1,,::1', '256.0.0.1', '1.2.3', 'host name', 'bad_host!', ',']) {
        assert.ok(validateClientIp(bad), `accepted ${bad}`);
      }
      assert.equal(normalizeClientIp(' a.example , 10.0.0.1 ,'), 'a.example,10.0.0.1');
      assert.equal(normalizeClientIp('  '), undefined);
      assert.equal(normalizeClientIp(undefined), undefined);
    });
  });
});
