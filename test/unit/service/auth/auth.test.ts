/** API Tokens, an inactive account, the Master Token and consumption limits accepted and refused as SERVICE.md and CONTRACT.md say, against the emulator (JWTs: jwtCredentials.test.ts). */
import { strict as assert } from 'node:assert';
import { AdminClient } from '../../../../src/service/admin';
import { ApiTokenCredential, requestServiceJwt } from '../../../../src/service/auth/tokens';
import { AccountError, AuthError, ConfigError, QuotaError } from '../../../../src/service/errors';
import type { HttpTransport } from '../../../../src/service/http';
import { manage, seen, type Emulator } from '../../support/inProcessEmulator';
import { useServiceCredentials } from '../../support/serviceCredentials';
import { failure } from '../../support/failure';

describe('service credentials against the emulator', function () {
  this.timeout(60_000);
  let emu: Emulator;
  let transport: HttpTransport;
  const { production, productionJwt, convertWith, rawConvert, lastAuthKind } = useServiceCredentials(
    (bench) => ({ emu, transport } = bench),
  );

  describe('API Token', () => {
    it('is accepted for conversions (Production and Development)', async () => {
      for (const token of emu.demo.apiTokens) {
        await convertWith(new ApiTokenCredential(token.token));
        assert.equal(lastAuthKind(), 'apiToken');
      }
    });

    it('an unknown API Token is refused with AuthError 4011, the token not in the message', async () => {
      const err = await failure(convertWith(new ApiTokenCredential('tok_unknown_value_1234')));
      assert.ok(err instanceof AuthError);
      assert.equal(err.credential, 'apiToken');
      assert.equal(err.code, 4011);
      assert.ok(!err.message.includes('tok_unknown_value_1234'));
    });

    it('is refused on admin endpoints (401)', async () => {
      const err = await failure(
        transport.send({ method: 'GET', target: '/user', credential: { kind: 'masterToken', bearer: production().token } }),
      );
      assert.ok(err instanceof AuthError);
      assert.equal(err.status, 401);
    });
  });

  describe('an inactive account (401, code 4015)', () => {
    const setActive = (active: boolean) => manage(emu.baseUrl, 'PATCH', `accounts/${emu.demo.accountId}`, { Active: active });

    it('is an AccountError naming the API Token, not a refused credential; it converts again once active', async () => {
      const token = new ApiTokenCredential(production().token);
      await setActive(false);
      const err = await failure(convertWith(token));
      assert.ok(err instanceof AccountError, err.name);
      assert.equal(err.credential, 'apiToken');
      assert.equal(err.code, 4015);
      await setActive(true);
      await convertWith(token);
    });

    it('does not throw away a JWT from the token endpoint: no new token request once the account is back', async () => {
      const jwt = productionJwt(600);
      await convertWith(jwt);
      assert.equal(seen(emu, 'POST', '/token/jwt'), 1);
      await setActive(false);
      assert.ok((await failure(convertWith(jwt))) instanceof AccountError);
      await setActive(true);
      await convertWith(jwt);
      assert.equal(seen(emu, 'POST', '/token/jwt'), 1, 'the JWT was dropped as if refused');
    });

    it('a token request for it is an AccountError too', async () => {
      await setActive(false);
      const err = await failure(requestServiceJwt(transport, production().token, { kid: production().kid, lifetimeSeconds: 60 }));
      assert.ok(err instanceof AccountError, err.name);
      assert.equal(err.code, 4015);
    });
  });

  describe('Master Token', () => {
    it('is accepted by admin endpoints and refused for conversions', async () => {
      const admin = new AdminClient(transport, emu.demo.masterToken);
      const user = await admin.getUser();
      assert.equal(user.conversionsTotal, 1000);
      assert.equal(lastAuthKind(), 'masterToken');
      const err = await failure(rawConvert(emu.demo.masterToken));
      assert.ok(err instanceof AuthError);
      assert.equal(err.status, 401);
    });

    it('the client refuses to send it where it does not belong, and a JWT as Master Token', async () => {
      await assert.rejects(
        transport.send({
          method: 'POST',
          target: '/convert/txt/to/pdf',
          credential: { kind: 'masterToken', bearer: emu.demo.masterToken },
        }),
        ConfigError,
      );
      assert.throws(() => new AdminClient(transport, 'eyJhbGciOiJIUzI1NiJ9.eyJraWQiOiJ4In0.c2ln'), ConfigError);
      assert.equal(emu.requestLog.length, 0);
    });

    it('after a refresh the old value fails at once and the new one works', async () => {
      const old = emu.demo.masterToken;
      const { MasterToken } = (await manage(emu.baseUrl, 'POST', `accounts/${emu.demo.accountId}/master/refresh`)) as {
        MasterToken: string;
      };
      const err = await failure(new AdminClient(transport, old).getUser());
      assert.ok(err instanceof AuthError);
      assert.equal(err.credential, 'masterToken');
      assert.equal(err.code, 4010);
      assert.equal((await new AdminClient(transport, MasterToken).getUser()).conversionsTotal, 1000);
    });
  });

  describe('consumption', () => {
    it('a token whose consumption limit is used up gets QuotaError "token"; an empty account QuotaError "account"', async () => {
      const dev = emu.demo.apiTokens.find((t) => t.environment === 'Development')!;
      await manage(emu.baseUrl, 'PATCH', `accounts/${emu.demo.accountId}/tokens/${dev.kid}`, { ConsumptionLimit: 1 });
      await convertWith(new ApiTokenCredential(dev.token));
      const err = await failure(convertWith(new ApiTokenCredential(dev.token)));
      assert.ok(err instanceof QuotaError, err.name);
      assert.equal(err.scope, 'token');
      assert.equal(err.code, 4031);
      await manage(emu.baseUrl, 'PATCH', `accounts/${emu.demo.accountId}`, { ConversionsConsumed: 1000 });
      const err2 = await failure(convertWith(new ApiTokenCredential(production().token)));
      assert.ok(err2 instanceof QuotaError);
      assert.equal(err2.scope, 'account');
      // Revision 2: no conversions left is Code 4014 (4030 was revision 1's invention).
      assert.equal(err2.code, 4014);
    });
  });
});
