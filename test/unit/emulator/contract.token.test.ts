// Contract: POST /token/jwt (SERVICE.md §4.1, §2.2; CONTRACT.md).
import { strict as assert } from 'node:assert';
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { startEmulator, type Emulator } from '../../emulator/server';
import { call, codeOf, convertTxt, newAccount, unixSec } from '../support/emulatorHelpers';

describe('emulator contract: POST /token/jwt', () => {
  let emu: Emulator;
  let clock = Date.now();
  const prod = () => emu.demo.apiTokens[0]!;
  const mint = (body: unknown, token = prod().token) => call(emu, 'POST', '/token/jwt', { token, json: body });
  before(async () => {
    emu = await startEmulator({ port: 0, now: () => clock });
  });
  after(async () => {
    await emu.close();
  });
  beforeEach(() => {
    clock = Date.now();
  });

  it('answers 200 {Token, ExpiresAt} with an HS256 JWT signed by the named token secret', async () => {
    const a = await mint({ Kid: prod().kid, ExpiresInSec: 600 });
    assert.equal(a.status, 200);
    const { Token, ExpiresAt } = a.json as { Token: string; ExpiresAt: string };
    assert.match(ExpiresAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    assert.equal(Date.parse(ExpiresAt) / 1000, unixSec(clock) + 600);
    assert.equal(decodeProtectedHeader(Token).alg, 'HS256');
    const verified = await jwtVerify(Token, new TextEncoder().encode(prod().secret), {
      algorithms: ['HS256'],
      currentDate: new Date(clock),
    });
    assert.equal(verified.payload.kid, prod().kid);
    assert.equal(verified.payload.exp, unixSec(clock) + 600);
  });

  it('the JWT it returns converts, and stops working when it expires', async () => {
    const { Token } = (await mint({ Kid: prod().kid, ExpiresInSec: 60 })).json as { Token: string };
    assert.equal((await convertTxt(emu, Token)).status, 200);
    clock += 91_000;
    const late = await convertTxt(emu, Token);
    assert.equal(late.status, 401);
    assert.equal(codeOf(late), 4012);
  });

  it('matches member names without regard to case', async () => {
    const a = await mint({ kid: prod().kid, expiresinsec: 60, CLIENTIP: '127.0.0.1' });
    assert.equal(a.status, 200);
    assert.equal(decodeJwt((a.json as { Token: string }).Token).clientIp, '127.0.0.1');
  });

  it('ClientIp restricts the JWT: elsewhere 401 4012, ::ffff:127.0.0.1 works from 127.0.0.1', async () => {
    const away = (await mint({ Kid: prod().kid, ExpiresInSec: 60, ClientIp: '203.0.113.9' })).json as { Token: string };
    assert.equal(codeOf(await convertTxt(emu, away.Token)), 4012);
    const here = (await mint({ Kid: prod().kid, ExpiresInSec: 60, ClientIp: '203.0.113.9, ::ffff:127.0.0.1' })).json as { Token: string };
    assert.equal((await convertTxt(emu, here.Token)).status, 200);
  });

  it('may mint for another token of the same account (the Development token)', async () => {
    const dev = emu.demo.apiTokens[1]!;
    const a = await mint({ Kid: dev.kid, ExpiresInSec: 60 });
    assert.equal(a.status, 200);
    assert.equal(decodeJwt((a.json as { Token: string }).Token).kid, dev.kid);
  });

  for (const [label, value] of [
    ['0', 0],
    ['2592001', 2592001],
    ['"abc"', 'abc'],
    ['1.5', 1.5],
    ['"60" (a string)', '60'],
    ['-5', -5],
  ] as const) {
    it(`refuses ExpiresInSec ${label} with 400 code 4000 naming it`, async () => {
      const a = await mint({ Kid: prod().kid, ExpiresInSec: value });
      assert.equal(a.status, 400);
      assert.equal(codeOf(a), 4000);
      assert.deepEqual(Object.keys((a.json as { InvalidParameters: object }).InvalidParameters), ['ExpiresInSec']);
    });
  }

  it('accepts ExpiresInSec 1 and 2592000, the bounds', async () => {
    assert.equal((await mint({ Kid: prod().kid, ExpiresInSec: 1 })).status, 200);
    assert.equal((await mint({ Kid: prod().kid, ExpiresInSec: 2592000 })).status, 200);
  });

  it('refuses a missing ExpiresInSec or Kid with 400 4000 naming the member', async () => {
    const noExp = await mint({ Kid: prod().kid });
    assert.equal(codeOf(noExp), 4000);
    assert.deepEqual(Object.keys((noExp.json as { InvalidParameters: object }).InvalidParameters), ['ExpiresInSec']);
    const noKid = await mint({ ExpiresInSec: 60 });
    assert.equal(codeOf(noKid), 4000);
    assert.deepEqual(Object.keys((noKid.json as { InvalidParameters: object }).InvalidParameters), ['Kid']);
  });

  it('refuses a Kid that is no GUID, unknown, or of another account (400 4000)', async () => {
    const other = await newAccount(emu, 5);
    for (const kid of ['abc', '00000000-0000-4000-8000-000000000000', other.token.Kid]) {
      const a = await mint({ Kid: kid, ExpiresInSec: 60 });
      assert.equal(a.status, 400, kid);
      assert.equal(codeOf(a), 4000);
    }
  });

  it('refuses a malformed ClientIp (400 4000)', async () => {
    const a = await mint({ Kid: prod().kid, ExpiresInSec: 60, ClientIp: 'not an address!' });
    assert.equal(codeOf(a), 4000);
    assert.deepEqual(Object.keys((a.json as { InvalidParameters: object }).InvalidParameters), ['ClientIp']);
  });

  it('refuses malformed JSON, a non-object body and a non-JSON Content-Type (400 4002, bad JSON)', async () => {
    for (const [body, type] of [
      ['{"Kid":', 'application/json'],
      ['[1,2]', 'application/json'],
      [`Kid=${prod().kid}&ExpiresInSec=60`, 'application/x-www-form-urlencoded'],
    ]) {
      const a = await call(emu, 'POST', '/token/jwt', { token: prod().token, headers: { 'Content-Type': type! }, body });
      assert.equal(a.status, 400, body);
      assert.equal(codeOf(a), 4002);
    }
  });

  it('accepts only an API Token: none 4013, Master Token 4011, bad token 4011', async () => {
    const body = { Kid: prod().kid, ExpiresInSec: 60 };
    assert.equal(codeOf(await call(emu, 'POST', '/token/jwt', { json: body })), 4013);
    const master = await mint(body, emu.demo.masterToken);
    assert.equal(master.status, 401);
    assert.equal(codeOf(master), 4011);
    assert.equal(codeOf(await mint(body, 'nope')), 4011);
  });

  it('answers GET with 405', async () => {
    assert.equal((await call(emu, 'GET', '/token/jwt', { token: prod().token })).status, 405);
  });
});
