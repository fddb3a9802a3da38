// Mint Self-Signed JWT and Generate JWT from Service, end to end: the inputs (validated as typed),
// the JWT on the clipboard (verified with jose against the secret, accepted by the emulator), the
// message with its expiry, the claims document, and the log without the token.
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { ClaimsScheme, Commands, Settings } from '../../src/constants';
import type { ExtensionServices as Services } from '../../src/extensionServices';
import {
  clearCredentials,
  convertAtEmulator,
  demoTokens,
  extensionServices,
  inputBox,
  leaks,
  logFileText,
  reasonFor,
  recordOptions,
} from './support/auth';
import { setSetting } from './support/settings';
import { until } from '../support/poll';
import { emulator } from './support/emulatorConnection';
import { stubPrompts } from './support/prompts';

const LIFETIME = /How long the JWT is valid/;
const NOT_BEFORE = /before the JWT becomes valid/;
const CLIENT_IP = /IP addresses or host names the JWT may be used from/;
const KID = /Kid \(key identifier\)/;
const SECRET = /secret of the API Token/;
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

describe('JWT commands', function () {
  this.timeout(60_000);
  const prompts = stubPrompts();
  let services: Services;

  const run = (command: string, ...args: unknown[]) => prompts.run(() => vscode.commands.executeCommand(command, ...args));
  const lastInformation = () => prompts.seen.filter((p) => p.kind === 'information').at(-1)?.text ?? '';
  const clipboardJwt = async () => {
    const token = await vscode.env.clipboard.readText();
    assert.match(token, JWT_SHAPE, 'the clipboard holds a JWT');
    return token;
  };

  before(async () => {
    services = await extensionServices();
    await setSetting(Settings.baseUrl, emulator().baseUrl);
  });

  beforeEach(async () => {
    await clearCredentials(services);
    await vscode.env.clipboard.writeText('');
  });

  afterEach(async () => {
    for (let i = 0; i < 5 && vscode.window.activeTextEditor?.document.uri.scheme === ClaimsScheme; i++) {
      await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
    }
  });

  after(async () => {
    await clearCredentials(services);
    for (const name of [Settings.baseUrl, Settings.jwtLifetimeSeconds, Settings.jwtClientIp]) {
      await setSetting(name, undefined);
    }
  });

  describe('Mint Self-Signed JWT…', () => {
    it('signs with the stored key: the JWT verifies against the secret, carries kid/exp/iat/nbf/clientIp and converts at the service', async () => {
      const { production } = demoTokens();
      await services.store.setJwtSigningKey({ kid: production.kid, secret: production.secret });
      const started = Math.floor(Date.now() / 1000);
      prompts
        .expect('inputBox', '600', LIFETIME)
        .expect('inputBox', '5', NOT_BEFORE)
        .expect('inputBox', '127.0.0.1, ::1', CLIENT_IP)
        .expect('information', undefined, /Self-signed JWT copied/);
      await run(Commands.mintJwt);

      const token = await clipboardJwt();
      const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(production.secret), {
        algorithms: ['HS256'],
        clockTolerance: 30,
      });
      assert.deepEqual(protectedHeader, { alg: 'HS256', typ: 'JWT', kid: production.kid });
      assert.equal(payload.kid, production.kid);
      assert.ok(typeof payload.iat === 'number' && payload.iat >= started - 1 && payload.iat <= started + 5, 'iat is now');
      assert.equal(payload.exp, (payload.iat ?? 0) + 600);
      assert.equal(payload.nbf, (payload.iat ?? 0) + 5);
      assert.equal(payload.clientIp, '127.0.0.1,::1');

      const message = lastInformation();
      assert.match(message, /expires \d{4}-\d\d-\d\d \d\d:\d\d UTC \(in 10 minutes\)/);
      assert.match(message, /usable only from 127\.0\.0\.1,::1/);
      assert.ok(!message.includes(token), 'the message shows the token');

      const response = await convertAtEmulator(token);
      assert.equal(response.status, 200, `the emulator refused the minted JWT: ${await response.text()}`);
    });

    it('asks for Kid and secret when none is stored, offers to save them, and defaults the lifetime to the setting', async () => {
      const { production } = demoTokens();
      await setSetting(Settings.jwtLifetimeSeconds, 120);
      const boxes = recordOptions();
      prompts
        .expect('inputBox', production.kid, KID)
        .expect('inputBox', production.secret, SECRET)
        .expect('inputBox', '120', LIFETIME)
        .expect('inputBox', '', NOT_BEFORE)
        .expect('inputBox', '', CLIENT_IP)
        .expect('information', 'Save Signing Key', /Self-signed JWT copied/);
      await run(Commands.mintJwt);

      assert.equal(inputBox(boxes.inputBoxes, LIFETIME).value, '120', 'the lifetime box starts at the setting');
      assert.equal(inputBox(boxes.inputBoxes, SECRET).password, true);
      assert.deepEqual(
        await services.store.getJwtSigningKey(),
        { kid: production.kid, secret: production.secret },
        'Save Signing Key stored the typed key',
      );
      const token = await clipboardJwt();
      const claims = decodeJwt(token);
      assert.equal((claims.exp ?? 0) - (claims.iat ?? 0), 120);
      assert.equal(claims.nbf, undefined);
      assert.equal(claims.clientIp, undefined);
      assert.equal((await convertAtEmulator(token)).status, 200);
    });

    it('says why a Kid, lifetime, not-before delay or client IP list is refused while it is typed', async () => {
      const boxes = recordOptions();
      prompts
        .expect('inputBox', '0f8fad5b-d9cb-469f-a165-70867728950e', KID)
        .expect('inputBox', 'local-secret', SECRET)
        .expect('inputBox', '600', LIFETIME)
        .expect('inputBox', '', NOT_BEFORE)
        .expect('inputBox', '', CLIENT_IP)
        .expect('information', undefined, /Self-signed JWT copied/);
      await run(Commands.mintJwt);

      const kid = inputBox(boxes.inputBoxes, KID);
      assert.match((await reasonFor(kid, 'abc')) ?? '', /GUID/);
      const lifetime = inputBox(boxes.inputBoxes, LIFETIME);
      assert.match((await reasonFor(lifetime, '0')) ?? '', /whole number of seconds greater than 0/);
      assert.match((await reasonFor(lifetime, 'one hour')) ?? '', /whole number/);
      assert.match((await reasonFor(lifetime, '2592001')) ?? '', /at most 2592000 seconds/);
      assert.equal(await reasonFor(lifetime, '2592000'), undefined);
      const notBefore = inputBox(boxes.inputBoxes, NOT_BEFORE);
      assert.match((await reasonFor(notBefore, '600')) ?? '', /expire before it became valid/);
      assert.match((await reasonFor(notBefore, 'later')) ?? '', /whole number/);
      assert.equal(await reasonFor(notBefore, '599'), undefined);
      const clientIp = inputBox(boxes.inputBoxes, CLIENT_IP);
      assert.match((await reasonFor(clientIp, '127.0.0.1,,::1')) ?? '', /empty entry/);
      assert.match((await reasonFor(clientIp, '127.0.0.1, 999.1.1.1')) ?? '', /"999\.1\.1\.1" is not an IPv4 or IPv6 address/);
      assert.equal(await reasonFor(clientIp, '127.0.0.1, localhost, ::1'), undefined);
    });

    it('"Show Claims" opens the header and claims, never the token or the secret', async () => {
      const { production } = demoTokens();
      await services.store.setJwtSigningKey({ kid: production.kid, secret: production.secret });
      prompts
        .expect('inputBox', '900', LIFETIME)
        .expect('inputBox', '', NOT_BEFORE)
        .expect('inputBox', '', CLIENT_IP)
        .expect('information', 'Show Claims', /Self-signed JWT copied/);
      await run(Commands.mintJwt);

      const token = await clipboardJwt();
      const document = vscode.window.activeTextEditor?.document;
      assert.ok(document, 'no editor opened');
      // Read-only, not an unsaved Untitled-1: closing it asks nothing.
      assert.equal(document.isUntitled, false);
      assert.equal(document.uri.scheme, ClaimsScheme);
      assert.equal(document.languageId, 'json');
      assert.equal(document.isDirty, false);
      const shown = JSON.parse(document.getText()) as {
        header: unknown;
        claims: Record<string, unknown>;
        readable: Record<string, string>;
      };
      assert.deepEqual(shown.header, decodeProtectedHeader(token));
      assert.deepEqual(shown.claims, decodeJwt(token));
      assert.equal(shown.readable.exp, new Date((decodeJwt(token).exp ?? 0) * 1000).toISOString());
      assert.deepEqual(leaks([{ where: 'claims document', text: document.getText() }], { token, secret: production.secret }), []);
      // An unsaved document would hold this command on a "Save changes?" dialog until the test times out.
      await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
      await until(
        'the claims editor to close',
        () => !vscode.window.visibleTextEditors.some((e) => e.document.uri.scheme === ClaimsScheme),
        5_000,
      );
    });

    it('takes an argument object, and never writes the token to the log', async () => {
      const { production } = demoTokens();
      prompts.expect('information', undefined, /Self-signed JWT copied/);
      await run(Commands.mintJwt, { kid: production.kid, secret: production.secret, lifetimeSeconds: 300, clientIp: '127.0.0.1' });
      assert.deepEqual(
        prompts.seen.filter((p) => p.kind !== 'information'),
        [],
        'no prompt was shown',
      );
      const token = await clipboardJwt();
      assert.equal(decodeJwt(token).clientIp, '127.0.0.1');
      assert.equal(await services.store.getJwtSigningKey(), undefined, 'a key passed as an argument is not saved');

      const marker = `jwt-log-check-${Date.now()}`;
      services.log.info(marker);
      const log = await logFileText(services, marker);
      assert.match(log, new RegExp(`Minted a self-signed JWT for Kid ${production.kid}`));
      assert.deepEqual(leaks([{ where: 'log', text: log }], { token, secret: production.secret }), []);
    });

    it('with a key saved without its secret, says the secret is missing and offers Set JWT Signing Key', async () => {
      const { production } = demoTokens();
      await services.store.setJwtSigningKey({ kid: production.kid });
      prompts.expect('error', undefined, new RegExp(`saved \\(Kid ${production.kid}\\) has none`));
      await run(Commands.mintJwt);
      assert.ok(
        prompts.seen.find((p) => p.kind === 'error')?.items.includes('Set JWT Signing Key'),
        'the error offers Set JWT Signing Key',
      );

      prompts.expect('error', undefined, /has none/);
      await run(Commands.mintJwt, { lifetimeSeconds: 60 });
      assert.equal(await vscode.env.clipboard.readText(), '', 'no JWT was copied');
    });

    it('refuses a bad lifetime in an argument object with the reason', async () => {
      const { production } = demoTokens();
      prompts.expect('error', undefined, /at most 2592000 seconds/);
      await run(Commands.mintJwt, { kid: production.kid, secret: production.secret, lifetimeSeconds: 9_999_999 });
    });
  });

  describe('Generate JWT from Service…', () => {
    /** Runs the command (its boxes answered by the test): the JWT copied names `kid` and converts at the emulator. */
    const generateConverting = async (kid: string) => {
      prompts.expect('information', undefined, /JWT from the service copied/);
      await run(Commands.generateJwt);
      const token = await clipboardJwt();
      assert.equal(decodeJwt(token).kid, kid);
      assert.equal((await convertAtEmulator(token)).status, 200);
    };

    it('asks the token endpoint with the active API Token and the stored Kid; the service accepts the JWT', async () => {
      const { production } = demoTokens();
      await services.store.addApiToken({ name: 'Work', environment: 'Production', token: production.token });
      await services.store.setJwtSigningKey({ kid: production.kid, secret: production.secret });
      prompts
        .expect('inputBox', '300', LIFETIME)
        .expect('inputBox', '127.0.0.1', CLIENT_IP)
        .expect('information', undefined, /JWT from the service copied/);
      await run(Commands.generateJwt);

      const token = await clipboardJwt();
      const { payload } = await jwtVerify(token, new TextEncoder().encode(production.secret), { algorithms: ['HS256'] });
      assert.equal(payload.kid, production.kid);
      assert.equal((payload.exp ?? 0) - (payload.iat ?? 0), 300);
      assert.equal(payload.clientIp, '127.0.0.1');
      assert.match(lastInformation(), /asked with API Token "Work".*expires .* UTC \(in 5 minutes\)/);
      assert.equal((await convertAtEmulator(token)).status, 200);
    });

    it('uses a Kid saved without a secret, without asking', async () => {
      const { production } = demoTokens();
      await services.store.addApiToken({ name: 'Work', environment: 'Production', token: production.token });
      await services.store.setJwtSigningKey({ kid: production.kid });
      prompts.expect('inputBox', '300', LIFETIME).expect('inputBox', '', CLIENT_IP);
      await generateConverting(production.kid);
    });

    it('asks for the Kid when no signing key is stored', async () => {
      const { production, development } = demoTokens();
      await services.store.addApiToken({ name: 'Sandbox', environment: 'Development', token: development.token });
      prompts.expect('inputBox', production.kid, KID).expect('inputBox', '60', LIFETIME).expect('inputBox', '', CLIENT_IP);
      await generateConverting(production.kid);
    });

    it('says what to set when there is no API Token', async () => {
      prompts.expect('error', 'Set API Token', /authorised with an API Token/).expect('inputBox', undefined, /name for this API Token/);
      await run(Commands.generateJwt, { kid: demoTokens().production.kid });
      // The button runs Set API Token, which asks for a name (cancelled here).
      await until('Set API Token to ask for a name', () => prompts.seen.some((p) => p.kind === 'inputBox'));
    });

    it('reports the service refusing a Kid of no API Token of the account', async () => {
      await services.store.addApiToken({ name: 'Work', environment: 'Production', token: demoTokens().production.token });
      prompts.expect('error', undefined, /Kid/);
      await run(Commands.generateJwt, { kid: '00000000-0000-4000-8000-000000000000', lifetimeSeconds: 60 });
      assert.equal(await vscode.env.clipboard.readText(), '');
    });
  });
});
