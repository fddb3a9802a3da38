/**
 * A document password is often short ("abcd"): too short to mask in every log line, but it must
 * never appear in clear where the service echoes it (its Message, InvalidParameters), in a
 * logged address, or in the emulator's request log that tests and tools read.
 */
import { strict as assert } from 'node:assert';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ConversionClient, webPageRequest } from '../../../../src/service/convert';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import { HttpTransport } from '../../../../src/service/http';
import { Redactor, redactUrl } from '../../../../src/service/errors';
import { failure } from '../../support/failure';
import { manage, startTestEmulator, tempDir } from '../../support/inProcessEmulator';
import { instantRetries } from '../../support/settings';
import { httpServer } from '../../support/tinyServers';

const PASSWORD = 'abcd';

describe('service/short passwords', function () {
  this.timeout(30_000);

  it('a 4-character password the service echoes (Message, InvalidParameters) reaches no log line and no error', async () => {
    const bodies: string[] = [];
    // A service that echoes the password it was sent, as a validation message might.
    const server = await httpServer((req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        bodies.push(Buffer.concat(chunks).toString('latin1'));
        res.writeHead(400, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            Code: 4000,
            Message: `Password '${PASSWORD}' is not valid for this file.`,
            InvalidParameters: { Password: [`The value ${PASSWORD} does not open the document.`] },
          }),
        );
      });
    });
    const redactor = new Redactor();
    const lines: string[] = [];
    // As the extension's Logger does: every line through the one redactor.
    const log = (m: string): number => lines.push(redactor.redact(m));
    const transport = new HttpTransport({
      baseUrl: server.url,
      ...instantRetries().settings,
      redactor,
      logger: { debug: log, info: log, warn: log, error: log },
    });
    const dir = await tempDir();
    try {
      const source = await dir.source('locked.pdf', '%PDF-1.4 locked');
      const client = new ConversionClient(transport, new ApiTokenCredential('tok_short_password'));
      // What the batch sends after the 5003 question: the parameters with Password added.
      const err = await failure(
        client.convert({
          source,
          sourceFormat: 'pdf',
          targetFormat: 'docx',
          parameters: { Password: PASSWORD },
          resolveOutput: async (r) => ({ path: join(dir.path, r.name), overwrite: false }),
        }),
      );
      assert.ok(bodies[0]?.includes(`\r\n\r\n${PASSWORD}\r\n`), 'the password was not sent');
      const shown = [err.message, err.serverMessage ?? '', JSON.stringify(err.invalidParameters), ...lines];
      assert.ok(lines.length > 0);
      for (const text of shown) {
        assert.ok(!text.includes(PASSWORD), `the password shows: ${text}`);
      }
      // Masked where it stands, not every "a" or "Password": the message still reads.
      assert.equal(err.serverMessage, "Password '***' is not valid for this file.");
      assert.deepEqual(err.invalidParameters, { Password: ['The value *** does not open the document.'] });
      // Once that conversion is over, the same short word in later, unrelated server text reads as written.
      assert.equal(redactor.redactEcho(`page 1 of ${PASSWORD}`), `page 1 of ${PASSWORD}`);
    } finally {
      await transport.close();
      await server.close();
      await dir.remove();
    }
  });

  it('short secrets are masked where a server echoes them, never inside other words or in our own lines', () => {
    const redactor = new Redactor();
    redactor.add('a');
    redactor.add(PASSWORD);
    assert.equal(
      redactor.redactEcho(`"${PASSWORD}" and a are wrong; abcde, about, Password stay`),
      '"***" and *** are wrong; abcde, about, Password stay',
    );
    // A line of ours keeps its words: a file named a.pdf is not hidden for a password "a".
    assert.equal(redactor.redact('converted a.txt to a.pdf'), 'converted a.txt to a.pdf');
    redactor.delete(PASSWORD);
    assert.equal(redactor.redactEcho(PASSWORD), PASSWORD);
  });

  it('a short secret is masked while any conversion that sent it runs, and only then', () => {
    const redactor = new Redactor();
    const first = redactor.hold('the');
    const second = redactor.hold('the');
    first();
    first();
    assert.equal(redactor.redactEcho('the file is damaged'), '*** file is damaged', 'released by one of two holders');
    second();
    assert.equal(redactor.redactEcho('the file is damaged'), 'the file is damaged');
  });

  it('password parameters are masked by name in addresses, whatever their length', () => {
    const url = `https://v2.convertapi.com/convert/web/to/pdf?Url=x&AuthUsername=me&AuthPassword=${PASSWORD}&Password=${PASSWORD}`;
    assert.equal(redactUrl(url), 'https://v2.convertapi.com/convert/web/to/pdf?Url=x&AuthUsername=me&AuthPassword=***&Password=***');
    assert.ok(!new Redactor().redact(`POST ${url}`).includes(PASSWORD));
  });

  it("web→pdf's AuthPassword travels in the query, and the emulator's request log does not show it", async () => {
    const { emu } = await startTestEmulator();
    let sawAuth: string | undefined;
    const page = createServer((req, res) => {
      sawAuth = req.headers.authorization;
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Private page</body></html>');
    });
    await new Promise<void>((r) => page.listen(0, '127.0.0.1', r));
    const transport = new HttpTransport({ baseUrl: emu.baseUrl, ...instantRetries().settings });
    const dir = await tempDir();
    try {
      const client = new ConversionClient(transport, new ApiTokenCredential(emu.demo.apiTokens[0]!.token));
      const pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/private.html`;
      await client.convert(
        webPageRequest(pageUrl, {
          parameters: { AuthUsername: 'me', AuthPassword: PASSWORD },
          resolveOutput: async (r) => ({ path: join(dir.path, r.name), overwrite: false }),
        }),
      );
      assert.equal(sawAuth, `Basic ${Buffer.from(`me:${PASSWORD}`).toString('base64')}`, 'the password did not reach the page');
      const log = await (await fetch(`${emu.baseUrl}/_emulator/requests?since=0`)).text();
      assert.match(log, /"AuthPassword":"\*\*\*"/);
      assert.ok(!log.includes(PASSWORD), log);
      await manage(emu.baseUrl, 'POST', 'reset');
    } finally {
      await transport.close();
      page.closeAllConnections();
      await new Promise<void>((r) => page.close(() => r()));
      await emu.close();
      await dir.remove();
    }
  });
});
