// Contract: SERVICE.md §5 (authentication) and the 401 codes of CONTRACT.md, refusals included.
import { strict as assert } from 'node:assert';
import { generateKeyPair, SignJWT } from 'jose';
import { startEmulator, type Emulator } from '../../emulator/server';
import { call, codeOf, convertTxt, fileForm, newAccount, selfSignedJwt, unixSec } from '../support/emulatorHelpers';

describe('emulator contract: authentication (SERVICE.md §5)', () => {
  let emu: Emulator;
  let clock = Date.now();
  const prod = () => emu.demo.apiTokens[0]!;
  before(async () => {
    emu = await startEmulator({ port: 0, now: () => clock });
  });
  after(async () => {
    await emu.close();
  });
  beforeEach(async () => {
    clock = Date.now();
    await call(emu, 'POST', '/_emulator/reset');
  });
  const jwtFor = (claims: Record<string, unknown> = {}, header: Record<string, unknown> = {}): Promise<string> =>
    selfSignedJwt(prod().secret, { kid: prod().kid, exp: unixSec(clock) + 300, ...claims }, { kid: prod().kid, ...header });

  describe('§5.1 rules', () => {
    it('1. a conversion without credentials gets 401 code 4013', async () => {
      const a = await call(emu, 'POST', '/convert/txt/to/pdf', { body: fileForm('a.txt', 'x') });
      assert.equal(a.status, 401);
      assert.equal(codeOf(a), 4013);
      assert.equal(typeof (a.json as { Message: unknown }).Message, 'string');
    });
    it('1. a non-Bearer Authorization header counts as no credentials (4013)', async () => {
      const a = await call(emu, 'POST', '/convert/txt/to/pdf', {
        headers: { Authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
        body: fileForm('a.txt', 'x'),
      });
      assert.equal(a.status, 401);
      assert.equal(codeOf(a), 4013);
    });
    it('2. Bearer with an API Token converts (200)', async () => {
      const a = await convertTxt(emu, prod().token);
      assert.equal(a.status, 200);
      assert.equal((a.json as { ConversionCost: number }).ConversionCost, 1);
    });
    it('2. the Bearer scheme name is matched without regard to case', async () => {
      const a = await call(emu, 'POST', '/convert/txt/to/pdf', {
        headers: { Authorization: `bearer ${prod().token}` },
        body: fileForm('a.txt', 'x'),
      });
      assert.equal(a.status, 200);
    });
    it('2. Bearer with a self-signed JWT converts (200)', async () => {
      assert.equal((await convertTxt(emu, await jwtFor())).status, 200);
    });
    it('2. an unknown API Token gets 401 code 4011', async () => {
      const a = await convertTxt(emu, 'not-a-token');
      assert.equal(a.status, 401);
      assert.equal(codeOf(a), 4011);
    });
    it('3. the Master Token on a conversion gets 401 code 4011', async () => {
      const a = await convertTxt(emu, emu.demo.masterToken);
      assert.equal(a.status, 401);
      assert.equal(codeOf(a), 4011);
      assert.equal(emu.requestLog.at(-1)!.authKind, 'masterToken');
    });
    it('3. an API Token on an admin endpoint gets 401 code 4010', async () => {
      const a = await call(emu, 'GET', '/user', { token: prod().token });
      assert.equal(a.status, 401);
      assert.equal(codeOf(a), 4010);
    });
    it('3. a JWT on an admin endpoint gets 401 code 4010', async () => {
      const a = await call(emu, 'GET', '/user', { token: await jwtFor() });
      assert.equal(a.status, 401);
      assert.equal(codeOf(a), 4010);
    });
    it('3. the Master Token in the query is not accepted on admin endpoints (4013)', async () => {
      const a = await call(emu, 'GET', `/user?Token=${encodeURIComponent(emu.demo.masterToken)}`);
      assert.equal(a.status, 401);
      assert.equal(codeOf(a), 4013);
    });
    it('4. each account has exactly one Master Token, which reads its own account', async () => {
      const other = await newAccount(emu, 7);
      const a = await call(emu, 'GET', '/user', { token: other.masterToken });
      assert.equal(a.status, 200);
      assert.equal((a.json as { ConversionsTotal: number }).ConversionsTotal, 7);
      assert.equal(
        ((await call(emu, 'GET', '/user', { token: emu.demo.masterToken })).json as { ConversionsTotal: number }).ConversionsTotal,
        1000,
      );
    });
    it('5. after a refresh the old Master Token fails at once (4010) and the new one works', async () => {
      const old = emu.demo.masterToken;
      const refreshed = await call(emu, 'POST', `/_emulator/accounts/${emu.demo.accountId}/master/refresh`);
      const fresh = (refreshed.json as { MasterToken: string }).MasterToken;
      assert.notEqual(fresh, old);
      const a = await call(emu, 'GET', '/user', { token: old });
      assert.equal(a.status, 401);
      assert.equal(codeOf(a), 4010);
      assert.equal((await call(emu, 'GET', '/user', { token: fresh })).status, 200);
      assert.equal(emu.demo.masterToken, fresh);
    });
    it('an inactive account gets 401 code 4015 on conversions, and can still read /user', async () => {
      const acc = await newAccount(emu, 10);
      await call(emu, 'PATCH', `/_emulator/accounts/${acc.accountId}`, { json: { Active: false } });
      const a = await convertTxt(emu, acc.token.Token);
      assert.equal(a.status, 401);
      assert.equal(codeOf(a), 4015);
      const jwt = await selfSignedJwt(acc.token.Secret, { kid: acc.token.Kid, exp: unixSec(clock) + 60 });
      assert.equal(codeOf(await convertTxt(emu, jwt)), 4015);
      const user = await call(emu, 'GET', '/user', { token: acc.masterToken });
      assert.equal((user.json as { Active: boolean }).Active, false);
    });
  });

  describe('§5.2 self-signed JWT requirements', () => {
    const refused = async (jwt: string, why: string): Promise<void> => {
      const a = await convertTxt(emu, jwt);
      assert.equal(a.status, 401, why);
      assert.equal(codeOf(a), 4012, why);
    };
    it('1. alg none is refused', async () => {
      const b64 = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64url');
      await refused(
        `${b64({ alg: 'none', typ: 'JWT', kid: prod().kid })}.${b64({ kid: prod().kid, exp: unixSec(clock) + 60 })}.`,
        'alg none',
      );
      await refused(
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ kid: prod().kid, exp: unixSec(clock) + 60 })}.c2ln`,
        'alg none with a signature',
      );
    });
    it('1. HS512 is refused even with the right key', async () => {
      const jwt = await new SignJWT({ kid: prod().kid, exp: unixSec(clock) + 60 })
        .setProtectedHeader({ alg: 'HS512', kid: prod().kid })
        .sign(new TextEncoder().encode(prod().secret));
      await refused(jwt, 'HS512');
    });
    it('1. an RS256-signed token is refused', async () => {
      const { privateKey } = await generateKeyPair('RS256');
      const jwt = await new SignJWT({ kid: prod().kid, exp: unixSec(clock) + 60 })
        .setProtectedHeader({ alg: 'RS256', kid: prod().kid })
        .sign(privateKey);
      await refused(jwt, 'RS256');
    });
    it('2. a JWT signed with another key is refused', async () => {
      await refused(await selfSignedJwt('some other secret', { kid: prod().kid, exp: unixSec(clock) + 60 }), 'wrong key');
      const dev = emu.demo.apiTokens[1]!;
      await refused(await selfSignedJwt(dev.secret, { kid: prod().kid, exp: unixSec(clock) + 60 }), 'key of the other token');
    });
    it('2. the key is the UTF-8 bytes of the secret of the token kid names, read from the payload', async () => {
      const dev = emu.demo.apiTokens[1]!;
      assert.equal((await convertTxt(emu, await selfSignedJwt(dev.secret, { kid: dev.kid, exp: unixSec(clock) + 60 }))).status, 200);
    });
    it('3. a missing kid is refused', async () => {
      await refused(await selfSignedJwt(prod().secret, { exp: unixSec(clock) + 60 }), 'no kid');
      await refused(await selfSignedJwt(prod().secret, { exp: unixSec(clock) + 60 }, { kid: prod().kid }), 'kid in the header only');
    });
    it('3. an unknown kid is refused', async () => {
      await refused(
        await selfSignedJwt(prod().secret, { kid: '00000000-0000-4000-8000-000000000000', exp: unixSec(clock) + 60 }),
        'unknown kid',
      );
    });
    it('3. a header kid that differs from the payload kid is refused', async () => {
      await refused(await jwtFor({}, { kid: emu.demo.apiTokens[1]!.kid }), 'kids differ');
    });
    it('3. a missing exp is refused', async () => {
      await refused(await selfSignedJwt(prod().secret, { kid: prod().kid }), 'no exp');
    });
    it('3. an exp that is not an integer Unix time is refused', async () => {
      await refused(await jwtFor({ exp: unixSec(clock) + 60.5 }), 'fractional exp');
      await refused(await jwtFor({ exp: String(unixSec(clock) + 60) }), 'exp as a string');
    });
    it('3. an expired JWT is refused, but accepted within the 30 s skew', async () => {
      const now = unixSec(clock);
      await refused(await jwtFor({ exp: now - 31 }), 'expired 31 s ago');
      assert.equal((await convertTxt(emu, await jwtFor({ exp: now - 20 }))).status, 200, 'expired 20 s ago is within the skew');
    });
    it('3. the server clock decides expiry (injectable clock)', async () => {
      const jwt = await jwtFor({ exp: unixSec(clock) + 60 });
      assert.equal((await convertTxt(emu, jwt)).status, 200);
      clock += 120_000;
      await refused(jwt, 'two minutes later');
    });
    it('3. nbf ahead is refused, within the skew accepted', async () => {
      await refused(await jwtFor({ nbf: unixSec(clock) + 60 }), 'nbf 60 s ahead');
      assert.equal((await convertTxt(emu, await jwtFor({ nbf: unixSec(clock) + 20 }))).status, 200);
    });
    it('4. the JWT travels in the Bearer header like any other token', async () => {
      assert.equal((await convertTxt(emu, await jwtFor({ iat: unixSec(clock) }))).status, 200);
      assert.equal(emu.requestLog.at(-1)!.authKind, 'jwt');
    });
    it('5. a clientIp elsewhere is refused', async () => {
      await refused(await jwtFor({ clientIp: '10.1.2.3,192.0.2.7' }), 'clientIp elsewhere');
    });
    it('5. clientIp ::ffff:127.0.0.1 matches a request from 127.0.0.1', async () => {
      assert.equal((await convertTxt(emu, await jwtFor({ clientIp: '10.1.2.3, ::ffff:127.0.0.1' }))).status, 200);
    });
    it('5. clientIp host names are resolved (localhost)', async () => {
      assert.equal((await convertTxt(emu, await jwtFor({ clientIp: 'localhost' }))).status, 200);
    });
    it('a JWT is not an API Token for /token/jwt (401 4011)', async () => {
      const a = await call(emu, 'POST', '/token/jwt', { token: await jwtFor(), json: { Kid: prod().kid, ExpiresInSec: 60 } });
      assert.equal(a.status, 401);
      assert.equal(codeOf(a), 4011);
    });
  });

  describe('§5.3 query-parameter fallback', () => {
    for (const name of ['Token', 'Secret', 'Auth', 'token', 'SECRET']) {
      it(`accepts the API Token as ?${name}=`, async () => {
        const a = await call(emu, 'POST', `/convert/txt/to/pdf?${name}=${encodeURIComponent(prod().token)}`, {
          body: fileForm('a.txt', 'x'),
        });
        assert.equal(a.status, 200);
      });
    }
    it('refuses a JWT as ?Token= or ?Secret= (401/4012: JWTs go as Bearer only), and takes it in the header', async () => {
      for (const name of ['Token', 'Secret']) {
        const a = await call(emu, 'POST', `/convert/txt/to/pdf?${name}=${await jwtFor()}`, { body: fileForm('a.txt', 'x') });
        assert.equal(a.status, 401, name);
        assert.equal((a.json as { Code?: number }).Code, 4012, name);
      }
      const b = await call(emu, 'POST', '/convert/txt/to/pdf', { token: await jwtFor(), body: fileForm('a.txt', 'x') });
      assert.equal(b.status, 200);
    });
    it('the header wins over the query', async () => {
      const good = await call(emu, 'POST', `/convert/txt/to/pdf?Token=wrong`, { token: prod().token, body: fileForm('a.txt', 'x') });
      assert.equal(good.status, 200);
      const bad = await call(emu, 'POST', `/convert/txt/to/pdf?Token=${encodeURIComponent(prod().token)}`, {
        token: 'wrong',
        body: fileForm('a.txt', 'x'),
      });
      assert.equal(bad.status, 401);
      assert.equal(codeOf(bad), 4011);
    });
    it('/token/jwt takes its API Token from the header only (4013 for ?Token=)', async () => {
      const a = await call(emu, 'POST', `/token/jwt?Token=${encodeURIComponent(prod().token)}`, {
        json: { Kid: prod().kid, ExpiresInSec: 60 },
      });
      assert.equal(a.status, 401);
      assert.equal(codeOf(a), 4013);
    });
    it('keeps query credentials out of the request log', async () => {
      await call(emu, 'POST', `/convert/txt/to/pdf?Secret=${encodeURIComponent(prod().token)}`, { body: fileForm('a.txt', 'x') });
      const entry = emu.requestLog.at(-1)!;
      assert.equal(entry.path, '/convert/txt/to/pdf');
      assert.equal(entry.query.Secret, '***');
      assert.ok(!JSON.stringify(emu.requestLog).includes(prod().token));
    });
  });
});
