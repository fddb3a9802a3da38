// Copy Web-to-PDF Link against the emulator: the link carries an API Token (never a JWT: the
// service takes JWTs as Bearer only), says why and suggests a token of its own, and converts with
// a plain GET.
// The page is served from a loopback HTTP server in the test (support/webSuite.ts).
import { strict as assert } from 'node:assert';
import * as vscode from 'vscode';
import { Commands } from '../../src/constants';
import { clearCredentials, demoTokens } from './support/auth';
import { emulator } from './support/emulatorConnection';
import { PAGE_URL_BOX, useWebSuite } from './support/webSuite';

/**
 * GETs a copied link as a browser or curl would (no headers, the credential in the query) and
 * returns the PDF it answers with: the raw bytes, or the file in the service's JSON answer.
 */
async function fetchLink(link: string): Promise<{ status: number; pdf: Buffer; text: string }> {
  const response = await fetch(link, { signal: AbortSignal.timeout(15_000) });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!(response.headers.get('content-type') ?? '').includes('json') || response.status !== 200) {
    return { status: response.status, pdf: bytes, text: bytes.toString('utf8').slice(0, 300) };
  }
  const body = JSON.parse(bytes.toString('utf8')) as { Files?: { FileData?: string; Url?: string }[] };
  const file = body.Files?.[0];
  const pdf = file?.FileData
    ? Buffer.from(file.FileData, 'base64')
    : Buffer.from(await (await fetch(file?.Url ?? 'about:blank', { signal: AbortSignal.timeout(15_000) })).arrayBuffer());
  return { status: response.status, pdf, text: bytes.toString('utf8').slice(0, 300) };
}

describe('web pages', function () {
  this.timeout(60_000);
  const suite = useWebSuite();
  const { prompts, run, lastInformation } = suite;

  describe('Copy Web-to-PDF Link…', () => {
    it('puts the API Token in the link, says why and suggests a token of its own, and the link converts with a plain GET', async () => {
      const { production } = demoTokens();
      // A signing key changes nothing: a JWT in an address is refused by the service.
      await suite.services.store.setJwtSigningKey({ kid: production.kid, secret: production.secret });
      prompts.expect('inputBox', suite.pageUrl, PAGE_URL_BOX).expect('information', undefined, /link copied/);
      await run(Commands.copyWebToPdfLink);

      const link = await vscode.env.clipboard.readText();
      const url = new URL(link);
      assert.equal(`${url.origin}${url.pathname}`, `${emulator().baseUrl.replace(/\/$/, '')}/convert/web/to/pdf`);
      assert.equal(url.searchParams.get('Url'), suite.pageUrl);
      assert.equal(url.searchParams.get('Token'), production.token);
      assert.equal(url.searchParams.get('download'), 'attachment');
      const said = lastInformation();
      assert.match(said, /link copied, with the API Token "Work" in it: a link can carry only an API Token/);
      assert.match(said, /an API Token of its own with a consumption limit/);
      assert.ok(!said.includes(production.token));
      assert.ok(
        prompts.seen.find((p) => p.kind === 'information')?.items.includes('Open Dashboard'),
        'the message offers Open Dashboard, where a token of its own is made',
      );

      const answer = await fetchLink(link);
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    });

    it('takes an argument object without prompts; its use refuses a JWT, saying why', async () => {
      const { production } = demoTokens();
      prompts.expect('information', undefined, /link copied/);
      await run(Commands.copyWebToPdfLink, { url: suite.pageUrl, use: 'apiToken' });
      assert.deepEqual(
        prompts.seen.filter((p) => p.kind !== 'information'),
        [],
        'no prompt was shown',
      );
      assert.equal(new URL(await vscode.env.clipboard.readText()).searchParams.get('Token'), production.token);

      for (const use of ['selfSignedJwt', 'serviceJwt']) {
        await vscode.env.clipboard.writeText('nothing copied');
        prompts.expect('error', undefined, /carries an API Token: the service accepts a JWT only in the Authorization header/);
        await run(Commands.copyWebToPdfLink, { url: suite.pageUrl, use });
        assert.equal(await vscode.env.clipboard.readText(), 'nothing copied', `${use}: a link was copied`);
      }
      prompts.expect('error', undefined, /"use" can only be apiToken/);
      await run(Commands.copyWebToPdfLink, { url: suite.pageUrl, use: 'token' });
      // What once shaped a JWT link (short-lived, IP-bound) must not quietly give one that holds the API Token.
      for (const [name, value] of [
        ['lifetimeSeconds', 600],
        ['clientIp', '203.0.113.7'],
        ['kid', production.kid],
      ] as const) {
        await vscode.env.clipboard.writeText('nothing copied');
        prompts.expect(
          'error',
          undefined,
          new RegExp(`"${name}" applies to a JWT, and a Web-to-PDF link carries an API Token, which does not expire`),
        );
        await run(Commands.copyWebToPdfLink, { url: suite.pageUrl, [name]: value });
        assert.equal(await vscode.env.clipboard.readText(), 'nothing copied', `${name}: a link was copied`);
      }
    });

    it('without an API Token, says a link needs one and suggests a token of its own', async () => {
      await clearCredentials(suite.services);
      await vscode.env.clipboard.writeText('nothing copied');
      prompts.expect('error', undefined, /A Web-to-PDF link carries an API Token: set one first/);
      await run(Commands.copyWebToPdfLink, { url: suite.pageUrl });
      assert.equal(await vscode.env.clipboard.readText(), 'nothing copied');
      assert.ok(prompts.seen.find((p) => p.kind === 'error')?.items.includes('Set API Token'), 'the error offers Set API Token');
    });
  });
});
