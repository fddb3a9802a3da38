// The JWT signing key set and removed through the commands: the Kid checked as typed, the secret
// hidden or left out, argument objects, and a key saved by an earlier version.
import { strict as assert } from 'node:assert';
import { Commands, SecretKeys, Settings } from '../../src/constants';
import { demoTokens, inputBox, reasonFor, recordOptions } from './support/auth';
import { KID_PATTERN, SECRET_PATTERN, useCredentialsSuite } from './support/credentialsSuite';
import { setSetting } from './support/settings';
import { until } from '../support/poll';

describe('credentials', function () {
  this.timeout(60_000);
  const suite = useCredentialsSuite();
  const { prompts, run, notifications, convertThroughExtension } = suite;

  describe('JWT signing key', () => {
    it('asks for the Kid (a GUID, checked as typed) and the secret (hidden), and is removed again', async () => {
      const { production } = demoTokens();
      const boxes = recordOptions();
      prompts.expect('inputBox', production.kid, KID_PATTERN).expect('inputBox', production.secret, SECRET_PATTERN);
      await run(Commands.setJwtSigningKey);
      assert.deepEqual(await suite.services.store.getJwtSigningKey(), { kid: production.kid, secret: production.secret });

      const kidBox = inputBox(boxes.inputBoxes, KID_PATTERN);
      assert.match((await reasonFor(kidBox, 'not-a-guid')) ?? '', /GUID/);
      assert.match((await reasonFor(kidBox, production.kid.slice(0, 20))) ?? '', /GUID/);
      assert.equal(await reasonFor(kidBox, production.kid), undefined);
      const secretBox = inputBox(boxes.inputBoxes, SECRET_PATTERN);
      assert.equal(secretBox.password, true);
      assert.match(secretBox.prompt ?? '', /Only needed for self-signed JWTs/);
      assert.equal(await reasonFor(secretBox, ''), undefined, 'the secret may be left empty');
      assert.match((await reasonFor(secretBox, 'two words')) ?? '', /spaces/);
      assert.match(notifications('information').at(-1) ?? '', new RegExp(`saved \\(Kid ${production.kid}\\)`));
      assert.ok(!notifications('information').some((text) => text.includes(production.secret)));

      await run(Commands.removeJwtSigningKey);
      assert.equal(await suite.services.store.getJwtSigningKey(), undefined);
    });

    it('can be saved without the secret: JWTs from the service work with the Kid alone, self-signed ones say the secret is missing', async () => {
      const { production } = demoTokens();
      prompts.expect('inputBox', production.kid, KID_PATTERN).expect('inputBox', '', SECRET_PATTERN);
      await run(Commands.setJwtSigningKey);
      assert.deepEqual(await suite.services.store.getJwtSigningKey(), { kid: production.kid });
      assert.deepEqual(JSON.parse((await suite.services.context.secrets.get(SecretKeys.jwtSigningKey)) ?? ''), { kid: production.kid });
      assert.match(notifications('information').at(-1) ?? '', /without a secret/);

      await suite.services.store.addApiToken({ name: 'Work', environment: 'Production', token: production.token });
      try {
        await setSetting(Settings.authMethod, 'jwt');
        await until('the settings snapshot to say jwt', () => suite.services.config().authMethod === 'jwt');
        await convertThroughExtension();

        await setSetting(Settings.authMethod, 'selfSignedJwt');
        await until('the settings snapshot to say selfSignedJwt', () => suite.services.config().authMethod === 'selfSignedJwt');
        await assert.rejects(convertThroughExtension(), (err: unknown) => {
          const e = err as { kind?: string; setting?: string; message?: string };
          return e.kind === 'config' && e.setting === 'jwtSigningKey' && /secret/.test(e.message ?? '');
        });
      } finally {
        await setSetting(Settings.authMethod, undefined);
      }
    });

    it('takes the Kid alone in an argument object, and checks a secret when one is given', async () => {
      const { production } = demoTokens();
      await run(Commands.setJwtSigningKey, { kid: production.kid });
      assert.deepEqual(await suite.services.store.getJwtSigningKey(), { kid: production.kid });
      prompts.expect('error', undefined, /spaces/);
      await run(Commands.setJwtSigningKey, { kid: production.kid, secret: 'two words' });
      assert.deepEqual(await suite.services.store.getJwtSigningKey(), { kid: production.kid }, 'the refused key was not saved');
    });

    it('reads a key saved as {kid, secret} by an earlier version', async () => {
      const { production } = demoTokens();
      await suite.services.context.secrets.store(
        SecretKeys.jwtSigningKey,
        JSON.stringify({ kid: production.kid, secret: production.secret }),
      );
      assert.deepEqual(await suite.services.store.getJwtSigningKey(), { kid: production.kid, secret: production.secret });
    });

    it('refuses a bad Kid in an argument object', async () => {
      prompts.expect('error', undefined, /GUID/);
      await run(Commands.setJwtSigningKey, { kid: 'nope', secret: 'whatever-secret' });
      assert.equal(await suite.services.store.getJwtSigningKey(), undefined);
    });
  });
});
