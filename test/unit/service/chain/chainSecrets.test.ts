// A chain's answer that echoes the credential back (a proxy, a faulty gateway) must not carry it
// into the error the person and the log see: the chain client's excerpts go through the transport's
// redactor, which knows the configured token whatever its shape, not through the shape patterns only.
import { strict as assert } from 'node:assert';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiTokenCredential } from '../../../../src/service/auth/tokens';
import { ChainClient } from '../../../../src/service/chain';
import { sourceFromPath } from '../../../../src/service/convert';
import { HttpTransport } from '../../../../src/service/http';
import { tempDir } from '../../support/inProcessEmulator';
import { instantRetries } from '../../support/settings';

// Opaque, short and with no credential-like shape: only the registered secret can mask it.
const TOKEN = 'plainword';

describe('service/chain: an answer echoing the credential', function () {
  this.timeout(10_000);
  let server: Server;
  let transport: HttpTransport;

  before(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ Echo: `Bearer ${TOKEN}`, Note: TOKEN }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    transport = new HttpTransport({ baseUrl: `http://127.0.0.1:${port}`, ...instantRetries({ retry: { maxAttempts: 1 } }).settings });
  });
  after(async () => {
    await transport.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('an upload answered without a FileId names no token in its error', async () => {
    const dir = await tempDir();
    try {
      const path = join(dir.path, 'notes.md');
      await writeFile(path, '# Notes\n');
      const client = new ChainClient(transport, new ApiTokenCredential(TOKEN));
      const error = await client.upload(await sourceFromPath(path), client.storedFiles()).then(
        () => assert.fail('the upload should fail without a FileId'),
        (err: unknown) => err as Error & { excerpt?: string },
      );
      assert.ok(error.excerpt !== undefined && error.excerpt.length > 0, 'the error carries an excerpt (the check can fail)');
      for (const text of [error.message, error.excerpt, JSON.stringify(error), String(error.stack)]) {
        assert.ok(!text.includes(TOKEN), `the token shows in: ${text}`);
      }
    } finally {
      await dir.remove();
    }
  });
});
