/** Web pages to PDF through the conversion client, against the in-process emulator: credentials in the header only, the download link. */
import { strict as assert } from 'node:assert';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ApiTokenCredential,
  type CredentialProvider,
  SelfSignedJwtCredential,
  ServiceJwtCredential,
} from '../../../../src/service/auth/tokens';
import { ConversionClient, webPageRequest, webToPdfLink } from '../../../../src/service/convert';
import { AuthError, ConfigError } from '../../../../src/service/errors';
import type { Emulator, ManualClock } from '../../support/inProcessEmulator';
import { type ConversionBench, into, useConversionClient } from '../../support/conversionClient';

describe('service/conversion (emulator)', function () {
  this.timeout(30_000);
  let emu: Emulator;
  let clock: ManualClock;
  let transport: ConversionBench['transport'];
  let client: ConversionBench['client'];
  let out: string;
  let logLines: string[];
  useConversionClient((bench) => ({ emu, clock, transport, client, out, logLines } = bench));

  describe('web→pdf', () => {
    let page: Server;
    let pageUrl: string;
    before(async () => {
      page = createServer((_req, res) =>
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end('<html><head><title>Hello</title></head><body><h1>Hello web</h1></body></html>'),
      );
      await new Promise<void>((r) => page.listen(0, '127.0.0.1', r));
      pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/articles/hello%20world.html?x=1`;
    });
    after(async () => {
      page.closeAllConnections();
      await new Promise<void>((r) => page.close(() => r()));
    });

    it('converts with the credential in the Authorization header, never in the address nor in a log line', async () => {
      const token = emu.demo.apiTokens[0]!.token;
      const result = await client.convert(webPageRequest(pageUrl, { resolveOutput: into(out) }));
      assert.equal(result.files.length, 1);
      assert.equal((await readFile(result.files[0]!.path)).subarray(0, 5).toString(), '%PDF-');
      const entry = emu.requestLog.find((r) => r.path === '/convert/web/to/pdf');
      assert.ok(entry);
      assert.equal(entry.authFrom, 'header');
      assert.deepEqual(
        Object.keys(entry.query).filter((k) => /^(token|secret|auth)$/i.test(k)),
        [],
        'a credential travelled in the address',
      );
      assert.equal(entry.query.Url, pageUrl);
      assert.equal(entry.authKind, 'apiToken');
      assert.ok(logLines.length > 0);
      for (const line of logLines) {
        assert.ok(!line.includes(token), line);
      }
    });

    it('sends each kind of credential (API Token, self-signed JWT, JWT from the service) in the header', async () => {
      const { token, kid, secret } = emu.demo.apiTokens[0]!;
      const kinds: [string, CredentialProvider, string][] = [
        ['apiToken', new ApiTokenCredential(token), 'apiToken'],
        // The emulator's clock is the test's: the JWTs are made by it.
        ['selfSignedJwt', new SelfSignedJwtCredential({ kid, secret, lifetimeSeconds: 600 }, clock.now), 'jwt'],
        ['serviceJwt', new ServiceJwtCredential(transport, token, { kid, lifetimeSeconds: 600 }, clock.now), 'jwt'],
      ];
      for (const [name, credential, seenAs] of kinds) {
        emu.requestLog.length = 0;
        const result = await new ConversionClient(transport, credential).convert(
          webPageRequest(pageUrl, {
            resolveOutput: into(join(out, name)),
          }),
        );
        assert.equal(result.files.length, 1, name);
        const entry = emu.requestLog.find((r) => r.path === '/convert/web/to/pdf');
        assert.equal(entry?.status, 200, name);
        assert.equal(entry?.authKind, seenAs, name);
        assert.equal(entry?.authFrom, 'header', `${name} did not travel in the header`);
        assert.deepEqual(Object.keys(entry?.query ?? {}).sort(), ['Timeout', 'Url'], name);
      }
    });

    it('names the API Token when the service refuses it', async () => {
      const refused = new ConversionClient(transport, new ApiTokenCredential('not-a-real-token-123'));
      const err = await refused.convert(webPageRequest(pageUrl, { resolveOutput: into(out) })).then(
        () => assert.fail('a bad token was accepted'),
        (e: unknown) => e,
      );
      assert.ok(err instanceof AuthError, String(err));
      assert.equal(err.credential, 'apiToken');
      assert.match(err.message, /API Token was refused/);
    });

    it('webToPdfLink builds the link with Token= and download=attachment, and refuses a JWT', () => {
      const link = new URL(webToPdfLink(emu.baseUrl, pageUrl, 'tok_abcdef'));
      assert.equal(link.origin, emu.baseUrl);
      assert.equal(link.pathname, '/convert/web/to/pdf');
      assert.equal(link.searchParams.get('Url'), pageUrl);
      assert.equal(link.searchParams.get('Token'), 'tok_abcdef');
      // A browser opening the link gets the PDF, not JSON with base64 in it.
      assert.equal(link.searchParams.get('download'), 'attachment');
      // The service takes a JWT as Bearer only: a link with one would get 401.
      assert.throws(
        () => webToPdfLink(emu.baseUrl, pageUrl, 'aaa.bbb.ccc'),
        (err: unknown) => err instanceof ConfigError && err.messageCode === 'config.linkNeedsApiToken',
      );
    });
  });
});
